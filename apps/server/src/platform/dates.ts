/** Calendar dates (YYYY-MM-DD): shared by every module that plans or books trips. */

/** The date `days` after (or before) a date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The local date of an instant (trips are planned in China's time unless told otherwise). */
export function localDate(now: Date, timeZone = 'Asia/Shanghai'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
