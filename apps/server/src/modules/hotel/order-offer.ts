import { HotelError } from '@travel/contracts/hotel/errors';
import type { OrderStay } from '@travel/contracts/hotel/order-check';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { cityTimeZone } from '../common/city-service';
import { getReferenceData } from '../common/reference-cache';
import { HotelSupplierError, type HotelSummary, type HotelSupplier, type RatePlanOffer, type RoomType, type StayQuery } from './hotel-port';
import { assertStayWindow } from './stay-check';

/** The chosen plan as the hotel sells it now, with its hotel and room. */
export interface ResolvedOffer {
  hotel: HotelSummary;
  room: RoomType;
  plan: RatePlanOffer;
  query: StayQuery;
}

export const stayQueryOf = (stay: OrderStay, enterpriseId: string): StayQuery => ({
  checkinDate: stay.checkinDate,
  checkoutDate: stay.checkoutDate,
  roomNum: stay.roomNum,
  adultNum: stay.adultNum,
  childAges: stay.childAgeList,
  corporateId: enterpriseId,
});

/**
 * Reads the plan again from the hotel for the stay and refuses what cannot be booked as shown, with the room-error
 * codes of spec 8 (after which the rate plans reload): gone, full on a night, not sold for these dates, too many
 * guests a room, or another price than the one shown.
 */
export async function resolveOffer(db: Db, hotels: HotelSupplier, enterpriseId: string, stay: OrderStay, now: Date): Promise<ResolvedOffer> {
  const hotel = await hotels.findHotel(stay.hotelId);
  if (!hotel) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  assertStayWindow(stay, hotel.cityId, cityTimeZone(await getReferenceData(db), hotel.cityId), now);
  const query = stayQueryOf(stay, enterpriseId);
  const found = await hotels.getStay(stay.hotelId, query);
  const entry = found?.rooms.find((r) => r.room.roomTypeId === stay.roomTypeId);
  const plan = entry?.ratePlans.find((p) => p.ratePlanId === stay.ratePlanId);
  if (!entry || !plan) throw new AppError(HotelError.ROOM_GONE);
  if (plan.nights.length < plan.minStay || plan.nights[0]?.closedToArrival) throw new AppError(HotelError.ROOM_NOT_BOOKABLE);
  if (Math.ceil((stay.adultNum + stay.childAgeList.length) / stay.roomNum) > plan.maxGuests) throw new AppError(HotelError.ROOM_GUESTS_EXCEEDED, { maxGuests: plan.maxGuests }, { maxGuests: plan.maxGuests });
  if (plan.nights.some((n) => n.remaining < stay.roomNum)) throw new AppError(HotelError.ROOM_FULL);
  const shown = stay.totalPrice;
  if (shown && (shown.amount !== plan.totalPrice.amount || shown.currency !== plan.totalPrice.currency)) {
    throw new AppError(HotelError.ROOM_PRICE_CHANGED, {}, { totalPrice: plan.totalPrice });
  }
  return { hotel, room: entry.room, plan, query };
}

/** The hotel's refusal of a hold as the room errors of spec 8; anything else is not a room error. */
export function roomErrorOf(err: unknown, offer: ResolvedOffer): unknown {
  if (!(err instanceof HotelSupplierError)) return err;
  switch (err.code) {
    case 'SOLD_OUT':
      return new AppError(HotelError.ROOM_FULL);
    case 'PRICE_CHANGED':
      return new AppError(HotelError.ROOM_PRICE_CHANGED, {}, { totalPrice: offer.plan.totalPrice });
    case 'TOO_MANY_GUESTS':
      return new AppError(HotelError.ROOM_GUESTS_EXCEEDED, { maxGuests: offer.plan.maxGuests }, { maxGuests: offer.plan.maxGuests });
    case 'MIN_STAY':
    case 'CLOSED_TO_ARRIVAL':
    case 'OUT_OF_WINDOW':
      return new AppError(HotelError.ROOM_NOT_BOOKABLE);
    default:
      return new AppError(HotelError.ROOM_GONE);
  }
}
