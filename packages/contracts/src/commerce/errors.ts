import type { z } from 'zod';

/** Refusals of the commerce coordinator (orders across products); none yet. */
export const CommerceError = {} as const;
export type CommerceError = (typeof CommerceError)[keyof typeof CommerceError];

export const commerceErrorData = {} satisfies Record<CommerceError, z.ZodType>;
