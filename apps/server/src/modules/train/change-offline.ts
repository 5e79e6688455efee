import { TrainError } from '@travel/contracts/train/errors';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@travel/contracts/platform/locales';
import type { offlineChangeInputSchema } from '@travel/contracts/train/offline';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import type { AfterSaleDeps } from './after-sale-common';
import { changeError } from './change-common';
import { assertNoTicketOnNewTrain, changeContext, offlineChangePrice, resolveNewTrip } from './change-rules';
import { holdThenWrite, writeChange } from './change-write';
import { trainOrders } from './schema';

type OfflineChangeInput = z.output<typeof offlineChangeInputSchema>;

/**
 * bg train/offline/change: a change the station made, recorded by the service desk with the fee it charged; the train
 * must stop at the stations given. It waits for the traveller's confirmation like any change.
 */
export async function recordOfflineChange(deps: AfterSaleDeps, db: Db, enterpriseId: string, adminId: string, input: OfflineChangeInput, locale: Locale, now: Date) {
  const { rail, config } = deps;
  const trip = { trainNo: input.trainNo, departureDate: input.departureDate, fromStationCode: input.fromStationCode, toStationCode: input.toStationCode, seatClass: input.seatClass };
  try {
    const [row] = await db.select({ memberId: trainOrders.memberId }).from(trainOrders).where(and(eq(trainOrders.id, input.orderId), eq(trainOrders.enterpriseId, enterpriseId)));
    if (!row) throw notFound('order');
    const actor = { enterpriseId, memberId: row.memberId, bookedBy: adminId };
    const seen = await changeContext(db, actor, input.orderId, input.ticketIdList, now);
    const stops = await rail.getSeatProducts({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromTelecode: trip.fromStationCode, toTelecode: trip.toStationCode });
    if (!stops) throw new AppError(TrainError.OFFLINE_STATION_MISMATCH, { trainNo: trip.trainNo });
    const resolved = await resolveNewTrip(db, rail, seen, trip, locale, now);
    return await holdThenWrite(
      deps,
      db,
      seen,
      resolved,
      async (tx, hold, changeId) => {
        const ctx = await changeContext(tx, actor, input.orderId, input.ticketIdList, now, true);
        await assertNoTicketOnNewTrain(tx, actor, ctx, resolved.section);
        const remark = `${input.coachNo ? `${input.coachNo}/` : ''}${input.seatNo}`;
        const price = (fares: number[]) => offlineChangePrice(ctx, fares, input.changeFee);
        return writeChange(config, tx, { actor, ctx, trip: resolved, hold, changeId }, price, { reason: input.reason, remark, quotationId: null }, now);
      },
      now,
    );
  } catch (err) {
    throw changeError(err, trip);
  }
}
