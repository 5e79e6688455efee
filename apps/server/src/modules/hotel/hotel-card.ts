import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import type { Locale } from '@travel/contracts/platform/locales';
import { isInternationalCityId } from '../common/city-service';
import { localName } from '../common/reference-cache';
import { distanceKm, type LatLon } from '../../platform/geo-distance';
import { shownDistance } from './geo-distance';
import type { HotelArea, HotelSummary, LocalText, LowestPrice } from './hotel-port';

/** What every card of one list shares: the reader, the city, the point distances are measured from, the standard. */
export interface CardContext {
  locale: Locale;
  cityName: string;
  areas: ReadonlyMap<string, HotelArea>;
  origin: LatLon | null;
  /** the nightly standard in CNY minor units (-1 no limit), null when none applies */
  standard: number | null;
}

export const textIn = (locale: Locale, text: LocalText) => localName(locale, text.zh, text.en);

/**
 * A hotel as a list shows it. `price` is the stay's lowest price (undefined: no dates were asked, so neither a price
 * nor sold out); `favorite` whether the member keeps it.
 */
export function toHotelInfo(h: HotelSummary, ctx: CardContext, price: LowestPrice | undefined, favorite: boolean): HotelInfo {
  const area = (id: string | null) => (id ? ctx.areas.get(id) : undefined);
  const district = area(h.districtId);
  const business = area(h.businessDistrictId);
  const cny = price?.averageCnyAmount ?? null;
  return {
    hotelId: h.hotelId,
    hotelName: textIn(ctx.locale, h.name),
    hotelNameCn: h.name.zh,
    hotelNameEn: h.name.en,
    cityId: h.cityId,
    cityName: ctx.cityName,
    businessType: isInternationalCityId(h.cityId) ? 'IHOTEL' : 'CHOTEL',
    hotelStar: h.star,
    brandName: h.brand ? textIn(ctx.locale, h.brand.name) : null,
    address: textIn(ctx.locale, h.address),
    districtName: district ? textIn(ctx.locale, district.name) : null,
    businessDistrictName: business ? textIn(ctx.locale, business.name) : null,
    latitude: h.latitude,
    longitude: h.longitude,
    distance: shownDistance(ctx.origin ? distanceKm(ctx.origin, h) : null),
    score: h.score,
    commentCount: h.commentCount,
    coverPictureUrl: h.coverPictureUrl,
    facilityCodes: h.facilityCodes,
    protocolHotel: h.protocol,
    recommend: h.recommend,
    lowestPrice: price?.averagePrice && cny !== null ? { averagePrice: price.averagePrice, averageCnyAmount: cny } : null,
    soldOut: price !== undefined && price.averagePrice === null,
    exceeding: ctx.standard === null || ctx.standard < 0 || cny === null ? null : cny > ctx.standard,
    favorite,
  };
}
