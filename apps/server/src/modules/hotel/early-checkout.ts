import { and, eq, gte } from 'drizzle-orm';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { updateOrder } from '../commerce/order-ledger';
import { splitAmount } from '../commerce/money-split';
import type { MemberScope } from './browse-record';
import { earlyCheckoutQuote, type EarlyCheckoutQuote } from './early-checkout-quote';
import type { HotelSupplier } from './hotel-port';
import { stayGuaranteeAmount } from './guarantee-rule';
import { earlyCheckoutRange } from './modify-rules';
import { queueStayCheck } from './stay-schedule';
import { assertModifiable, hotelToday } from './modify-state';
import { findOrder, lockOrder, type HotelOrderRow } from './order-moves';
import { orderNights } from './order-read';
import { refundStay } from './order-refunds';
import { hotelOrderNights, hotelOrders } from './schema';

function assertEarlyCheckout(o: HotelOrderRow, checkoutDate: string, today: string): void {
  assertModifiable(o, 'EARLY_CHECKOUT', today);
  const range = earlyCheckoutRange(o, today);
  if (checkoutDate < range.min || checkoutDate > range.max) throw new AppError(HotelError.MODIFY_DATE_OUT_OF_RANGE, { minDate: range.min, maxDate: range.max }, { minDate: range.min, maxDate: range.max });
}

/**
 * An earlier checkout (also before check-in): the hotel releases the nights from the new checkout on (idempotent by
 * date, so a retry after a failure here repeats nothing), then under the order's lock the nights leave the order, its
 * totals and ledger shrink, and what was paid online for them less the plan's penalty goes back the way it came.
 */
export async function earlyCheckout(hotels: HotelSupplier, db: Db, scope: MemberScope, orderId: string, checkoutDate: string, now: Date): Promise<{ order: HotelOrderRow; quote: EarlyCheckoutQuote }> {
  const seen = await findOrder(db, scope, orderId);
  const today = await hotelToday(db, seen, now);
  assertEarlyCheckout(seen, checkoutDate, today);
  const hold = await hotels.shortenReservation(seen.holdId, checkoutDate);
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId, scope);
    assertEarlyCheckout(o, checkoutDate, today);
    return writeEarlyCheckout(tx, o, checkoutDate, new Date(hold.checkoutAt), now);
  });
}

/**
 * The early checkout's writes under the order's lock, the hotel having released the nights (checking the guest out at
 * `checkoutAt`): by the plan's rule, or with the penalty the hotel agreed to on an application.
 */
export async function writeEarlyCheckout(tx: Db, o: HotelOrderRow, checkoutDate: string, checkoutAt: Date, now: Date, agreedPenalty?: number): Promise<{ order: HotelOrderRow; quote: EarlyCheckoutQuote }> {
  const nights = await orderNights(tx, o.id);
  const ruled = earlyCheckoutQuote(o, nights, checkoutDate, now);
  const penalty = agreedPenalty === undefined ? ruled.penalty : Math.min(agreedPenalty, ruled.released);
  const quote = { ...ruled, penalty, refund: o.payWay === 14 ? 0 : ruled.released - penalty };
  const gone = splitAmount(quote.released, o);
  const totalAmount = o.totalAmount - quote.released;
  const change = {
    checkoutDate,
    totalAmount,
    personalAmount: o.personalAmount - gone.personal,
    totalCnyAmount: o.totalCnyAmount - quote.releasedCny,
    // The guarantee covers the nights kept, by the plan's rule (a no-show before check-in costs no released night).
    guaranteeAmount: stayGuaranteeAmount(o, nights.filter((n) => n.date < checkoutDate).map((n) => n.price), totalAmount),
    updatedAt: now,
  };
  await tx.delete(hotelOrderNights).where(and(eq(hotelOrderNights.orderId, o.id), gte(hotelOrderNights.date, checkoutDate)));
  await tx.update(hotelOrders).set(change).where(eq(hotelOrders.id, o.id));
  // What the stay costs, however it is paid (online, by the company or at the hotel): budgets and reports read it.
  await updateOrder(tx, 'HOTEL', o.id, { companyAmount: change.totalAmount - change.personalAmount, personalAmount: change.personalAmount, endDate: checkoutDate }, now);
  // The hotel now checks the guest out on the new date: ask it then (the old check-out's job finds nothing to do).
  await queueStayCheck(tx, o.id, checkoutAt, now);
  if (quote.refund > 0) await refundStay(tx, o, quote.refund, { type: 'CHANGE_REFUND', reference: `hotel-early-checkout:${o.id}:${checkoutDate}` }, now);
  return { order: { ...o, ...change }, quote };
}
