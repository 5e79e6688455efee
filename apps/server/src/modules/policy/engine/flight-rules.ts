import type { Locale } from '@travel/contracts/platform/locales';
import type { flightCandidateSchema } from '@travel/contracts/policy/control';
import { CABIN_LEVELS, type FlightRuleType } from '@travel/contracts/policy/enums';
import type { FlightRule, FlightStandard } from '@travel/contracts/policy/standards';
import type { z } from 'zod';
import { t } from '../../../platform/i18n';
import { parseHandleTypes } from './handle-types';
import { formatDays, formatMoney, formatRate, money, type RuleHit } from './violation';

type FlightCandidate = z.output<typeof flightCandidateSchema>;

/** A cabin above the limit when no BUNK rule says how to handle it: the traveller gives a reason. */
export const DEFAULT_CABIN_HANDLE_TYPES = '3';
const DAY_MS = 86_400_000;

const CABIN_NAMES: Readonly<Record<number, string>> = { 0: 'FIRST', 1: 'BUSINESS', 2: 'ECONOMY' };
const cabinName = (locale: Locale, level: number, premium = false) =>
  t(locale, `policy.cabin.${premium && level === CABIN_LEVELS.ECONOMY ? 'PREMIUM_ECONOMY' : (CABIN_NAMES[level] ?? 'ECONOMY')}`);

/**
 * Which configured rules take part at all (specs/platform.md section 4): an urgent rule only when its handling
 * approves or asks for a reason (1, 3 or 4), a baseline rule only when its handling is tips-and-reason (3).
 */
export const RULE_KEPT_FOR: Partial<Record<FlightRuleType, (codes: number[]) => boolean>> = {
  URGENT: (codes) => codes.some((c) => c === 1 || c === 3 || c === 4),
  BASELINE: (codes) => codes.length === 1 && codes[0] === 3,
};

export function keepsRule(rule: Pick<FlightRule, 'ruleType' | 'handleTypes'>): boolean {
  const kept = RULE_KEPT_FOR[rule.ruleType];
  return kept ? kept(parseHandleTypes(rule.handleTypes)) : true;
}

/** Percent by which a fare is over a reference fare; null without a usable reference. */
export function overRate(price: number, reference: number | undefined): number | null {
  if (reference === undefined || reference <= 0) return null;
  return ((price - reference) * 100) / reference;
}

/** Price rules fire only when the over-rate exceeds the rule's approveRate. */
function priceHit(
  rule: FlightRule,
  candidate: FlightCandidate,
  reference: number | undefined,
  extra: Record<string, string | number> = {},
): RuleHit[] {
  const rate = overRate(candidate.price, reference);
  const approveRate = rule.addInfo.approveRate ?? 0;
  if (rate === null || rate <= approveRate) return [];
  return [
    {
      rule: `FLIGHT_${rule.ruleType}`,
      ruleType: rule.ruleType,
      handleTypes: rule.handleTypes,
      limit: formatMoney(reference!, candidate.currency),
      actual: formatMoney(candidate.price, candidate.currency),
      limitAmount: money(reference!, candidate.currency),
      actualAmount: money(candidate.price, candidate.currency),
      params: { rate: formatRate(rate), approveRate: formatRate(approveRate), ...extra },
    },
  ];
}

function cabinHit(standard: FlightStandard, candidate: FlightCandidate, handleTypes: string, locale: Locale): RuleHit[] {
  if (standard.cabinLevelLimit === CABIN_LEVELS.NONE || candidate.cabinLevel >= standard.cabinLevelLimit) return [];
  return [
    {
      rule: 'FLIGHT_BUNK',
      ruleType: 'BUNK',
      handleTypes,
      limit: cabinName(locale, standard.cabinLevelLimit),
      actual: cabinName(locale, candidate.cabinLevel, candidate.premiumEconomy),
      actualAmount: money(candidate.price, candidate.currency),
    },
  ];
}

function urgentHit(standard: FlightStandard, rule: FlightRule, candidate: FlightCandidate, now: Date, locale: Locale): RuleHit[] {
  const departure = Date.parse(candidate.departureTime);
  if (standard.advanceBookingDays <= 0 || Number.isNaN(departure)) return [];
  const aheadMs = departure - now.getTime();
  if (aheadMs >= standard.advanceBookingDays * DAY_MS) return [];
  return [
    {
      rule: 'FLIGHT_URGENT',
      ruleType: 'URGENT',
      handleTypes: rule.handleTypes,
      limit: formatDays(locale, standard.advanceBookingDays),
      actual: formatDays(locale, Math.max(0, Math.floor(aheadMs / DAY_MS))),
      actualAmount: money(candidate.price, candidate.currency),
    },
  ];
}

function baselineHit(rule: FlightRule, candidate: FlightCandidate): RuleHit[] {
  const baseline = rule.addInfo.baselineAmount;
  if (baseline === undefined || candidate.price <= baseline) return [];
  return [
    {
      rule: 'FLIGHT_BASELINE',
      ruleType: 'BASELINE',
      handleTypes: rule.handleTypes,
      limit: formatMoney(baseline, candidate.currency),
      actual: formatMoney(candidate.price, candidate.currency),
      limitAmount: money(baseline, candidate.currency),
      actualAmount: money(candidate.price, candidate.currency),
    },
  ];
}

/**
 * Flight: the cabin against the cabin-level limit (handled as the BUNK rule says), then every kept rule in
 * rulePriority order. `now` is the moment of judging (urgency is measured from it).
 */
export function judgeFlight(standard: FlightStandard | undefined, candidate: FlightCandidate, now: Date, locale: Locale): RuleHit[] {
  if (!standard) return [];
  const rules = standard.rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.rulePriority - b.rule.rulePriority || a.index - b.index)
    .map((r) => r.rule)
    .filter(keepsRule);
  const bunk = rules.find((r) => r.ruleType === 'BUNK');
  const hits: RuleHit[] = bunk ? [] : cabinHit(standard, candidate, DEFAULT_CABIN_HANDLE_TYPES, locale);
  for (const rule of rules) {
    switch (rule.ruleType) {
      case 'BUNK':
        if (rule === bunk) hits.push(...cabinHit(standard, candidate, rule.handleTypes, locale));
        break;
      case 'NEARBY_PRICE':
        hits.push(...priceHit(rule, candidate, candidate.lowestFareInWindow, { count: standard.lowestFareWindowMinutes }));
        break;
      case 'HISTORY_PRICE':
        hits.push(...priceHit(rule, candidate, candidate.historyLowestFare));
        break;
      case 'PREMIUM_ECONOMY':
        if (candidate.premiumEconomy) hits.push(...priceHit(rule, candidate, candidate.economyFare));
        break;
      case 'URGENT':
        hits.push(...urgentHit(standard, rule, candidate, now, locale));
        break;
      case 'BASELINE':
        hits.push(...baselineHit(rule, candidate));
        break;
    }
  }
  return hits;
}
