import { z } from 'zod';
import { paramIssueSchema } from './envelope';

/**
 * Codes of the platform; domain codes come from the spec's catalogues and live beside their domain
 * (`<domain>/errors.ts`), all of them united in `app-errors.ts`.
 * Each code's description is `server.errors.<code>` in every locale of packages/i18n.
 */
export const ErrorCode = {
  PARAM_ERROR: 'PARAM_ERROR',
  NOT_LOGIN: 'NOT_LOGIN',
  NO_PERMISSION: 'NO_PERMISSION',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SYSTEM_BUSY: 'SYSTEM_BUSY',
  CSRF_FAILED: 'CSRF_FAILED',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  REQUEST_IN_PROGRESS: 'REQUEST_IN_PROGRESS',
  SANDBOX_ONLY: 'SANDBOX_ONLY',
  DATA_NOT_FOUND: 'DATA_NOT_FOUND',
  STATUS_TRANSITION_INVALID: 'STATUS_TRANSITION_INVALID',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The `data` each platform code carries. */
export const platformErrorData = {
  [ErrorCode.PARAM_ERROR]: z.object({ issues: z.array(paramIssueSchema) }),
  [ErrorCode.NOT_LOGIN]: z.null(),
  [ErrorCode.NO_PERMISSION]: z.null(),
  [ErrorCode.NOT_FOUND]: z.null(),
  [ErrorCode.TOO_MANY_REQUESTS]: z.object({ retryAfterSeconds: z.number() }),
  [ErrorCode.SYSTEM_BUSY]: z.null(),
  [ErrorCode.CSRF_FAILED]: z.null(),
  [ErrorCode.IDEMPOTENCY_CONFLICT]: z.null(),
  [ErrorCode.REQUEST_IN_PROGRESS]: z.null(),
  [ErrorCode.SANDBOX_ONLY]: z.null(),
  [ErrorCode.DATA_NOT_FOUND]: z.null(),
  [ErrorCode.STATUS_TRANSITION_INVALID]: z.object({ status: z.string(), event: z.string() }),
} satisfies Record<ErrorCode, z.ZodType>;
