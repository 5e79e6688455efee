import { z } from 'zod';

/** Refusals of the login. */
export const AuthError = {
  LOGIN_FAILED: 'LOGIN_FAILED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
} as const;
export type AuthError = (typeof AuthError)[keyof typeof AuthError];

export const authErrorData = {
  [AuthError.LOGIN_FAILED]: z.null(),
  [AuthError.ACCOUNT_DISABLED]: z.null(),
} satisfies Record<AuthError, z.ZodType>;
