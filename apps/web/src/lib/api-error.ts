import type { ParamIssue } from '@travel/contracts/platform/envelope';

/** Codes the client itself produces when no envelope came back. */
export const CLIENT_ERROR = {
  NETWORK: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

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

export function isApiError(error: unknown, resultCode?: string): error is ApiError {
  return error instanceof ApiError && (resultCode === undefined || error.resultCode === resultCode);
}
