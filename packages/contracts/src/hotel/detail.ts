import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { hotelBusinessTypeSchema } from './stay';

export const bedTypeSchema = z.enum(['SINGLE', 'TWIN', 'BIG', 'MULTI']);
export type BedType = z.infer<typeof bedTypeSchema>;
/** Spec 4: 1 online prepay; 14 pay at the hotel; 0, 6, 10 company pay. */
export const payWaySchema = z.union([z.literal(1), z.literal(14), z.literal(0), z.literal(6), z.literal(10)]);
export type PayWay = z.infer<typeof payWaySchema>;
export const COMPANY_PAY_WAYS: readonly PayWay[] = [0, 6, 10];

export const pictureGroupSchema = z.object({
  /** HOTEL_COVER first, then ROOM, LOBBY, RESTAURANT, FACILITY, EXTERIOR */
  type: z.string(),
  pictureUrlList: z.array(z.object({ url: z.string(), bigUrl: z.string() })),
});

export const roomSchema = z.object({
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  /** square metres */
  area: z.number().int(),
  floor: z.string(),
  bedType: bedTypeSchema,
  bedTypeName: z.string(),
  smoking: z.enum(['NON_SMOKING', 'SMOKING', 'PARTIAL']),
  window: z.enum(['YES', 'NO', 'PARTIAL']),
  internet: z.enum(['FREE_WIFI', 'PAID_WIFI', 'NONE']),
  maxGuests: z.number().int(),
  addBed: z.boolean(),
  facilityCodes: z.array(z.number().int()),
  pictures: z.array(z.string()),
});
export type Room = z.infer<typeof roomSchema>;

/** Spec 3, Hotel (detail): every field group. Texts are in the caller's language, with both forms where the spec names them. */
export const hotelDetailSchema = z.object({
  hotelId: z.string(),
  hotelName: z.string(),
  hotelNameCn: z.string(),
  hotelNameEn: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  businessType: hotelBusinessTypeSchema,
  districtId: z.string(),
  districtName: z.string().nullable(),
  businessDistrictName: z.string().nullable(),
  address: z.string(),
  addressCn: z.string(),
  addressEn: z.string(),
  /** several numbers separated by commas (spec 3) */
  hotelPhone: z.string(),
  pictures: z.array(pictureGroupSchema),
  hotelStar: z.number().int(),
  hotelStarRating: z.string().describe('e.g. ★★★★'),
  hotelStarName: z.string(),
  brandName: z.string().nullable(),
  groupName: z.string().nullable(),
  hotelOpen: z.number().int().describe('year'),
  hotelDecorate: z.number().int().nullable().describe('year of the last renovation'),
  guestRoomNum: z.number().int(),
  facilityList: z.array(z.object({ facilityType: z.enum(['HOT', 'OTHER']), code: z.number().int(), name: z.string() })),
  introduction: z.string(),
  businessTimePolicy: z.object({ weekdayDesc: z.string(), weekendDesc: z.string(), remark: z.string().nullable() }),
  checkinPolicy: z.object({
    checkinDesc: z.string(),
    checkoutDesc: z.string(),
    checkinEarliest: z.string(),
    checkinLatest: z.string(),
    checkoutEarliest: z.string(),
    checkoutLatest: z.string(),
  }),
  childPolicy: z.string(),
  mealPolicy: z.object({ mealStyle: z.string(), mealPrice: moneySchema.nullable() }),
  petPolicy: z.string(),
  specialRequest: z.string().nullable(),
  payWayList: z.array(payWaySchema),
  panoramaList: z.array(z.string()),
  longitude: z.number(),
  latitude: z.number(),
  /** the spec's Google (WGS-84) coordinates; domestic reference data is GCJ-02, so they may differ by a few hundred metres */
  googleLongitude: z.number(),
  googleLatitude: z.number(),
  recommend: z.boolean(),
  themeList: z.array(z.string()),
  score: z.number(),
  commentCount: z.number().int(),
  protocolHotel: z.boolean(),
  favorite: z.boolean(),
  currency: z.string(),
  roomList: z.array(roomSchema),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

export const hotelGetCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/get',
  summary: "A hotel's whole content (photos, facilities, policies, rooms); records the view in the member's browse history",
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ hotelId: z.string().min(1).max(MAX.id) }),
  output: hotelDetailSchema,
});
