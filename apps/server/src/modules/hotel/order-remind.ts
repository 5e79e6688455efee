import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import { HOTEL_REMIND_INTERVAL_MINUTES, type orderRemindCall } from '@travel/contracts/hotel/order-actions';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { MemberScope } from './browse-record';
import type { HotelSupplier } from './hotel-port';
import { mayRemind } from './order-actions';
import { lockOrder } from './order-moves';
import { hotelOrderReminders } from './schema';

type RemindOutput = z.output<(typeof orderRemindCall)['output']>;
const INTERVAL_MS = HOTEL_REMIND_INTERVAL_MINUTES * 60_000;
/** China time, as the platform's dates: 'YYYY-MM-DD HH:mm' for the refusal's words. */
const chinaMinute = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * order/remind (spec 4 action 2): under the order's lock, a reminder while the order waits for or has its confirmation
 * and the guest has not arrived, at most once per interval; recorded, then the hotel's front desk is told.
 */
export async function remindHotel(hotels: HotelSupplier, db: Db, scope: MemberScope, orderId: string, now: Date): Promise<RemindOutput> {
  const holdId = await db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId, scope);
    if (!mayRemind(o)) throw new AppError(HotelError.REMIND_NOT_ALLOWED, {}, { orderStatus: o.status });
    const [last] = await tx.select().from(hotelOrderReminders).where(eq(hotelOrderReminders.orderId, o.id)).orderBy(desc(hotelOrderReminders.remindedAt)).limit(1);
    const next = last ? new Date(last.remindedAt.getTime() + INTERVAL_MS) : null;
    if (next && next > now) throw new AppError(HotelError.REMIND_TOO_SOON, { nextRemindTime: chinaMinute(next) }, { nextRemindTime: next.toISOString() });
    await tx.insert(hotelOrderReminders).values({ orderId: o.id, remindedAt: now });
    return o.holdId;
  });
  // The hotel hears of it after we committed; it only logs it (the sandbox confirms at its own pace).
  await hotels.remindReservation(holdId);
  return { orderId, remindedAt: now.toISOString(), nextRemindTime: new Date(now.getTime() + INTERVAL_MS).toISOString() };
}
