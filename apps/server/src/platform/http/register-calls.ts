import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callUrl } from '@travel/contracts/platform/define-call';
import type { FileAnswer } from '@travel/contracts/platform/envelope';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { pickLocale, type Locale } from '@travel/contracts/platform/locales';
import type { SessionMember } from '../auth/session-member';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError, errorDataMismatch, errorHeaders, ParamError, notFound } from '../errors';
import { t } from '../i18n';
import { errorEnvelope, successEnvelope, systemBusy } from './envelope-reply';
import type { Binding, CallContext } from './handler';
import { claimKey, releaseKey, storeAnswer } from './idempotency';
import { toParamIssues } from './param-issues';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

export interface CallDeps {
  db: Db;
  clock: Clock;
  config: Config;
  resolveSession(db: Db, token: string, now: Date): Promise<SessionMember | null>;
  /** For bg twins: does the enterprise exist, and does the member belong to it. */
  checkTenant(db: Db, enterpriseId: string, memberId?: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

const bgFields = z.object({ enterpriseId: z.string().min(1), memberId: z.string().min(1).optional() });

export function localeOf(req: FastifyRequest): Locale {
  return pickLocale(req.headers['accept-language'] ?? req.cookies?.lang);
}

let inFlight = 0;

/** Waits until no call is running (a client that hung up does not stop its call), or the timeout passes. */
export async function drainCalls(timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

/** Registers every call as `POST /api/<service>/<path>` (and its bg twin) with the platform's request path. */
export function registerCalls(app: FastifyInstance, bindings: Binding[], deps: CallDeps): void {
  const run = async (binding: Binding, bg: boolean, req: FastifyRequest, reply: FastifyReply) => {
    inFlight++;
    try {
      return await runCall(binding, bg, req, reply, deps);
    } finally {
      inFlight--;
    }
  };
  for (const binding of bindings) {
    app.post(callUrl(binding.def), (req, reply) => run(binding, false, req, reply));
    if (binding.def.bg) app.post(callUrl(binding.def, true), (req, reply) => run(binding, true, req, reply));
  }
}

async function runCall(binding: Binding, backOffice: boolean, req: FastifyRequest, reply: FastifyReply, deps: CallDeps) {
  const { def } = binding;
  const locale = req.locale;
  const now = deps.clock.now();
  const token = req.cookies[SESSION_COOKIE];
  const member = token ? await deps.resolveSession(deps.db, token, now) : null;

  if (member && req.headers[CSRF_HEADER] !== member.csrfToken) throw new AppError(ErrorCode.CSRF_FAILED);
  if (!member && def.path === 'login' && !sameOrigin(req, deps.config.trustedOrigins)) throw new AppError(ErrorCode.CSRF_FAILED);
  if ((def.auth !== 'public' || backOffice) && !member) throw new AppError(ErrorCode.NOT_LOGIN);
  if ((def.auth === 'admin' || backOffice) && member?.role !== 'admin') throw new AppError(ErrorCode.NO_PERMISSION);

  let body: unknown = req.body ?? {};
  let enterpriseId = member?.enterpriseId ?? null;
  let actingMemberId = member?.memberId ?? null;
  if (backOffice) {
    const parsed = bgFields.safeParse(body);
    if (!parsed.success) throw new ParamError(toParamIssues(parsed.error.issues, locale));
    if (!(await deps.checkTenant(deps.db, parsed.data.enterpriseId, parsed.data.memberId))) {
      throw notFound('enterprise');
    }
    enterpriseId = parsed.data.enterpriseId;
    actingMemberId = parsed.data.memberId ?? null;
    const { enterpriseId: _e, memberId: _m, ...rest } = body as Record<string, unknown>;
    body = rest;
  }
  const parsed = def.input.safeParse(body);
  if (!parsed.success) throw new ParamError(toParamIssues(parsed.error.issues, locale));

  const ctx: CallContext = {
    db: deps.db,
    clock: deps.clock,
    locale,
    log: req.log,
    requestId: req.id,
    member,
    enterpriseId,
    actingMemberId,
    backOffice,
    ip: req.ip,
    sandbox: deps.config.sandbox,
    config: deps.config,
    session: {
      start: (sessionToken, csrfToken, expiresAt) => {
        const common = { path: '/', sameSite: 'lax' as const, secure: deps.config.cookieSecure, expires: expiresAt };
        reply.setCookie(SESSION_COOKIE, sessionToken, { ...common, httpOnly: true });
        reply.setCookie(CSRF_COOKIE, csrfToken, { ...common, httpOnly: false });
      },
      end: () => {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        reply.clearCookie(CSRF_COOKIE, { path: '/' });
      },
    },
  };

  const idemKey = def.write ? req.headers['idempotency-key'] : undefined;
  if (typeof idemKey === 'string' && idemKey.length > 0) {
    const scope = `${member?.memberId ?? 'anon'}:${backOffice ? 'bg' : 'fg'}`;
    const stored = await claimKey(deps.db, scope, idemKey.slice(0, 200), req.url, req.body, now);
    if (stored) {
      reply.header('idempotent-replay', 'true');
      return reply.status(stored.httpStatus).send(stored.body);
    }
    try {
      const answer = await execute(binding, ctx, parsed.data, locale, deps.config.strictErrorData);
      await storeAnswer(deps.db, scope, idemKey.slice(0, 200), answer);
      return reply.status(answer.httpStatus).headers(answer.headers ?? {}).send(answer.body);
    } catch (err) {
      await releaseKey(deps.db, scope, idemKey.slice(0, 200));
      throw err;
    }
  }
  const answer = await execute(binding, ctx, parsed.data, locale, deps.config.strictErrorData);
  return reply.status(answer.httpStatus).headers(answer.headers ?? {}).send(answer.body);
}

/** Runs the handler; business refusals (AppError) are answers and get stored, real faults propagate. */
async function execute(
  binding: Binding,
  ctx: CallContext,
  input: unknown,
  locale: Locale,
  strictErrorData: boolean,
): Promise<{ httpStatus: number; body: unknown; headers?: Record<string, string> }> {
  try {
    const data = await binding.handler(ctx, input);
    // The output contract is enforced on the way out: nothing the contract does not name leaves the server.
    const out = binding.def.output.safeParse(data);
    if (!out.success) {
      ctx.log.error({ issues: out.error.issues, path: binding.def.path }, 'handler output broke its contract');
      return { httpStatus: 500, body: systemBusy(locale) };
    }
    if (binding.def.file) return fileReply(out.data as FileAnswer);
    return { httpStatus: 200, body: successEnvelope(locale, out.data) };
  } catch (err) {
    if (!(err instanceof AppError) || err.httpStatus >= 500) throw err;
    // An error's data is checked against its code's schema as outputs are: tests fail on a wrong shape, production logs it.
    const mismatch = errorDataMismatch(err);
    if (mismatch) {
      ctx.log.error({ mismatch, path: binding.def.path }, 'error data broke its schema');
      if (strictErrorData) return { httpStatus: 500, body: systemBusy(locale) };
    }
    return { httpStatus: err.httpStatus, body: errorEnvelope(locale, err), headers: errorHeaders(err) };
  }
}

/** A file call's success: the file itself as the body, an attachment under its name, never cached. */
function fileReply(file: FileAnswer): { httpStatus: number; body: Buffer; headers: Record<string, string> } {
  return {
    httpStatus: 200,
    body: Buffer.from(file.content),
    headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': 'no-store' },
  };
}

/** Login has no session to carry a CSRF token: a browser's cross-site login post is refused by its Origin. */
function sameOrigin(req: FastifyRequest, trusted: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin || trusted.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function describeError(locale: Locale, code: string): string {
  return t(locale, `errors.${code}`);
}
