import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { formatDate, formatDateRange, formatDateTime, formatList, formatMoney } from './format';

/** The formatters bound to the UI's language, re-rendered when it switches. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      date: (value: string | null | undefined) => formatDate(value, locale),
      dateRange: (begin: string | null | undefined, end: string | null | undefined) => formatDateRange(begin, end, locale),
      dateTime: (iso: string | null | undefined, timeZone?: string) => formatDateTime(iso, locale, timeZone),
      /** A train's departure or arrival as printed on the ticket: China time. */
      railDateTime: (iso: string | null | undefined) => formatDateTime(iso, locale, 'Asia/Shanghai'),
      money: (money: Money) => formatMoney(money, locale),
      /** hotel room prices: no thousand separators (hotel spec 5) */
      roomPrice: (money: Money) => formatMoney(money, locale, undefined, { grouping: false }),
      list: (items: readonly string[]) => formatList(items, locale),
    }),
    [locale],
  );
}
