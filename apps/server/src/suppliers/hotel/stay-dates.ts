import { addDays } from '../../platform/dates';

/** The nights of a stay: check-in up to the day before check-out. */
export function stayNights(checkinDate: string, checkoutDate: string): string[] {
  const out: string[] = [];
  for (let d = checkinDate; d < checkoutDate && out.length <= 366; d = addDays(d, 1)) out.push(d);
  return out;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** Offsets by zone and date: formatting is slow and a search page asks for the same few thousands of times. */
const offsets = new Map<string, string>();

/** The zone's UTC offset (+09:00) on a date, at noon (no hotel deadline falls in a DST switch hour). */
export function zoneOffset(date: string, timeZone: string): string {
  const key = `${timeZone}|${date}`;
  const known = offsets.get(key);
  if (known) return known;
  let fmt = offsetFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, fmt);
  }
  const name = fmt.formatToParts(new Date(`${date}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name === 'GMT' ? '+00:00' : name.slice(3);
  // Bounded: zones × dates of the booking window and of comments.
  if (offsets.size > 200_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The instant of a local date and time in the zone, ISO-8601 with the offset. */
export function localInstant(date: string, time: string, timeZone: string): string {
  return `${date}T${time}:00${zoneOffset(date, timeZone)}`;
}
