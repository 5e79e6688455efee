import { pendingApprovalDeadline } from '../approval/task-service';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { OrderDetail } from '@travel/contracts/train/order';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import type { TrainTrip } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { maskCertNo, maskEmail, maskMobile } from '../../platform/masking';
import { displayName, getMember } from '../member/member-service';
import { getPayOrderById, payOrderView } from '../payment/payment-service';
import { isLiveOrder, isTicketedOrder, orderCan, ticketCan } from './order-status';
import { purchaseTypeName } from './purchase-queue';
import { isImportedKind } from './imported-order';
import { insuranceProduct, insurancesForSale, type InsuranceSales } from './insurance-catalog';
import { ageOn, mayAccompany } from '@travel/contracts/train/passenger-age';
import { freeChildView, travelsOn } from './free-child-rules';
import { trainFreeChildren, trainOrderInsurances, trainOrderPassengers, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { stationDirectory, stationNameOf } from './station-directory';
import { visibleOrder, orderVisibleTo } from './order-visibility';
import { chargedTo, collectionStatusOf, refundChangeInfo, trainInvoice, trainSegments } from './order-detail-extras';

type Scope = { enterpriseId: string; memberId: string };
const money = (amount: number, currency = 'CNY') => ({ amount, currency });

/** A stored trip snapshot with its station names in the reader's language. */
async function tripView(db: Db, row: typeof trainOrderTrips.$inferSelect, locale: Locale) {
  const dir = await stationDirectory(db);
  const snap = row.snapshot as TrainTrip;
  const name = (code: string) => stationNameOf(dir, code, locale);
  const { seatList: _s, perLowestPrice: _p, saleFlag: _f, saleCloseTime: _c, saleOpenTime: _o, carrierList: _l, ...trip } = snap;
  return {
    ...trip,
    fromStation: { ...trip.fromStation, stationName: name(trip.fromStation.stationCode) },
    toStation: { ...trip.toStation, stationName: name(trip.toStation.stationCode) },
    seatClass: row.seatClass as TrainSeatClass,
    eOrderNo: row.eOrderNo,
    changeId: row.changeId,
  };
}

type InsuranceRow = typeof trainOrderInsurances.$inferSelect;
const insuranceView = (x: InsuranceRow, locale: Locale) => ({
  insuranceProductId: x.insuranceProductId,
  name: insuranceProduct(x.insuranceProductId, {} as InsuranceSales, locale)?.name ?? x.insuranceProductId,
  insuranceFee: money(x.fee),
  insuranceStatus: x.status,
});

/** train/insurance/query: per passenger, the insurance bought with the order and what is for sale. */
export async function orderInsurance(db: Db, scope: Scope, orderId: string, sales: InsuranceSales, locale: Locale) {
  const [o] = await db.select().from(trainOrders).where(visibleOrder(scope, orderId));
  if (!o) throw notFound('order');
  const [passengers, insurances] = await Promise.all([
    db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, orderId)),
    db.select().from(trainOrderInsurances).where(eq(trainOrderInsurances.orderId, orderId)),
  ]);
  const forSale = insurancesForSale(sales, locale);
  return {
    passengerList: passengers
      .sort((a, b) => a.passengerIndex - b.passengerIndex)
      .map((p) => {
        const mine = insurances.filter((x) => x.passengerIndex === p.passengerIndex);
        return {
          passengerIndex: p.passengerIndex,
          purchasedList: mine.map((x) => insuranceView(x, locale)),
          purchasableList: forSale.filter((f) => !mine.some((x) => x.insuranceProductId === f.insuranceProductId)),
        };
      }),
  };
}

/** train/order/list: the member's orders, newest first. */
export async function listOrders(db: Db, scope: Scope, input: { pageIndex: number; pageSize: number; statusList: TrainOrderStatus[] }, locale: Locale) {
  const where = and(orderVisibleTo(scope), ...(input.statusList.length > 0 ? [inArray(trainOrders.status, input.statusList)] : []));
  const [{ total }] = (await db.select({ total: count() }).from(trainOrders).where(where)) as [{ total: number }];
  const orders = await db.select().from(trainOrders).where(where).orderBy(desc(trainOrders.createdAt), desc(trainOrders.id)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  const ids = orders.map((o) => o.id);
  const trips = ids.length ? await db.select().from(trainOrderTrips).where(inArray(trainOrderTrips.orderId, ids)) : [];
  const passengers = ids.length ? await db.select().from(trainOrderPassengers).where(inArray(trainOrderPassengers.orderId, ids)) : [];
  const list = [];
  for (const o of orders) {
    const mine = trips.filter((t) => t.orderId === o.id).sort((a, b) => a.tripIndex - b.tripIndex);
    const views = await Promise.all(mine.map((t) => tripView(db, t, locale)));
    list.push({
      orderId: o.id,
      bookOrderStatus: o.status,
      purchaseType: purchaseTypeName(o.purchaseType),
      orderTime: o.createdAt.toISOString(),
      travelType: o.travelType,
      trainNo: views.map((v) => v.trainNo).join('/'),
      departureTime: views[0]!.departureTime,
      arrivalTime: views[views.length - 1]!.arrivalTime,
      fromStationName: views[0]!.fromStation.stationName,
      toStationName: views[views.length - 1]!.toStation.stationName,
      passengerNames: passengers.filter((p) => p.orderId === o.id).sort((a, b) => a.passengerIndex - b.passengerIndex).map((p) => `${p.familyName}${p.givenName}`),
      orderAmount: money(o.totalAmount, o.currency),
    });
  }
  return { list, totalSize: total, pageIndex: input.pageIndex, totalPages: Math.ceil(total / input.pageSize) };
}

/** train/order/detail: every part of spec 3's order detail that applies, identity numbers and phones masked. */
export async function orderDetail(db: Db, scope: Scope, orderId: string, locale: Locale, now: Date): Promise<OrderDetail> {
  const [o] = await db.select().from(trainOrders).where(visibleOrder(scope, orderId));
  if (!o) throw notFound('order');
  const [trips, passengers, tickets, booker, insurances, freeChildren] = await Promise.all([
    db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId)),
    db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, orderId)),
    db.select().from(trainTickets).where(eq(trainTickets.orderId, orderId)),
    getMember(db, o.enterpriseId, o.memberId),
    db.select().from(trainOrderInsurances).where(eq(trainOrderInsurances.orderId, orderId)),
    db.select().from(trainFreeChildren).where(eq(trainFreeChildren.orderId, orderId)),
  ]);
  const payOrder = o.payOrderId ? payOrderView(await getPayOrderById(db, o.payOrderId), now) : null;
  const passengerViews = passengers
    .sort((a, b) => a.passengerIndex - b.passengerIndex)
    .map((p) => ({
      passengerIndex: p.passengerIndex,
      source: p.source,
      name: `${p.familyName}${p.givenName}`,
      familyName: p.familyName,
      givenName: p.givenName,
      passengerType: p.passengerType,
      birthday: p.birthday,
      gender: p.gender,
      idType: p.idType,
      idNumber: maskCertNo(p.idNumber)!,
      mobile: maskMobile(p.mobile),
      insuranceList: insurances.filter((x) => x.passengerIndex === p.passengerIndex).map((x) => insuranceView(x, locale)),
      ...freeChildOf({ children: freeChildren, tickets, trips, order: o, now }, p),
    }));
  const waitPay = o.status === 'WAIT_PAY' && payOrder?.needPay === true;
  const waitConfirm = o.status === 'WAIT_CONFIRM' && o.confirmDeadline !== null && o.confirmDeadline > now;
  const issued = isTicketedOrder(o.status);
  // A changed order still has live (new) tickets that can be refunded.
  // Imported tickets (kinds 4, 5) are refunded and changed at the railway, not through us.
  const ours = !isImportedKind(o.purchaseType);
  const afterSaleOpen = (issued || o.status === 'CHANGED') && ours;
  const tripList = [];
  for (const trip of trips.sort((a, b) => a.tripIndex - b.tripIndex)) {
    const ticketList = tickets
      .filter((t) => t.tripIndex === trip.tripIndex)
      .sort((a, b) => a.passengerIndex - b.passengerIndex)
      .map((t) => ({
        ticketId: t.id,
        tripIndex: t.tripIndex,
        passengerIndex: t.passengerIndex,
        ticketStatus: t.status,
        ticketNo: t.ticketNo,
        beforeChangeTicketId: t.beforeChangeTicketId,
        seatClass: t.seatClass as TrainSeatClass,
        coachNo: t.coachNo,
        seatNo: t.seatNo,
        berth: t.berth,
        ticketPrice: money(t.ticketPrice),
        serviceFee: money(t.serviceFee),
        totalPrice: money(t.ticketPrice + t.serviceFee),
        canRefund: ours && ticketCan(t.status, 'APPLY_REFUND') && trip.departureTime > now,
        // One change per ticket: a ticket a change produced (on the change's trip) cannot be changed again.
        canChange: ours && ticketCan(t.status, 'APPLY_CHANGE') && trip.changeId === null && trip.departureTime > now,
      }));
    tripList.push({
      ...(await tripView(db, trip, locale)),
      // A change's trip carries only the passengers whose tickets it changed.
      passengerList: passengerViews.filter((p) => tickets.some((t) => t.tripIndex === trip.tripIndex && t.passengerIndex === p.passengerIndex)),
      ticketList,
      segmentList: ticketList.map((x) => ({ ticketId: x.ticketId, passengerIndex: x.passengerIndex, coachNo: x.coachNo, seatNo: x.seatNo, berth: x.berth })),
    });
  }
  const afterSale = await refundChangeInfo(db, o.id);
  const segments = trainSegments(tripList, afterSale.changeList);
  const purchaseType = purchaseTypeName(o.purchaseType);
  const canCancel = orderCan(o.status, 'CANCEL');
  return {
    orderBaseInfo: {
      orderId: o.id,
      bookOrderStatus: o.status,
      orderTime: o.createdAt.toISOString(),
      bookingType: passengers.every((p) => p.source === 'SELF') ? 'SELF' : 'OTHERS',
      travelType: o.travelType,
      travelNO: o.travelNo,
      serviceProviderId: o.serviceProviderId,
      purchaseType,
      purchaseTime: o.purchaseAt?.toISOString() ?? null,
      acceptNoSeat: o.acceptNoSeat,
      violationReason: o.violationReason,
      bookingUser: { memberId: o.memberId, enterpriseId: o.enterpriseId, name: displayName(booker) },
      approvalEndTime: await approvalEndOf(db, o),
      ticketSource: o.ticketSource,
      collectionStatus: collectionStatusOf(segments),
      relatedOrderId: o.relatedOrderId,
      requireTrain: purchaseType !== 'alternate',
      ...(await chargedTo(db, o, locale)),
    },
    tripMode: o.travelType === 'PRIVATE' ? '1' : '0',
    contactList: [{ name: o.contact.name, mobileCountryCode: o.contact.mobileCountryCode, mobile: maskMobile(o.contact.mobile)!, email: maskEmail(o.contact.email)! }],
    tripList,
    trainSegmentList: segments,
    refundChangeInfo: afterSale,
    invoice: await trainInvoice(db, o.id),
    waitProcessInfo: waitConfirm
      ? {
          isWaitProcess: true,
          waitProcessType: 'BOOKING_CONFIRM',
          payEndTime: o.confirmDeadline!.toISOString(),
          payEndLeftSecond: Math.max(0, Math.floor((o.confirmDeadline!.getTime() - now.getTime()) / 1000)),
        }
      : {
          isWaitProcess: waitPay,
          waitProcessType: waitPay ? 'WAIT_PAY' : null,
          payEndTime: waitPay ? payOrder!.payEndTime : null,
          payEndLeftSecond: waitPay ? payOrder!.payDeadLineSeconds : 0,
        },
    payment: payOrder,
    orderAmount: money(o.totalAmount, o.currency),
    canCancelOrder: canCancel,
    buttons: {
      pay: waitPay,
      cancel: canCancel,
      confirm: waitConfirm,
      refund: afterSaleOpen && tripList.some((t) => t.ticketList.some((x) => x.canRefund)),
      change: afterSaleOpen && tripList.some((t) => t.ticketList.some((x) => x.canChange)),
      bookAgain: ['CANCELED', 'ISSUED', 'ISSUE_FAILED', 'BOOK_FAILED', 'REFUNDED', 'CHANGED', 'PURCHASED', 'PURCHASE_FAILED'].includes(o.status),
      buyReturn: issued,
      modifyHbLimitTime: purchaseType === 'alternate' && (o.status === 'NOT_PURCHASE' || o.status === 'PURCHASING'),
    },
    supplierType: 'OFFICIAL_RAIL',
    rushInfo: null,
  };
}

/**
 * Until when a WAIT_APPROVE order waits: the order's own wait end (before departure), or sooner the approval flow's
 * deadline when the flow decides by itself then.
 */
async function approvalEndOf(db: Db, o: { id: string; enterpriseId: string; status: string; confirmDeadline: Date | null }): Promise<string | null> {
  if (o.status !== 'WAIT_APPROVE' || !o.confirmDeadline) return null;
  const flow = await pendingApprovalDeadline(db, o.enterpriseId, o.id);
  return new Date(Math.min(o.confirmDeadline.getTime(), flow?.getTime() ?? Infinity)).toISOString();
}

/**
 * The free child riding on a passenger's tickets, if any (spec 5), with its status by those tickets; and whether one
 * may be added or removed now (the same rules train/free_child/add and delete apply).
 */
function freeChildOf(
  o: { children: (typeof trainFreeChildren.$inferSelect)[]; tickets: (typeof trainTickets.$inferSelect)[]; trips: (typeof trainOrderTrips.$inferSelect)[]; order: { status: TrainOrderStatus }; now: Date },
  p: { passengerIndex: number; birthday: string },
) {
  const child = o.children.find((c) => c.passengerIndex === p.passengerIndex);
  const statuses = o.tickets.filter((x) => x.passengerIndex === p.passengerIndex).map((x) => x.status);
  const trips = [...o.trips].sort((a, b) => a.tripIndex - b.tripIndex);
  const beforeDeparture = trips.length > 0 && trips.every((trip) => trip.departureTime > o.now);
  const canAdd = !child && beforeDeparture && isLiveOrder(o.order.status) && travelsOn(statuses) && mayAccompany(ageOn(p.birthday, trips[0]!.departureDate));
  return { freeChild: child ? freeChildView(child, statuses, beforeDeparture) : null, canAddFreeChild: canAdd };
}
