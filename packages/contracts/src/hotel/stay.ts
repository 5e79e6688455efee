import { z } from 'zod';
import { MAX } from '../platform/text';
import { travellerRefSchema } from '../policy/standards';

/** Spec 5 and 9: guests, children's ages, the booking window. */
export const HOTEL_LIMITS = {
  minAdults: 1,
  maxAdults: 20,
  maxChildren: 9,
  minChildAge: 1,
  maxChildAge: 17,
  /** the booking window: check-in from today up to this many days ahead (check-out at most one day later) */
  bookingWindowDays: 180,
  /** the longest stay one search or booking covers (the policy engine judges at most 90 nights) */
  maxNights: 90,
  /** international stays may still start yesterday before this local hour (a night that began before midnight) */
  intlLateNightHour: 5,
  roomNum: 1,
} as const;

/** Spec 1: business type, domestic or international (a city id not beginning with 156). */
export const hotelBusinessTypeSchema = z.enum(['CHOTEL', 'IHOTEL']);
export type HotelBusinessType = z.infer<typeof hotelBusinessTypeSchema>;

/** Spec 1: travel type 0 business, 1 private. */
export const HOTEL_TRAVEL_TYPE = { BUSINESS: 0, PRIVATE: 1 } as const;
export const hotelTravelTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type HotelTravelType = z.infer<typeof hotelTravelTypeSchema>;

export const hotelDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });

/**
 * The guests and dates of a stay, checked in shape here; the window (today .. 180 days, yesterday before 5 am for
 * international) needs the clock and is checked by the server (HotelError.DATE_OUT_OF_RANGE).
 */
export const stayFields = {
  checkinDate: hotelDateSchema,
  checkoutDate: hotelDateSchema,
  adultNum: z
    .number()
    .int()
    .min(HOTEL_LIMITS.minAdults, { message: 'validation.hotel.adults' })
    .max(HOTEL_LIMITS.maxAdults, { message: 'validation.hotel.adults' })
    .default(1),
  /** one age per child, each 1..17; an empty age (null) is refused (spec 5: the error flag) */
  childAgeList: z
    .array(
      z
        .number({ message: 'validation.hotel.childAge' })
        .int()
        .min(HOTEL_LIMITS.minChildAge, { message: 'validation.hotel.childAge' })
        .max(HOTEL_LIMITS.maxChildAge, { message: 'validation.hotel.childAge' }),
    )
    .max(HOTEL_LIMITS.maxChildren, { message: 'validation.hotel.children' })
    .default([]),
  roomNum: z.literal(HOTEL_LIMITS.roomNum).default(HOTEL_LIMITS.roomNum),
  businessType: hotelBusinessTypeSchema.optional().describe('derived from the city when left out'),
  travelType: hotelTravelTypeSchema.default(HOTEL_TRAVEL_TYPE.BUSINESS),
  /** the travel request a business stay falls under (spec: trNo) */
  trNo: z.string().max(MAX.id).optional(),
};

/**
 * Whose travel standard marks a business stay's hotels, prices and plans (colleagues of the caller's enterprise or the
 * caller's saved passengers; several share a room): the caller when none is given. Private stays have no standard.
 */
export const stayTravellersSchema = z.array(travellerRefSchema).max(9).default([]);

/** Check-out after check-in, the stay at most 90 nights. */
export function refineStay(v: { checkinDate: string; checkoutDate: string }, ctx: z.RefinementCtx): void {
  if (v.checkoutDate <= v.checkinDate) {
    ctx.addIssue({ code: 'custom', path: ['checkoutDate'], message: 'validation.hotel.checkoutAfterCheckin' });
    return;
  }
  const nights = (Date.parse(`${v.checkoutDate}T00:00:00Z`) - Date.parse(`${v.checkinDate}T00:00:00Z`)) / 86_400_000;
  if (nights > HOTEL_LIMITS.maxNights) ctx.addIssue({ code: 'custom', path: ['checkoutDate'], message: 'validation.hotel.tooManyNights' });
}

export const stayInputSchema = z.object(stayFields).superRefine(refineStay);
export type StayInput = z.output<typeof stayInputSchema>;

export const coordinateSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinate = z.infer<typeof coordinateSchema>;

export const localNameSchema = z.string().describe("in the caller's language: Chinese for Chinese locales, English for the others");
