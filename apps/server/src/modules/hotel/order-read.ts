import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { HotelOrder, orderHistoryListCall } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_STATUS_CODES } from '@travel/contracts/hotel/order-status';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { maskEmail, maskMobile } from '../../platform/masking';
import { orderInvoiceView } from '../invoice/invoice-service';
import { getPayOrderById, payOrderView } from '../payment/payment-service';
import type { MemberScope } from './browse-record';
import { cancelQuote, type CancelQuote } from './cancel-penalty';
import { pendingExtensionOf } from './extension-view';
import { textIn } from './hotel-card';
import { findOrder, type HotelOrderRow } from './order-moves';
import { confirmationFlags, guestFlags, orderActionList } from './order-actions';
import { afterStayInfo } from './after-stay-view';
import { contactMaskKeys } from './mask-key';
import { modifyFlags } from './modify-rules';
import { hotelToday } from './modify-state';
import { hotelInvoiceRefusal } from './hotel-invoice';
import { hotelOrderComments, hotelOrderGuests, hotelOrderNights, hotelOrders } from './schema';

const compact = (date: string) => date.replace(/-/g, '');
const iso = (d: Date | null) => d?.toISOString() ?? null;
/** Orders that ended without a stay, or with the hotel's no-show charge: what it cost and what went back. */
const ENDED: readonly HotelOrderRow['status'][] = ['CANCELED', 'CONFIRM_FAILED', 'NO_SHOW'];
export const showStatus = (locale: Locale, o: Pick<HotelOrderRow, 'status'>) => t(locale, `hotel.orderStatus.${o.status}`);
type Night = typeof hotelOrderNights.$inferSelect;

/** The order's nights in date order, and what cancelling it now costs (the first night's own price counts). */
export async function orderNights(db: Db, orderId: string): Promise<Night[]> {
  return db.select().from(hotelOrderNights).where(eq(hotelOrderNights.orderId, orderId)).orderBy(asc(hotelOrderNights.date));
}

export const quoteOf = (o: HotelOrderRow, nights: readonly Night[], now: Date) =>
  cancelQuote({ status: o.status, payWay: o.payWay, cancelRule: o.cancelRule, totalAmount: o.totalAmount, roomNum: o.roomNum, firstNightPrice: nights[0]?.price ?? 0 }, now);

export function cantCancelReason(locale: Locale, reason: CancelQuote['reason']): string | null {
  if (reason === 'NO_CANCEL') return t(locale, 'hotel.cancelPolicy.none');
  if (reason === 'STAYED') return t(locale, 'hotel.cancelPolicy.stayed');
  return reason === 'STATUS' ? t(locale, 'hotel.cancelPolicy.notCancelable') : null;
}

/** order/get (spec 3 "Order"): the order the caller may open, with what may be done with it now. */
export async function getOrder(db: Db, scope: MemberScope, orderId: string, locale: Locale, now: Date, viewer = { admin: false }): Promise<HotelOrder> {
  const o = await findOrder(db, scope, orderId);
  const [nights, guests, pay, comment] = await Promise.all([
    orderNights(db, o.id),
    db.select().from(hotelOrderGuests).where(eq(hotelOrderGuests.orderId, o.id)).orderBy(asc(hotelOrderGuests.roomIndex), asc(hotelOrderGuests.guestIndex)),
    o.payOrderId ? getPayOrderById(db, o.payOrderId).then((po) => payOrderView(po, now)) : null,
    db.select({ orderId: hotelOrderComments.orderId }).from(hotelOrderComments).where(eq(hotelOrderComments.orderId, o.id)),
  ]);
  // An extension waiting for its payment is what the order waits for then: its own pay order and countdown.
  const extension = await pendingExtensionOf(db, o, now);
  const { invoiceInfo, ...invoiceFlags } = await orderInvoiceView(db, 'HOTEL', o.id, hotelInvoiceRefusal(o));
  const due = extension?.payOrder?.needPay ? extension.payOrder : o.status === 'WAIT_PAY' ? pay : null;
  const waitPay = due?.needPay === true;
  const waitGuarantee = o.status === 'WAIT_GUARANTEE' && o.guaranteeDeadline !== null && o.guaranteeDeadline.getTime() > now.getTime();
  const quote = quoteOf(o, nights, now);
  const afterStay = await afterStayInfo(db, o, nights, quote, now, viewer.admin);
  const breakfast = t(locale, `hotel.breakfast.${o.breakfast}`);
  const money = (amount: number) => ({ amount, currency: o.currency });
  const operate: HotelOrder['orderOperateInfo'] = {
    waitPay,
    waitGuarantee,
    latestGuaranteeTime: waitGuarantee ? iso(o.guaranteeDeadline) : null,
    latestPayTime: waitPay ? due!.payEndTime : null,
    waitApprove: o.status === 'WAIT_APPROVE',
    latestApproveTime: o.status === 'WAIT_APPROVE' ? iso(o.approvalDeadline) : null,
    secondToLatestPayTime: waitPay ? due!.payDeadLineSeconds : 0,
    canCancelType: quote.canCancelType,
    cantCancelReasonDesc: quote.canCancelType === 'YES' ? null : cantCancelReason(locale, quote.reason),
    canBookingAgain: true,
    ...guestFlags(o, comment.length > 0),
    ...modifyFlags(o, await hotelToday(db, o, now)),
    ...confirmationFlags(o),
    ...afterStay.flags,
    ...invoiceFlags,
  };
  return {
    baseInfo: {
      orderId: o.id,
      orderStatus: HOTEL_ORDER_STATUS_CODES[o.status],
      orderStatusName: o.status,
      showOrderStatus: showStatus(locale, o),
      payType: o.payWay,
      travelType: o.travelType,
      travelNo: o.travelNo,
      travelPurpose: null,
      bookingTime: o.createdAt.toISOString(),
      bookType: o.bookType,
      cancelPolicyType: o.cancelRule.type,
      guaranteeFormat: o.guaranteeFormat ?? null,
      guaranteeCard: o.guaranteeCard ?? null,
      guaranteeAmount: o.guarantee && o.guaranteeFormat && o.guaranteeAmount !== null ? money(o.guaranteeAmount) : null,
      guaranteeAmountType: o.guarantee && o.guaranteeFormat ? o.guarantee.amount : null,
      hotelConfirmNum: o.hotelConfirmNum,
      memberNumber: null,
    },
    hotelInfo: {
      hotelId: o.hotelId,
      hotelName: textIn(locale, o.hotelName),
      address: textIn(locale, o.hotelAddress),
      roomTypeName: textIn(locale, o.roomName),
      ratePlanName: textIn(locale, o.planName),
      roomNum: o.roomNum,
      adultNum: o.adultNum,
      childNum: o.childAges.length,
      checkinDate: compact(o.checkinDate),
      checkoutDate: compact(o.checkoutDate),
      planArrivalTime: o.latestArrivalTime,
      breakfastTypeName: breakfast,
      bedTypeName: textIn(locale, o.bedName),
      customerRemark: o.remark,
    },
    orderPrice: {
      currency: o.currency,
      totalPrice: o.totalAmount,
      waitPayPrice: waitPay ? due!.personalAmount.amount : 0,
      roomPriceExclusive: o.totalAmount,
      taxAndFee: 0,
      serviceFee: 0,
      promotionPrice: 0,
      surchargeDesc: null,
      companyAmount: o.totalAmount - o.personalAmount,
      personalAmount: o.personalAmount,
    },
    dailyPriceList: nights.map((n) => ({ date: compact(n.date), price: n.price, breakfastTypeName: breakfast })),
    checkinPersonList: guests.map((g) => ({ roomIndex: g.roomIndex, guestIndex: g.guestIndex, source: g.source, name: g.name })),
    keyContact: { name: o.contact.name, mobileCountryCode: o.contact.mobileCountryCode, mobile: maskMobile(o.contact.mobile) ?? '', email: maskEmail(o.contact.email), ...contactMaskKeys(o) },
    orderOperateInfo: operate,
    actionList: orderActionList(o.id, operate),
    cancelInfo: ENDED.includes(o.status) ? { penalty: money(o.penaltyAmount ?? 0), refund: money(o.refundAmount ?? 0), cancelReason: o.cancelReason ?? o.cancelReasonCode } : null,
    stayInfo: o.checkedInAt || o.noShowAt ? { checkedInAt: iso(o.checkedInAt), checkedOutAt: iso(o.checkedOutAt), noShowAt: iso(o.noShowAt) } : null,
    payOrderId: o.payOrderId,
    pendingExtension: extension,
    staffFeedback: afterStay.staffFeedback,
    applications: afterStay.applications,
    invoiceInfo,
  };
}

type HistoryOutput = z.output<(typeof orderHistoryListCall)['output']>;

/** hotel/order_history/list: the member's latest hotel orders, newest first. */
export async function orderHistory(db: Db, scope: MemberScope, size: number, locale: Locale): Promise<HistoryOutput> {
  const rows = await db
    .select()
    .from(hotelOrders)
    .where(and(eq(hotelOrders.enterpriseId, scope.enterpriseId), eq(hotelOrders.memberId, scope.memberId)))
    .orderBy(desc(hotelOrders.createdAt), desc(hotelOrders.id))
    .limit(size);
  return {
    list: rows.map((o) => ({
      orderId: o.id,
      hotelId: o.hotelId,
      hotelName: textIn(locale, o.hotelName),
      checkinDate: compact(o.checkinDate),
      checkoutDate: compact(o.checkoutDate),
      roomNum: o.roomNum,
      orderStatus: HOTEL_ORDER_STATUS_CODES[o.status],
      showOrderStatus: showStatus(locale, o),
      totalPrice: { amount: o.totalAmount, currency: o.currency },
      bookingTime: o.createdAt.toISOString(),
    })),
  };
}
