import { and, eq } from 'drizzle-orm';
import type { OrderCheckType } from '@travel/contracts/hotel/order-check';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { Db } from '../../platform/db/database';
import { hotelNightStandard } from '../policy/control-service';
import { exceedOutcome } from './exceed-outcome';
import type { Night } from './hotel-port';
import { nightCap } from './night-policy';
import type { HotelOrderRow } from './order-moves';
import { hotelOrderGuests } from './schema';

export interface ExtensionVerdict {
  /** the new nights of every room, in the hotel's currency and in CNY */
  total: number;
  totalCny: number;
  /** the traveller's part, in the hotel's currency; the company's part in CNY (what a travel request's budget counts) */
  personal: number;
  companyCny: number;
  handling: OrderCheckType;
  exceedDates: string[];
  /** the nightly cap the nights were held to, in `standardCurrency` (-1: no limit, or a private stay) */
  standard: number;
  standardCurrency: string;
}

/** Whose standard the stay is held to: the first guest of the first room, as at booking (`roomTravellers`). */
async function firstTraveller(db: Db, o: HotelOrderRow): Promise<TravellerRef> {
  const [g] = await db.select().from(hotelOrderGuests).where(and(eq(hotelOrderGuests.orderId, o.id), eq(hotelOrderGuests.roomIndex, 1), eq(hotelOrderGuests.guestIndex, 1)));
  if (!g || (g.source === 'SELF' && !g.passengerId)) return {};
  return g.source === 'STAFF' && g.memberId ? { memberId: g.memberId } : g.passengerId ? { passengerId: g.passengerId } : { name: g.name };
}

/**
 * The new nights of an extension judged alone, night by night, against the traveller's nightly standard of the city
 * (policy's hotelNightStandard, as the booking's marks): a private stay is the traveller's; over the standard, the
 * enterprise's handling decides — mixed pay (online, or at the hotel) puts each night's excess on the traveller,
 * personal pay the whole of the new nights, a reason keeps them the company's, forbidden is the caller's refusal.
 */
export async function judgeExtension(db: Db, o: HotelOrderRow, nights: readonly Night[]): Promise<ExtensionVerdict> {
  const total = nights.reduce((s, n) => s + n.price.amount, 0) * o.roomNum;
  const totalCny = nights.reduce((s, n) => s + n.cnyAmount, 0) * o.roomNum;
  const none = { total, totalCny, exceedDates: [], standard: -1, standardCurrency: o.currency };
  if (o.travelType === 1) return { ...none, personal: total, companyCny: 0, handling: 'NONE' };
  const rule = await hotelNightStandard(db, { enterpriseId: o.enterpriseId, memberId: o.memberId }, { travellers: [await firstTraveller(db, o)], cityId: o.cityId });
  const cap = nightCap(rule, o.currency);
  const out = exceedOutcome({ nights: [...nights], payWay: o.payWay }, o.roomNum, rule, cap);
  const judged = { ...none, handling: out.exceedHandling, exceedDates: out.exceedDates, standard: rule.standard, standardCurrency: rule.currency };
  let personal = 0;
  if (cap && (out.exceedHandling === 'EXCEED_MIX_PAY' || out.exceedHandling === 'EXCEED_NO_MIX_PAY')) {
    // Each night's excess over the cap, carried into the hotel's currency by that night's own rate.
    personal = nights.reduce((s, n) => s + Math.round((n.price.amount * Math.max(0, cap.amountOf(n) - cap.cap)) / Math.max(1, cap.amountOf(n))), 0) * o.roomNum;
  } else if (out.exceedHandling === 'EXCEED_PERSONAL_PAY') {
    personal = total;
  }
  const companyCny = personal >= total ? 0 : totalCny - Math.round((totalCny * personal) / Math.max(1, total));
  return { ...judged, personal, companyCny };
}
