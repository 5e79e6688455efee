import type { Locale } from '@travel/contracts/platform/locales';
import type { hotelCandidateSchema } from '@travel/contracts/policy/control';
import { HOTEL_VIOLATION_CONTROL } from '@travel/contracts/policy/enums';
import type { HotelStandard } from '@travel/contracts/policy/standards';
import type { z } from 'zod';
import { cityTierOf } from './city-tiers';
import { formatMoney, money, type RuleHit } from './violation';

type HotelCandidate = z.output<typeof hotelCandidateSchema>;

/** A travel-standard amount of -1 means no limit. */
export const NO_LIMIT = -1;

/**
 * The handle types of a hotel night over the standard, from the enterprise's travelRuleViolationControl:
 * 0 choose a reason, 5 the traveller pays all (transfer to private), 4 mixed pay (the traveller pays the excess),
 * 1 and 3 forbidden, 2 approval (the booking waits for its BOOKING approval).
 */
export const EXCEED_HANDLE_TYPES: Readonly<Record<number, string>> = {
  [HOTEL_VIOLATION_CONTROL.REASON]: '3',
  [HOTEL_VIOLATION_CONTROL.PERSONAL_PAY]: '2',
  [HOTEL_VIOLATION_CONTROL.MIXED_PAY]: '8',
  [HOTEL_VIOLATION_CONTROL.APPROVAL]: '1',
  [HOTEL_VIOLATION_CONTROL.FORBIDDEN]: '6',
  [HOTEL_VIOLATION_CONTROL.FORBIDDEN_3]: '6',
};

export function exceedHandleTypes(travelRuleViolationControl: number): string {
  // An unknown setting asks for a reason rather than silently letting the booking through.
  return EXCEED_HANDLE_TYPES[travelRuleViolationControl] ?? '3';
}

/** Low-price control (hotelControl.lowPriceAdvice): 0 off, 1 a reason is needed (3), 2 shown without a reason (5). */
export const LOW_PRICE_HANDLE_TYPES: Readonly<Record<number, string | null>> = { 0: null, 1: '3', 2: '5' };

/** The nightly cap of a city: its own cap, else its tier's, else the default; no standard at all is no limit. */
export function hotelCapFor(standard: HotelStandard | undefined, cityId: string): number {
  if (!standard) return NO_LIMIT;
  const city = standard.cityCaps.find((c) => c.cityId === cityId);
  if (city) return city.amount;
  const tier = standard.tierCaps.find((c) => c.tier === cityTierOf(cityId));
  if (tier) return tier.amount;
  return standard.defaultCap;
}

/** Each night on its own against the cap: a stay whose average is within the cap still violates on a dearer night. */
export function judgeNights(
  rule: 'HOTEL_NIGHTLY_CAP' | 'HOTEL_SHARED_ROOM',
  cap: number,
  candidate: Pick<HotelCandidate, 'nightlyPrices' | 'currency'>,
  handleTypes: string,
): RuleHit[] {
  if (cap === NO_LIMIT) return [];
  return candidate.nightlyPrices
    .filter((night) => night.amount > cap)
    .map((night) => ({
      rule,
      ruleType: rule === 'HOTEL_NIGHTLY_CAP' ? 'NIGHTLY_CAP' : 'SHARED_ROOM',
      handleTypes,
      limit: formatMoney(cap, candidate.currency),
      actual: formatMoney(night.amount, candidate.currency),
      limitAmount: money(cap, candidate.currency),
      actualAmount: money(night.amount, candidate.currency),
      date: night.date,
    }));
}

/** The stay's average nightly price in minor units (rounded half up). */
export function averageNightly(nights: Array<{ amount: number }>): number {
  const total = nights.reduce((sum, n) => sum + n.amount, 0);
  return Math.round(total / nights.length);
}

/** Low-price control: the average nightly price above the lowest the hotel offers. */
export function judgeLowPrice(lowPriceAdvice: number, candidate: HotelCandidate): RuleHit[] {
  const handleTypes = LOW_PRICE_HANDLE_TYPES[lowPriceAdvice] ?? null;
  if (!handleTypes || candidate.lowestAveragePrice === undefined) return [];
  const average = averageNightly(candidate.nightlyPrices);
  if (average <= candidate.lowestAveragePrice) return [];
  return [
    {
      rule: 'HOTEL_LOW_PRICE',
      ruleType: 'LOW_PRICE',
      handleTypes,
      limit: formatMoney(candidate.lowestAveragePrice, candidate.currency),
      actual: formatMoney(average, candidate.currency),
      limitAmount: money(candidate.lowestAveragePrice, candidate.currency),
      actualAmount: money(average, candidate.currency),
    },
  ];
}

/** Hotel rules for one traveller: the nightly cap of the city, then low-price control. */
export function judgeHotel(
  standard: HotelStandard | undefined,
  candidate: HotelCandidate,
  hotelControl: { lowPriceAdvice: number; travelRuleViolationControl: number },
): { hits: RuleHit[]; cap: number } {
  const cap = hotelCapFor(standard, candidate.cityId);
  const hits = [
    ...judgeNights('HOTEL_NIGHTLY_CAP', cap, candidate, exceedHandleTypes(hotelControl.travelRuleViolationControl)),
    ...(standard ? judgeLowPrice(hotelControl.lowPriceAdvice, candidate) : []),
  ];
  return { hits, cap };
}
