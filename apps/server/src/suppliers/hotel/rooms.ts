import type { BedType, LocalText, RoomType } from '../../modules/hotel/hotel-port';
import { createRandom, type Random } from '../rail/random';
import type { HotelMeta } from './hotel-meta';

/** A room type with what pricing and allotment need: its price against the standard room and its share of rooms. */
export interface RoomDef {
  room: RoomType;
  premium: number;
  /** share of the hotel's rooms of this type */
  share: number;
}

type Kind = readonly [code: string, zh: string, en: string, bed: BedType, areaFactor: number, premium: number, maxGuests: number, minStar: number, maxStar: number];

const KINDS: readonly Kind[] = [
  ['STD_BIG', '标准大床房', 'Standard King Room', 'BIG', 1, 1, 2, 2, 5],
  ['STD_TWIN', '标准双床房', 'Standard Twin Room', 'TWIN', 1, 1, 2, 2, 5],
  ['SINGLE', '单人间', 'Single Room', 'SINGLE', 0.7, 0.85, 1, 2, 3],
  ['SUP_BIG', '高级大床房', 'Superior King Room', 'BIG', 1.15, 1.2, 2, 3, 5],
  ['TRIPLE', '三人间', 'Triple Room', 'MULTI', 1.3, 1.3, 3, 2, 3],
  ['DLX_TWIN', '豪华双床房', 'Deluxe Twin Room', 'TWIN', 1.3, 1.35, 2, 4, 5],
  ['FAMILY', '家庭房', 'Family Room', 'MULTI', 1.5, 1.5, 4, 3, 5],
  ['EXEC_BIG', '行政大床房', 'Executive King Room', 'BIG', 1.4, 1.7, 2, 4, 5],
  ['SUITE', '豪华套房', 'Deluxe Suite', 'BIG', 2.4, 2.6, 3, 4, 5],
];

const BEDS: Record<BedType, LocalText> = {
  BIG: { zh: '1张大床(1.8米)', en: '1 king bed (1.8 m)' },
  TWIN: { zh: '2张单人床(1.2米)', en: '2 single beds (1.2 m)' },
  SINGLE: { zh: '1张单人床(1.2米)', en: '1 single bed (1.2 m)' },
  MULTI: { zh: '1张大床(1.8米)和1张单人床(1.2米)', en: '1 king bed (1.8 m) and 1 single bed (1.2 m)' },
};
const AREA_BY_STAR: Record<number, number> = { 2: 16, 3: 22, 4: 30, 5: 38 };

function roomFacilities(rng: Random, star: number): number[] {
  const codes = [1001];
  if (star >= 3) codes.push(1014);
  if (star >= 4) codes.push(1016);
  if (rng.chance(0.3)) codes.push(1019);
  return codes;
}

function roomOf(rng: Random, meta: HotelMeta, kind: Kind, n: number, floors: number): RoomType {
  const [, zh, en, bed, areaFactor, , maxGuests] = kind;
  const { hotelId, star } = meta.summary;
  const roomTypeId = `${hotelId}R${n}`;
  const lo = rng.int(2, Math.max(2, Math.floor(floors / 2)));
  return {
    roomTypeId,
    name: { zh, en },
    area: Math.round(AREA_BY_STAR[star]! * areaFactor * (0.9 + rng.next() * 0.25)),
    floor: `${lo}-${rng.int(lo + 1, floors)}`,
    bedType: bed,
    bedDescription: BEDS[bed],
    smoking: rng.chance(0.7) ? 'NON_SMOKING' : rng.chance(0.65) ? 'PARTIAL' : 'SMOKING',
    window: star <= 3 && rng.chance(0.12) ? 'NO' : rng.chance(0.1) ? 'PARTIAL' : 'YES',
    internet: star === 2 && rng.chance(0.05) ? 'PAID_WIFI' : 'FREE_WIFI',
    maxGuests,
    addBed: star >= 4 && bed !== 'SINGLE' && rng.chance(0.5),
    facilityCodes: roomFacilities(rng, star),
    pictureUrls: [1, 2].map((p) => `/sandbox/hotel/pictures/${hotelId}/room-${n}-${p}.svg`),
  };
}

/** The room types of a hotel, deterministic for the seed: the standard rooms first, then others its star allows. */
export function generateRooms(seed: string, meta: HotelMeta): RoomDef[] {
  const rng = createRandom(`${seed}/rooms/${meta.summary.hotelId}`);
  const star = meta.summary.star;
  const allowed = KINDS.filter((k) => star >= k[7] && star <= k[8]);
  const [first, second, ...rest] = allowed;
  const count = rng.int(star === 2 ? 2 : 3, Math.min(allowed.length, star + 1));
  const extra = rest.filter(() => rng.chance(0.6)).slice(0, Math.max(0, count - 2));
  const kinds = [first!, ...(star === 2 && rng.chance(0.3) ? [] : [second!]), ...extra];
  const floors = star === 2 ? rng.int(4, 8) : rng.int(8, 40);
  const weights = kinds.map((k) => 1 / k[5]);
  const total = weights.reduce((s, w) => s + w, 0);
  return kinds.map((kind, i) => ({ room: roomOf(rng, meta, kind, i + 1, floors), premium: kind[5], share: weights[i]! / total }));
}
