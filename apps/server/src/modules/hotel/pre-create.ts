import type { z } from 'zod';
import { HOTEL_ORDER_MAX_ROOMS, type OrderStay } from '@travel/contracts/hotel/order-check';
import type { preCreateCall } from '@travel/contracts/hotel/order-create';
import { HOTEL_TRAVEL_TYPE } from '@travel/contracts/hotel/stay';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { listContacts } from '../member/contact-service';
import { hotelNightStandard } from '../policy/control-service';
import type { MemberScope } from './browse-record';
import { cancelPolicyList, payWayName } from './booking-texts';
import { guaranteeFormatOf } from './guarantee-rule';
import { textIn } from './hotel-card';
import type { HotelSupplier } from './hotel-port';
import { markPlan, nightCap } from './night-policy';
import { resolveOffer } from './order-offer';
import { checkStay } from './stay-check';

export type PreCreateOutput = z.output<(typeof preCreateCall)['output']>;

/** Arrival times offered: each full hour after the hotel's earliest check-in up to 23:00, then 23:59. */
export function arrivalTimes(checkinEarliest: string): string[] {
  const first = Number(checkinEarliest.slice(0, 2));
  const hours = Array.from({ length: Math.max(0, 24 - first) }, (_, i) => `${String(first + i).padStart(2, '0')}:00`);
  return [...hours.slice(1), '23:59'];
}

/**
 * order/pre_create (spec 3 booking data): the plan read again from the hotel for the stay (the same room errors as the
 * check), its nightly prices marked against the standard, how it is paid and cancelled, arrival times and contacts.
 */
export async function preCreate(hotels: HotelSupplier, db: Db, scope: MemberScope, input: OrderStay, locale: Locale, now: Date): Promise<PreCreateOutput> {
  const offer = await resolveOffer(db, hotels, scope.enterpriseId, input, now);
  await checkStay(db, scope, input, offer.hotel.cityId, locale, now);
  const [detail, rule, contacts] = await Promise.all([
    hotels.getHotel(input.hotelId),
    input.travelType === HOTEL_TRAVEL_TYPE.PRIVATE ? null : hotelNightStandard(db, scope, { travellers: [], cityId: offer.hotel.cityId }),
    listContacts(db, scope),
  ]);
  const { plan, room, hotel } = offer;
  const mark = markPlan(plan, rule, nightCap(rule, plan.totalPrice.currency)).tmcControl;
  const over = new Set(mark.exceedDates);
  const times = arrivalTimes(detail?.checkinPolicy.checkinEarliest ?? '14:00');
  const preferred = times.includes('18:00') ? '18:00' : times[0];
  const cancel = plan.cancel;
  const total = plan.totalPrice.amount;
  // We invoice the stay (after check-out) unless it is paid at the hotel, whose desk invoices it.
  return {
    baseInfo: { checkinDate: input.checkinDate, checkoutDate: input.checkoutDate, nights: plan.nights.length, showInvoiceModule: plan.payWay !== 14 },
    hotelInfo: { hotelId: hotel.hotelId, hotelName: textIn(locale, hotel.name), address: textIn(locale, hotel.address), cityId: hotel.cityId, star: hotel.star },
    ratePlanId: plan.ratePlanId,
    roomTypeId: room.roomTypeId,
    roomTypeName: textIn(locale, room.name),
    ratePlanName: textIn(locale, plan.name),
    bedTypeName: textIn(locale, room.bedDescription),
    breakfastCount: plan.breakfast,
    maxRoomNum: Math.min(HOTEL_ORDER_MAX_ROOMS, ...plan.nights.map((n) => n.remaining)),
    liveNum: plan.maxGuests,
    selectTimeList: times.map((v) => ({ selectTimeValue: v, selectTimeTitle: t(locale, 'hotel.arrivalBy', { time: v }), selected: v === preferred })),
    payWay: plan.payWay,
    payWayName: payWayName(locale, plan.payWay),
    payOnline: plan.payWay === 1,
    mixedPay: mark.mixedPay,
    guaranteeFormat: plan.guarantee ? guaranteeFormatOf(input.travelType, plan.payWay) : null,
    guaranteeCondition: plan.guarantee?.condition ?? null,
    guaranteeStartTime: plan.guarantee?.afterTime ?? null,
    cancelPolicyType: cancel.type,
    cancelPolicyList: cancelPolicyList(locale, cancel),
    freeCancelTime: cancel.type === 'NO_CANCEL' ? null : cancel.freeCancelUntil,
    latestCancelTime: cancel.type === 'FREE_CANCEL' ? cancel.freeCancelUntil : null,
    instantConfirm: plan.instantConfirm,
    hidePrice: false,
    exceeding: mark.exceeding,
    supportCentralPay: [0, 6, 10].includes(plan.payWay),
    tmcControl: mark,
    calendarPriceList: plan.nights.map((n) => ({ date: n.date, price: n.price, cnyAmount: n.cnyAmount, breakfastCount: plan.breakfast, exceeding: over.has(n.date) })),
    priceInfo: {
      currency: plan.totalPrice.currency,
      totalPrice: total,
      totalPriceIncServiceFee: total,
      prepayPrice: plan.payWay === 14 ? 0 : total,
      serviceFee: 0,
      totalTaxAndFee: plan.taxAndFee.amount,
      couponAmount: 0,
      totalPayPrice: total,
      totalCnyAmount: plan.totalCnyAmount,
    },
    contactList: contacts.map((c) => ({ contactId: c.contactId, name: c.name, mobileCountryCode: c.mobileCountryCode, mobile: c.mobile, email: c.email, isDefault: c.isDefault })),
  };
}
