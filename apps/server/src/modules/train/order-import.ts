import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PURCHASE_KINDS } from '@travel/contracts/train/statuses';
import { SERVICE_PROVIDER_IDS } from '@travel/contracts/train/booking';
import { TrainError } from '@travel/contracts/train/errors';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { recordOrder } from '../commerce/order-ledger';
import { getMember } from '../member/member-service';
import type { RailAccountOrder, RailAccountSupplier } from '../rail-account/rail-account-port';
import { findRailOrder, railAccountOrders } from '../rail-account/rail-account-service';
import { passengerTypeAt } from './booking-rules';
import type { RailSupplier, SeatClass } from './rail-port';
import { trainOrderPassengers, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { stationDirectory } from './station-directory';
import { SEAT_CLASS, tripOf } from './trip-view';

type Scope = { enterpriseId: string; memberId: string; bookedBy: string };
type Kind = typeof PURCHASE_KINDS.IMPORTED | typeof PURCHASE_KINDS.USER_IMPORTED;
export type ImportDeps = { rail: RailSupplier; accounts?: RailAccountSupplier };

const orderIdOf = (now: Date) => `T${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/** The member's order imported from this railway order, if any. */
async function importedBefore(db: Db, s: Scope, eOrderNo: string): Promise<string | null> {
  const [row] = await db
    .select({ id: trainOrders.id })
    .from(trainOrders)
    .where(and(eq(trainOrders.enterpriseId, s.enterpriseId), eq(trainOrders.memberId, s.memberId), eq(trainOrders.importedOrderNo, eOrderNo)));
  return row?.id ?? null;
}

/**
 * One railway order as an ISSUED train order of the member: its trip, passengers and tickets with coach and seat,
 * paid at the railway (no pay order of ours, all of it the traveller's own), in one transaction. Answers the order id,
 * or null when nothing of it still travels; IMPORT_TAKEN when another order of the platform holds its tickets.
 */
async function importOne(deps: ImportDeps, db: Db, s: Scope, order: RailAccountOrder, kind: Kind, now: Date): Promise<string | null> {
  const tickets = order.tickets.filter((t) => t.status === 'ISSUED');
  if (tickets.length === 0 || Date.parse(order.departureTime) <= now.getTime()) return null;
  // The railway's timetable for the trip as the order pages show it (read before our transaction).
  const section = await deps.rail.getSeatProducts({ trainNo: order.trainNo, departureDate: order.departureDate, fromTelecode: order.fromTelecode, toTelecode: order.toTelecode });
  if (!section) return null;
  const dir = await stationDirectory(db);
  const member = await getMember(db, s.enterpriseId, s.memberId);
  const orderId = orderIdOf(now);
  const total = tickets.reduce((sum, t) => sum + t.price, 0);
  const identities = tickets.map((t) => `PASSPORT:${t.idNumber.toUpperCase()}`);
  const first = tickets[0]!;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(trainOrders).values({
        id: orderId,
        ...s,
        status: 'ISSUED',
        travelType: 'PRIVATE',
        purchaseType: kind,
        serviceProviderId: SERVICE_PROVIDER_IDS[0],
        contact: { name: `${first.familyName} ${first.givenName}`, mobileCountryCode: member.mobileCountryCode, mobile: member.mobile ?? '', email: member.email ?? '' },
        acceptNoSeat: false,
        currency: 'CNY',
        totalAmount: total,
        personalAmount: total,
        ticketSource: '12306',
        importedOrderNo: order.eOrderNo,
        createdAt: now,
        updatedAt: now,
      });
      await recordOrder(tx, { product: 'TRAIN', orderId, enterpriseId: s.enterpriseId, memberId: s.memberId, bookedBy: s.bookedBy, travelType: 'PRIVATE', travelNo: null, live: true, currency: 'CNY', companyAmount: 0, personalAmount: total, beginDate: order.departureDate, endDate: order.departureDate }, identities, now);
      await tx.insert(trainOrderPassengers).values(
        tickets.map((t, i) => ({
          orderId,
          passengerIndex: i + 1,
          source: 'CUSTOMER' as const,
          familyName: t.familyName.toUpperCase(),
          givenName: t.givenName.toUpperCase(),
          passengerType: passengerTypeAt(t.birthday, order.departureDate),
          birthday: t.birthday,
          gender: t.gender,
          nationality: t.nationality,
          mobileCountryCode: '86',
          idType: 'PASSPORT',
          idNumber: t.idNumber.toUpperCase(),
          placeOfIssue: t.nationality,
          idExpiredDate: t.idExpiredDate,
        })),
      );
      await tx.insert(trainOrderTrips).values({
        orderId,
        tripIndex: 1,
        trainNo: order.trainNo,
        departureDate: order.departureDate,
        fromStationCode: order.fromTelecode,
        toStationCode: order.toTelecode,
        departureTime: new Date(order.departureTime),
        arrivalTime: new Date(order.arrivalTime),
        seatClass: SEAT_CLASS[first.seatClass as SeatClass],
        snapshot: tripOf({ ...section, seats: [] }, 1, dir, 'zh-CN'),
        // The railway's hold stays the railway's: refunds and changes of these tickets are done at its counters.
        holdId: null,
        eOrderNo: order.eOrderNo,
      });
      await tx.insert(trainTickets).values(
        tickets.map((t, i) => ({
          id: `${orderId}-1-${i + 1}`,
          orderId,
          tripIndex: 1,
          passengerIndex: i + 1,
          status: 'ISSUED' as const,
          identity: identities[i]!,
          trainNo: order.trainNo,
          departureDate: order.departureDate,
          fromStationCode: order.fromTelecode,
          seatClass: SEAT_CLASS[t.seatClass as SeatClass],
          holdIndex: t.index,
          coachNo: t.coachNo,
          seatNo: t.seatNo,
          berth: t.berth,
          ticketPrice: t.price,
          serviceFee: 0,
          ticketNo: t.ticketNo,
          updatedAt: now,
        })),
      );
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Imported by a racing call of the same member: that import stands.
    const earlier = await importedBefore(db, s, order.eOrderNo);
    if (earlier) return earlier;
    throw new AppError(TrainError.IMPORT_TAKEN);
  }
  return orderId;
}

/** train/order/import/sync: the logged-in railway account's orders not yet imported, as purchase kind 4. */
export async function syncImportedOrders(deps: ImportDeps, db: Db, s: Scope, now: Date) {
  const orders = await railAccountOrders(deps.accounts, db, s, now);
  const importedList: { orderId: string; eOrderNo: string }[] = [];
  let alreadyImportedCount = 0;
  let skippedCount = 0;
  for (const order of orders) {
    if (await importedBefore(db, s, order.eOrderNo)) {
      alreadyImportedCount++;
      continue;
    }
    const orderId = await importOne(deps, db, s, order, PURCHASE_KINDS.IMPORTED, now).catch((err: unknown) => {
      if (err instanceof AppError && err.code === TrainError.IMPORT_TAKEN) return null;
      throw err;
    });
    if (orderId) importedList.push({ orderId, eOrderNo: order.eOrderNo });
    else skippedCount++;
  }
  return { importedList, alreadyImportedCount, skippedCount };
}

/** train/order/import: one railway order by its number and a passenger's id number, as purchase kind 5, once per member. */
export async function importOrderByNumber(deps: ImportDeps, db: Db, s: Scope, input: { eOrderNo: string; idNumber: string }, now: Date) {
  const order = await findRailOrder(deps.accounts, input);
  // The same answer whether the number or the id number is wrong: the railway tells nobody whose order it is.
  if (!order) throw new AppError(TrainError.IMPORT_NOT_FOUND);
  const earlier = await importedBefore(db, s, order.eOrderNo);
  if (earlier) return { orderId: earlier, eOrderNo: order.eOrderNo, alreadyImported: true };
  const orderId = await importOne(deps, db, s, order, PURCHASE_KINDS.USER_IMPORTED, now);
  if (!orderId) throw new AppError(TrainError.IMPORT_NOT_FOUND);
  return { orderId, eOrderNo: order.eOrderNo, alreadyImported: false };
}
