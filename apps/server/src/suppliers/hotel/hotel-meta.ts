import type { HotelArea, HotelSummary } from '../../modules/hotel/hotel-port';
import type { BrandDef } from './brands';
import type { HotelCity } from './hotel-cities';

/** What the sandbox keeps of a generated hotel beside its summary: the inputs of rooms, plans, prices and allotments. */
export interface HotelMeta {
  summary: HotelSummary;
  city: HotelCity;
  brand: BrandDef | null;
  /** the area the hotel was placed around */
  anchor: HotelArea;
  guestRoomNum: number;
  /** the base nightly price of its standard room, CNY minor units */
  baseCny: number;
  /** a business hotel is dearer Monday to Thursday nights, a leisure hotel at weekends */
  business: boolean;
}

/** Hotel ids: 'H' + the city id + a 4-digit index, so the city is known from the id alone. */
export function hotelIdOf(cityId: string, index: number): string {
  return `H${cityId}${String(index).padStart(4, '0')}`;
}

export function cityIdOfHotel(hotelId: string): string | null {
  return /^H(\d{3}[0-9A-Z]{3,6})\d{4}$/.test(hotelId) ? hotelId.slice(1, -4) : null;
}
