import type { HotelSupplier, Night } from './hotel-port';
import type { HotelOrderRow } from './order-moves';

/**
 * The order's plan for the nights from its checkout to `until` as the hotel sells them now (today's rates, rooms left);
 * null when the hotel no longer sells the plan.
 */
export async function nightsAfter(hotels: HotelSupplier, o: HotelOrderRow, until: string): Promise<Night[] | null> {
  const q = { checkinDate: o.checkoutDate, checkoutDate: until, roomNum: o.roomNum, adultNum: o.adultNum, childAges: o.childAges, corporateId: o.enterpriseId };
  const stay = await hotels.getStay(o.hotelId, q);
  const plan = stay?.rooms.find((r) => r.room.roomTypeId === o.roomTypeId)?.ratePlans.find((p) => p.ratePlanId === o.ratePlanId);
  return plan?.nights ?? null;
}
