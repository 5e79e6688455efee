import type { z } from 'zod';
import type { modifyInfoQueryCall } from '@travel/contracts/hotel/modify';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { addDays } from '../../platform/dates';
import { splitAmount } from '../commerce/money-split';
import type { MemberScope } from './browse-record';
import { cancelPolicyList } from './booking-texts';
import { earlyCheckoutQuote } from './early-checkout-quote';
import type { HotelSupplier } from './hotel-port';
import { earlyCheckoutRange, maxCheckout } from './modify-rules';
import { hotelToday, modifyTypeList } from './modify-state';
import { findOrder, type HotelOrderRow } from './order-moves';
import { orderNights } from './order-read';

type Input = z.output<(typeof modifyInfoQueryCall)['input']>;
type Output = z.output<(typeof modifyInfoQueryCall)['output']>;

/** How far past the checkout the calendar looks for full nights (and an extension may be priced). */
const EXTEND_LOOKAHEAD_DAYS = 30;

/** The plan's nights after the current checkout as the hotel sells them now (today's rates, rooms left). */
async function nightsAfter(hotels: HotelSupplier, o: HotelOrderRow, until: string) {
  const stay = await hotels.getStay(o.hotelId, { checkinDate: o.checkoutDate, checkoutDate: until, roomNum: o.roomNum, adultNum: o.adultNum, childAges: o.childAges, corporateId: o.enterpriseId });
  const plan = stay?.rooms.find((r) => r.room.roomTypeId === o.roomTypeId)?.ratePlans.find((p) => p.ratePlanId === o.ratePlanId);
  return plan?.nights ?? [];
}

/**
 * modify/info/query: what may change, the range a new checkout may take (early checkout from check-in + 1 day, an
 * extension up to the booking window), the nights that are full after the checkout, and for a proposed checkout what
 * it changes: an extension priced at today's rates, an early checkout the released nights less the plan's penalty;
 * split between company and traveller as the order is.
 */
export async function queryModifyInfo(hotels: HotelSupplier, db: Db, scope: MemberScope, input: Input, locale: Locale, now: Date): Promise<Output> {
  const o = await findOrder(db, scope, input.orderId);
  const today = await hotelToday(db, o, now);
  const types = modifyTypeList(o, today, locale);
  const open = (m: string) => types.some((x) => x.modifyType === m && x.canModify);
  const latest = maxCheckout(today);
  const proposed = input.checkoutDate && input.checkoutDate !== o.checkoutDate ? input.checkoutDate : null;
  const lookahead = [addDays(o.checkoutDate, EXTEND_LOOKAHEAD_DAYS), proposed ?? ''].reduce((a, b) => (b > a ? b : a));
  const after = open('EXTEND') ? await nightsAfter(hotels, o, lookahead < latest ? lookahead : latest) : [];
  const fullDateList = after.filter((n) => n.remaining < o.roomNum).map((n) => n.date);
  let difference: number | null = null;
  if (proposed && proposed > o.checkoutDate) {
    const added = after.filter((n) => n.date < proposed);
    difference = added.reduce((sum, n) => sum + n.price.amount, 0) * o.roomNum;
  } else if (proposed) {
    const q = earlyCheckoutQuote(o, await orderNights(db, o.id), proposed, now);
    difference = -(q.released - q.penalty);
  }
  const split = difference === null ? null : splitAmount(Math.abs(difference), o);
  const sign = difference !== null && difference < 0 ? -1 : 1;
  const money = (amount: number) => ({ amount, currency: o.currency });
  return {
    orderId: o.id,
    canModifyMode: open('EXTEND') || open('EARLY_CHECKOUT'),
    canModifyCheckinPersonInfo: open('GUESTS'),
    canModifyLinkmanInfo: open('CONTACT'),
    canModifyClientRemark: open('REMARK'),
    canModifyArrivalTime: open('ARRIVAL_TIME'),
    modifyTypeList: types,
    checkinDate: o.checkinDate,
    minCheckinDate: earlyCheckoutRange(o, today).min,
    maxCheckoutDate: latest,
    defaultCheckoutDate: o.checkoutDate,
    fullDateList,
    modifyType: proposed ? (proposed > o.checkoutDate ? 'EXTEND' : 'EARLY_CHECKOUT') : null,
    afterModifyDifferencePrice: split ? { company: money(sign * split.company), personal: money(sign * split.personal) } : null,
    guaranteeCancelRule: cancelPolicyList(locale, o.cancelRule),
  };
}
