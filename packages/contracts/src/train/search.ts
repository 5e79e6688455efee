import { z } from 'zod';
import { moneySchema } from '../platform/envelope';
import { defineCall } from '../platform/define-call';
import { trainSeatClassSchema } from '../policy/enums';
import { stationMatchTypeSchema } from './stations';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });

/** Search traveller types (spec 3): adult, youth, senior. */
export const searchPassengerTypeSchema = z.enum(['ADT', 'TEEN', 'ELDER']);
export type SearchPassengerType = z.infer<typeof searchPassengerTypeSchema>;
export const MAX_TRAIN_PASSENGERS = 9;

export const searchPassengerSchema = z
  .object({
    passengerType: searchPassengerTypeSchema,
    /** required for TEEN and ELDER (spec 5: each youth or senior must have an age chosen) */
    age: z.number().int().min(0).max(150).optional(),
  })
  .refine((p) => p.passengerType === 'ADT' || p.age !== undefined, { message: 'validation.selectAge', path: ['age'] });
export type SearchPassenger = z.infer<typeof searchPassengerSchema>;

export const searchPassengerListSchema = z
  .array(searchPassengerSchema)
  .min(1, { message: 'validation.selectPassengerType' })
  .max(MAX_TRAIN_PASSENGERS, { message: 'validation.passengerCheckError' });

export const preSearchVerifyCall = defineCall({
  service: 'train-app',
  path: 'train/pre_search/verify',
  summary: "Checks each traveller's type against their age; a mismatch answers ItrainTrading.1518 with the regrouped list",
  auth: 'member',
  bg: true,
  input: z.object({ passengerList: searchPassengerListSchema }),
  output: z.object({ passengerList: z.array(searchPassengerSchema) }),
});

export const searchModeSchema = z.enum(['DIRECT', 'TRANSFER_LESS', 'TRANSFER_ALL']);
export type SearchMode = z.infer<typeof searchModeSchema>;
export const sortKeySchema = z.enum(['DEPARTURE', 'ARRIVAL', 'DURATION', 'PRICE', 'RECOMMENDED']);
export type SortKey = z.infer<typeof sortKeySchema>;
export const trainTypeFilterSchema = z.enum(['GC', 'D', 'OTHER']);
export type TrainTypeFilter = z.infer<typeof trainTypeFilterSchema>;
export const TIME_SLOTS = ['00-06', '06-12', '12-18', '18-24'] as const;
export const timeSlotSchema = z.enum(TIME_SLOTS);
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export const transferTypeSchema = z.enum(['SAME_STATION', 'DIFFERENT_STATION', 'SAME_TRAIN']);
export type TransferType = z.infer<typeof transferTypeSchema>;
/** ON_SALE bookable; PRESALE beyond the sale window; SALE_CLOSED too close to departure; OUT_OF_RANGE past or too far. */
export const saleFlagSchema = z.enum(['ON_SALE', 'PRESALE', 'SALE_CLOSED', 'OUT_OF_RANGE']);
export type SaleFlag = z.infer<typeof saleFlagSchema>;

export const searchPlaceSchema = z.object({
  type: stationMatchTypeSchema,
  code: z.string().trim().min(1).max(40).describe('cityCode for CITY, telegraph code for STATION'),
});

export const searchSortSchema = z
  .object({ key: sortKeySchema.default('DEPARTURE'), order: z.enum(['ASC', 'DESC']).default('ASC') })
  .default({ key: 'DEPARTURE', order: 'ASC' });

export const searchFilterSchema = z
  .object({
    /** none means any */
    trainTypes: z.array(trainTypeFilterSchema).max(3).default([]),
    /** none or all four means any */
    departureTimeSlots: z.array(timeSlotSchema).max(4).default([]),
    arrivalTimeSlots: z.array(timeSlotSchema).max(4).default([]),
    /** none means any */
    departureStationCodes: z.array(z.string().max(5)).max(30).default([]),
    arrivalStationCodes: z.array(z.string().max(5)).max(30).default([]),
    /** the train starts at the boarding station (始发) or passes it (过路) */
    stationType: z.enum(['ALL', 'STARTING', 'PASSING']).default('ALL'),
    onlyHasTicket: z.boolean().default(false),
  })
  .default({ trainTypes: [], departureTimeSlots: [], arrivalTimeSlots: [], departureStationCodes: [], arrivalStationCodes: [], stationType: 'ALL', onlyHasTicket: false });
export type SearchFilter = z.infer<typeof searchFilterSchema>;

export const trainSearchRequestSchema = z.object({
  passengerList: searchPassengerListSchema,
  departureDate: date,
  departure: searchPlaceSchema,
  arrival: searchPlaceSchema,
  travelType: z.enum(['BUSINESS', 'PRIVATE']).default('BUSINESS'),
  travelNO: z.string().trim().max(40).optional(),
  searchMode: searchModeSchema.default('TRANSFER_LESS'),
  sort: searchSortSchema,
  filter: searchFilterSchema,
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type TrainSearchRequest = z.infer<typeof trainSearchRequestSchema>;

const stationSchema = z.object({ stationCode: z.string(), stationName: z.string(), stationNo: z.number().int() });

export const seatSchema = z.object({
  seatClass: trainSeatClassSchema,
  /** 12306 seat type code: 9, M, O, 4, 3, 1, WZ */
  seatTypeCode: z.string(),
  price: moneySchema.describe('the lowest fare of the class (upper berth for sleepers)'),
  berthPriceList: z.array(z.object({ berth: z.enum(['upper', 'middle', 'lower']), price: moneySchema })),
  seatRemain: z.number().int().describe('places free on every section of the trip; 99 or more shows as plenty'),
  seatBookAble: z.enum(['Y', 'N']),
  supportSelect: z.boolean(),
  supportBed: z.boolean(),
});
export type TrainSeat = z.infer<typeof seatSchema>;

export const tripSchema = z.object({
  tripIndex: z.number().int(),
  trainNo: z.string(),
  trainTypeCode: z.number().int().describe('1 G/C, 2 D, 3 Z/T/K, 4 other'),
  trainType: trainTypeFilterSchema,
  departureDate: date,
  departureTime: z.string().describe('ISO instant with +08:00'),
  arrivalTime: z.string(),
  runDuration: z.number().int().describe('minutes'),
  arrivalDayOffset: z.number().int(),
  fromStation: stationSchema,
  toStation: stationSchema,
  startingStation: z.boolean(),
  terminalStation: z.boolean(),
  originStationName: z.string(),
  terminusStationName: z.string(),
  km: z.number().int(),
  carrierList: z.array(z.object({ carrierCode: z.string(), carrierName: z.string() })),
  saleFlag: saleFlagSchema,
  saleCloseTime: z.string(),
  saleOpenTime: z.string().nullable().describe('PRESALE: when the date goes on sale; a booking now is bought then'),
  perLowestPrice: moneySchema,
  seatList: z.array(seatSchema),
});
export type TrainTrip = z.infer<typeof tripSchema>;

export const transferInfoSchema = z.object({
  transferType: transferTypeSchema,
  cityName: z.string(),
  arrivalStation: z.object({ stationCode: z.string(), stationName: z.string() }),
  departureStation: z.object({ stationCode: z.string(), stationName: z.string() }),
  waitMinutes: z.number().int(),
});

export const itinerarySchema = z.object({
  itineraryId: z.string().describe('stable key of the trains and stations'),
  /** 0 direct, 1 transfer */
  searchType: z.union([z.literal(0), z.literal(1)]),
  trainNo: z.string().describe('the train numbers, joined with /'),
  departureTime: z.string(),
  arrivalTime: z.string(),
  runDuration: z.number().int().describe('minutes from first departure to last arrival'),
  stations: z.object({ from: stationSchema, to: stationSchema }),
  perLowestPrice: moneySchema.describe('per traveller: the lowest fare of each trip, summed'),
  saleFlag: saleFlagSchema,
  hasTicket: z.boolean().describe('every trip has a bookable seat class'),
  transferInfo: transferInfoSchema.nullable(),
  tripList: z.array(tripSchema),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

const stationOption = z.object({ stationCode: z.string(), stationName: z.string() });

export const searchPageSchema = z.object({
  searchId: z.string(),
  itineraryList: z.array(itinerarySchema),
  pageIndex: z.number().int(),
  totalSize: z.number().int(),
  finish: z.boolean().describe('false: request pageIndex + 1 with next_trip'),
});

export const firstTripOutputSchema = searchPageSchema.extend({
  directCount: z.number().int(),
  transferCount: z.number().int(),
  /** the stations the unfiltered results use, for the station filters */
  departureStationList: z.array(stationOption),
  arrivalStationList: z.array(stationOption),
  noResultReported: z.boolean(),
});

export const firstTripCall = defineCall({
  service: 'train-app',
  path: 'train/search/first_trip',
  summary: 'Searches trains (direct and transfers) and answers the first page with a searchId',
  auth: 'member',
  bg: true,
  input: trainSearchRequestSchema,
  output: firstTripOutputSchema,
});

export const nextTripCall = defineCall({
  service: 'train-app',
  path: 'train/search/next_trip',
  summary: 'A further page of a search by searchId, with seat counts read again',
  auth: 'member',
  bg: true,
  input: z.object({ searchId: z.string().min(1).max(64), pageIndex: z.number().int().min(2) }),
  output: searchPageSchema,
});

export const productListCall = defineCall({
  service: 'train-app',
  path: 'train/product/list',
  summary: "A train's seat products between two stations on a date, with prices and remaining places",
  auth: 'member',
  bg: true,
  input: z.object({
    trainNo: z.string().trim().min(1).max(10),
    departureDate: date,
    fromStationCode: z.string().min(1).max(5),
    toStationCode: z.string().min(1).max(5),
  }),
  output: z.object({ trip: tripSchema }),
});
