import type { TrainCityRef, TrainStationMatch, TrainStationRef } from '@travel/contracts/train/stations';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { isChineseLocale } from '../common/reference-cache';
import { trainCityEntries, type TrainCityEntry } from '../common/reference-service';

/** The railway's busiest cities, in the order the picker shows them (12306 city keys). */
export const HOT_TRAIN_CITIES = [
  '北京', '上海', '广州', '深圳', '杭州', '南京', '武汉', '成都', '重庆', '西安', '天津', '长沙',
  '郑州', '济南', '苏州', '合肥', '厦门', '青岛', '沈阳', '哈尔滨', '昆明', '南昌', '福州', '太原',
] as const;

type Entry = TrainCityEntry;
type EntryStation = Entry['stations'][number];

/** Stations and cities of the railway, indexed for the pickers and the search. */
export interface StationDirectory {
  cities: readonly Entry[];
  cityByCode: ReadonlyMap<string, Entry>;
  cityOfStation: ReadonlyMap<string, Entry>;
  stationByCode: ReadonlyMap<string, EntryStation>;
}

const directories = new WeakMap<readonly Entry[], StationDirectory>();

export async function stationDirectory(db: Db): Promise<StationDirectory> {
  const cities = await trainCityEntries(db);
  const known = directories.get(cities);
  if (known) return known;
  const cityOfStation = new Map<string, Entry>();
  const stationByCode = new Map<string, EntryStation>();
  for (const city of cities) {
    for (const s of city.stations) {
      cityOfStation.set(s.telecode, city);
      stationByCode.set(s.telecode, s);
    }
  }
  const dir = { cities, cityByCode: new Map(cities.map((c) => [c.city, c])), cityOfStation, stationByCode };
  directories.set(cities, dir);
  return dir;
}

export const cityNameOf = (city: Entry, locale: Locale) => (isChineseLocale(locale) ? city.cityZh : city.cityEn);

/** A station's name in the caller's language: Chinese for the Chinese locales, English from pinyin otherwise. */
export function stationNameOf(dir: StationDirectory, telecode: string, locale: Locale): string {
  const s = dir.stationByCode.get(telecode);
  if (!s) return telecode;
  return isChineseLocale(locale) ? s.name : s.nameEn;
}

function stationRef(city: Entry, s: EntryStation, locale: Locale): TrainStationRef {
  const zh = isChineseLocale(locale);
  return { stationCode: s.telecode, stationName: zh ? s.name : s.nameEn, pinyin: s.pinyin, abbr: s.abbr, cityCode: city.city, cityName: cityNameOf(city, locale) };
}

export function cityRef(city: Entry, locale: Locale): TrainCityRef {
  return { cityCode: city.city, cityName: cityNameOf(city, locale), pinyin: city.pinyin, stationList: city.stations.map((s) => stationRef(city, s, locale)) };
}

export async function hotCities(db: Db, locale: Locale): Promise<{ list: TrainCityRef[] }> {
  const dir = await stationDirectory(db);
  return { list: HOT_TRAIN_CITIES.flatMap((code) => (dir.cityByCode.has(code) ? [cityRef(dir.cityByCode.get(code)!, locale)] : [])) };
}

/** Initials of a pinyin city name are not stored; the first station's abbreviation stands for the city's. */
const cityAbbr = (city: Entry) => city.stations.find((s) => s.name === city.city)?.abbr ?? city.stations[0]?.abbr ?? '';

/**
 * train/station/match: a city whose name, pinyin or initials match answers as a CITY with all its stations (listed
 * first); stations match by Chinese name, English name, pinyin, initials or telegraph code. Exact and prefix matches
 * rank before substring matches; among equal matches busy places come first, by the trains calling (`traffic`, per
 * station; a city counts its stations'): "bjn" is Beijing South before Baoji South.
 */
export async function matchStations(
  db: Db,
  locale: Locale,
  input: { keyword: string; limit: number },
  traffic: ReadonlyMap<string, number>,
): Promise<{ list: TrainStationMatch[] }> {
  const dir = await stationDirectory(db);
  const kw = input.keyword.trim().toLowerCase();
  const rank = (values: string[]): number => {
    let best = 99;
    for (const v of values) {
      const s = v.toLowerCase();
      if (s === kw) return 0;
      if (s.startsWith(kw)) best = Math.min(best, 1);
      else if (kw.length >= 2 && s.includes(kw)) best = Math.min(best, 2);
    }
    return best;
  };
  const found: { r: number; busy: number; m: TrainStationMatch }[] = [];
  const trainsAt = (code: string) => traffic.get(code) ?? 0;
  const hot = new Set<string>(HOT_TRAIN_CITIES);
  for (const city of dir.cities) {
    // Among equal matches the railway's busiest cities come first: "bj" is Beijing before Baoji.
    const cityRank = rank([city.city, city.cityZh, city.cityEn, city.pinyin, cityAbbr(city)]) - (hot.has(city.city) ? 0.05 : 0);
    const ref = cityRef(city, locale);
    if (cityRank < 98 && city.stations.length > 1) {
      found.push({ r: cityRank, busy: city.stations.reduce((sum, s) => sum + trainsAt(s.telecode), 0), m: { type: 'CITY', code: city.city, name: ref.cityName, cityCode: city.city, cityName: ref.cityName, pinyin: city.pinyin, abbr: cityAbbr(city), stationList: ref.stationList } });
    }
    city.stations.forEach((s, i) => {
      const r = Math.min(cityRank + 0.5, rank([s.name, s.nameEn, s.pinyin, s.abbr]), s.telecode.toLowerCase() === kw ? 0 : 99);
      if (r < 98) {
        const st = ref.stationList[i]!;
        found.push({ r: r + 0.1, busy: trainsAt(s.telecode), m: { type: 'STATION', code: s.telecode, name: st.stationName, cityCode: city.city, cityName: ref.cityName, pinyin: s.pinyin, abbr: s.abbr, stationList: [st] } });
      }
    });
  }
  found.sort((a, b) => a.r - b.r || b.busy - a.busy || a.m.pinyin.localeCompare(b.m.pinyin) || a.m.code.localeCompare(b.m.code));
  return { list: found.slice(0, input.limit).map((f) => f.m) };
}

/** The telegraph codes a search place stands for, or null when it names no city or station. */
export function placeStations(dir: StationDirectory, place: { type: 'CITY' | 'STATION'; code: string }): string[] | null {
  if (place.type === 'STATION') return dir.stationByCode.has(place.code) ? [place.code] : null;
  const city = dir.cityByCode.get(place.code);
  return city ? city.stations.map((s) => s.telecode) : null;
}
