import type { ModifyReason, ModifyType } from '@travel/contracts/hotel/modify';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import { HOTEL_LIMITS } from '@travel/contracts/hotel/stay';
import { addDays } from '../../platform/dates';
import type { CancelRule } from './hotel-port';

export const MODIFY_TYPES: readonly ModifyType[] = ['GUESTS', 'CONTACT', 'ARRIVAL_TIME', 'REMARK', 'EXTEND', 'EARLY_CHECKOUT'];

export interface ModifiableOrder {
  status: HotelOrderStatus;
  cancelRule: CancelRule;
  checkinDate: string;
  checkoutDate: string;
  /** an extension waiting for its payment: the dates are not to move again until it is paid or lapses */
  pendingExtensionId?: string | null;
}

/** The new checkouts an early checkout may choose: from check-in + 1 day (never a night already slept) to checkout − 1 day. */
export function earlyCheckoutRange(o: Pick<ModifiableOrder, 'checkinDate' | 'checkoutDate'>, today: string): { min: string; max: string } {
  const min = addDays(o.checkinDate, 1) > today ? addDays(o.checkinDate, 1) : today;
  return { min, max: addDays(o.checkoutDate, -1) };
}

/** The latest checkout an extension may reach: the booking window (check-in up to 180 days ahead, checkout one day later). */
export const maxCheckout = (today: string) => addDays(today, HOTEL_LIMITS.bookingWindowDays + 1);

/** The new checkouts an extension may choose: from the night after the stay to the booking window, the stay at most maxNights long. */
export function extendRange(o: Pick<ModifiableOrder, 'checkinDate' | 'checkoutDate'>, today: string): { min: string; max: string } {
  const longest = addDays(o.checkinDate, HOTEL_LIMITS.maxNights);
  const window = maxCheckout(today);
  return { min: addDays(o.checkoutDate, 1), max: longest < window ? longest : window };
}

const ENDED: readonly HotelOrderStatus[] = ['CANCELED', 'CONFIRM_FAILED', 'NO_SHOW'];
const UNCONFIRMED: readonly HotelOrderStatus[] = ['BOOKING', 'WAIT_PAY', 'WAIT_GUARANTEE', 'WAIT_CONFIRM', 'WAIT_APPROVE'];

/**
 * Why `type` may not be modified now, null when it may. Ended orders (cancelled, refused, no-show) and checked-out stays
 * change nothing; the guests, their arrival and the remark are the hotel's until the guest arrives, the contact is ours
 * until checkout; date changes need the hotel's confirmation and a plan that may be changed (a no-cancel plan may not),
 * and none while an extension waits for its payment.
 */
export function modifyRefusal(o: ModifiableOrder, type: ModifyType, today: string): ModifyReason | null {
  if (ENDED.includes(o.status)) return 'ENDED';
  if (o.status === 'CHECKED_OUT') return 'CHECKED_OUT';
  if (type === 'CONTACT') return null;
  if (type === 'GUESTS' || type === 'ARRIVAL_TIME' || type === 'REMARK') return o.status === 'CHECKED_IN' ? 'STAY_STARTED' : null;
  if (UNCONFIRMED.includes(o.status)) return 'NOT_CONFIRMED';
  if (o.cancelRule.type === 'NO_CANCEL') return 'NO_CANCEL';
  if (o.pendingExtensionId) return 'EXTENSION_PENDING';
  if (type === 'EXTEND') return extendRange(o, today).min > extendRange(o, today).max ? 'WINDOW' : null;
  const range = earlyCheckoutRange(o, today);
  return range.min > range.max ? 'LAST_NIGHT' : null;
}

/** order/get's modify flags: the order's own details (guests, contact, remark), the arrival time, an early checkout, an extension. */
export function modifyFlags(o: ModifiableOrder, today: string) {
  const open = (type: ModifyType) => modifyRefusal(o, type, today) === null;
  return {
    canModify: open('GUESTS') || open('CONTACT') || open('REMARK'),
    canModifyArrivalTime: open('ARRIVAL_TIME'),
    canEarlyCheckout: open('EARLY_CHECKOUT'),
    canExtend: open('EXTEND'),
  };
}
