import { randomUUID } from 'node:crypto';
import { HotelError } from '@travel/contracts/hotel/errors';
import { kindOf } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { runBookingWorkflow } from '../commerce/booking-workflow';
import { isInternationalCityId } from '../common/city-service';
import { assertBookingAllowed } from '../travel-request/booking-gate';
import type { MemberScope } from './browse-record';
import { commitExtension, type ExtensionDone } from './extension-commit';
import { judgeExtension } from './extension-policy';
import { nightsAfter } from './extension-quote';
import { HotelSupplierError, type HotelSupplier, type RoomHold } from './hotel-port';
import { EXTEND_STEP, undoHotelStep } from './hotel-undo';
import { assertExtend, hotelToday } from './modify-state';
import { findOrder } from './order-moves';

/** The hotel's refusal of the new nights in the spec's room codes (5316 a night full, 5321 the price moved). */
function extendRefusal(err: unknown, total: { amount: number; currency: string }): unknown {
  if (!(err instanceof HotelSupplierError)) return err;
  if (err.code === 'SOLD_OUT') return new AppError(HotelError.ROOM_FULL);
  if (err.code === 'PRICE_CHANGED') return new AppError(HotelError.ROOM_PRICE_CHANGED, {}, { totalPrice: total });
  if (err.code === 'OUT_OF_WINDOW') return new AppError(HotelError.ROOM_NOT_BOOKABLE);
  return new AppError(HotelError.ROOM_GONE);
}

const extensionIdOf = (now: Date) => `HX${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/**
 * A later checkout (spec 4 action 6): the new nights priced at the hotel's rate now and judged alone against the
 * traveller's standard (forbidden refuses), a business stay's travel request asked again for the longer stay, then the
 * nights taken at the hotel all or nothing (a night full: 5316, nothing taken) as a workflow step whose undo gives them
 * back if our commit fails; the commit writes the extension, its pay order and, with nothing to pay online, the order.
 */
export async function extendStay(hotels: HotelSupplier, db: Db, scope: MemberScope, orderId: string, checkoutDate: string, now: Date): Promise<ExtensionDone> {
  const seen = await findOrder(db, scope, orderId);
  const today = await hotelToday(db, seen, now);
  assertExtend(seen, checkoutDate, today);
  const nights = await nightsAfter(hotels, seen, checkoutDate);
  if (!nights) throw new AppError(HotelError.ROOM_GONE);
  if (nights.some((n) => n.remaining < seen.roomNum)) throw new AppError(HotelError.ROOM_FULL);
  const verdict = await judgeExtension(db, seen, nights);
  if (verdict.handling === 'EXCEED_FORBIDDEN') {
    throw new AppError(HotelError.EXTEND_OVER_STANDARD, {}, { standard: { amount: verdict.standard, currency: verdict.standardCurrency }, exceedDates: verdict.exceedDates });
  }
  const gate =
    seen.travelType === 1
      ? null
      : await assertBookingAllowed(
          db,
          scope,
          { travelType: 'BUSINESS', product: kindOf('HOTEL', isInternationalCityId(seen.cityId)), travelNO: seen.travelNo ?? undefined, dates: { begin: seen.checkinDate, end: checkoutDate }, cityIds: [seen.cityId] },
          now,
        );
  const extensionId = extensionIdOf(now);
  const holdKey = `${extensionId}:extend`;
  const total = { amount: verdict.total, currency: seen.currency };
  try {
    return await runBookingWorkflow(
      db,
      {
        id: extensionId,
        product: 'HOTEL',
        kind: 'HOTEL_EXTEND',
        steps: [{ name: EXTEND_STEP, undo: { idempotencyKey: holdKey }, run: () => hotels.extendReservation(seen.holdId, { checkoutDate, idempotencyKey: holdKey, expectedTotal: total }) }],
        undoStep: undoHotelStep(hotels),
        commit: (tx, [hold]) => commitExtension(tx, { extensionId, holdKey, scope, seen, today, nights, verdict, gate }, hold as RoomHold, now),
      },
      now,
    );
  } catch (err) {
    // The price moved between our reading and the hotel's taking: the refusal carries the price now.
    const moved = err instanceof HotelSupplierError && err.code === 'PRICE_CHANGED' ? await nightsAfter(hotels, seen, checkoutDate) : null;
    throw extendRefusal(err, moved ? { amount: moved.reduce((sum, n) => sum + n.price.amount, 0) * seen.roomNum, currency: seen.currency } : total);
  }
}
