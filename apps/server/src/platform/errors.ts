import { ErrorCode } from '@travel/contracts/platform/error-codes';
import type { ParamIssue } from '@travel/contracts/platform/envelope';
import { MessageRef } from './i18n';

const HTTP_STATUS: Partial<Record<string, number>> = {
  [ErrorCode.PARAM_ERROR]: 400,
  [ErrorCode.NOT_LOGIN]: 401,
  [ErrorCode.NO_PERMISSION]: 403,
  [ErrorCode.CSRF_FAILED]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.SYSTEM_BUSY]: 500,
};

/**
 * The one error type of the platform. `code` is the spec's catalogue code where it has one; the description is
 * translated from `server.errors.<code>` with `params`; `data` is what the client needs to act.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(code);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code] ?? 200;
  }
}

export class ParamError extends AppError {
  constructor(readonly issues: ParamIssue[]) {
    super(ErrorCode.PARAM_ERROR, {}, { issues });
  }
}

/** 429: the caller may try again after `retryAfterSeconds` (sent as `Retry-After` and in `data`). */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    params: Record<string, unknown> = {},
  ) {
    super(ErrorCode.TOO_MANY_REQUESTS, params, { retryAfterSeconds });
  }
}

/** Headers an error answer carries besides its envelope. */
export function errorHeaders(err: AppError): Record<string, string> {
  return err instanceof TooManyRequestsError ? { 'retry-after': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) } : {};
}

/** DATA_NOT_FOUND naming the thing in the caller's language (`server.entities.<what>`). */
export const notFound = (what = 'data') => new AppError(ErrorCode.DATA_NOT_FOUND, { what: new MessageRef(`entities.${what}`) });
export const noPermission = () => new AppError(ErrorCode.NO_PERMISSION);
