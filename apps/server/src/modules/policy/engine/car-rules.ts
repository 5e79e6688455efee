import type { Locale } from '@travel/contracts/platform/locales';
import type { carCandidateSchema } from '@travel/contracts/policy/control';
import type { CarStandard } from '@travel/contracts/policy/standards';
import type { z } from 'zod';
import { hasKey, t } from '../../../platform/i18n';
import { NO_LIMIT } from './hotel-rules';
import { formatMoney, joinList, money, type RuleHit } from './violation';

type CarCandidate = z.output<typeof carCandidateSchema>;

/** Car policy handling onto handle types: NONE still shows the traveller why (a tip), the others refuse or ask. */
export const CAR_HANDLE_TYPES: Readonly<Record<CarStandard['handling'], string>> = {
  NONE: '5',
  FORBID_BOOK: '6',
  CHOOSE_REASON: '3',
};

/** Known ride types read in the caller's language; a type the catalog does not know reads as its code. */
export function rideTypeName(locale: Locale, rideType: string): string {
  return hasKey(locale, `policy.rideType.${rideType}`) ? t(locale, `policy.rideType.${rideType}`) : rideType;
}

/** Car: the ride type must be allowed and the estimate within the price limit (-1 no limit). */
export function judgeCar(standard: CarStandard | undefined, candidate: CarCandidate, locale: Locale): RuleHit[] {
  if (!standard) return [];
  const handleTypes = CAR_HANDLE_TYPES[standard.handling];
  const price = money(candidate.estimatedPrice, candidate.currency);
  const hits: RuleHit[] = [];
  if (!standard.allowedRideTypes.includes(candidate.rideType)) {
    hits.push({
      rule: 'CAR_RIDE_TYPE',
      ruleType: 'RIDE_TYPE',
      handleTypes,
      limit: joinList(
        locale,
        standard.allowedRideTypes.map((r) => rideTypeName(locale, r)),
      ),
      actual: rideTypeName(locale, candidate.rideType),
    });
  }
  if (standard.priceLimit !== NO_LIMIT && candidate.estimatedPrice > standard.priceLimit) {
    hits.push({
      rule: 'CAR_PRICE_LIMIT',
      ruleType: 'PRICE_LIMIT',
      handleTypes,
      limit: formatMoney(standard.priceLimit, candidate.currency),
      actual: formatMoney(candidate.estimatedPrice, candidate.currency),
      limitAmount: money(standard.priceLimit, candidate.currency),
      actualAmount: price,
    });
  }
  return hits;
}
