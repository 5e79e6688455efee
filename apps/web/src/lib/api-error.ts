import type { AppErrorCode, AppErrorData } from '@travel/contracts/app-errors';
import type { ParamIssue } from '@travel/contracts/platform/envelope';

/** Codes the client itself produces when no envelope came back. */
export const CLIENT_ERROR = {
  NETWORK: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR)[keyof typeof CLIENT_ERROR];

/** A call that did not succeed: the server's resultCode and translated description, or a client-side failure. */
export class ApiError extends Error {
  readonly resultCode: string;
  readonly description: string;
  readonly data: unknown;
  readonly httpStatus: number;

  constructor(resultCode: string, description: string, data: unknown, httpStatus: number) {
    super(description || resultCode);
    this.name = 'ApiError';
    this.resultCode = resultCode;
    this.description = description;
    this.data = data;
    this.httpStatus = httpStatus;
  }

  /** The field issues of a PARAM_ERROR (empty otherwise). */
  get issues(): ParamIssue[] {
    const issues = (this.data as { issues?: unknown } | null)?.issues;
    return Array.isArray(issues) ? (issues as ParamIssue[]) : [];
  }

  get isClientSide(): boolean {
    return (Object.values(CLIENT_ERROR) as string[]).includes(this.resultCode);
  }
}

/** An ApiError of one declared code: its `data` typed by the code's schema in contracts (the server checks it in tests). */
export type ApiErrorOf<C extends AppErrorCode> = ApiError & { readonly resultCode: C; readonly data: AppErrorData[C] };

/**
 * Whether `error` is an ApiError, and with a code whether it is that one. Codes are the constants of
 * `@travel/contracts/<domain>/errors` (or CLIENT_ERROR): an undeclared string does not compile.
 */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<C extends AppErrorCode>(error: unknown, resultCode: C): error is ApiErrorOf<C>;
export function isApiError(error: unknown, resultCode: ClientErrorCode): error is ApiError;
export function isApiError(error: unknown, resultCode?: string): error is ApiError {
  return error instanceof ApiError && (resultCode === undefined || error.resultCode === resultCode);
}
