import { rulePenalty } from './cancel-penalty';
import type { CancelRule, PayWay } from './hotel-port';

export interface EarlyCheckoutQuote {
  /** the released nights' dates */
  dates: string[];
  /** what the released nights cost (every room), and their CNY reference */
  released: number;
  releasedCny: number;
  /** what the plan's rule keeps of them now, and what goes back online (nothing when paid at the hotel) */
  penalty: number;
  refund: number;
}

/**
 * Giving up the nights from `checkoutDate` on: the plan's cancel rule applied to those nights alone (free before its
 * deadline; after it the tier reached, one night being the first released night), money back only what was paid online.
 */
export function earlyCheckoutQuote(
  o: { cancelRule: CancelRule; payWay: PayWay; roomNum: number },
  nights: readonly { date: string; price: number; cnyAmount: number }[],
  checkoutDate: string,
  now: Date,
): EarlyCheckoutQuote {
  const gone = nights.filter((n) => n.date >= checkoutDate);
  const released = gone.reduce((sum, n) => sum + n.price, 0) * o.roomNum;
  const releasedCny = gone.reduce((sum, n) => sum + n.cnyAmount, 0) * o.roomNum;
  const due = rulePenalty({ cancelRule: o.cancelRule, totalAmount: released, roomNum: o.roomNum, firstNightPrice: gone[0]?.price ?? 0 }, now) ?? released;
  const penalty = Math.min(due, released);
  return { dates: gone.map((n) => n.date), released, releasedCny, penalty, refund: o.payWay === 14 ? 0 : released - penalty };
}
