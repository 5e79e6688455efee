import { TrainError } from '@travel/contracts/train/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { overlappingOrders } from '../commerce/order-ledger';
import { getMember } from '../member/member-service';
import { getPassengerRow } from '../member/passenger-service';
import type { ResolvedTrip, Scope } from './book-common';
import { railName } from './booking-rules';
import { checkBookingFreeChildren } from './free-child-rules';
import { passengerInsurances, type InsuranceSales } from './insurance-catalog';
import { LIVE_TICKET_STATUSES } from './order-status';
import { otherOrderRef, visibleOrderIds } from './order-visibility';
import { trainOrders, trainTickets } from './schema';

const LIVE_ORDERS: TrainOrderStatus[] = ['BOOKING', 'WAIT_CONFIRM', 'WAIT_APPROVE', 'WAIT_PAY', 'ISSUING', 'ISSUED', 'NOT_PURCHASE', 'PURCHASING', 'PURCHASED'];

export type PickedInsurance = { insuranceProductId: string; fee: number };
export type CheckedPassengers = { names: string[]; identities: string[]; insurances: PickedInsurance[][]; insuranceTotal: number };

/**
 * The passengers as the railway takes them: names by its rule, each identity once, saved passengers and colleagues
 * the booker may name, and insurance that is on sale.
 */
export async function checkPassengers(db: Db, sales: InsuranceSales, scope: Scope, input: BookSubmitInput, locale: Locale): Promise<CheckedPassengers> {
  const names = input.passengerList.map((p) => railName(p.familyName, p.givenName));
  const badName = names.findIndex((n) => n === null);
  if (badName >= 0) throw new ParamError([{ path: `passengerList.${badName}.givenName`, code: 'custom', message: t(locale, 'validation.railName') }]);
  const identities = input.passengerList.map((p) => `${p.idType}:${p.idNumber.toUpperCase()}`);
  const twice = identities.findIndex((id, i) => identities.indexOf(id) !== i);
  if (twice >= 0) throw new ParamError([{ path: `passengerList.${twice}.idNumber`, code: 'custom', message: t(locale, 'validation.duplicatePassenger') }]);
  await checkPassengerSources(db, scope, input);
  checkBookingFreeChildren(input, locale);
  const insurances = input.passengerList.map((p, i) => {
    const picked = passengerInsurances(p.insuranceProductIds, sales);
    if ('refused' in picked) throw new AppError(TrainError.INSURANCE_NOT_FOR_SALE, { insuranceProductId: picked.refused }, { passengerIndex: i + 1 });
    return picked;
  });
  const insuranceTotal = insurances.flat().reduce((sum, x) => sum + x.fee, 0);
  return { names: names as string[], identities, insurances, insuranceTotal };
}

/** Saved passengers must be the booker's, colleagues must exist: a booking names no one it may not. */
async function checkPassengerSources(db: Db, scope: Scope, input: BookSubmitInput) {
  for (const p of input.passengerList) {
    if (p.passengerId) await getPassengerRow(db, scope, p.passengerId);
    if (p.source === 'STAFF') {
      if (!p.memberId) throw new ParamError([{ path: 'passengerList.memberId', code: 'invalid_type', message: 'memberId' }]);
      await getMember(db, scope.enterpriseId, p.memberId);
    }
  }
}

/** One identity, one ticket per train and date; then the repeat-order warning (430019095) unless the booker ignores it. */
export async function checkTravellersFree(db: Db, scope: Scope, identities: string[], trips: readonly ResolvedTrip[], ignoreDuplicate: boolean) {
  // Other boarding stations on the same train must not overlap.
  const mine = await db
    .select()
    .from(trainTickets)
    .where(and(inArray(trainTickets.identity, identities), inArray(trainTickets.trainNo, trips.map((x) => x.section.trainNo)), inArray(trainTickets.status, [...LIVE_TICKET_STATUSES])));
  for (const { section } of trips) {
    const clash = mine.find((m) => m.trainNo === section.trainNo && m.departureDate === section.departureDate);
    // A ticket in the middle of a change or refund is still the traveller's: the booking waits for it to settle.
    // The holding order may be anyone's, in any enterprise: its id goes back only to whoever may open it.
    if (clash && (clash.status === 'CHANGE_APPLYING' || clash.status === 'REFUND_APPLYING')) throw new AppError(TrainError.ORDER_OCCUPIED, {}, await otherOrderRef(db, scope, clash.orderId));
    if (clash) throw new AppError(TrainError.TICKET_EXISTS, { trainNo: section.trainNo, date: section.departureDate }, await otherOrderRef(db, scope, clash.orderId));
  }
  if (ignoreDuplicate) return;
  const duplicates = await findDuplicates(db, scope, identities, trips);
  if (duplicates.length > 0) {
    // The warning stands for every traveller's repeat; it lists only the orders the caller may open.
    const visible = await visibleOrderIds(db, scope, duplicates.map((d) => d.orderId));
    throw new AppError(TrainError.REPEAT_ORDER, {}, { orderList: duplicates.filter((d) => visible.has(d.orderId)) });
  }
}

/** 430019095: a traveller already has a live train order on one of the days (the order ledger's trips). */
async function findDuplicates(db: Db, scope: Scope, identities: string[], trips: readonly ResolvedTrip[]) {
  const dates = trips.map((t) => t.section.departureDate).sort();
  const found = await overlappingOrders(db, { travellers: identities, begin: dates[0]!, end: dates[dates.length - 1]!, product: 'TRAIN' });
  const ids = found.filter((o) => o.enterpriseId === scope.enterpriseId).map((o) => o.orderId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ orderId: trainTickets.orderId, trainNo: trainTickets.trainNo })
    .from(trainTickets)
    .where(and(inArray(trainTickets.orderId, ids), inArray(trainTickets.identity, identities), inArray(trainTickets.departureDate, dates), inArray(trainTickets.status, [...LIVE_TICKET_STATUSES])));
  if (rows.length === 0) return [];
  const orders = await db.select().from(trainOrders).where(and(eq(trainOrders.enterpriseId, scope.enterpriseId), inArray(trainOrders.id, [...new Set(rows.map((r) => r.orderId))]), inArray(trainOrders.status, LIVE_ORDERS)));
  return orders.map((o) => ({ orderId: o.id, bookOrderStatus: o.status, orderTime: o.createdAt.toISOString(), trainNoList: [...new Set(rows.filter((r) => r.orderId === o.id).map((r) => r.trainNo))] }));
}
