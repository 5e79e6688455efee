import { hashPrefix } from '../../platform/seeded-random';
import type { HotelMeta } from './hotel-meta';
import type { RatePlanDef } from './rate-plans';
import type { RoomDef } from './rooms';

/**
 * What the lowest-price path needs of a hotel, numbers only (a few hundred bytes), so it can be kept for every hotel
 * ever generated while full rooms and plans (about 13 KB a hotel) stay in a bounded cache. The hash prefixes are the
 * running states of the nightly rules' keys (`seed|occ|hotel|`, …) so a night's draw hashes only its date.
 */
export interface PriceProfile {
  meta: HotelMeta;
  /** hash states of `seed|occ|hotelId|` and `seed|px|hotelId|` */
  occ: [number, number];
  px: [number, number];
  roomTypeIds: string[];
  /** per room, ROOM_STRIDE numbers: premium, share, allotment hash state (2), closed-to-arrival hash state (2) */
  rooms: Float64Array;
  /** per room, its plans' range in `plans`: from roomPlans[i] to roomPlans[i + 1] */
  roomPlans: Int32Array;
  /** per plan, PLAN_STRIDE numbers: factor, min stay, max guests, 1 for a contract (corporate) plan */
  plans: Float64Array;
}

export const ROOM_STRIDE = 6;
export const PLAN_STRIDE = 4;

/** The profile of a hotel's generated rooms and plans; plans keep the order the full stay lists them in. */
export function priceProfile(seed: string, rates: { meta: HotelMeta; rooms: readonly RoomDef[]; plans: readonly RatePlanDef[] }): PriceProfile {
  const { meta } = rates;
  const hotelId = meta.summary.hotelId;
  const rooms = new Float64Array(rates.rooms.length * ROOM_STRIDE);
  const roomPlans = new Int32Array(rates.rooms.length + 1);
  const planRows: number[] = [];
  rates.rooms.forEach((def, i) => {
    const id = def.room.roomTypeId;
    rooms.set([def.premium, def.share, ...hashPrefix(`${seed}|allot|${id}|`), ...hashPrefix(`${seed}|cta|${id}|`)], i * ROOM_STRIDE);
    for (const p of rates.plans) {
      if (p.roomTypeId === id) planRows.push(p.factor, p.minStay, p.maxGuests, p.sourceType === '1' ? 1 : 0);
    }
    roomPlans[i + 1] = planRows.length / PLAN_STRIDE;
  });
  return {
    meta,
    occ: hashPrefix(`${seed}|occ|${hotelId}|`),
    px: hashPrefix(`${seed}|px|${hotelId}|`),
    roomTypeIds: rates.rooms.map((r) => r.room.roomTypeId),
    rooms,
    roomPlans,
    plans: Float64Array.from(planRows),
  };
}
