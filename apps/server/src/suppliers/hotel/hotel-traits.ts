import type { AreaType, HotelArea, LocalText } from '../../modules/hotel/hotel-port';
import type { Random } from '../rail/random';
import type { HotelCity } from './hotel-cities';

/**
 * The facility codes (1001–1020) the web maps to icons: 1001 Wi-Fi, 1002 parking, 1003 restaurant, 1004 gym, 1005 pool,
 * 1006 meeting room, 1007 business centre, 1008 airport shuttle, 1009 24-hour front desk, 1010 luggage storage,
 * 1011 laundry, 1012 spa, 1013 bar, 1014 lift, 1015 EV charging, 1016 room service, 1017 executive lounge,
 * 1018 kids' club, 1019 accessible rooms, 1020 pets allowed.
 */
export const FACILITY = { WIFI: 1001, PARKING: 1002, RESTAURANT: 1003, GYM: 1004, POOL: 1005, MEETING: 1006, SHUTTLE: 1008, PETS: 1020 } as const;

/** Chance of each facility code (index 0 = 1001) by star 2..5. */
const FACILITY_CHANCE: readonly (readonly [number, number, number, number])[] = [
  [1, 1, 1, 1], [0.5, 0.7, 0.9, 1], [0.3, 0.7, 1, 1], [0.05, 0.3, 0.8, 1], [0, 0.1, 0.4, 0.8],
  [0, 0.4, 0.9, 1], [0, 0.3, 0.8, 1], [0.1, 0.2, 0.5, 0.7], [0.8, 0.95, 1, 1], [0.8, 1, 1, 1],
  [0.4, 0.7, 0.9, 1], [0, 0.05, 0.3, 0.8], [0, 0.1, 0.6, 0.95], [0.7, 0.95, 1, 1], [0.1, 0.3, 0.5, 0.6],
  [0, 0.2, 0.8, 1], [0, 0, 0.4, 0.9], [0, 0.05, 0.2, 0.5], [0.2, 0.4, 0.7, 0.9], [0.1, 0.15, 0.1, 0.05],
];

export function hotelFacilities(rng: Random, star: number): number[] {
  const out: number[] = [];
  FACILITY_CHANCE.forEach((chances, i) => {
    if (rng.chance(chances[star - 2]!)) out.push(1001 + i);
  });
  return out;
}

export function hotelThemes(rng: Random, star: number, business: boolean, anchor: AreaType): string[] {
  const themes: string[] = [];
  if (business) themes.push('BUSINESS');
  if (anchor === 'LANDMARK' || !business) themes.push('LEISURE');
  if (anchor === 'AIRPORT') themes.push('AIRPORT');
  if (anchor === 'STATION') themes.push('STATION');
  if (star === 5) themes.push('LUXURY');
  if (star === 2) themes.push('ECONOMY');
  if (star >= 3 && rng.chance(0.25)) themes.push('FAMILY');
  if (star >= 3 && rng.chance(0.15)) themes.push('DESIGN');
  return themes;
}

const STREETS: readonly [string, string][] = [
  ['人民路', 'Renmin Road'], ['解放路', 'Jiefang Road'], ['中山路', 'Zhongshan Road'], ['建设路', 'Jianshe Road'],
  ['长江路', 'Changjiang Road'], ['和平大街', 'Heping Street'], ['新华路', 'Xinhua Road'], ['文化路', 'Wenhua Road'],
  ['迎宾大道', 'Yingbin Avenue'], ['朝阳路', 'Chaoyang Road'], ['滨江路', 'Binjiang Road'], ['青年路', 'Qingnian Road'],
];
const FOREIGN_STREETS: readonly [string, string][] = [
  ['王子街', 'Prince Street'], ['国王大道', 'Kings Avenue'], ['河滨路', 'Riverside Drive'], ['公园路', 'Park Road'],
  ['车站街', 'Station Street'], ['大学路', 'University Road'], ['港湾路', 'Harbour Road'], ['中央大道', 'Central Avenue'],
];

export function hotelAddress(rng: Random, city: HotelCity, district: HotelArea): LocalText {
  const [zh, en] = (city.intl ? FOREIGN_STREETS : STREETS)[rng.int(0, (city.intl ? FOREIGN_STREETS : STREETS).length - 1)]!;
  const no = rng.int(1, 999);
  return city.intl
    ? { zh: `${city.zh}${district.name.zh}${zh}${no}号`, en: `${no} ${en}, ${district.name.en}, ${city.en}` }
    : { zh: `${city.zh}${district.name.zh}${zh}${no}号`, en: `No. ${no} ${en}, ${district.name.en}, ${city.en}` };
}
