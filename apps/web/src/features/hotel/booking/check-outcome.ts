import { HotelError } from '@travel/contracts/hotel/errors';
import type { orderCheckCall } from '@travel/contracts/hotel/order-check';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import { isApiError } from '../../../lib/api-error';

export type CheckResult = CallOutput<typeof orderCheckCall>;

/** The room errors of spec 8: the plan changed, the traveller goes back to the rate plans. */
export const ROOM_ERRORS: readonly string[] = [HotelError.ROOM_GONE, HotelError.ROOM_FULL, HotelError.ROOM_PRICE_CHANGED, HotelError.ROOM_NOT_BOOKABLE, HotelError.ROOM_GUESTS_EXCEEDED];

/** What the booking page does with an order/check answer. */
export type CheckStep =
  /** go on to the booking form (NONE, or a reason to give there) */
  | { kind: 'ok'; result: CheckResult }
  /** the order-check warning modal: go on only if the traveller accepts what they will pay */
  | { kind: 'warn'; result: CheckResult }
  | { kind: 'forbidden'; message: string }
  /** 330060033: the plan asks a guarantee; continue re-checks with checkGuaranteeConfirmRemind off */
  | { kind: 'guarantee'; lines: string[] }
  /** hap.1001 / hap.1002: booking tonight's stay late; continue re-checks with overtimeBooking on */
  | { kind: 'overtime'; message: string }
  | { kind: 'room'; code: string; message: string; newPrice: Money | null }
  /** the budget (730052028) and anything else: the server's words */
  | { kind: 'refused'; code: string; message: string };

const WARNED: readonly CheckResult['checkType'][] = ['EXCEED_PERSONAL_PAY', 'EXCEED_MIX_PAY', 'EXCEED_NO_MIX_PAY', 'PART_EXCEED'];

export function stepOfResult(result: CheckResult): CheckStep {
  if (result.checkType === 'EXCEED_FORBIDDEN') return { kind: 'forbidden', message: result.message };
  if (WARNED.includes(result.checkType)) return { kind: 'warn', result };
  return { kind: 'ok', result };
}

export function stepOfError(e: unknown, fallback: string): CheckStep {
  if (!isApiError(e)) return { kind: 'refused', code: '', message: fallback };
  const message = e.description || e.resultCode;
  if (isApiError(e, HotelError.GUARANTEE_CONFIRM)) return { kind: 'guarantee', lines: message.split(/\s{2,}/).filter(Boolean) };
  if (isApiError(e, HotelError.OVERTIME_BOOKING) || isApiError(e, HotelError.OVERTIME_BOOKING_ADMIN)) return { kind: 'overtime', message };
  if (ROOM_ERRORS.includes(e.resultCode)) {
    const price = (e.data as { totalPrice?: Money } | null)?.totalPrice ?? null;
    return { kind: 'room', code: e.resultCode, message, newPrice: e.resultCode === HotelError.ROOM_PRICE_CHANGED ? price : null };
  }
  return { kind: 'refused', code: e.resultCode, message };
}

/** What the nights over the standard lead to (PART_EXCEED carries it in exceedHandling). */
export const handlingOf = (r: CheckResult) => (r.checkType === 'PART_EXCEED' ? r.exceedHandling : r.checkType);

/** A reason must be chosen on the booking page. */
export const needsReason = (r: CheckResult) => handlingOf(r) === 'EXCEED_CHOOSE_REASON';

/**
 * The traveller accepted paying the excess themself — online (mixed pay) or at the hotel (no-mix pay), which the
 * policy splits alike: order/create is sent with acceptHybridPayment.
 */
export const acceptsHybrid = (r: CheckResult) => handlingOf(r) === 'EXCEED_MIX_PAY' || handlingOf(r) === 'EXCEED_NO_MIX_PAY';

/**
 * What the traveller pays themself under the outcome, for the warning and the price card: the whole stay (personal
 * pay), or the part over the standard in CNY (mixed pay online, no-mix pay at the hotel); null when nothing.
 */
export function travellerPart(r: CheckResult): { kind: 'all' | 'online' | 'atHotel'; amount: Money } | null {
  switch (handlingOf(r)) {
    case 'EXCEED_PERSONAL_PAY':
      return { kind: 'all', amount: r.totalPrice };
    case 'EXCEED_MIX_PAY':
      return { kind: 'online', amount: { amount: r.exceedAmount, currency: 'CNY' } };
    case 'EXCEED_NO_MIX_PAY':
      return { kind: 'atHotel', amount: { amount: r.exceedAmount, currency: 'CNY' } };
    default:
      return null;
  }
}
