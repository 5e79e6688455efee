import type { GuaranteeFormat } from '@travel/contracts/hotel/guarantee';
import { HOTEL_ORDER_STATUS_CODES } from '@travel/contracts/hotel/order-status';
import type { Db } from '../../platform/db/database';
import { recordOrder } from '../commerce/order-ledger';
import { payOrderView } from '../payment/payment-service';
import { lockTravelRequestBudget, type GateTravelRequest } from '../travel-request/booking-gate';
import type { MemberScope } from './browse-record';
import type { RoomHold } from './hotel-port';
import type { CheckedGuest } from './order-guests';
import { guaranteeAmountOf } from './guarantee-rule';
import { approvalWaitEnd, requestHotelApproval } from './order-approval';
import type { ResolvedOffer } from './order-offer';
import type { HotelVerdict } from './order-policy';
import { payDeadline, queueAfterStatus, startOrderPayment } from './order-proceed';
import { nextHotelOrderStatus } from './order-status';
import { assertStayBudget } from './stay-budget';
import { hotelOrderGuests, hotelOrderNights, hotelOrders, type HotelOrderContact } from './schema';

export interface HotelBookingPlan {
  orderId: string;
  scope: MemberScope & { bookedBy: string; bookType: number };
  offer: ResolvedOffer;
  /** who guarantees the stay (null: it needs no guarantee); a card (2) is asked after booking, before the hotel confirms */
  guaranteeFormat: GuaranteeFormat | null;
  guests: readonly CheckedGuest[];
  gate: GateTravelRequest | null;
  verdict: HotelVerdict;
  input: { travelType: 0 | 1; adultNum: number; childAgeList: number[]; latestArrivalTime?: string; remark?: string; contact: HotelOrderContact; violationReason?: { reasonCode?: string; reasonText?: string } };
}

/**
 * Our writes once the hotel holds every night of every room: the budget under the request's lock, then the pay order
 * (none when paid at the hotel; settled at once when nothing is the traveller's), the order, its guests and nights,
 * its ledger row; an order with nothing to pay online goes to the hotel for confirmation at once, unless it waits for
 * the traveller's card guarantee first (until the same deadline a payment would have). A stay whose policy asks for
 * approval waits for it first (WAIT_APPROVE, no pay order yet): see order-approval.ts.
 */
export async function commitHotelOrder(tx: Db, plan: HotelBookingPlan, hold: RoomHold, now: Date) {
  const { orderId, scope, offer, verdict, gate, input } = plan;
  const total = offer.plan.totalPrice.amount;
  const currency = offer.plan.totalPrice.currency;
  if (gate && gate.estimatedAmount !== null) {
    // Under the request's lock, so racing bookings cannot both pass.
    await lockTravelRequestBudget(tx, scope.enterpriseId, gate.travelNO);
    await assertStayBudget(tx, scope.enterpriseId, gate, verdict.companyCny);
  }
  const approvalDeadline = verdict.approval ? approvalWaitEnd(now, hold) : null;
  const deadline = payDeadline(now, hold);
  const proceeding = verdict.approval ? null : await startOrderPayment(tx, { id: orderId, enterpriseId: scope.enterpriseId, memberId: scope.memberId, payWay: offer.plan.payWay, currency, totalAmount: total, personalAmount: verdict.personal, guaranteeFormat: plan.guaranteeFormat }, deadline, now);
  const payOrder = proceeding?.payOrder ?? null;
  const status = nextHotelOrderStatus('BOOKING', proceeding?.event ?? 'AWAIT_APPROVAL');
  const { hotel, room } = offer;
  const rate = offer.plan;
  await tx.insert(hotelOrders).values({
    id: orderId,
    enterpriseId: scope.enterpriseId,
    memberId: scope.memberId,
    bookedBy: scope.bookedBy,
    bookType: scope.bookType,
    status,
    travelType: input.travelType,
    travelNo: gate?.travelNO ?? null,
    hotelId: hotel.hotelId,
    cityId: hotel.cityId,
    hotelName: hotel.name,
    hotelAddress: hotel.address,
    roomTypeId: room.roomTypeId,
    roomName: room.name,
    bedName: room.bedDescription,
    ratePlanId: rate.ratePlanId,
    planName: rate.name,
    breakfast: rate.breakfast,
    payWay: rate.payWay,
    checkinDate: hold.checkinDate,
    checkoutDate: hold.checkoutDate,
    roomNum: hold.roomNum,
    adultNum: input.adultNum,
    childAges: input.childAgeList,
    latestArrivalTime: input.latestArrivalTime ?? null,
    remark: input.remark ?? null,
    contact: input.contact,
    cancelRule: rate.cancel,
    guarantee: rate.guarantee,
    guaranteeFormat: plan.guaranteeFormat,
    guaranteeAmount: rate.guarantee && plan.guaranteeFormat ? guaranteeAmountOf(rate.guarantee, hold.nights.map((n) => n.price.amount), hold.roomNum, total) : null,
    guaranteeDeadline: status === 'WAIT_GUARANTEE' ? deadline : null,
    approvalDeadline,
    holdExpiresAt: new Date(hold.expiresAt),
    instantConfirm: rate.instantConfirm,
    violationReason: input.violationReason?.reasonText ?? input.violationReason?.reasonCode ?? null,
    control: verdict.control,
    currency,
    totalAmount: total,
    personalAmount: verdict.personal,
    totalCnyAmount: rate.totalCnyAmount,
    holdId: hold.holdId,
    holdKey: holdKeyOf(orderId),
    payOrderId: payOrder?.id ?? null,
    payDeadline: status === 'WAIT_PAY' ? deadline : null,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(hotelOrderGuests).values(plan.guests.map((g) => ({ orderId, roomIndex: g.roomIndex, guestIndex: g.guestIndex, source: g.source, memberId: g.source === 'STAFF' ? (g.memberId ?? null) : g.source === 'SELF' && !g.passengerId ? scope.memberId : null, passengerId: g.passengerId ?? null, name: g.name, mobile: g.mobile ?? null })));
  const cny = new Map(rate.nights.map((n) => [n.date, n.cnyAmount]));
  await tx.insert(hotelOrderNights).values(hold.nights.map((n) => ({ orderId, date: n.date, price: n.price.amount, cnyAmount: cny.get(n.date) ?? n.price.amount, breakfast: rate.breakfast })));
  await recordOrder(
    tx,
    { product: 'HOTEL', orderId, enterpriseId: scope.enterpriseId, memberId: scope.memberId, bookedBy: scope.bookedBy, travelType: input.travelType === 1 ? 'PRIVATE' : 'BUSINESS', travelNo: gate?.travelNO ?? null, live: true, currency, companyAmount: total - verdict.personal, personalAmount: verdict.personal, beginDate: hold.checkinDate, endDate: hold.checkoutDate },
    plan.guests.map((g) => g.identity),
    now,
  );
  await queueAfterStatus(tx, orderId, status, deadline, now);
  const approved = approvalDeadline && verdict.approval ? await requestHotelApproval(tx, { orderId, deadline: approvalDeadline, policyInput: verdict.approval.policyInput }, now) : null;
  const finalStatus = approved?.status ?? status;
  const finalPayOrder = approved?.payOrder ?? payOrder;
  return {
    orderId,
    orderStatus: finalStatus,
    orderStatusCode: HOTEL_ORDER_STATUS_CODES[finalStatus],
    bookType: scope.bookType,
    totalPrice: rate.totalPrice,
    personalAmount: { amount: verdict.personal, currency },
    payOrder: finalPayOrder ? payOrderView(finalPayOrder, now) : null,
    exceedHandling: verdict.exceedHandling,
  };
}

/** The key the order's hold is taken with at the hotel: a retry answers the same hold, and its undo releases it. */
export const holdKeyOf = (orderId: string) => `${orderId}:hold`;
