import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';
import { areaTypeSchema } from './hotel-card';
import { hotelBusinessTypeSchema, hotelDateSchema, hotelTravelTypeSchema } from './stay';

/** Spec 9: association words 20. */
export const ASSOCIATION_SIZE = 20;

export const associationWordSchema = z.object({
  /** CITY, a place in a city (district, business district, station, airport, landmark) or a HOTEL */
  type: areaTypeSchema,
  /** the destinationId to search with: a city id, an area id or a hotel id */
  destinationId: z.string(),
  name: z.string().describe("in the caller's language"),
  nameCn: z.string(),
  nameEn: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  businessType: hotelBusinessTypeSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** hotels of the city (CITY) */
  hotelCount: z.number().int().nullable(),
});
export type AssociationWord = z.infer<typeof associationWordSchema>;

export const destinationAssociationCall = defineCall({
  service: 'hotel-app',
  path: 'word/destination_association',
  summary: 'Destinations matching what the traveller types (cities, districts, landmarks, hotels; Chinese, pinyin, initials or English)',
  auth: 'member',
  bg: true,
  input: z.object({
    query: z.string().trim().min(1).max(MAX.name),
    /** with trNo on a business stay, the request's cities and their places rank first (the check-in date's city leading) */
    travelType: hotelTravelTypeSchema.optional(),
    /** only domestic or only international destinations; both when left out */
    businessType: hotelBusinessTypeSchema.optional(),
    checkinDate: hotelDateSchema.optional(),
    checkoutDate: hotelDateSchema.optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    trNo: z.string().max(MAX.id).optional(),
    size: z.number().int().min(1).max(ASSOCIATION_SIZE).default(ASSOCIATION_SIZE),
  }),
  output: z.object({ associationWordsList: z.array(associationWordSchema), searchId: z.string() }),
});

/** A popular place to search near, or a brand (BRAND: its destinationId is the brandId of the search's brand filter). */
export const hotWordSchema = z.object({
  type: z.union([areaTypeSchema, z.literal('BRAND')]),
  destinationId: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const queryHotCall = defineCall({
  service: 'hotel-app',
  path: 'word/query_hot',
  summary: "A city's popular places and brands to search near (business districts, stations, airports, landmarks)",
  auth: 'member',
  bg: true,
  input: z.object({ cityId: z.string().min(1).max(MAX.code), size: z.number().int().min(1).max(ASSOCIATION_SIZE).default(ASSOCIATION_SIZE) }),
  output: z.object({ hotWordList: z.array(hotWordSchema) }),
});

export const queryAssociationCall = defineCall({
  service: 'hotel-app',
  path: 'word/query_association',
  summary: "Keyword suggestions inside one city: its hotels, brands and places matching what the traveller types",
  auth: 'member',
  bg: true,
  input: z.object({
    cityId: z.string().min(1).max(MAX.code),
    query: z.string().trim().min(1).max(MAX.name),
    size: z.number().int().min(1).max(ASSOCIATION_SIZE).default(ASSOCIATION_SIZE),
  }),
  output: z.object({ associationWordsList: z.array(associationWordSchema.extend({ type: z.union([areaTypeSchema, z.literal('BRAND')]) })) }),
});
