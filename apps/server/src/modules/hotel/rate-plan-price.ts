import type { RatePlanOffer } from './hotel-port';

/** An average of non-negative minor units, rounded half up (integer arithmetic: no float drift on big totals). */
export function averageHalfUp(total: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((2 * total + count) / (2 * count));
}

export interface PlanPrices {
  currency: string;
  averagePrice: number;
  averageCnyAmount: number;
  totalPrice: number;
  totalTaxAndFee: number;
  totalShowPriceExclusive: number;
  averageGuidedPrice: number;
  averagePromotionAmount: number;
}

/** A plan's averages per night, in its own currency and in CNY. */
export function planAverages(plan: Pick<RatePlanOffer, 'nights' | 'totalPrice' | 'totalCnyAmount'>): { average: number; averageCny: number } {
  const n = plan.nights.length;
  return { average: averageHalfUp(plan.totalPrice.amount, n), averageCny: averageHalfUp(plan.totalCnyAmount, n) };
}

const isPublic = (p: RatePlanOffer) => p.sourceType === '0' && !p.memberRate;

/**
 * The price a member or contract plan is measured against: the cheapest public plan of the same room with the same
 * breakfast (else of the room at all), in the plan's currency; a public plan, or one with no public sibling, is its own.
 */
export function guidedAverage(plan: RatePlanOffer, roomPlans: readonly RatePlanOffer[]): number {
  const own = planAverages(plan).average;
  if (isPublic(plan)) return own;
  const publics = roomPlans.filter((p) => isPublic(p) && p.totalPrice.currency === plan.totalPrice.currency && p.nights.length === plan.nights.length);
  const sameBreakfast = publics.filter((p) => p.breakfast === plan.breakfast);
  const pool = sameBreakfast.length ? sameBreakfast : publics;
  if (!pool.length) return own;
  return Math.min(...pool.map((p) => planAverages(p).average));
}

/** Spec 3 priceInfo and bffPriceInfo: averages, totals, tax and fee, the guided price and the saving against it. */
export function planPrices(plan: RatePlanOffer, roomPlans: readonly RatePlanOffer[]): PlanPrices {
  const { average, averageCny } = planAverages(plan);
  const guided = guidedAverage(plan, roomPlans);
  return {
    currency: plan.totalPrice.currency,
    averagePrice: average,
    averageCnyAmount: averageCny,
    totalPrice: plan.totalPrice.amount,
    totalTaxAndFee: plan.taxAndFee.amount,
    totalShowPriceExclusive: plan.totalPrice.amount - plan.taxAndFee.amount,
    averageGuidedPrice: guided,
    averagePromotionAmount: Math.max(0, guided - average),
  };
}
