import { randomUUID } from 'node:crypto';
import type { AssociationWord } from '@travel/contracts/hotel/association';
import type { HotelBusinessType, HotelTravelType } from '@travel/contracts/hotel/stay';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { associationIndex } from './association-index';
import type { Destination, IndexedCity } from './destination';
import { matchCitiesFirst, matchDestinations } from './destination-match';
import { textIn } from './hotel-card';
import { cityNameIn, hotelCity } from './hotel-city';
import type { MemberScope } from './browse-record';
import type { HotelBrand, HotelSupplier, HotelSummary } from './hotel-port';
import { requestCities } from './request-cities';
import { matchClass, matchKeys, normalise } from './text-match';

/** How many brands hot words and suggestions name at most. */
const TOP_BRANDS = 5;

const businessTypeOf = (city: { intl: boolean }): HotelBusinessType => (city.intl ? 'IHOTEL' : 'CHOTEL');

function toWord(d: Destination, locale: Locale): AssociationWord {
  return {
    type: d.type,
    destinationId: d.id,
    name: textIn(locale, d.name),
    nameCn: d.name.zh,
    nameEn: d.name.en,
    cityId: d.city.cityId,
    cityName: cityNameIn(locale, d.city),
    businessType: businessTypeOf(d.city),
    latitude: d.latitude,
    longitude: d.longitude,
    hotelCount: d.type === 'CITY' ? d.city.hotelCount : null,
  };
}

/**
 * word/destination_association: cities, places and hotels everywhere, with a new search id for the search that follows.
 * On a business stay under a travel request the request's cities and their places come first (the one the traveller
 * is in on the check-in date leading); other cities follow, as the search is what refuses them.
 */
export async function destinationAssociation(
  db: Db,
  hotels: HotelSupplier,
  scope: MemberScope | null,
  input: { query: string; businessType?: HotelBusinessType; size: number; travelType?: HotelTravelType; trNo?: string; checkinDate?: string },
  locale: Locale,
): Promise<{ associationWordsList: AssociationWord[]; searchId: string }> {
  const [index, first] = await Promise.all([associationIndex(db, hotels), requestCities(db, scope, input)]);
  const intl = input.businessType === undefined ? undefined : input.businessType === 'IHOTEL';
  const found = matchCitiesFirst(index, input.query, { size: input.size, intl }, first);
  return { associationWordsList: found.map((d) => toWord(d, locale)), searchId: randomUUID() };
}

/** The brands of a city's hotels, most hotels first. */
export function brandsOf(list: readonly HotelSummary[]): { brand: HotelBrand; count: number }[] {
  const counts = new Map<string, { brand: HotelBrand; count: number }>();
  for (const h of list) {
    if (!h.brand) continue;
    const c = counts.get(h.brand.brandId);
    if (c) c.count += 1;
    else counts.set(h.brand.brandId, { brand: h.brand, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.brand.brandId.localeCompare(b.brand.brandId));
}

async function cityOf(db: Db, hotels: HotelSupplier, cityId: string): Promise<{ city: IndexedCity; own: readonly Destination[] }> {
  const index = await associationIndex(db, hotels);
  const city = index.cities.get(cityId) ?? { ...(await hotelCity(db, cityId)), hotelCount: 0 };
  return { city, own: index.byCity.get(cityId) ?? [] };
}

const HOT_ORDER = ['BUSINESS_DISTRICT', 'LANDMARK', 'STATION', 'AIRPORT'] as const;

/** word/query_hot: a city's business districts, landmarks, stations and airports, then its biggest brands. */
export async function queryHot(db: Db, hotels: HotelSupplier, input: { cityId: string; size: number }, locale: Locale) {
  const { own } = await cityOf(db, hotels, input.cityId);
  const brands = brandsOf(await hotels.listHotels(input.cityId)).slice(0, Math.min(TOP_BRANDS, input.size));
  const places = HOT_ORDER.flatMap((type) => own.filter((d) => d.type === type)).slice(0, input.size - brands.length);
  return {
    hotWordList: [
      ...places.map((d) => ({ type: d.type, destinationId: d.id, name: textIn(locale, d.name), latitude: d.latitude, longitude: d.longitude })),
      ...brands.map(({ brand }) => ({ type: 'BRAND' as const, destinationId: brand.brandId, name: textIn(locale, brand.name), latitude: null, longitude: null })),
    ],
  };
}

/** word/query_association: inside one city, its places and brands, then its hotels, matching what was typed. */
export async function queryAssociation(db: Db, hotels: HotelSupplier, input: { cityId: string; query: string; size: number }, locale: Locale) {
  const { city, own } = await cityOf(db, hotels, input.cityId);
  const q = normalise(input.query);
  const brandHits = brandsOf(await hotels.listHotels(input.cityId)).flatMap((b) => {
    const m = matchClass(matchKeys([b.brand.name.zh, b.brand.name.en], []), q);
    return m === null ? [] : [{ ...b, m }];
  });
  const found = matchDestinations(own, input.query, { size: input.size });
  const places = found.filter((d) => d.type !== 'HOTEL');
  const brandWords = brandHits
    .sort((a, b) => a.m - b.m)
    .slice(0, TOP_BRANDS)
    .map(({ brand, count }) => ({
      type: 'BRAND' as const,
      destinationId: brand.brandId,
      name: textIn(locale, brand.name),
      nameCn: brand.name.zh,
      nameEn: brand.name.en,
      cityId: city.cityId,
      cityName: cityNameIn(locale, city),
      businessType: businessTypeOf(city),
      latitude: null,
      longitude: null,
      hotelCount: count,
    }));
  const words = [...places.map((d) => toWord(d, locale)), ...brandWords, ...found.filter((d) => d.type === 'HOTEL').map((d) => toWord(d, locale))];
  return { associationWordsList: words.slice(0, input.size) };
}
