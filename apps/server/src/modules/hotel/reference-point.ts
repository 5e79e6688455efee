import type { AreaType } from '@travel/contracts/hotel/hotel-card';
import type { Coordinate } from '@travel/contracts/hotel/stay';
import type { Locale } from '@travel/contracts/platform/locales';
import { t } from '../../platform/i18n';
import type { Db } from '../../platform/db/database';
import type { MemberScope } from './browse-record';
import { textIn } from './hotel-card';
import { cityNameIn } from './hotel-city';
import { findOfficeZone } from './office-zones';
import type { CitySnapshot } from './search-context';

/** The point distances are measured from, as the search answers it (landmarkInfo). */
export interface ReferencePoint {
  type: AreaType | 'USER_LOCATION';
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * What a destination and the traveller's location make of a search: the point (the user's location wins over the
 * destination's) and the hotel to show first when the destination is a hotel. A destination that is the city itself,
 * or not of this city, gives neither.
 */
export async function referencePoint(
  db: Db,
  scope: MemberScope,
  snap: CitySnapshot,
  input: { destinationId?: string; userLocation?: Coordinate },
  locale: Locale,
): Promise<{ point: ReferencePoint | null; pinnedHotelId: string | null }> {
  const id = input.destinationId;
  const hotel = id ? snap.hotels.find((h) => h.hotelId === id) : undefined;
  const area = id ? snap.areas.get(id) : undefined;
  let point: ReferencePoint | null = null;
  if (input.userLocation) point = { type: 'USER_LOCATION', name: t(locale, 'hotel.userLocation'), ...input.userLocation };
  else if (hotel) point = { type: 'HOTEL', name: textIn(locale, hotel.name), latitude: hotel.latitude, longitude: hotel.longitude };
  else if (area) point = { type: area.type, name: textIn(locale, area.name), latitude: area.latitude, longitude: area.longitude };
  else if (id && id !== snap.city.cityId) {
    const zone = await findOfficeZone(db, scope.enterpriseId, id);
    if (zone && zone.cityId === snap.city.cityId) point = { type: 'OFFICE_ZONE', name: textIn(locale, zone.name), latitude: zone.latitude, longitude: zone.longitude };
  }
  return { point, pinnedHotelId: hotel?.hotelId ?? null };
}

/** The city centre, where a distance sort or limit measures from when nothing else was given. */
export function cityCentre(snap: CitySnapshot, locale: Locale): ReferencePoint {
  return { type: 'CITY', name: cityNameIn(locale, snap.city), latitude: snap.city.latitude, longitude: snap.city.longitude };
}
