import { z } from 'zod';

/** Refusals of profiles, saved passengers and the travel manager's rights. */
export const MemberError = {
  PASSENGER_LIMIT: 'PASSENGER_LIMIT',
  DUPLICATE_CERTIFICATE: 'DUPLICATE_CERTIFICATE',
  NOT_TRAVEL_MANAGER: 'NOT_TRAVEL_MANAGER',
} as const;
export type MemberError = (typeof MemberError)[keyof typeof MemberError];

export const memberErrorData = {
  [MemberError.PASSENGER_LIMIT]: z.null(),
  [MemberError.DUPLICATE_CERTIFICATE]: z.null(),
  [MemberError.NOT_TRAVEL_MANAGER]: z.null(),
} satisfies Record<MemberError, z.ZodType>;
