/**
 * How big a city's hotel market is: the class decides how many hotels it gets, their stars and their prices. Tiers
 * follow the common business-travel grading of Chinese cities; international cities by their weight for travellers.
 */
export type SizeClass = 'MEGA' | 'MAJOR' | 'CAPITAL' | 'PREFECTURE' | 'COUNTY' | 'INTL_TOP' | 'INTL_MAJOR' | 'INTL';

const MEGA = ['110000', '310000', '440100', '440300'];
const MAJOR = ['120000', '500000', '510100', '330100', '420100', '610100', '320100', '320500', '810000'];
/** provincial capitals and the other big economic centres */
const CAPITAL = [
  '430100', '410100', '441900', '370200', '210100', '330200', '530100', '350200', '210200', '340100', '440600',
  '350100', '370100', '230100', '220100', '360100', '450100', '520100', '130100', '140100', '150100', '650100',
  '540100', '630100', '640100', '620100', '460100', '460200', '820000', '320200', '440400',
];
const INTL_TOP = ['TYO', 'SIN', 'LON', 'NYC', 'PAR', 'SEL', 'BKK', 'DXB'];
const INTL_MAJOR = ['OSA', 'KUL', 'TPE', 'SYD', 'LAX', 'SFO', 'FRA', 'IST', 'MOW', 'ROM', 'BCN', 'AMS', 'HAN', 'SGN', 'MNL', 'JKT', 'MEL'];

const CLASS_BY_KEY = new Map<string, SizeClass>([
  ...MEGA.map((k) => [k, 'MEGA'] as const),
  ...MAJOR.map((k) => [k, 'MAJOR'] as const),
  ...CAPITAL.map((k) => [k, 'CAPITAL'] as const),
  ...INTL_MAJOR.map((k) => [k, 'INTL_MAJOR'] as const),
  ...INTL_TOP.map((k) => [k, 'INTL_TOP'] as const),
]);

/** `key` is the adcode of a Chinese city or the IATA city code of an international one. */
export function sizeClassOf(key: string, intl: boolean, level: string | null): SizeClass {
  const known = CLASS_BY_KEY.get(key);
  if (known) return known;
  if (intl) return 'INTL';
  return level === 'county_direct' ? 'COUNTY' : 'PREFECTURE';
}

/** [min, max] hotels of a class; the count within is drawn from the seed. */
export const HOTEL_COUNT: Readonly<Record<SizeClass, readonly [number, number]>> = {
  MEGA: [700, 900],
  MAJOR: [450, 650],
  CAPITAL: [150, 300],
  PREFECTURE: [25, 55],
  COUNTY: [10, 20],
  INTL_TOP: [220, 300],
  INTL_MAJOR: [120, 200],
  INTL: [60, 110],
};

/** Share of hotels with 2, 3, 4, 5 stars. */
export const STAR_MIX: Readonly<Record<SizeClass, readonly [number, number, number, number]>> = {
  MEGA: [0.2, 0.35, 0.27, 0.18],
  MAJOR: [0.22, 0.37, 0.26, 0.15],
  CAPITAL: [0.25, 0.4, 0.24, 0.11],
  PREFECTURE: [0.33, 0.43, 0.18, 0.06],
  COUNTY: [0.45, 0.42, 0.11, 0.02],
  INTL_TOP: [0.12, 0.33, 0.33, 0.22],
  INTL_MAJOR: [0.15, 0.37, 0.31, 0.17],
  INTL: [0.18, 0.4, 0.28, 0.14],
};

/** How dear the city is against a prefecture city (hotel base prices). */
export const CITY_PRICE_FACTOR: Readonly<Record<SizeClass, number>> = {
  MEGA: 1.5,
  MAJOR: 1.3,
  CAPITAL: 1.12,
  PREFECTURE: 0.95,
  COUNTY: 0.85,
  INTL_TOP: 1.6,
  INTL_MAJOR: 1.35,
  INTL: 1.2,
};
