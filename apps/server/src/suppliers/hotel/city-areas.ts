import type { AreaType, HotelArea } from '../../modules/hotel/hotel-port';
import type { ReferenceData } from '../../modules/common/reference-cache';
import { CN_AREA_TABLE, type AreaRow } from './area-table-cn';
import { INTL_AREA_TABLE } from './area-table-intl';
import { distanceKm } from '../../platform/geo-distance';
import { offsetKm } from './geo';
import type { HotelCity } from './hotel-cities';
import { hashString } from '../../platform/seeded-random';

const KIND: Record<AreaRow[0], AreaType> = { D: 'DISTRICT', B: 'BUSINESS_DISTRICT', L: 'LANDMARK' };

const spaced = (zh: string, py: string, en: string) => ({
  name: { zh, en },
  pinyin: py.replaceAll(' ', ''),
  initials: py.split(' ').map((s) => s[0]).join(''),
});

/** Compass areas of a city without a table: the centre and the four sides, `r` km out. */
const COMPASS: readonly [string, string, string, number, number][] = [
  ['市中心', 'shi zhong xin', 'City Centre', 0, 0],
  ['城东', 'cheng dong', 'East', 1, 0],
  ['城西', 'cheng xi', 'West', -1, 0],
  ['城南', 'cheng nan', 'South', 0, -1],
  ['城北', 'cheng bei', 'North', 0, 1],
];

const RADIUS_KM: Record<HotelCity['sizeClass'], number> = {
  MEGA: 8, MAJOR: 6, CAPITAL: 5, PREFECTURE: 3.5, COUNTY: 2.5, INTL_TOP: 5, INTL_MAJOR: 4, INTL: 3.5,
};

function tableAreas(city: HotelCity, rows: readonly AreaRow[]): HotelArea[] {
  const counters: Record<string, number> = {};
  return rows.map(([kind, zh, py, en, lat, lon]) => {
    counters[kind] = (counters[kind] ?? 0) + 1;
    const areaId = `${city.cityId}-${kind}${String(counters[kind]).padStart(2, '0')}`;
    return { areaId, cityId: city.cityId, type: KIND[kind], ...spaced(zh, py, en), latitude: lat, longitude: lon };
  });
}

function compassAreas(city: HotelCity): HotelArea[] {
  const r = RADIUS_KM[city.sizeClass];
  return COMPASS.map(([zh, py, en, ex, ny], i) => ({
    areaId: `${city.cityId}-C${i}`,
    cityId: city.cityId,
    type: 'DISTRICT' as const,
    ...spaced(zh, py, en),
    ...offsetKm(city.lat, city.lon, ex * r, ny * r),
  }));
}

const STATION_SIDE: Record<string, [number, number]> = { '': [0, 0], 东: [1, 0], 西: [-1, 0], 南: [0, -1], 北: [0, 1] };

/**
 * The city's main stations (named after the city, or its east/west/south/north station). The station data has no
 * coordinates, so each is placed at a plausible made-up spot: the main station 1.5–3 km from the centre in a
 * direction from the seed, the others 5–9 km out on the side their name gives.
 */
function stationAreas(ref: ReferenceData, city: HotelCity): HotelArea[] {
  const out: HotelArea[] = [];
  for (const s of ref.stations) {
    if (s.city !== city.zh || !s.name.startsWith(city.zh)) continue;
    const side = STATION_SIDE[s.name.slice(city.zh.length)];
    if (!side) continue;
    const h = hashString(`station/${s.telecode}`);
    const angle = ((h % 360) * Math.PI) / 180;
    const km = side[0] === 0 && side[1] === 0 ? 1.5 + (h % 15) / 10 : 5 + (h % 40) / 10;
    const [ex, ny] = side[0] === 0 && side[1] === 0 ? [Math.cos(angle), Math.sin(angle)] : side;
    out.push({
      areaId: `${city.cityId}-S-${s.telecode}`,
      cityId: city.cityId,
      type: 'STATION',
      name: { zh: `${s.name}站`, en: `${s.pinyin.charAt(0).toUpperCase()}${s.pinyin.slice(1)} Railway Station` },
      pinyin: `${s.pinyin}zhan`,
      initials: `${s.abbr}z`,
      ...offsetKm(city.lat, city.lon, ex * km, ny * km),
    });
    if (out.length === 4) break;
  }
  return out;
}

/**
 * Airports serving the city within 70 km of its centre (a municipality's far counties have their own), at their real
 * coordinates; pinyin is the city's plus "jichang" (the data has no pinyin of airport names).
 */
function airportAreas(ref: ReferenceData, city: HotelCity): HotelArea[] {
  return ref.airports
    .filter((a) => a.cityRef === city.key && (a.routes2014 > 0 || a.nameZh) && distanceKm({ latitude: city.lat, longitude: city.lon }, { latitude: a.lat, longitude: a.lon }) < 70)
    .sort((a, b) => b.routes2014 - a.routes2014)
    .slice(0, 3)
    .map((a) => ({
      areaId: `${city.cityId}-A-${a.iata}`,
      cityId: city.cityId,
      type: 'AIRPORT' as const,
      name: { zh: a.nameZh ?? `${city.zh}机场`, en: a.name },
      pinyin: `${city.pinyin}jichang`,
      initials: `${city.initials}jc`,
      latitude: a.lat,
      longitude: a.lon,
    }));
}

/** The areas of a city: its districts, business districts and landmarks (or compass areas), stations and airports. */
export function buildCityAreas(ref: ReferenceData, city: HotelCity): HotelArea[] {
  const rows = CN_AREA_TABLE[city.key] ?? INTL_AREA_TABLE[city.key];
  const places = rows ? tableAreas(city, rows) : compassAreas(city);
  return [...places, ...(city.intl ? [] : stationAreas(ref, city)), ...airportAreas(ref, city)];
}
