import type { z } from 'zod';
import type { priceTagSchema } from '@travel/contracts/hotel/search';
import type { HotelTravelType } from '@travel/contracts/hotel/stay';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import type { MemberScope } from './browse-record';
import { hotelCity } from './hotel-city';
import { standardFor } from './search-context';

export type PriceTag = z.infer<typeof priceTagSchema>;

/** The nightly price bands in CNY minor units: ≤150, 150–300, 300–450, 450–600, 600–1000, ≥1000 yuan. */
export const PRICE_BANDS: readonly [min: number | null, max: number | null][] = [
  [null, 15000],
  [15000, 30000],
  [30000, 45000],
  [45000, 60000],
  [60000, 100000],
  [100000, null],
];

/** Whole yuan with the yen-style sign the spec shows CNY with (the bands are whole yuan). */
const yuan = (minor: number) => `¥${Math.round(minor / 100)}`;

function bandName(locale: Locale, min: number | null, max: number | null): string {
  if (min === null) return t(locale, 'hotel.price.upTo', { max: yuan(max!) });
  if (max === null) return t(locale, 'hotel.price.from', { min: yuan(min) });
  return t(locale, 'hotel.price.between', { min: yuan(min), max: yuan(max) });
}

/**
 * The price tags, pure: unlimited first, then the traveller's standard [0, standard] when there is one (a business trip
 * with a limit), then the bands.
 */
export function priceTags(standard: number | null, locale: Locale): PriceTag[] {
  const tag = (minPrice: number | null, maxPrice: number | null, name: string, flags: { travelStandard?: boolean; unlimited?: boolean } = {}): PriceTag => ({
    minPrice,
    maxPrice,
    currency: 'CNY',
    name,
    travelStandard: flags.travelStandard ?? false,
    unlimited: flags.unlimited ?? false,
  });
  return [
    tag(null, null, t(locale, 'hotel.price.unlimited'), { unlimited: true }),
    ...(standard !== null && standard >= 0 ? [tag(0, standard, t(locale, 'hotel.price.travelStandard'), { travelStandard: true })] : []),
    ...PRICE_BANDS.map(([min, max]) => tag(min, max, bandName(locale, min, max))),
  ];
}

/** search/price/condition/list: the tags for the travellers in the city (private trips have no standard tag). */
export async function priceConditionList(db: Db, scope: MemberScope, input: { cityId: string; travelType: HotelTravelType; travellers: TravellerRef[] }, locale: Locale) {
  await hotelCity(db, input.cityId);
  return { priceTagList: priceTags(await standardFor(db, scope, input.travelType, input.cityId, input.travellers), locale) };
}
