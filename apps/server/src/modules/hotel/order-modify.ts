import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { ModifyType, orderModifyCall } from '@travel/contracts/hotel/modify';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError } from '../../platform/errors';
import type { MemberScope } from './browse-record';
import { earlyCheckout } from './early-checkout';
import { extensionView } from './extension-view';
import { HotelSupplierError, type HotelSupplier } from './hotel-port';
import { assertModifiable, hotelToday } from './modify-state';
import { extendStay } from './order-extend';
import { checkGuests } from './order-guests';
import { findOrder, lockOrder } from './order-moves';
import { hotelOrderGuests, hotelOrders } from './schema';

type Input = z.output<(typeof orderModifyCall)['input']>;
type Output = z.output<(typeof orderModifyCall)['output']>;

/**
 * order/modify: the guests (the same rules as at booking, one list a room; the hotel registers the new names first),
 * the contact, the latest arrival time and the remark, written on the order in one transaction; a new checkout
 * earlier than the current one is an early checkout, a later one an extension (waiting for its payment when prepaid).
 */
export async function modifyOrder(hotels: HotelSupplier, db: Db, scope: MemberScope, input: Input, now: Date): Promise<Output> {
  const seen = await findOrder(db, scope, input.orderId);
  const today = await hotelToday(db, seen, now);
  const types: ModifyType[] = [];
  if (input.checkinPersonInfoList) types.push('GUESTS');
  if (input.contacts) types.push('CONTACT');
  if (input.latestArrivalTime !== undefined) types.push('ARRIVAL_TIME');
  if (input.clientRemark !== undefined) types.push('REMARK');
  for (const type of types) assertModifiable(seen, type, today);
  if (input.checkinPersonInfoList && input.checkinPersonInfoList.length !== seen.roomNum) {
    throw new ParamError([{ path: 'checkinPersonInfoList', code: 'custom', message: 'validation.hotel.guestsPerRoom' }]);
  }
  const guests = input.checkinPersonInfoList ? await checkGuests(db, scope, input.checkinPersonInfoList) : null;
  if (guests) {
    try {
      await hotels.renameGuests(seen.holdId, guests.map((g) => g.name));
    } catch (err) {
      if (err instanceof HotelSupplierError) throw new AppError(HotelError.ORDER_NOT_MODIFIABLE, {}, { orderStatus: seen.status, modifyType: 'GUESTS', reason: 'STAY_STARTED' });
      throw err;
    }
  }
  if (types.length > 0) {
    await db.transaction(async (tx) => {
      const o = await lockOrder(tx, input.orderId, scope);
      for (const type of types) assertModifiable(o, type, today);
      const change = {
        ...(input.contacts ? { contact: { ...input.contacts, email: input.contacts.email ?? null } } : {}),
        ...(input.latestArrivalTime !== undefined ? { latestArrivalTime: input.latestArrivalTime } : {}),
        ...(input.clientRemark !== undefined ? { remark: input.clientRemark || null } : {}),
      };
      await tx.update(hotelOrders).set({ ...change, updatedAt: now }).where(eq(hotelOrders.id, o.id));
      if (guests) {
        await tx.delete(hotelOrderGuests).where(eq(hotelOrderGuests.orderId, o.id));
        await tx.insert(hotelOrderGuests).values(guests.map((g) => ({ orderId: o.id, roomIndex: g.roomIndex, guestIndex: g.guestIndex, source: g.source, memberId: g.source === 'STAFF' ? (g.memberId ?? null) : g.source === 'SELF' && !g.passengerId ? scope.memberId : null, passengerId: g.passengerId ?? null, name: g.name, mobile: g.mobile ?? null })));
      }
    });
  }
  const money = (amount: number) => ({ amount, currency: seen.currency });
  if (input.checkoutDate !== undefined && input.checkoutDate > seen.checkoutDate) {
    const done = await extendStay(hotels, db, scope, input.orderId, input.checkoutDate, now);
    const extension = extensionView(done.extension, done.payOrder, now);
    return { orderId: seen.id, modifyTypeList: [...types, 'EXTEND'], checkoutDate: done.order.checkoutDate, totalPrice: money(done.order.totalAmount), penaltyAmount: money(0), refundAmount: money(0), extension };
  }
  if (input.checkoutDate !== undefined && input.checkoutDate !== seen.checkoutDate) {
    const done = await earlyCheckout(hotels, db, scope, input.orderId, input.checkoutDate, now);
    return { orderId: seen.id, modifyTypeList: [...types, 'EARLY_CHECKOUT'], checkoutDate: done.order.checkoutDate, totalPrice: money(done.order.totalAmount), penaltyAmount: money(done.quote.penalty), refundAmount: money(done.quote.refund) };
  }
  return { orderId: seen.id, modifyTypeList: types, checkoutDate: seen.checkoutDate, totalPrice: money(seen.totalAmount), penaltyAmount: money(0), refundAmount: money(0) };
}
