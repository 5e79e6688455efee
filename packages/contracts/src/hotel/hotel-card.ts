import { z } from 'zod';
import { moneySchema } from '../platform/envelope';
import { hotelBusinessTypeSchema } from './stay';

/** Hotel facility codes 1001–1020, each with an icon and a name on the web. */
export const FACILITY_CODES = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 1015, 1016, 1017, 1018, 1019, 1020] as const;
export const facilityCodeSchema = z.number().int().min(1001).max(1020);

export const areaTypeSchema = z.enum(['CITY', 'DISTRICT', 'BUSINESS_DISTRICT', 'STATION', 'AIRPORT', 'LANDMARK', 'HOTEL', 'OFFICE_ZONE']);
export type AreaType = z.infer<typeof areaTypeSchema>;

/** What the list shows of a stay's price: the lowest average nightly price of any bookable plan. */
export const lowestPriceSchema = z.object({
  averagePrice: moneySchema.describe("in the hotel's currency"),
  /** the same in CNY minor units: what filters, sorts and the travel standard compare */
  averageCnyAmount: z.number().int(),
});

/** A hotel in a list: search results, recommendations, favourites, browse history. */
export const hotelInfoSchema = z.object({
  hotelId: z.string(),
  hotelName: z.string().describe("in the caller's language"),
  hotelNameCn: z.string(),
  hotelNameEn: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  businessType: hotelBusinessTypeSchema,
  hotelStar: z.number().int().min(2).max(5),
  brandName: z.string().nullable(),
  address: z.string(),
  districtName: z.string().nullable(),
  businessDistrictName: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** km from the search's reference point, two decimals; null when under 0.01 km or there is no point (spec 5) */
  distance: z.number().nullable(),
  score: z.number(),
  commentCount: z.number().int(),
  coverPictureUrl: z.string(),
  facilityCodes: z.array(z.number().int()),
  /** the company has contract (protocol) rates here */
  protocolHotel: z.boolean(),
  recommend: z.boolean(),
  /** null when no dates were given or no plan has a room for the whole stay */
  lowestPrice: lowestPriceSchema.nullable(),
  /** dates were given and no plan has a room for every night of the stay */
  soldOut: z.boolean(),
  /** the lowest price is over the traveller's nightly standard; null when there is no standard or no price */
  exceeding: z.boolean().nullable(),
  favorite: z.boolean(),
});
export type HotelInfo = z.infer<typeof hotelInfoSchema>;
