import { localDate } from '../../platform/dates';

/** From this China-time hour a stay starting tonight is booked late: the hotel may have let the room go. */
export const OVERTIME_HOUR = 20;

/** A same-day (or last night's, international before 5 am) stay booked at or after OVERTIME_HOUR, or in the small hours. */
export function isOvertimeBooking(checkinDate: string, now: Date): boolean {
  const hour = (now.getUTCHours() + 8) % 24;
  const today = localDate(now);
  if (checkinDate < today) return true;
  return checkinDate === today && hour >= OVERTIME_HOUR;
}
