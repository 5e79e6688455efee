import { and, eq } from 'drizzle-orm';
import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { FreeChild } from '@travel/contracts/train/free-child';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError, notFound, ParamError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { checkFreeChild, freeChildRow, freeChildView, travelsOn } from './free-child-rules';
import { lockOrder } from './order-moves';
import { isLiveOrder } from './order-status';
import { trainFreeChildren, trainOrderPassengers, trainOrderTrips, trainTickets } from './schema';

type Scope = { enterpriseId: string; memberId: string };

/**
 * train/free_child/add: a free-ticket child on an order's passenger who still travels, before the train leaves; one
 * per passenger (the table's key holds it against racing adds). Another member's order is simply not found.
 */
export async function addFreeChild(db: Db, scope: Scope, input: { orderId: string; passengerIndex: number; freeChild: FreeChild }, locale: Locale, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, scope);
      const [passenger] = await tx.select().from(trainOrderPassengers).where(and(eq(trainOrderPassengers.orderId, order.id), eq(trainOrderPassengers.passengerIndex, input.passengerIndex)));
      if (!passenger) throw notFound('passenger');
      const [tickets, trips, children] = await Promise.all([
        tx.select().from(trainTickets).where(and(eq(trainTickets.orderId, order.id), eq(trainTickets.passengerIndex, input.passengerIndex))),
        tx.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, order.id)),
        tx.select().from(trainFreeChildren).where(eq(trainFreeChildren.orderId, order.id)),
      ]);
      const travelling = tickets.filter((x) => travelsOn([x.status]));
      const departures = trips.filter((trip) => travelling.some((x) => x.tripIndex === trip.tripIndex)).map((trip) => trip.departureTime.getTime());
      if (!isLiveOrder(order.status) || departures.length === 0 || Math.min(...departures) <= now.getTime()) throw new AppError(TrainError.FREE_CHILD_CLOSED);
      const first = [...trips].sort((a, b) => a.tripIndex - b.tripIndex)[0]!;
      checkFreeChild(input.freeChild, { birthday: passenger.birthday, passengerIndex: input.passengerIndex }, first.departureDate, locale, 'freeChild');
      if (children.some((c) => c.passengerIndex === input.passengerIndex)) throw new AppError(TrainError.FREE_CHILD_LIMIT, { passengerIndex: input.passengerIndex }, { passengerIndex: input.passengerIndex });
      const idNumber = input.freeChild.idNumber.toUpperCase();
      const others = await tx.select({ idNumber: trainOrderPassengers.idNumber }).from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, order.id));
      if ([...others, ...children].some((x) => x.idNumber === idNumber)) throw new ParamError([{ path: 'freeChild.idNumber', code: 'custom', message: t(locale, 'validation.duplicatePassenger') }]);
      const row = freeChildRow(order.id, input.passengerIndex, input.freeChild, now);
      const [saved] = await tx.insert(trainFreeChildren).values(row).returning();
      return { orderId: order.id, passengerIndex: input.passengerIndex, freeChild: freeChildView(saved!, tickets.map((x) => x.status), true) };
    });
  } catch (err) {
    // A racing add for the same passenger committed first.
    if (isUniqueViolation(err)) throw new AppError(TrainError.FREE_CHILD_LIMIT, { passengerIndex: input.passengerIndex }, { passengerIndex: input.passengerIndex });
    throw err;
  }
}
