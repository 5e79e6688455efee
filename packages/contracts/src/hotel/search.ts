import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { pageRequestSchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { areaTypeSchema, facilityCodeSchema, hotelInfoSchema } from './hotel-card';
import { coordinateSchema, hotelBusinessTypeSchema, hotelTravelTypeSchema, refineStay, stayFields, stayTravellersSchema } from './stay';

/** Spec 9: 1 recommend, 2 price ascending, 3 price descending, 4 score, 5 distance. */
export const HOTEL_SORT = { RECOMMEND: 1, PRICE_ASC: 2, PRICE_DESC: 3, SCORE: 4, DISTANCE: 5 } as const;
export const hotelSortSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type HotelSort = z.infer<typeof hotelSortSchema>;

/** Spec 9: list default 20. */
export const HOTEL_PAGE_SIZE = 20;
export const HOTEL_MAX_PAGE_SIZE = 50;

/** A price range in CNY minor units per night; `travelStandard` stands for the traveller's standard (spec 5). */
export const priceFilterSchema = z.object({
  minPrice: z.number().int().min(0).optional(),
  maxPrice: z.number().int().min(0).optional(),
  travelStandard: z.boolean().optional().describe('the special value: up to the traveller’s nightly standard'),
});

export const hotelFilterSchema = z
  .object({
    starList: z.array(z.number().int().min(2).max(5)).max(4).default([]),
    brandIdList: z.array(z.string().max(MAX.code)).max(MAX.items).default([]),
    facilityCodeList: z.array(facilityCodeSchema).max(20).default([]),
    /** districts, business districts, stations, airports, landmarks of the city (search/condition/list) */
    areaIdList: z.array(z.string().max(MAX.code)).max(MAX.items).default([]),
    price: priceFilterSchema.optional(),
    /** metres from the reference point (user location, destination or city centre) */
    maxDistance: z.number().int().min(100).max(100_000).optional(),
    minScore: z.number().min(0).max(5).optional(),
    protocolOnly: z.boolean().default(false),
    /** leave out hotels with no room for the stay */
    availableOnly: z.boolean().default(false),
  })
  .default({ starList: [], brandIdList: [], facilityCodeList: [], areaIdList: [], protocolOnly: false, availableOnly: false });
export type HotelFilter = z.output<typeof hotelFilterSchema>;

export const landmarkInfoSchema = z.object({
  type: areaTypeSchema.or(z.literal('USER_LOCATION')),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const hotelSearchInput = z
  .object({
    ...stayFields,
    searchId: z.string().max(MAX.id).optional(),
    cityId: z.string().min(1).max(MAX.code),
    /** an association word's destinationId or an office zone's id: a place to search near, or a hotel to show first */
    destinationId: z.string().max(MAX.id).optional(),
    keyword: z.string().trim().max(MAX.name).optional(),
    userLocation: coordinateSchema.optional(),
    sort: hotelSortSchema.default(HOTEL_SORT.RECOMMEND),
    pageSize: z.number().int().min(1).max(HOTEL_MAX_PAGE_SIZE).default(HOTEL_PAGE_SIZE),
    pageIndex: z.number().int().min(1).max(1000).default(1),
    appVersion: z.string().max(MAX.code).optional(),
    hotelFilter: hotelFilterSchema,
    /** only these hotels */
    HotelIdList: z.array(z.string().max(MAX.id)).max(MAX.items).optional(),
    /** hotels the client already shows (an earlier page): left out so a shifting list shows none twice */
    deduplicationList: z.array(z.string().max(MAX.id)).max(1000).default([]),
    travellers: stayTravellersSchema,
  })
  .superRefine(refineStay);

export const hotelSearchCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/search',
  summary: 'Hotels of a city for a stay: filters, sorts, paging, the lowest bookable price of each, distance, the policy mark',
  auth: 'member',
  bg: true,
  input: hotelSearchInput,
  output: z.object({
    hotelInfoList: z.array(hotelInfoSchema),
    /** when the filters leave few hotels: others of the city worth a look */
    recommendHotelInfoList: z.array(hotelInfoSchema),
    totalSize: z.number().int(),
    pageIndex: z.number().int(),
    totalPages: z.number().int(),
    /** the point distances are measured from */
    landmarkInfo: landmarkInfoSchema.nullable(),
    searchId: z.string(),
    /** the traveller's nightly standard in CNY minor units (-1 no limit), null for private trips */
    travelStandard: z.number().int().nullable(),
  }),
});

const optionSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int().nullable() });

export const searchConditionListCall = defineCall({
  service: 'hotel-app',
  path: 'search/condition/list',
  summary: "A city's filter options: stars, brands, facilities, districts and places, distances",
  auth: 'member',
  bg: true,
  input: z.object({ cityId: z.string().min(1).max(MAX.code), businessType: hotelBusinessTypeSchema.optional() }),
  output: z.object({
    starList: z.array(optionSchema),
    brandList: z.array(optionSchema.extend({ groupName: z.string().nullable() })),
    facilityList: z.array(optionSchema),
    areaList: z.array(optionSchema.extend({ type: areaTypeSchema, latitude: z.number(), longitude: z.number() })),
    /** metres */
    distanceList: z.array(z.object({ value: z.number().int(), name: z.string() })),
  }),
});

export const priceTagSchema = z.object({
  /** CNY minor units; null maxPrice is open-ended */
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  currency: z.string(),
  name: z.string(),
  /** the tag of the traveller's standard (the special filter value) */
  travelStandard: z.boolean(),
  /** the unlimited tag (first) */
  unlimited: z.boolean(),
});

export const priceConditionListCall = defineCall({
  service: 'hotel-app',
  path: 'search/price/condition/list',
  summary: 'Price tags of the search: unlimited first, the travel-standard range when the traveller has one, then bands',
  auth: 'member',
  bg: true,
  input: z.object({
    cityId: z.string().min(1).max(MAX.code),
    trNo: z.string().max(MAX.id).optional(),
    businessType: hotelBusinessTypeSchema.optional(),
    travelType: hotelTravelTypeSchema.default(0),
    travellers: stayTravellersSchema,
  }),
  output: z.object({ priceTagList: z.array(priceTagSchema) }),
});

/** Spec 9: nearby recommend default 8. */
export const NEARBY_SIZE = 8;

const recommendInput = z
  .object({ ...stayFields, hotelId: z.string().min(1).max(MAX.id), size: z.number().int().min(1).max(20).default(NEARBY_SIZE), travellers: stayTravellersSchema })
  .superRefine(refineStay);

export const nearbyRecommendCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/nearby_recommend',
  summary: 'Hotels near a hotel, nearest first, with their prices for the stay',
  auth: 'member',
  bg: true,
  input: recommendInput,
  output: z.object({ recommendHotelList: z.array(hotelInfoSchema) }),
});

export const specialRecommendCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/special_recommend',
  summary: "The company's preferred hotels near a hotel: contract (protocol) hotels with rooms for the stay, within the standard first",
  auth: 'member',
  bg: true,
  input: recommendInput,
  output: z.object({ hotelList: z.array(hotelInfoSchema) }),
});

export const officeZoneSchema = z.object({
  officeZoneId: z.string(),
  name: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** 1 in use */
  status: z.number().int(),
});

/** Spec 3: office zone list page 1, size 10, status 1. */
export const officeZoneListCall = defineCall({
  service: 'hotel-app',
  path: 'office_zone/list',
  summary: "The enterprise's office zones (to search hotels near), optionally of one city",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({
    pageSize: z.number().int().min(1).max(50).default(10),
    cityId: z.string().max(MAX.code).optional(),
    status: z.literal(1).default(1),
  }),
  output: z.object({ list: z.array(officeZoneSchema), totalSize: z.number().int(), pageIndex: z.number().int(), totalPages: z.number().int() }),
});
