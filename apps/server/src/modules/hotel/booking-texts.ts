import type { Locale } from '@travel/contracts/platform/locales';
import type { Money } from '@travel/contracts/platform/envelope';
import { t } from '../../platform/i18n';
import type { CancelRule, PayWay } from './hotel-port';

/** Money as the reader writes it, from minor units of its currency (JPY has none, CNY two). */
export function formatMoneyIn(locale: Locale, m: Money): string {
  const fmt = new Intl.NumberFormat(locale, { style: 'currency', currency: m.currency });
  return fmt.format(m.amount / 10 ** (fmt.resolvedOptions().maximumFractionDigits ?? 2));
}

export const payWayName = (locale: Locale, payWay: PayWay) => t(locale, payWay === 1 ? 'hotel.payWay.1' : payWay === 14 ? 'hotel.payWay.14' : 'hotel.payWay.company');

/** An instant of the hotel's clock (`YYYY-MM-DDTHH:mm:ss+hh:mm`) as its local date and time. */
const local = (instant: string) => ({ date: instant.slice(0, 10), time: instant.slice(11, 16) });

/** Spec 3 cancelPolicyList: each period of the plan's rule and what cancelling in it costs, in the reader's words. */
export function cancelPolicyList(locale: Locale, rule: CancelRule): { timeDesc: string; cancelPolicy: string }[] {
  if (rule.type === 'NO_CANCEL') return [{ timeDesc: t(locale, 'hotel.cancelPolicy.anyTime'), cancelPolicy: t(locale, 'hotel.cancelPolicy.none') }];
  const free = rule.freeCancelUntil ? [{ timeDesc: t(locale, 'hotel.cancelPolicy.until', local(rule.freeCancelUntil)), cancelPolicy: t(locale, 'hotel.cancelPolicy.free') }] : [];
  if (rule.type === 'FREE_CANCEL') return [...free, { timeDesc: t(locale, 'hotel.cancelPolicy.from', local(rule.freeCancelUntil)), cancelPolicy: t(locale, 'hotel.cancelPolicy.whole') }];
  return [
    ...free,
    ...rule.tiers.map((tier) => ({
      timeDesc: t(locale, 'hotel.cancelPolicy.from', local(tier.from)),
      cancelPolicy: t(locale, `hotel.cancelPolicy.${tier.kind}`, { value: tier.value, amount: formatMoneyIn(locale, tier.amount) }),
    })),
  ];
}
