import type { TmcControl } from '@travel/contracts/hotel/rateplan';
import type { HotelNightStandard } from '../policy/control-service';
import type { Night, RatePlanOffer } from './hotel-port';
import { averageHalfUp } from './rate-plan-price';

/** The nightly cap a hotel's nights are compared with, and which of a night's amounts it is compared to. */
export interface NightCap {
  cap: number;
  amountOf: (night: Night) => number;
}

/**
 * The cap of a standard for a hotel, or null when nothing is marked: a private trip (no standard), no limit, or a
 * standard in a currency that is neither CNY nor the hotel's (no rate here to convert with, so no mark rather than a
 * wrong one).
 */
export function nightCap(rule: HotelNightStandard | null, hotelCurrency: string): NightCap | null {
  if (!rule || rule.standard < 0) return null;
  if (rule.currency === 'CNY') return { cap: rule.standard, amountOf: (n) => n.cnyAmount };
  if (rule.currency === hotelCurrency) return { cap: rule.standard, amountOf: (n) => n.price.amount };
  return null;
}

export interface PlanMark {
  tmcControl: TmcControl;
  /** the average night is within the cap (spec 5's travel-standard filter); true when nothing is marked */
  averageWithin: boolean;
}

/**
 * Marks each night of a plan over the cap. What a night over leads to (mixed pay, forbidden, the handle types) is the
 * enterprise's travelRuleViolationControl, shown only on plans that do go over.
 */
export function markPlan(plan: Pick<RatePlanOffer, 'nights'>, rule: HotelNightStandard | null, cap: NightCap | null): PlanMark {
  const standard = rule && rule.standard >= 0 ? rule.standard : -1;
  if (!rule || !cap) {
    return { tmcControl: { exceeding: false, mixedPay: false, forbidden: false, handleTypes: '', standard, exceedDates: [] }, averageWithin: true };
  }
  const exceedDates = plan.nights.filter((n) => cap.amountOf(n) > cap.cap).map((n) => n.date);
  const exceeding = exceedDates.length > 0;
  const total = plan.nights.reduce((sum, n) => sum + cap.amountOf(n), 0);
  return {
    tmcControl: {
      exceeding,
      mixedPay: exceeding && rule.mixedPay,
      forbidden: exceeding && rule.forbidden,
      handleTypes: exceeding ? rule.handleTypes : '',
      standard,
      exceedDates,
    },
    averageWithin: averageHalfUp(total, plan.nights.length) <= cap.cap,
  };
}
