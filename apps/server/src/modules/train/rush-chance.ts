import type { RushChance } from '@travel/contracts/train/rush';

/** Why an option cannot be waited for now; null when it can. */
export type RushBlock = 'ON_SALE' | 'FULL' | 'NOT_ON_SALE' | 'DEPARTED' | null;

/**
 * The chance a rush on one train's seat class is served, from the passengers waiting ahead for it and the days left
 * before departure (more days, more refunds and changes to feed it). FULL once the class's waiting passengers reach
 * its capacity: no further waitlist is taken there.
 */
export function rushChance(input: { ahead: number; passengers: number; capacity: number; daysToDeparture: number }): { chance: RushChance; percent: number } {
  const { ahead, passengers, capacity, daysToDeparture } = input;
  if (ahead + passengers > capacity) return { chance: 'FULL', percent: 0 };
  const base = 90 - Math.round((ahead / Math.max(1, capacity)) * 80) - (passengers - 1) * 5;
  const percent = Math.max(5, Math.min(95, base + Math.min(5, Math.max(0, Math.floor(daysToDeparture)))));
  return { chance: levelOf(percent), percent };
}

/** The spec's levels: low, medium, high. */
export const levelOf = (percent: number): 'LOW' | 'MID' | 'HIGH' => (percent >= 70 ? 'HIGH' : percent >= 40 ? 'MID' : 'LOW');

/** Whether a new rush may wait for this option: sold out, on sale, not yet gone, not FULL. */
export function rushBlock(section: { saleStatus: string; departureMs: number } | null, seatRemain: number, chance: RushChance, nowMs: number): RushBlock {
  if (!section || section.departureMs <= nowMs) return 'DEPARTED';
  if (section.saleStatus !== 'onSale') return 'NOT_ON_SALE';
  if (seatRemain > 0) return 'ON_SALE';
  return chance === 'FULL' ? 'FULL' : null;
}

/** The hours before the earliest option's departure a rush may wait until. */
export const LIMIT_HOURS = [48, 24, 12, 6, 2, 1] as const;

/**
 * The deadlines offered: each LIMIT_HOURS before the earliest departure still ahead of now by over ten minutes, and
 * never past the railway's sale close of that train. The last of the list (latest) is the default.
 */
export function limitTimeChoices(earliestDepartureMs: number, saleCloseMinutes: number, nowMs: number): { limitTime: Date; hoursBeforeDeparture: number }[] {
  const closeMs = earliestDepartureMs - saleCloseMinutes * 60_000;
  return LIMIT_HOURS.map((h) => ({ limitTime: new Date(Math.min(earliestDepartureMs - h * 3_600_000, closeMs)), hoursBeforeDeparture: h }))
    .filter((c) => c.limitTime.getTime() > nowMs + 10 * 60_000)
    .filter((c, i, all) => all.findIndex((x) => x.limitTime.getTime() === c.limitTime.getTime()) === i);
}
