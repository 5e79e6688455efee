/** Local dates and times of the railway: all of China keeps Asia/Shanghai, UTC+8 without daylight saving. */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

// Search turns the same few dates into instants thousands of times a second: remember them.
const parsed = new Map<string, number>();
const shifted = new Map<string, string>();

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size > 4096) cache.clear();
  cache.set(key, value);
  return value;
}

function parseDate(date: string): number {
  const known = parsed.get(date);
  if (known !== undefined) return known;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return remember(parsed, date, Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

export function addDays(date: string, days: number): string {
  if (days === 0) return date;
  const key = `${date}|${days}`;
  return shifted.get(key) ?? remember(shifted, key, new Date(parseDate(date) + days * DAY_MS).toISOString().slice(0, 10));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDate(to) - parseDate(from)) / DAY_MS);
}

/** 0 Monday .. 6 Sunday */
export function weekdayIndex(date: string): number {
  // 1970-01-01 was a Thursday.
  return (((Math.floor(parseDate(date) / DAY_MS) + 3) % 7) + 7) % 7;
}

export function runsOn(runDays: number, date: string): boolean {
  return ((runDays >> weekdayIndex(date)) & 1) === 1;
}

/** The instant (epoch ms) of `minutes` after local midnight of `date`; minutes may exceed a day. */
export function localInstant(date: string, minutes: number): number {
  return parseDate(date) + minutes * 60_000 - OFFSET_MS;
}

/** ISO-8601 with the +08:00 offset: 2026-05-01T08:05:00+08:00 */
export function isoLocal(epochMs: number): string {
  return `${new Date(epochMs + OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** ISO-8601 local time of `minutes` after midnight of `date` (minutes may be negative or exceed a day). */
export function isoAt(date: string, minutes: number): string {
  return `${addDays(date, Math.floor(minutes / 1440))}T${clockTime(minutes)}:00+08:00`;
}

/** HH:mm of a minute count (taken modulo a day). */
export function clockTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The local date of an instant. */
export function localDate(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(0, 10);
}
