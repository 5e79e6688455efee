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

/** The local date and hour of an instant in the zone. */
export function localDateHour(nowMs: number, timeZone: string): { date: string; hour: number } {
  let fmt = clockFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(new Date(nowMs)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
