import type { Money } from '@travel/contracts/platform/envelope';

/** `20251231` or `2025-12-31` → `2025-12-31` (the certificates' display form); anything else unchanged. */
export function formatCompactDate(value: string | null | undefined): string {
  if (!value) return '';
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return value.slice(0, 10);
}

/**
 * Money in minor units shown in the UI's language: `{amount: 12345, currency: 'CNY'}` → `¥123.45`.
 * CNY keeps the yen-style sign in every language (narrow symbol); minorUnit defaults to the currency's own.
 */
export function formatMoney(money: Money, locale: string, minorUnit?: number): string {
  const digits =
    minorUnit ?? new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const major = money.amount / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}
