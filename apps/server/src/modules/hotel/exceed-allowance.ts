import type { HotelAllowances } from '../policy/control-service';
import type { GateTravelRequest } from '../travel-request/booking-gate';

/**
 * What an approved over-standard application (the request a stay is booked under, HOTEL_EXCEED) grants: by memberId,
 * the nightly amount (CNY minor units) a traveller may spend on this stay. A traveller's city entries decide when they
 * exist (the stay's city, within the entry's dates when it has them; the highest of several); otherwise their actual
 * exceed amount applies everywhere. None without an application, or for travellers it does not name.
 */
export function exceedAllowances(gate: GateTravelRequest | null, stay: { cityId: string; checkinDate: string; checkoutDate: string }): HotelAllowances {
  const out = new Map<string, number>();
  if (!gate?.exceedApplication) return out;
  for (const t of gate.exceedApplication.travellerList) {
    const memberId = gate.travellers.find((x) => x.travellerId === t.travellerId)?.memberId;
    if (!memberId) continue;
    const cities = t.hotelExceedCityList;
    const fits = cities.filter((c) => c.cityId === stay.cityId && (!c.checkinDate || c.checkinDate <= stay.checkinDate) && (!c.checkoutDate || stay.checkoutDate <= c.checkoutDate));
    const amount = cities.length === 0 ? t.hotelExceedActualAmount : fits.length > 0 ? Math.max(...fits.map((c) => c.exceedAmount)) : null;
    if (amount !== null && amount > 0) out.set(memberId, Math.max(amount, out.get(memberId) ?? 0));
  }
  return out;
}
