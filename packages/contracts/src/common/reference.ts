import { z } from 'zod';
import { defineCall } from '../platform/define-call';

const noInput = z.object({}).default({});

export const trainStationSchema = z.object({
  stationCode: z.string().describe('telegraph code'),
  stationName: z.string(),
  pinyin: z.string(),
  abbr: z.string(),
});
export const trainCitySchema = z.object({
  cityName: z.string(),
  pinyin: z.string(),
  firstLetter: z.string(),
  stationList: z.array(trainStationSchema),
});
export const trainCityListCall = defineCall({
  service: 'common',
  path: 'train_city/list',
  summary: 'Cities with railway stations, each with its stations',
  auth: 'member',
  input: z.object({ keyword: z.string().trim().max(30).optional() }).default({}),
  output: z.object({ list: z.array(trainCitySchema) }),
});

export const hotCitySchema = z.object({
  cityId: z.string(),
  cityName: z.string(),
  cityNameEn: z.string(),
  city3Code: z.string().nullable(),
  countryCode: z.string(),
  countryName: z.string(),
  area: z.number().int().nullable().describe('11 Asia, 12 Europe, 13 Americas, 14 Africa, 15 Oceania'),
  isInternational: z.boolean(),
  hotRank: z.number().int(),
});
export const cityHotCall = defineCall({
  service: 'common',
  path: 'city/hot',
  summary: 'Hot cities, domestic first, then international',
  auth: 'member',
  input: z.object({ scope: z.enum(['ALL', 'DOMESTIC', 'INTERNATIONAL']).default('ALL') }).default({ scope: 'ALL' }),
  output: z.object({ list: z.array(hotCitySchema) }),
});

export const airportSchema = z.object({
  airport3Code: z.string(),
  airportName: z.string(),
  city3Code: z.string().nullable(),
  cityId: z.string().nullable(),
  cityName: z.string(),
  country2Code: z.string(),
  countryId: z.string().nullable(),
  countryName: z.string(),
  timeZone: z.string(),
});
export const airportListCall = defineCall({
  service: 'common',
  path: 'airport/list',
  summary: 'Airports, Chinese first, filtered by code, name or city',
  auth: 'member',
  input: z.object({ keyword: z.string().trim().max(50).optional() }).default({}),
  output: z.object({ list: z.array(airportSchema) }),
});
export const airportHotCall = defineCall({
  service: 'common',
  path: 'airport/hot',
  summary: 'The busiest airports, domestic and international',
  auth: 'member',
  input: noInput,
  output: z.object({ list: z.array(airportSchema) }),
});

export const countrySchema = z.object({
  id: z.string().describe('ISO 3166 numeric'),
  name: z.string(),
  ename: z.string(),
  code: z.string().describe('ISO 3166 alpha-2'),
  pinyin: z.string(),
  phoneCode: z.string().nullable(),
});
export const countryListCall = defineCall({
  service: 'common',
  path: 'country/list',
  summary: 'Countries and regions (about 250)',
  auth: 'public',
  input: noInput,
  output: z.object({ list: z.array(countrySchema) }),
});

export const currencySchema = z.object({
  currencyCode: z.string(),
  currencyName: z.string(),
  symbol: z.string().nullable(),
  minorUnit: z.number().int(),
});
export const currencyListCall = defineCall({
  service: 'common',
  path: 'currency/list',
  summary: 'Currencies (ISO 4217)',
  auth: 'public',
  input: noInput,
  output: z.object({ list: z.array(currencySchema) }),
});
