/**
 * Train times are instants with the railway's own offset (`2026-11-25T06:13:00+08:00`): the clock time printed on the
 * ticket is the one in the string, whatever the browser's time zone.
 */
export function clockTime(iso: string): string {
  return /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? iso;
}

/** The calendar date of such an instant, as the railway reads it. */
export function railDate(iso: string): string {
  return iso.slice(0, 10);
}

/** 366 → {h: 6, m: 6}. */
export function durationParts(minutes: number): { h: number; m: number } {
  const total = Math.max(0, Math.round(minutes));
  return { h: Math.floor(total / 60), m: total % 60 };
}

/** How the remaining places of a seat class read: plenty (99 or more), none, or the number. */
export type SeatRemainKind = 'plenty' | 'none' | 'count';

export function seatRemainKind(seatRemain: number): SeatRemainKind {
  if (seatRemain >= 99) return 'plenty';
  if (seatRemain <= 0) return 'none';
  return 'count';
}

/** `2026-11-25` plus n days, on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The bookable dates just before and after `date` (null at either end of the list). */
export function neighbourDates(date: string, bookable: readonly string[]): { previous: string | null; next: string | null } {
  const sorted = [...new Set(bookable)].sort();
  return {
    previous: sorted.filter((d) => d < date).at(-1) ?? null,
    next: sorted.find((d) => d > date) ?? null,
  };
}
