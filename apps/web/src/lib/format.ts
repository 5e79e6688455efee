import type { Money } from '@travel/contracts/platform/envelope';

/** `2031-06-30`, `20310630` or an instant's leading date → its calendar day (UTC midnight), or null. */
function calendarDay(value: string): Date | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

// Gregorian always: Thai would otherwise count Buddhist years, unlike the date pickers, tickets and timetables.
const DATE: Intl.DateTimeFormatOptions = { calendar: 'gregory', year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A calendar date as the UI's language writes it: `2026-11-24` (or the certificates' `20261124`) → 24.11.2026 in
 * German, 2026/11/24 in Japanese, 11/24/2026 in English. Anything that is not a date is returned as it is.
 */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const day = calendarDay(value);
  return day ? new Intl.DateTimeFormat(locale, { ...DATE, timeZone: 'UTC' }).format(day) : value;
}

/**
 * Two calendar dates as a range in the UI's language: `24.11.2026 – 27.11.2026`; one date when both are the same day.
 * (Intl's formatRange is not used: ICU drops the zero padding in some ranges, 11/24/2026 – 12/1/2026.)
 */
export function formatDateRange(begin: string | null | undefined, end: string | null | undefined, locale: string): string {
  const from = formatDate(begin, locale);
  const to = formatDate(end, locale);
  return from === to ? from : [from, to].filter(Boolean).join(' – ');
}

/**
 * An instant's date and time in the UI's language: in the browser's time zone, or the one given (the railway's
 * Asia/Shanghai for departures, which tickets print in China time).
 */
export function formatDateTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(locale, { ...DATE, ...TIME, timeZone }).format(ms);
}

/**
 * Money in minor units shown in the UI's language: `{amount: 12345, currency: 'CNY'}` → `¥123.45`.
 * CNY keeps the yen-style sign in every language (narrow symbol); minorUnit defaults to the currency's own.
 */
export function formatMoney(money: Money, locale: string, minorUnit?: number, opts: { grouping?: boolean } = {}): string {
  const digits =
    minorUnit ?? new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const major = money.amount / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: opts.grouping ?? true,
  }).format(major);
}

/** Names joined the reader's way: "Wang, Li and Chen" in English, "王强、李娜和陈静" in Chinese. */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
