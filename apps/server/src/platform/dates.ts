/** Calendar dates (YYYY-MM-DD): shared by every module that plans or books trips. */

/** The date `days` after (or before) a date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Formatters by zone: making one costs far more than formatting with it, and calls use a handful of zones. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The local date of an instant (trips are planned in China's time unless told otherwise). */
export function localDate(now: Date, timeZone = 'Asia/Shanghai'): string {
  let fmt = dateFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, fmt);
  }
  return fmt.format(now);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
const QUARTER_HOUR_MS = 900_000;
/** The last answer per zone and the quarter hour (of UTC) it holds for. */
const lastDateHour = new Map<string, { quarter: number; value: { date: string; hour: number } }>();

/**
 * The local date and hour of an instant in the zone. Every zone's offset is a whole number of quarter hours, so the
 * answer holds for the instant's whole quarter hour of UTC: searches ask it per hotel, and formatting is the cost.
 */
export function localDateHour(nowMs: number, timeZone: string): { date: string; hour: number } {
  const quarter = Math.floor(nowMs / QUARTER_HOUR_MS);
  const last = lastDateHour.get(timeZone);
  if (last?.quarter === quarter) return last.value;
  let fmt = clockFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(new Date(nowMs)).map((p) => [p.type, p.value]));
  const value = Object.freeze({ date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) });
  lastDateHour.set(timeZone, { quarter, value });
  return value;
}
