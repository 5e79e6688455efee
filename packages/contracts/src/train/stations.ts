import { z } from 'zod';
import { defineCall } from '../platform/define-call';

/** A railway station as the pickers show it; `cityCode` is the railway's city key (the 12306 city field). */
export const trainStationRefSchema = z.object({
  stationCode: z.string().describe('telegraph code'),
  stationName: z.string(),
  pinyin: z.string(),
  abbr: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
});
export type TrainStationRef = z.infer<typeof trainStationRefSchema>;

export const trainCityRefSchema = z.object({
  cityCode: z.string().describe('the railway city key: search by it to include every station of the city'),
  cityName: z.string(),
  pinyin: z.string(),
  stationList: z.array(trainStationRefSchema),
});
export type TrainCityRef = z.infer<typeof trainCityRefSchema>;

export const trainCityHotCall = defineCall({
  service: 'train-app',
  path: 'train/city/hot',
  summary: 'Hot railway cities for the station picker, each with its stations',
  auth: 'member',
  input: z.object({}).default({}),
  output: z.object({ list: z.array(trainCityRefSchema) }),
});

export const stationMatchTypeSchema = z.enum(['CITY', 'STATION']);
export const trainStationMatchSchema = z.object({
  type: stationMatchTypeSchema.describe('CITY: every station of the city; STATION: one station'),
  code: z.string().describe('cityCode or stationCode: what the search takes'),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  pinyin: z.string(),
  abbr: z.string(),
  stationList: z.array(trainStationRefSchema),
});
export type TrainStationMatch = z.infer<typeof trainStationMatchSchema>;

export const trainStationMatchCall = defineCall({
  service: 'train-app',
  path: 'train/station/match',
  summary: 'Stations and cities matching a Chinese name, pinyin, abbreviation or telegraph code',
  auth: 'member',
  input: z.object({
    keyword: z.string().trim().min(1).max(30),
    limit: z.number().int().min(1).max(50).default(20),
  }),
  output: z.object({ list: z.array(trainStationMatchSchema) }),
});

export const timeListStopSchema = z.object({
  stationNo: z.number().int(),
  stationCode: z.string(),
  stationName: z.string(),
  arrivalTime: z.string().nullable().describe('HH:mm; null at the first station'),
  departureTime: z.string().nullable().describe('HH:mm; null at the last station'),
  dwellMinutes: z.number().int(),
  dayOffset: z.number().int().describe('days after the run date'),
  stationType: z.enum(['starting', 'passing']),
  inSection: z.boolean().describe('between the boarding and alighting stations asked for'),
});
export type TimeListStop = z.infer<typeof timeListStopSchema>;

export const trainTimeListCall = defineCall({
  service: 'train-app',
  path: 'train/station/time_list',
  summary: "A train's stops: station order, name, arrival, departure and dwell",
  auth: 'member',
  input: z.object({
    trainNo: z.string().trim().min(1).max(10),
    departureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' }).describe('boarding date at fromStationCode (run date without it)'),
    fromStationCode: z.string().max(5).optional(),
    toStationCode: z.string().max(5).optional(),
  }),
  output: z.object({
    trainNo: z.string(),
    trainTypeCode: z.number().int(),
    runDate: z.string(),
    stationList: z.array(timeListStopSchema),
  }),
});
