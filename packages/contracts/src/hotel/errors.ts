import { z } from 'zod';

/** Refusals of the hotel module: the spec's catalogue codes (hotel.md section 8) where it has them. */
export const HotelError = {
  HOTEL_NOT_FOUND: 'HOTEL_NOT_FOUND',
  CITY_NOT_FOUND: 'HOTEL_CITY_NOT_FOUND',
  /** check-in before today (yesterday before 5 am for international) or beyond the 180-day window */
  DATE_OUT_OF_RANGE: 'HOTEL_DATE_OUT_OF_RANGE',
  /** a favourite list is full (spec gives no limit; ours is FAVOURITE_LIMIT) */
  FAVOURITE_LIMIT: 'HOTEL_FAVOURITE_LIMIT',
} as const;
export type HotelError = (typeof HotelError)[keyof typeof HotelError];

export const hotelErrorData = {
  [HotelError.HOTEL_NOT_FOUND]: z.null(),
  [HotelError.CITY_NOT_FOUND]: z.null(),
  [HotelError.DATE_OUT_OF_RANGE]: z.object({ minDate: z.string(), maxDate: z.string() }),
  [HotelError.FAVOURITE_LIMIT]: z.object({ limit: z.number().int() }),
} satisfies Record<HotelError, z.ZodType>;
