import { ErrorCode } from '@travel/contracts/platform/error-codes';
import type { ParamIssue } from '@travel/contracts/platform/envelope';
import { appErrorData, type AppErrorCode, type AppErrorData } from '@travel/contracts/app-errors';
import { MessageRef } from './i18n';

const HTTP_STATUS: Partial<Record<AppErrorCode, number>> = {
  [ErrorCode.PARAM_ERROR]: 400,
  [ErrorCode.NOT_LOGIN]: 401,
  [ErrorCode.NO_PERMISSION]: 403,
  [ErrorCode.CSRF_FAILED]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.SYSTEM_BUSY]: 500,
};

/** The `data` argument of a code: optional where its schema allows null, required otherwise. */
type DataArg<C extends AppErrorCode> = null extends AppErrorData[C] ? [data?: AppErrorData[C]] : [data: AppErrorData[C]];

/**
 * The one error type of the platform. `code` is a declared code (`packages/contracts/src/<domain>/errors.ts`, the
 * spec's catalogue code where it has one); the description is translated from `server.errors.<code>` with `params`;
 * `data` is what the client needs to act, typed by the code's schema.
 */
export class AppError<C extends AppErrorCode = AppErrorCode> extends Error {
  readonly data: AppErrorData[C];

  constructor(
    readonly code: C,
    readonly params: Record<string, unknown> = {},
    ...[data]: DataArg<C>
  ) {
    super(code);
    this.name = 'AppError';
    this.data = (data ?? null) as AppErrorData[C];
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code] ?? 200;
  }
}

/**
 * Why an error's `data` does not fit its code's schema, or null when it does. Types catch literals; this catches
 * what they cannot (values typed `any`, data built from rows).
 */
export function errorDataMismatch(err: AppError): string | null {
  const schema = appErrorData[err.code];
  if (!schema) return `${err.code} is not a declared error code`;
  const parsed = schema.safeParse(err.data);
  return parsed.success ? null : `${err.code}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'} ${i.message}`).join('; ')}`;
}

export class ParamError extends AppError<typeof ErrorCode.PARAM_ERROR> {
  constructor(readonly issues: ParamIssue[]) {
    super(ErrorCode.PARAM_ERROR, {}, { issues });
  }
}

/** 429: the caller may try again after `retryAfterSeconds` (sent as `Retry-After` and in `data`). */
export class TooManyRequestsError extends AppError<typeof ErrorCode.TOO_MANY_REQUESTS> {
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
