import { callUrl, type CallDef, type CallInput, type CallOutput } from '@travel/contracts/platform/define-call';
import { SUCCESS_CODE, type Envelope } from '@travel/contracts/platform/envelope';
import { actingScope } from './acting-member';
import { ApiError, CLIENT_ERROR } from './api-error';
import { currentLocale, i18n } from './i18n';
import { readCookie } from './locale-preference';
import { uuid } from './uuid';

const TIMEOUT_MS = 30_000;
const CSRF_COOKIE = 'csrf_token';

/** The token login returned, in case the cookie cannot be read (it normally can: it is not HttpOnly). */
let csrfFallback: string | null = null;

export function rememberCsrfToken(token: string | null): void {
  csrfFallback = token;
}

export interface CallOptions {
  /** For writes: the key of this form submission; a fresh one is made when absent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** How long to wait for the answer (default 30 s). */
  timeoutMs?: number;
  /** The back office acting for an enterprise (and a member of it): the call's bg twin, with these added to its input. */
  backOffice?: BackOfficeScope | null;
  /** The logged-in user's own call even while acting for a member (the session's profile). */
  asSelf?: boolean;
}

/** Whom a back-office call acts for (`/api/bg/…`, administrators only). */
export interface BackOfficeScope {
  enterpriseId: string;
  memberId?: string;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).resultCode === 'string';
}

/** POSTs the call's input with the UI's language, the CSRF header and, for writes, an Idempotency-Key; network faults as ApiErrors. */
async function send<D extends CallDef>(def: D, input: CallInput<D>, options: CallOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept,
    'accept-language': currentLocale(),
  };
  const csrf = readCookie(CSRF_COOKIE) ?? csrfFallback;
  if (csrf) headers['x-csrf-token'] = csrf;
  if (def.write) headers['idempotency-key'] = options.idempotencyKey ?? uuid();

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason), { once: true });

  try {
    // One switch for "acting for a member": every call with a bg twin goes through it unless a scope is given.
    const bg = options.backOffice ?? (def.bg && !options.asSelf ? actingScope() : null);
    return await fetch(callUrl(def, bg !== null), {
      method: 'POST',
      headers,
      body: JSON.stringify(bg ? { ...(input ?? {}), ...bg } : (input ?? {})),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    const timedOut = controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
    if (timedOut) throw new ApiError(CLIENT_ERROR.TIMEOUT, i18n.t('errors.timeout'), null, 0);
    if (options.signal?.aborted) throw error;
    throw new ApiError(CLIENT_ERROR.NETWORK, i18n.t('errors.network'), null, 0);
  } finally {
    clearTimeout(timer);
  }
}

/** A refusal envelope (or an answer that is not one) as the ApiError callers catch. */
async function refusal(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy's error page, for instance)
  }
  if (!isEnvelope(body) || body.resultCode === SUCCESS_CODE) return new ApiError(CLIENT_ERROR.BAD_RESPONSE, i18n.t('errors.unexpected'), null, response.status);
  return new ApiError(body.resultCode, body.description, body.data, response.status);
}

/**
 * Makes one call of the contract: POST /api/<service>/<path> with the UI's language, the CSRF header and,
 * for writes, an Idempotency-Key. Resolves with `data` on resultCode "0"; otherwise throws an ApiError.
 */
export async function callApi<D extends CallDef>(def: D, input: CallInput<D>, options: CallOptions = {}): Promise<CallOutput<D>> {
  const response = await send(def, input, options, 'application/json');
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy's error page, for instance)
  }
  if (!isEnvelope(body)) {
    throw new ApiError(CLIENT_ERROR.BAD_RESPONSE, i18n.t('errors.unexpected'), null, response.status);
  }
  if (body.resultCode !== SUCCESS_CODE) {
    throw new ApiError(body.resultCode, body.description, body.data, response.status);
  }
  return body.data as CallOutput<D>;
}

/** A file call (CallDef.file): the file and the name the server gave it; a refusal throws an ApiError as callApi does. */
export async function callFile<D extends CallDef>(def: D, input: CallInput<D>, options: CallOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(def, input, options, '*/*');
  if (!response.ok || (response.headers.get('content-type') ?? '').startsWith('application/json')) throw await refusal(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), fileName };
}
