import type { z } from 'zod';
import type { modifyInfoQueryCall } from '@travel/contracts/hotel/modify';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { addDays } from '../../platform/dates';
import { splitAmount } from '../commerce/money-split';
import type { MemberScope } from './browse-record';
import { cancelPolicyList } from './booking-texts';
import { earlyCheckoutQuote } from './early-checkout-quote';
import { judgeExtension } from './extension-policy';
import { nightsAfter } from './extension-quote';
import type { HotelSupplier } from './hotel-port';
import { earlyCheckoutRange, extendRange } from './modify-rules';
import { hotelToday, modifyTypeList } from './modify-state';
import { findOrder } from './order-moves';
import { orderNights } from './order-read';

type Input = z.output<(typeof modifyInfoQueryCall)['input']>;
type Output = z.output<(typeof modifyInfoQueryCall)['output']>;

/** How far past the checkout the calendar looks for full nights (and an extension may be priced). */
const EXTEND_LOOKAHEAD_DAYS = 30;

/**
 * modify/info/query: what may change, the range a new checkout may take (early checkout from check-in + 1 day, an
 * extension up to the booking window), the nights that are full after the checkout, and for a proposed checkout what
 * it changes: an extension's new nights at today's rates, split company / traveller as they are judged alone
 * against the standard (a private stay's all the traveller's); an early checkout the released nights less the plan's
 * penalty, split between company and traveller as the order is.
 */
export async function queryModifyInfo(hotels: HotelSupplier, db: Db, scope: MemberScope, input: Input, locale: Locale, now: Date): Promise<Output> {
  const o = await findOrder(db, scope, input.orderId);
  const today = await hotelToday(db, o, now);
  const types = modifyTypeList(o, today, locale);
  const open = (m: string) => types.some((x) => x.modifyType === m && x.canModify);
  const latest = extendRange(o, today).max;
  const proposed = input.checkoutDate && input.checkoutDate !== o.checkoutDate ? input.checkoutDate : null;
  const lookahead = [addDays(o.checkoutDate, EXTEND_LOOKAHEAD_DAYS), proposed ?? ''].reduce((a, b) => (b > a ? b : a));
  const after = open('EXTEND') ? ((await nightsAfter(hotels, o, lookahead < latest ? lookahead : latest)) ?? []) : [];
  const fullDateList = after.filter((n) => n.remaining < o.roomNum).map((n) => n.date);
  const money = (amount: number) => ({ amount, currency: o.currency });
  let split: { company: number; personal: number } | null = null;
  let sign = 1;
  let extendNightList: Output['extendNightList'] = [];
  if (proposed && proposed > o.checkoutDate && open('EXTEND')) {
    const added = after.filter((n) => n.date < proposed);
    const verdict = await judgeExtension(db, o, added);
    split = { company: verdict.total - verdict.personal, personal: verdict.personal };
    extendNightList = added.map((n) => ({ date: n.date, price: n.price, exceeding: verdict.exceedDates.includes(n.date) }));
  } else if (proposed && proposed < o.checkoutDate) {
    const q = earlyCheckoutQuote(o, await orderNights(db, o.id), proposed, now);
    split = splitAmount(q.released - q.penalty, o);
    sign = -1;
  }
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
    extendNightList,
    guaranteeCancelRule: cancelPolicyList(locale, o.cancelRule),
  };
}
