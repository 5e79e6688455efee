import type { Money } from '@travel/contracts/platform/envelope';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Violation } from '@travel/contracts/policy/control';
import { t } from '../../../platform/i18n';

/** "500.00 CNY" from 50000 minor units: integer arithmetic, no floats. */
export function formatMoney(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amount));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

export const money = (amount: number, currency: string): Money => ({ amount, currency });

/** Lists in running text: Chinese and Japanese use the enumeration comma. */
export function joinList(locale: Locale, items: string[]): string {
  return items.join(locale === 'zh-CN' || locale === 'zh-TW' || locale === 'ja' ? '、' : ', ');
}

/** A fired rule before it is put in words. */
export interface RuleHit {
  /** The rule: PRODUCT_RULETYPE, e.g. HOTEL_NIGHTLY_CAP; its description is `policy.rule.<rule>`. */
  rule: string;
  ruleType: string;
  handleTypes: string;
  limit: string;
  actual: string;
  limitAmount?: Money | null;
  actualAmount?: Money | null;
  date?: string | null;
  /** Further placeholders of the description (rates, minutes). */
  params?: Record<string, string | number>;
}

export function toViolation(locale: Locale, hit: RuleHit): Violation {
  return {
    rule: hit.rule,
    ruleType: hit.ruleType,
    handleTypes: hit.handleTypes,
    limit: hit.limit,
    actual: hit.actual,
    limitAmount: hit.limitAmount ?? null,
    actualAmount: hit.actualAmount ?? null,
    date: hit.date ?? null,
    description: t(locale, `policy.rule.${hit.rule}`, { limit: hit.limit, actual: hit.actual, date: hit.date ?? '', ...hit.params }),
  };
}

/** "3 days" / "1 day" in the caller's language. */
export function formatDays(locale: Locale, count: number): string {
  return t(locale, 'policy.unit.day', { count });
}

/** Percent with at most one decimal: 12.5, 10. */
export function formatRate(rate: number): string {
  return String(Math.round(rate * 10) / 10);
}
