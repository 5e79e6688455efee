import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { rateplanListCall } from '@travel/contracts/hotel/rateplan';
import { HOTEL_TRAVEL_TYPE } from '@travel/contracts/hotel/stay';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { hotelNightStandard } from '../policy/control-service';
import type { MemberScope } from './browse-record';
import type { HotelSupplier, StayQuery } from './hotel-port';
import { nightCap } from './night-policy';
import { planView, type PlanContext } from './rate-plan-view';
import { rateplanAnswer, type RateplanListOutput } from './rateplan-answer';
import { checkStay } from './stay-check';

export type RateplanListInput = z.output<(typeof rateplanListCall)['input']>;

const nightsOf = (q: { checkinDate: string; checkoutDate: string }) => Math.round((Date.parse(q.checkoutDate) - Date.parse(q.checkinDate)) / 86_400_000);

/**
 * A hotel's rooms and plans for a stay: the window and travel-request gate first, then the supplier's live stay and the
 * traveller's nightly standard (one read each), each plan judged and marked, then the local filters and the order.
 */
export async function listRatePlans(hotels: HotelSupplier, db: Db, scope: MemberScope, input: RateplanListInput, locale: Locale, now: Date): Promise<RateplanListOutput> {
  const hotel = await hotels.findHotel(input.hotelId);
  if (!hotel) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  await checkStay(db, scope, input, hotel.cityId, locale, now);
  // The enterprise is the corporate account contract rates are agreed with.
  const query: StayQuery = { checkinDate: input.checkinDate, checkoutDate: input.checkoutDate, roomNum: input.roomNum, adultNum: input.adultNum, childAges: input.childAgeList, corporateId: scope.enterpriseId };
  const [stay, rule] = await Promise.all([
    hotels.getStay(input.hotelId, query),
    input.travelType === HOTEL_TRAVEL_TYPE.PRIVATE ? null : hotelNightStandard(db, scope, { travellers: input.travellers, cityId: hotel.cityId }),
  ]);
  if (!stay) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  const ctx: PlanContext = {
    locale,
    stay: { nights: nightsOf(input), guests: input.adultNum + input.childAgeList.length, roomNum: input.roomNum },
    rule,
    cap: nightCap(rule, stay.currency),
  };
  const rooms = stay.rooms.map((r) => ({ room: r.room, plans: r.ratePlans.map((o) => planView(o, r.room, r.ratePlans, ctx)) }));
  return rateplanAnswer(rooms, { hotelId: input.hotelId, protocolHotel: hotel.protocol, query, filter: input.filter, rule, locale, now });
}
