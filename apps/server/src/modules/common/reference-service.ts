import type { z } from 'zod';
import type {
  countrySchema,
  currencySchema,
  trainCitySchema,
  trainStationSchema,
} from '@travel/contracts/common/reference';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { getReferenceData, isChineseLocale, localName, type City, type ReferenceData, type Station } from './reference-cache';

type TrainCity = z.infer<typeof trainCitySchema>;
type TrainStation = z.infer<typeof trainStationSchema>;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const DIRECTIONS: Record<string, [string, string]> = {
  东: ['dong', 'East'],
  南: ['nan', 'South'],
  西: ['xi', 'West'],
  北: ['bei', 'North'],
};

/**
 * English station name from pinyin: 北京南 → Beijing South (when 北京 is a station too), 上海虹桥 → Shanghai Hongqiao
 * (a station named after another station plus a place), 虹桥 → Hongqiao.
 */
export function stationNameEn(station: Pick<Station, 'name' | 'pinyin'>, stationByName: ReadonlyMap<string, Station>): string {
  const dir = DIRECTIONS[station.name.slice(-1)];
  const base = station.name.slice(0, -1);
  if (dir && base && station.pinyin.endsWith(dir[0]) && stationByName.has(base)) {
    return `${capitalise(station.pinyin.slice(0, -dir[0].length))} ${dir[1]}`;
  }
  for (let cut = station.name.length - 2; cut >= 2; cut--) {
    const prefix = stationByName.get(station.name.slice(0, cut));
    if (prefix && station.pinyin.startsWith(prefix.pinyin) && station.pinyin.length > prefix.pinyin.length) {
      return `${capitalise(prefix.pinyin)} ${capitalise(station.pinyin.slice(prefix.pinyin.length))}`;
    }
  }
  return capitalise(station.pinyin);
}

/** The cities.csv row of a 12306 city field: 北京, 巴音郭楞蒙古自治州 (full name) or 海西州 (short name and 州). */
function findTrainCity(ref: ReferenceData, city: string): City | undefined {
  return ref.cityByShortName.get(city) ?? ref.cityByFullName.get(city) ?? ref.cityByShortName.get(city.replace(/州$/, ''));
}

/** Station suffixes whose pinyin can be cut off to leave the city's: 大足南 dazunan → dazu. */
const SUFFIXES: [string, string][] = [
  ['县东', 'xiandong'], ['县南', 'xiannan'], ['县西', 'xianxi'], ['县北', 'xianbei'], ['县', 'xian'],
  ['东', 'dong'], ['南', 'nan'], ['西', 'xi'], ['北', 'bei'],
];

/** 12306 city fields that neither cities.csv nor a station name spells. */
const CITY_PINYIN: Record<string, string> = {
  二连浩特: 'erlianhaote', 景洪: 'jinghong', 綦江: 'qijiang', 华阴: 'huayin', 江津: 'jiangjin', 老挝万荣: 'wanrong', 南涧: 'nanjian',
};

function cityPinyin(ref: ReferenceData, city: string, stations: Station[]): string {
  const same = ref.stationByName.get(city);
  if (same) return same.pinyin;
  const known = findTrainCity(ref, city);
  if (known) return known.nameEn.toLowerCase().replace(/[^a-z]/g, '');
  for (const s of stations) {
    const rest = s.name.startsWith(city) ? s.name.slice(city.length) : null;
    const suffix = rest ? SUFFIXES.find(([zh, py]) => zh === rest && s.pinyin.endsWith(py)) : undefined;
    if (suffix) return s.pinyin.slice(0, -suffix[1].length);
  }
  return CITY_PINYIN[city] ?? stations[0]?.pinyin ?? '';
}

const contains = (value: string, keyword: string) => value.toLowerCase().includes(keyword);

export interface TrainCityEntry {
  /** The 12306 city field. */
  city: string;
  /** '156' + adcode when the city is in cities.csv (the id travel requests use), else null */
  cityId: string | null;
  cityZh: string;
  cityEn: string;
  pinyin: string;
  stations: (Station & { nameEn: string })[];
}

// Grouping and sorting 3,364 stations is done once per reference snapshot, not per call.
const trainCityIndexes = new WeakMap<ReferenceData, TrainCityEntry[]>();

function trainCityIndex(ref: ReferenceData): TrainCityEntry[] {
  const existing = trainCityIndexes.get(ref);
  if (existing) return existing;
  const byCity = new Map<string, Station[]>();
  for (const s of ref.stations) {
    const list = byCity.get(s.city);
    if (list) list.push(s);
    else byCity.set(s.city, [s]);
  }
  const entries: TrainCityEntry[] = [];
  for (const [city, all] of byCity) {
    // The station that bears the city's own name first, then the others by pinyin.
    const stations = [...all].sort(
      (a, b) => Number(b.name === city) - Number(a.name === city) || a.pinyin.localeCompare(b.pinyin) || a.name.localeCompare(b.name),
    );
    const pinyin = cityPinyin(ref, city, stations);
    const known = findTrainCity(ref, city);
    entries.push({
      city,
      cityId: known ? `156${known.adcode}` : null,
      cityZh: known?.shortName ?? city,
      cityEn: known?.nameEn ?? capitalise(pinyin),
      pinyin,
      stations: stations.map((s) => ({ ...s, nameEn: stationNameEn(s, ref.stationByName) })),
    });
  }
  entries.sort((a, b) => (a.pinyin < b.pinyin ? -1 : a.pinyin > b.pinyin ? 1 : a.city < b.city ? -1 : a.city > b.city ? 1 : 0));
  trainCityIndexes.set(ref, entries);
  return entries;
}

/** Railway cities (by the 12306 city field) with their stations and English names, sorted by pinyin. */
export async function trainCityEntries(db: Db): Promise<readonly TrainCityEntry[]> {
  return trainCityIndex(await getReferenceData(db));
}

/**
 * common/train_city/list: cities with railway stations (by the 12306 city field), sorted by pinyin. A keyword that
 * matches the city keeps all its stations; otherwise only the stations it matches (name, pinyin, abbreviation).
 */
export async function listTrainCities(db: Db, locale: Locale, input: { keyword?: string }): Promise<{ list: TrainCity[] }> {
  const ref = await getReferenceData(db);
  const zh = isChineseLocale(locale);
  const keyword = input.keyword?.trim().toLowerCase() ?? '';
  const list: TrainCity[] = [];
  for (const entry of trainCityIndex(ref)) {
    const cityMatches =
      !keyword || [entry.city, entry.cityZh, entry.cityEn, entry.pinyin].some((v) => contains(v, keyword));
    const shown = cityMatches
      ? entry.stations
      : entry.stations.filter((s) => contains(s.name, keyword) || contains(s.pinyin, keyword) || contains(s.abbr, keyword));
    if (shown.length === 0) continue;
    list.push({
      cityName: zh ? entry.cityZh : entry.cityEn,
      pinyin: entry.pinyin,
      firstLetter: (entry.pinyin[0] ?? '#').toUpperCase(),
      stationList: shown.map(
        (s): TrainStation => ({ stationCode: s.telecode, stationName: zh ? s.name : s.nameEn, pinyin: s.pinyin, abbr: s.abbr }),
      ),
    });
  }
  return { list };
}

/** common/country/list: every country; `name` is Chinese and `ename` English whatever the locale (the spec's fields). China first, then by pinyin. */
export async function listCountries(db: Db, _locale: Locale, _input: unknown): Promise<{ list: z.infer<typeof countrySchema>[] }> {
  const ref = await getReferenceData(db);
  const list = [...ref.countries]
    .sort((a, b) => Number(b.iso2 === 'CN') - Number(a.iso2 === 'CN') || a.pinyin.localeCompare(b.pinyin))
    .map((c) => ({ id: c.numeric, name: c.nameZh, ename: c.nameEn, code: c.iso2, pinyin: c.pinyin, phoneCode: c.phoneCode }));
  return { list };
}

/** common/currency/list: ISO 4217 currencies that can price something (funds left out), CNY first, then by code. */
export async function listCurrencies(db: Db, locale: Locale, _input: unknown): Promise<{ list: z.infer<typeof currencySchema>[] }> {
  const ref = await getReferenceData(db);
  const list = ref.currencies
    .filter((c) => !c.isFund)
    .sort((a, b) => Number(b.code === 'CNY') - Number(a.code === 'CNY') || a.code.localeCompare(b.code))
    .map((c) => ({
      currencyCode: c.code,
      currencyName: localName(locale, c.nameZh, c.nameEn),
      symbol: c.symbol,
      minorUnit: c.minorUnit,
    }));
  return { list };
}
