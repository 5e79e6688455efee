import type { BedType } from '@travel/contracts/hotel/detail';
import type { RatePlanFilter } from '@travel/contracts/hotel/rateplan';

/** The on/off chips of the rate-plan filter (spec 5), in the order they are shown. */
export const PLAN_CHIPS = ['breakfast', 'payAtHotel', 'addBed', 'prepay', 'freeCancel', 'travelStandard', 'underStandard', 'memberCard'] as const;
export type PlanChip = (typeof PLAN_CHIPS)[number];

export const emptyPlanFilter = (): RatePlanFilter => ({
  bedTypes: [],
  breakfast: false,
  payAtHotel: false,
  addBed: false,
  prepay: false,
  freeCancel: false,
  travelStandard: false,
  underStandard: false,
  memberCard: false,
});

/** A bed type chip on or off. */
export function toggleBed(f: RatePlanFilter, bed: BedType): RatePlanFilter {
  return { ...f, bedTypes: f.bedTypes.includes(bed) ? f.bedTypes.filter((b) => b !== bed) : [...f.bedTypes, bed] };
}

/**
 * A price band chip: the same band again clears it. The travel-standard chip is the special price value, so choosing
 * a band clears it and choosing it clears the band.
 */
export function pickPriceBand(f: RatePlanFilter, band: { min: number | null; max: number | null }): RatePlanFilter {
  const same = (f.minPrice ?? null) === band.min && (f.maxPrice ?? null) === band.max;
  const { minPrice: _min, maxPrice: _max, ...rest } = f;
  if (same) return rest;
  return { ...rest, travelStandard: false, ...(band.min !== null ? { minPrice: band.min } : {}), ...(band.max !== null ? { maxPrice: band.max } : {}) };
}

export function toggleChip(f: RatePlanFilter, chip: PlanChip): RatePlanFilter {
  const next = { ...f, [chip]: !f[chip] };
  if (chip === 'travelStandard' && next.travelStandard) {
    delete next.minPrice;
    delete next.maxPrice;
  }
  return next;
}

export function planFilterCount(f: RatePlanFilter): number {
  return f.bedTypes.length + PLAN_CHIPS.filter((c) => f[c]).length + (f.minPrice !== undefined || f.maxPrice !== undefined ? 1 : 0);
}
