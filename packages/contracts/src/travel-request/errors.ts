import { z } from 'zod';
import { moneySchema } from '../platform/envelope';
import { MODIFIED_TIP_KIND } from './travel-request';

/** Refusals of travel requests and of the booking gate every product passes (430019090/91: spec train codes). */
export const TravelRequestError = {
  CREATE_FORBIDDEN: 'TR_CREATE_FORBIDDEN',
  DATE_PAST: 'TR_DATE_PAST',
  REQUIRED: 'TR_REQUIRED',
  NOT_APPROVED: 'TR_NOT_APPROVED',
  PRODUCT_NOT_ORDERABLE: 'TR_PRODUCT_NOT_ORDERABLE',
  DATE_MISMATCH: 'TR_DATE_MISMATCH',
  CITY_MISMATCH: 'TR_CITY_MISMATCH',
  CITY_NOT_FOUND: 'CITY_NOT_FOUND',
  EXCEED_NO_TRAVELLER: 'EXCEED_NO_TRAVELLER',
  OVER_STANDARD_NEEDS_APPLICATION: '430019090',
  OVER_BUDGET: '430019091',
} as const;
export type TravelRequestError = (typeof TravelRequestError)[keyof typeof TravelRequestError];

const travelNO = z.string();

export const travelRequestErrorData = {
  [TravelRequestError.CREATE_FORBIDDEN]: z.null(),
  [TravelRequestError.DATE_PAST]: z.null(),
  [TravelRequestError.REQUIRED]: z.null(),
  [TravelRequestError.NOT_APPROVED]: z.null(),
  [TravelRequestError.PRODUCT_NOT_ORDERABLE]: z.null(),
  /** The dates the request allows, for the "modify the request" tip. */
  [TravelRequestError.DATE_MISMATCH]: z.object({ modifiedTipKind: z.literal(MODIFIED_TIP_KIND.DATE), beginDate: z.string(), endDate: z.string() }),
  /** The first city the request does not cover. */
  [TravelRequestError.CITY_MISMATCH]: z.object({ modifiedTipKind: z.literal(MODIFIED_TIP_KIND.CITY), cityId: z.string() }),
  [TravelRequestError.CITY_NOT_FOUND]: z.null(),
  [TravelRequestError.EXCEED_NO_TRAVELLER]: z.null(),
  [TravelRequestError.OVER_STANDARD_NEEDS_APPLICATION]: z.object({ travelNO }),
  [TravelRequestError.OVER_BUDGET]: z.object({ travelNO, estimatedAmount: moneySchema, spentAmount: moneySchema, bookingAmount: moneySchema }),
} satisfies Record<TravelRequestError, z.ZodType>;
