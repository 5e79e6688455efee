/**
 * Codes of the platform; domain codes come from the spec's catalogues and live beside their domain.
 * Each code's description is `server.errors.<code>` in every locale of packages/i18n.
 */
export const ErrorCode = {
  PARAM_ERROR: 'PARAM_ERROR',
  NOT_LOGIN: 'NOT_LOGIN',
  NO_PERMISSION: 'NO_PERMISSION',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SYSTEM_BUSY: 'SYSTEM_BUSY',
  LOGIN_FAILED: 'LOGIN_FAILED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  CSRF_FAILED: 'CSRF_FAILED',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  REQUEST_IN_PROGRESS: 'REQUEST_IN_PROGRESS',
  SANDBOX_ONLY: 'SANDBOX_ONLY',
  DATA_NOT_FOUND: 'DATA_NOT_FOUND',
  PASSENGER_LIMIT: 'PASSENGER_LIMIT',
  DUPLICATE_CERTIFICATE: 'DUPLICATE_CERTIFICATE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
