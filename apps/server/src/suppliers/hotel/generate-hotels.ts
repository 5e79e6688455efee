import type { HotelArea, HotelSummary } from '../../modules/hotel/hotel-port';
import { createRandom, type Random } from '../../platform/seeded-random';
import { brandsFor, type BrandDef } from './brands';
import { CITY_PRICE_FACTOR, STAR_MIX } from './city-sizes';
import { distanceKm } from '../../platform/geo-distance';
import { offsetKm } from './geo';
import type { HotelCity } from './hotel-cities';
import { hotelIdOf, type HotelMeta } from './hotel-meta';
import { branchQualifiers, sideOf, type BranchQualifier } from './branch-names';
import { chainName, independentBranch, independentName, type HotelName } from './hotel-names';
import { hotelAddress, hotelFacilities, hotelThemes } from './hotel-traits';

const ANCHOR_WEIGHT: Record<HotelArea['type'], number> = { BUSINESS_DISTRICT: 3, DISTRICT: 2, LANDMARK: 1.5, STATION: 1.2, AIRPORT: 0.6 };
/** How far (km, on average) hotels spread around an area of each type. */
const SPREAD_KM: Record<HotelArea['type'], number> = { BUSINESS_DISTRICT: 0.8, DISTRICT: 1.6, LANDMARK: 0.9, STATION: 0.7, AIRPORT: 2 };
/** The standard room's nightly price in a prefecture city, CNY minor units, by star. */
const STAR_BASE: Record<number, number> = { 2: 18000, 3: 30000, 4: 52000, 5: 100000 };
const ROOMS: Record<number, [number, number]> = { 2: [40, 120], 3: [80, 200], 4: [150, 350], 5: [250, 600] };

function pick<T>(rng: Random, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let x = rng.next() * total;
  for (const t of items) {
    x -= weight(t);
    if (x < 0) return t;
  }
  return items[items.length - 1]!;
}

function drawStar(rng: Random, city: HotelCity): number {
  const mix = STAR_MIX[city.sizeClass];
  let x = rng.next();
  for (let i = 0; i < 4; i++) {
    x -= mix[i]!;
    if (x < 0) return i + 2;
  }
  return 5;
}

function nearest(areas: readonly HotelArea[], lat: number, lon: number, types: readonly HotelArea['type'][], maxKm: number): HotelArea | null {
  let best: HotelArea | null = null;
  let bestKm = maxKm;
  for (const a of areas) {
    if (!types.includes(a.type)) continue;
    const km = distanceKm({ latitude: lat, longitude: lon }, { latitude: a.latitude, longitude: a.longitude });
    if (km <= bestKm) [best, bestKm] = [a, km];
  }
  return best;
}

/** The names a city already gives (Chinese and English), so that every hotel's are its own. */
interface TakenNames {
  zh: Set<string>;
  en: Set<string>;
}

/** The first of the names that neither language has given yet, taken. */
function firstFree(taken: TakenNames, names: Iterable<HotelName>): HotelName {
  for (const n of names) {
    if (taken.zh.has(n.name.zh) || taken.en.has(n.name.en)) continue;
    taken.zh.add(n.name.zh);
    taken.en.add(n.name.en);
    return n;
  }
  // Unreached: a place offers 84 qualifiers per name, and the busiest holds about a dozen houses of one name.
  throw new Error('hotel sandbox: no free branch name left');
}

function* branches(make: (q: BranchQualifier | null) => HotelName, qualifiers: () => readonly BranchQualifier[]): Generator<HotelName> {
  yield make(null);
  for (const q of qualifiers()) yield make(q);
}

function drawName(rng: Random, star: number, city: HotelCity, anchor: HotelArea, pos: { latitude: number; longitude: number }, taken: TakenNames): { name: HotelName; brand: BrandDef | null } {
  const brands = brandsFor(star, city.intl);
  const chainShare = city.intl ? 0.5 : star === 2 ? 0.65 : 0.5;
  // Another branch at the same place is told apart by the side of it the hotel is on, or a road (never a number).
  const qualifiers = (key: string) => () => branchQualifiers(city.intl, anchor, sideOf(anchor, pos), `${city.cityId}|${anchor.areaId}|${key}`);
  if (brands.length > 0 && rng.chance(chainShare)) {
    const brand = brands[rng.int(0, brands.length - 1)]!;
    const name = firstFree(taken, branches((q) => chainName(brand, city, anchor, q), qualifiers(brand.brand.brandId)));
    return { name, brand };
  }
  const base = independentName(rng, star, city, anchor);
  const houses = function* () {
    yield base;
    yield* branches((q) => independentBranch(base, anchor, q), qualifiers(base.name.zh));
  };
  return { name: firstFree(taken, houses()), brand: null };
}

function generateOne(rng: Random, city: HotelCity, areas: readonly HotelArea[], index: number, taken: TakenNames): HotelMeta {
  const anchor = pick(rng, areas, (a) => ANCHOR_WEIGHT[a.type]);
  const spread = SPREAD_KM[anchor.type] * (city.sizeClass === 'COUNTY' ? 0.7 : 1);
  const km = spread * (rng.next() + rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const pos = offsetKm(anchor.latitude, anchor.longitude, km * Math.cos(angle), km * Math.sin(angle));
  const star = drawStar(rng, city);
  const { name, brand } = drawName(rng, star, city, anchor, pos, taken);
  const hotelId = hotelIdOf(city.cityId, index);
  const district = nearest(areas, pos.latitude, pos.longitude, ['DISTRICT'], Infinity)!;
  const bd = nearest(areas, pos.latitude, pos.longitude, ['BUSINESS_DISTRICT', 'LANDMARK'], 4) ?? nearest(areas, pos.latitude, pos.longitude, ['STATION', 'AIRPORT'], 3);
  const openYear = rng.int(star >= 4 ? 1990 : 1998, 2024);
  const score = rng.chance(0.04) ? rng.int(20, 34) / 10 : Math.min(5, Math.max(1, Math.round((3.6 + star * 0.2 + (rng.next() - 0.6)) * 10) / 10));
  const business = anchor.type !== 'LANDMARK' && rng.chance(0.75);
  const summary: HotelSummary = {
    hotelId,
    cityId: city.cityId,
    name: name.name,
    pinyin: name.pinyin,
    initials: name.initials,
    brand: brand?.brand ?? null,
    star,
    address: hotelAddress(rng, city, district),
    districtId: district.areaId,
    businessDistrictId: bd?.areaId ?? null,
    latitude: pos.latitude,
    longitude: pos.longitude,
    score,
    commentCount: Math.round(Math.exp(rng.next() * 6 + star * 0.5) * (city.sizeClass === 'MEGA' ? 1.6 : 1)),
    facilityCodes: hotelFacilities(rng, star),
    coverPictureUrl: `/sandbox/hotel/pictures/${hotelId}/cover-1.svg`,
    openYear,
    decorateYear: openYear < 2018 && rng.chance(0.6) ? rng.int(Math.max(openYear + 3, 2012), 2025) : null,
    recommend: rng.chance(0.12),
    protocol: rng.chance(brand ? 0.55 : 0.3),
    themes: hotelThemes(rng, star, business, anchor.type),
    currency: city.currency,
  };
  const [rMin, rMax] = ROOMS[star]!;
  const baseCny = Math.round((STAR_BASE[star]! * CITY_PRICE_FACTOR[city.sizeClass] * (brand?.priceFactor ?? 1) * (0.85 + rng.next() * 0.35)) / 100) * 100;
  return { summary, city, brand, anchor, guestRoomNum: rng.int(rMin, rMax), baseCny, business };
}

/** The hotels of a city, deterministic for the seed, in the supplier's recommended order. */
export function generateCityHotels(seed: string, city: HotelCity, areas: readonly HotelArea[]): HotelMeta[] {
  const rng = createRandom(`${seed}/hotels/${city.cityId}`);
  const taken: TakenNames = { zh: new Set(), en: new Set() };
  const hotels = Array.from({ length: city.hotelCount }, (_, i) => generateOne(rng, city, areas, i + 1, taken));
  const rank = (h: HotelMeta) => (h.summary.recommend ? 100 : 0) + h.summary.score * 4 + Math.log10(1 + h.summary.commentCount) * 2 + h.summary.star;
  return hotels.sort((a, b) => rank(b) - rank(a) || a.summary.hotelId.localeCompare(b.summary.hotelId));
}
