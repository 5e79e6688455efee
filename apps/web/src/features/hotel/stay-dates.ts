import { HOTEL_LIMITS } from '@travel/contracts/hotel/stay';

/** `2031-06-30` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Nights between check-in and check-out (0 when either is missing or out of order). */
export function nightsOf(checkin: string | null, checkout: string | null): number {
  if (!checkin || !checkout) return 0;
  const n = Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000);
  return n > 0 ? n : 0;
}

/** A hotel is international when its city id does not begin with China's country id (spec 1). */
export const isInternationalCity = (cityId: string | null | undefined) => Boolean(cityId) && !cityId!.startsWith('156');

/** China's calendar date and hour of an instant: the server judges the booking window in China time. */
export function chinaNow(now: number): { today: string; hour: number } {
  const shifted = new Date(now + 8 * 3_600_000);
  return { today: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

export interface StayBounds {
  /** the first check-in date */
  min: string;
  /** the last check-in date */
  max: string;
}

/** Spec 5: check-in from today (yesterday before 5 am for international) to 180 days ahead. */
export function stayBounds(now: number, international: boolean): StayBounds {
  const { today, hour } = chinaNow(now);
  const lateNight = international && hour < HOTEL_LIMITS.intlLateNightHour;
  return { min: lateNight ? addDays(today, -1) : today, max: addDays(today, HOTEL_LIMITS.bookingWindowDays) };
}

/** Can this date be picked as check-in (`checkout` false) or check-out within the bounds? */
export function dateAllowed(date: string, bounds: StayBounds, checkout: boolean): boolean {
  return checkout ? date > bounds.min && date <= addDays(bounds.max, 1) : date >= bounds.min && date <= bounds.max;
}

/**
 * Spec 5: invalid ranges are clamped and check-out forced after check-in — check-in into the window, check-out at
 * least one night and at most 90 nights after it, never past the window's end.
 */
export function clampStay(checkin: string | null, checkout: string | null, bounds: StayBounds): { checkin: string; checkout: string } {
  let inDate = checkin && checkin >= bounds.min ? checkin : bounds.min;
  if (inDate > bounds.max) inDate = bounds.max;
  const last = [addDays(inDate, HOTEL_LIMITS.maxNights), addDays(bounds.max, 1)].sort()[0]!;
  let outDate = checkout && checkout > inDate ? checkout : addDays(inDate, 1);
  if (outDate > last) outDate = last;
  return { checkin: inDate, checkout: outDate };
}
