import { COMPANY_PAY_WAYS, type BedType, type PayWay } from '@travel/contracts/hotel/detail';
import type { RatePlanFilter, SoldState } from '@travel/contracts/hotel/rateplan';
import { cancelsFreeNow } from './cancel-info';
import type { CancelRule } from './hotel-port';

/** What the local filters and the sort read of one plan (built once per plan by the list). */
export interface PlanFacts {
  averageCnyAmount: number;
  bedType: BedType;
  breakfast: number;
  payWay: PayWay;
  addBed: boolean;
  cancel: CancelRule;
  memberRate: boolean;
  /** some night is over the traveller's standard */
  exceeding: boolean;
  /** the average night is within the standard (true when there is none) */
  averageWithin: boolean;
  soldState: SoldState;
}

type Check = (p: PlanFacts, now: Date) => boolean;

/** Spec 5's local filters, one check per filter that is set; a plan passes when it meets every one. */
export function planChecks(f: RatePlanFilter): Check[] {
  const checks: Check[] = [];
  if (f.minPrice !== undefined) checks.push((p) => p.averageCnyAmount >= f.minPrice!);
  if (f.maxPrice !== undefined) checks.push((p) => p.averageCnyAmount <= f.maxPrice!);
  if (f.bedTypes.length) checks.push((p) => f.bedTypes.includes(p.bedType));
  if (f.breakfast) checks.push((p) => p.breakfast > 0);
  if (f.payAtHotel) checks.push((p) => p.payWay === 14);
  if (f.addBed) checks.push((p) => p.addBed);
  if (f.prepay) checks.push((p) => COMPANY_PAY_WAYS.includes(p.payWay));
  if (f.freeCancel) checks.push((p, now) => cancelsFreeNow(p.cancel, now));
  if (f.travelStandard) checks.push((p) => p.averageWithin);
  if (f.underStandard) checks.push((p) => !p.exceeding);
  if (f.memberCard) checks.push((p) => p.memberRate);
  return checks;
}

export function filterPlans<T extends { facts: PlanFacts }>(plans: readonly T[], f: RatePlanFilter, now: Date): T[] {
  const checks = planChecks(f);
  return plans.filter((p) => checks.every((c) => c(p.facts, now)));
}

/** Spec 5's order: bookable first, then average price ascending (in CNY, so currencies compare). */
export function comparePlans(a: PlanFacts, b: PlanFacts): number {
  const bookable = Number(b.soldState === 'CAN_BOOK') - Number(a.soldState === 'CAN_BOOK');
  return bookable || a.averageCnyAmount - b.averageCnyAmount;
}

/**
 * Plans sorted, and rooms by their best plan the same way; a room left with no plan is left out. The sort is stable,
 * so equal plans keep the supplier's order.
 */
export function sortRooms<T extends { facts: PlanFacts }, R extends { plans: T[] }>(rooms: readonly R[]): R[] {
  const sorted = rooms.filter((r) => r.plans.length).map((r) => ({ ...r, plans: [...r.plans].sort((a, b) => comparePlans(a.facts, b.facts)) }));
  return sorted.sort((a, b) => comparePlans(a.plans[0]!.facts, b.plans[0]!.facts));
}
