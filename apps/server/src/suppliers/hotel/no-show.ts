import type { RatePlanDef } from './rate-plans';
import { penaltyAt } from './cancel-rules';
import type { HoldRow } from './hold-view';

/** The sandbox's no-show switch: a reservation with a guest named "No Show" (any case, space, _ or -) never arrives. */
const NO_SHOW_NAME = /^no[\s_-]*show$/i;
export const hasNoShowGuest = (guestNames: readonly string[]) => guestNames.some((n) => NO_SHOW_NAME.test(n.trim()));

/**
 * What the hotel charges for a guest who never came, at its no-show instant: paid at the hotel, the guarantee (the
 * first night of every room, or the whole stay) or nothing when none was given (the rooms were only kept); prepaid or
 * company-paid, the cancel rule at that moment, the whole stay when it may not be cancelled.
 */
export function noShowCharge(plan: Pick<RatePlanDef, 'payWay' | 'guarantee'> | null, row: HoldRow): number {
  const firstNight = (row.nights[0]?.amount ?? 0) * row.roomNum;
  if (!plan || plan.payWay === 14) {
    if (!plan?.guarantee || !row.guarantee) return 0;
    return plan.guarantee.amount === 'FULL' ? row.totalAmount : firstNight;
  }
  return penaltyAt(row.cancelRule, row.noShowAt.getTime(), { currency: row.currency, firstNight, total: row.totalAmount })?.amount ?? row.totalAmount;
}
