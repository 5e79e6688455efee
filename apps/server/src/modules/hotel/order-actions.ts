import { HOTEL_ORDER_ACTION as A, type HotelOrderAction } from '@travel/contracts/hotel/order-actions';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';

type OperateInfo = HotelOrder['orderOperateInfo'];
type GuestFlags = Pick<OperateInfo, 'canRemind' | 'canComment' | 'commented'>;

/** Statuses the hotel may be reminded in: waiting for its confirmation or confirmed, the guest not yet arrived. */
const REMINDABLE: readonly HotelOrderStatus[] = ['WAIT_CONFIRM', 'CONFIRMED'];
export const mayRemind = (o: { status: HotelOrderStatus; checkedInAt: Date | null }) => REMINDABLE.includes(o.status) && o.checkedInAt === null;
export const mayComment = (o: { status: HotelOrderStatus }) => o.status === 'CHECKED_OUT';

/** Remind and comment from the order's status and whether it was commented on. */
export function guestFlags(o: { status: HotelOrderStatus; checkedInAt: Date | null }, commented: boolean): GuestFlags {
  return { canRemind: mayRemind(o), canComment: mayComment(o) && !commented, commented };
}

/** Statuses with the hotel's confirmation in hand: the booking confirmation may be mailed and its credential printed. */
const CONFIRMED: readonly HotelOrderStatus[] = ['CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'];
export const hasConfirmation = (o: { status: HotelOrderStatus }) => CONFIRMED.includes(o.status);

/** Credential (action 20) and confirmation mail (action 21): once the hotel confirmed the order. */
export function confirmationFlags(o: { status: HotelOrderStatus }): Pick<OperateInfo, 'canViewCredential' | 'canSendConfirmEmail'> {
  return { canViewCredential: hasConfirmation(o), canSendConfirmEmail: hasConfirmation(o) };
}

/** Spec 4 "Order actions": the ids (1–21) the order shows, in id order; none without an order id. */
export function orderActionList(orderId: string | null | undefined, op: OperateInfo): HotelOrderAction[] {
  if (!orderId) return [];
  const rules: [HotelOrderAction, boolean][] = [
    [A.GO_PAY, op.waitPay && op.secondToLatestPayTime > 0],
    [A.REMIND, op.canRemind],
    [A.MODIFY_ORDER, op.canModify],
    [A.MODIFY_ARRIVAL_TIME, op.canModifyArrivalTime],
    [A.EARLY_CHECKOUT, op.canEarlyCheckout],
    [A.EXTEND, op.canExtend],
    [A.CONFIRM_LEAVE, op.staffFeedbackStatus === 1],
    [A.GO_COMMENT, op.canComment && !op.commented],
    [A.ALREADY_CONFIRMED_LEAVE, op.staffFeedbackStatus === 2],
    [A.CONFIRM_STAY_OVERDUE, op.staffFeedbackStatus === 3],
    [A.ALREADY_COMMENTED, op.commented],
    [A.CANCEL, op.canCancelType !== 'NONE'],
    [A.REORDER, op.canBookingAgain],
    [A.GO_GUARANTEE, op.waitGuarantee],
    [A.RESEND_INVOICE, op.invoiceStatus === 3],
    [A.SUPPLY_INVOICE, op.canSupplyInvoice],
    [A.VIEW_INVOICE, op.canViewInvoice],
    [A.APPLY_CANCEL, op.canApplyCancel],
    [A.APPLY_CHECKOUT, op.canApplyCheckout],
    [A.ORDER_CREDENTIAL, op.canViewCredential],
    [A.CONFIRMATION_EMAIL, op.canSendConfirmEmail],
  ];
  return rules.filter(([, on]) => on).map(([id]) => id);
}
