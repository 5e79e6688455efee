import type { z } from 'zod';
import { approvalErrorData } from './approval/errors';
import { authErrorData } from './auth/errors';
import { commerceErrorData } from './commerce/errors';
import { memberErrorData } from './member/errors';
import { paymentErrorData } from './payment/errors';
import { platformErrorData } from './platform/error-codes';
import { policyErrorData } from './policy/errors';
import { hotelErrorData } from './hotel/errors';
import { invoiceErrorData } from './invoice/errors';
import { trainErrorData } from './train/errors';
import { railAccountErrorData } from './train/account-errors';
import { travelRequestErrorData } from './travel-request/errors';

/**
 * Every error code the server may answer with, and the schema of each one's `data`. A code is declared in its
 * domain's `errors.ts` (a readable key, the wire code as value, a `data` schema) and joined here.
 */
export const appErrorData = {
  ...platformErrorData,
  ...authErrorData,
  ...memberErrorData,
  ...policyErrorData,
  ...travelRequestErrorData,
  ...approvalErrorData,
  ...paymentErrorData,
  ...trainErrorData,
  ...railAccountErrorData,
  ...commerceErrorData,
  ...hotelErrorData,
  ...invoiceErrorData,
} as const;

/** The union of every declared code. */
export type AppErrorCode = keyof typeof appErrorData;
/** The `data` of each code, as its schema types it. */
export type AppErrorData = { [C in AppErrorCode]: z.infer<(typeof appErrorData)[C]> };

/** All declared codes (for tests and checks). */
export const APP_ERROR_CODES = Object.keys(appErrorData) as AppErrorCode[];

export const isAppErrorCode = (code: string): code is AppErrorCode => Object.hasOwn(appErrorData, code);
