import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { CancelRule, PayWay } from './hotel-port';

/** The hotel reported the stay: nothing is left to cancel. */
const STAYED: readonly HotelOrderStatus[] = ['CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'];

/** YES: may be cancelled now; NO_OPERATE_BUT_SHOW: the button shows, disabled, with the reason; NONE: no button. */
export type CanCancelType = 'YES' | 'NO_OPERATE_BUT_SHOW' | 'NONE';

export interface CancelQuote {
  canCancelType: CanCancelType;
  /** why it may not be cancelled: the order's state, its stay begun (checked in or out, a no-show), or a plan that cannot be cancelled */
  reason: 'STATUS' | 'STAYED' | 'NO_CANCEL' | null;
  /** what the stay's money taken before it came to (0 unpaid, 0 paid at the hotel) */
  paid: number;
  penalty: number;
  refund: number;
}

export interface CancellableOrder {
  status: HotelOrderStatus;
  payWay: PayWay;
  cancelRule: CancelRule;
  totalAmount: number;
  roomNum: number;
  /** the check-in night's own price, per room */
  firstNightPrice: number;
}

/** What the plan's rule asks at `now`: nothing before its free deadline, then the tier reached (the whole stay after a free-cancel deadline). */
export function rulePenalty(o: Pick<CancellableOrder, 'cancelRule' | 'totalAmount' | 'roomNum' | 'firstNightPrice'>, now: Date): number | null {
  const rule = o.cancelRule;
  const ms = now.getTime();
  if (rule.type === 'NO_CANCEL') return null;
  if (rule.freeCancelUntil && ms < Date.parse(rule.freeCancelUntil)) return 0;
  if (rule.type === 'FREE_CANCEL') return o.totalAmount;
  const tier = [...rule.tiers].reverse().find((t) => ms >= Date.parse(t.from));
  if (!tier) return 0;
  // One night's penalty is the check-in night's own price (every room), not the stay's average.
  if (tier.kind === 'FIRST_NIGHT') return o.firstNightPrice * o.roomNum;
  if (tier.kind === 'PERCENT') return Math.round((o.totalAmount * tier.value) / 100);
  return tier.value;
}

/**
 * Cancelling an order now (spec 5 of issue 14): unpaid or not yet guaranteed, it costs nothing; paid or confirmed, the plan's rule applies,
 * capped at what was paid (a stay paid at the hotel had nothing taken: the hotel charges its penalty there); a plan that
 * cannot be cancelled shows the button with its reason and refuses.
 */
export function cancelQuote(o: CancellableOrder, now: Date): CancelQuote {
  const none = { paid: 0, penalty: 0, refund: 0 };
  if (o.status === 'WAIT_PAY' || o.status === 'WAIT_GUARANTEE' || o.status === 'WAIT_APPROVE') return { canCancelType: 'YES', reason: null, ...none };
  if (STAYED.includes(o.status)) return { canCancelType: 'NONE', reason: 'STAYED', ...none };
  if (o.status !== 'WAIT_CONFIRM' && o.status !== 'CONFIRMED') return { canCancelType: 'NONE', reason: 'STATUS', ...none };
  const due = rulePenalty(o, now);
  const paid = o.payWay === 14 ? 0 : o.totalAmount;
  if (due === null) return { canCancelType: 'NO_OPERATE_BUT_SHOW', reason: 'NO_CANCEL', paid, penalty: 0, refund: 0 };
  const penalty = o.payWay === 14 ? due : Math.min(due, paid);
  return { canCancelType: 'YES', reason: null, paid, penalty, refund: paid - Math.min(penalty, paid) };
}
