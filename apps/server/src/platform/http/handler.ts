import type { FastifyBaseLogger } from 'fastify';
import type { CallDef, CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import type { Locale } from '@travel/contracts/platform/locales';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { Clock } from '../clock';
import type { SessionMember } from '../auth/session-member';
import type { MapTiles } from '../map-tiles';

/** What a handler gets besides its parsed input. */
export interface CallContext {
  db: Db;
  clock: Clock;
  locale: Locale;
  log: FastifyBaseLogger;
  requestId: string;
  /** The logged-in member; null on public calls made without a session. */
  member: SessionMember | null;
  /** The enterprise every query of this call is scoped to (the member's, or the one a bg call names). */
  enterpriseId: string | null;
  /** The member a bg call acts for (else the logged-in member's id). */
  actingMemberId: string | null;
  /** True on /api/bg/... twins. */
  backOffice: boolean;
  ip: string;
  sandbox: boolean;
  /** Session cookies, for the auth calls. */
  session: SessionCookies;
  config: { sessionTtlHours: number; loginMaxFailures: number; loginWindowMinutes: number; mapTiles: MapTiles };
}

export interface SessionCookies {
  start(token: string, csrfToken: string, expiresAt: Date): void;
  end(): void;
}

/** A context known to carry a member and an enterprise (calls with auth member or admin). */
export interface MemberContext extends CallContext {
  member: SessionMember;
  enterpriseId: string;
  actingMemberId: string;
}

export type Handler<D extends CallDef> = (
  ctx: D['auth'] extends 'public' ? CallContext : MemberContext,
  input: z.output<D['input']>,
) => Promise<CallOutput<D>>;

export interface Binding {
  def: CallDef;
  handler: (ctx: CallContext, input: unknown) => Promise<unknown>;
}

/** Binds a contract to its handler; app.ts registers the bindings every module exports. */
export function handle<D extends CallDef>(def: D, handler: Handler<D>): Binding {
  return { def, handler: handler as Binding['handler'] };
}

export type { CallInput };
