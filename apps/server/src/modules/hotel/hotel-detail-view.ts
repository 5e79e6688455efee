import type { HotelDetail as HotelDetailOut } from '@travel/contracts/hotel/detail';
import type { Locale } from '@travel/contracts/platform/locales';
import { t } from '../../platform/i18n';
import { isInternationalCityId } from '../common/city-service';
import { gcjToWgs } from './gcj-to-wgs';
import { textIn } from './hotel-card';
import type { HotelArea, HotelDetail } from './hotel-port';
import { toRoom } from './room-view';

/** The facilities a detail page shows first (HOT): Wi-Fi, parking, restaurant, gym, pool, meeting room. */
export const HOT_FACILITY_CODES: ReadonlySet<number> = new Set([1001, 1002, 1003, 1004, 1005, 1006]);

export interface DetailContext {
  locale: Locale;
  cityName: string;
  areas: ReadonlyMap<string, HotelArea>;
  favorite: boolean;
}

/** Facilities with their names, the main ones (HOT) first, each group in the supplier's order. */
export function facilityList(codes: readonly number[], locale: Locale): HotelDetailOut['facilityList'] {
  const item = (code: number) => ({ facilityType: HOT_FACILITY_CODES.has(code) ? ('HOT' as const) : ('OTHER' as const), code, name: t(locale, `hotel.facility.${code}`) });
  const items = codes.map(item);
  return [...items.filter((f) => f.facilityType === 'HOT'), ...items.filter((f) => f.facilityType === 'OTHER')];
}

/** Map pins for Google: domestic coordinates are GCJ-02 (the law for maps of China), international already WGS-84. */
export function googleCoordinates(h: Pick<HotelDetail, 'cityId' | 'latitude' | 'longitude'>): { googleLatitude: number; googleLongitude: number } {
  const p = isInternationalCityId(h.cityId) ? h : gcjToWgs(h);
  return { googleLatitude: p.latitude, googleLongitude: p.longitude };
}

/** The hotel's policies: front desk hours, check-in and out, children, meals, pets, special requests. */
function policies(h: HotelDetail, locale: Locale): Pick<HotelDetailOut, 'businessTimePolicy' | 'checkinPolicy' | 'childPolicy' | 'mealPolicy' | 'petPolicy' | 'specialRequest'> {
  const times = (from: string, to: string, key: string) => t(locale, key, { from, to });
  const cp = h.checkinPolicy;
  return {
    businessTimePolicy: {
      weekdayDesc: textIn(locale, h.businessTimePolicy.weekday),
      weekendDesc: textIn(locale, h.businessTimePolicy.weekend),
      remark: h.businessTimePolicy.remark ? textIn(locale, h.businessTimePolicy.remark) : null,
    },
    checkinPolicy: {
      checkinDesc: times(cp.checkinEarliest, cp.checkinLatest, 'hotel.checkinDesc'),
      checkoutDesc: times(cp.checkoutEarliest, cp.checkoutLatest, 'hotel.checkoutDesc'),
      ...cp,
    },
    childPolicy: textIn(locale, h.childPolicy),
    mealPolicy: { mealStyle: textIn(locale, h.mealPolicy.mealStyle), mealPrice: h.mealPolicy.mealPrice },
    petPolicy: textIn(locale, h.petPolicy),
    specialRequest: h.specialRequest ? textIn(locale, h.specialRequest) : null,
  };
}

/** Spec 3, Hotel (detail): every field group in the reader's language. */
export function toHotelDetail(h: HotelDetail, ctx: DetailContext): HotelDetailOut {
  const { locale } = ctx;
  const areaName = (id: string | null) => {
    const area = id ? ctx.areas.get(id) : undefined;
    return area ? textIn(locale, area.name) : null;
  };
  return {
    hotelId: h.hotelId,
    hotelName: textIn(locale, h.name),
    hotelNameCn: h.name.zh,
    hotelNameEn: h.name.en,
    cityId: h.cityId,
    cityName: ctx.cityName,
    businessType: isInternationalCityId(h.cityId) ? 'IHOTEL' : 'CHOTEL',
    districtId: h.districtId,
    districtName: areaName(h.districtId),
    businessDistrictName: areaName(h.businessDistrictId),
    address: textIn(locale, h.address),
    addressCn: h.address.zh,
    addressEn: h.address.en,
    hotelPhone: h.phones.join(','),
    pictures: h.pictures,
    hotelStar: h.star,
    hotelStarRating: '★'.repeat(h.star),
    hotelStarName: t(locale, `hotel.star.${h.star}`),
    brandName: h.brand ? textIn(locale, h.brand.name) : null,
    groupName: h.brand?.group ? textIn(locale, h.brand.group) : null,
    hotelOpen: h.openYear,
    hotelDecorate: h.decorateYear,
    guestRoomNum: h.guestRoomNum,
    facilityList: facilityList(h.facilityCodes, locale),
    introduction: textIn(locale, h.introduction),
    ...policies(h, locale),
    payWayList: h.payWays,
    // The supplier has no panoramas; the field stays for the spec's shape.
    panoramaList: [],
    longitude: h.longitude,
    latitude: h.latitude,
    ...googleCoordinates(h),
    recommend: h.recommend,
    themeList: h.themes,
    score: h.score,
    commentCount: h.commentCount,
    protocolHotel: h.protocol,
    favorite: ctx.favorite,
    currency: h.currency,
    roomList: h.rooms.map((r) => toRoom(r, locale)),
  };
}
