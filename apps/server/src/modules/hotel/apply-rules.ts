import type { ApplyKind, ApplyStatus } from '@travel/contracts/hotel/order-apply';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { CancelQuote } from './cancel-penalty';
import { earlyCheckoutRange, modifyRefusal, type ModifiableOrder } from './modify-rules';

/** Why the back office may not apply now: the order's state, nothing to ask (the traveller may do it free), one waiting or answered (one per kind). */
export type ApplyRefusal = 'STATUS' | 'NOT_NEEDED' | 'WAITING' | 'ANSWERED';

const byExisting = (existing: { status: ApplyStatus } | undefined): ApplyRefusal | null =>
  existing ? (existing.status === 'APPLYING' ? 'WAITING' : 'ANSWERED') : null;

/** Apply cancel (action 18): a confirmed stay not begun that the traveller may not cancel free (a no-cancel plan, or a penalty due now). */
export function applyCancelRefusal(o: { status: HotelOrderStatus }, quote: Pick<CancelQuote, 'canCancelType' | 'penalty'>, existing?: { status: ApplyStatus }): ApplyRefusal | null {
  const answered = byExisting(existing);
  if (answered) return answered;
  if (o.status !== 'CONFIRMED') return 'STATUS';
  return quote.canCancelType === 'YES' && quote.penalty === 0 ? 'NOT_NEEDED' : null;
}

/**
 * Apply checkout (action 19): a checked-in guest with a night left to give up, whose early checkout the traveller may
 * not make free (a no-cancel plan or an extension waiting closes it; `rulePenaltyNow` > 0 charges for it).
 */
export function applyCheckoutRefusal(o: ModifiableOrder, today: string, rulePenaltyNow: number | null, existing?: { status: ApplyStatus }): ApplyRefusal | null {
  const answered = byExisting(existing);
  if (answered) return answered;
  const range = earlyCheckoutRange(o, today);
  if (o.status !== 'CHECKED_IN' || range.min > range.max) return 'STATUS';
  return modifyRefusal(o, 'EARLY_CHECKOUT', today) === null && rulePenaltyNow === 0 ? 'NOT_NEEDED' : null;
}

/** order/get's apply flags: shown to administrators only (the calls are theirs). */
export function applyFlags(admin: boolean, refusals: Record<ApplyKind, ApplyRefusal | null>) {
  return { canApplyCancel: admin && refusals.CANCEL === null, canApplyCheckout: admin && refusals.CHECKOUT === null };
}
