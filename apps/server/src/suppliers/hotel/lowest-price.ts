import { hashFrom } from '../../platform/seeded-random';
import { quoteAmount, quoteCny, quoteOf, type PriceScale } from './money';
import {
  allotmentOf, CLOSED_TO_ARRIVAL_SHARE, noiseOf, occupancyFactor, occupancyOn, unitOf, weekdayFactorOn, type NightDay,
} from './nightly-rules';
import { PLAN_STRIDE, ROOM_STRIDE, type PriceProfile } from './price-profile';
import type { InventoryRow } from './stay-offers';

/** What the cheapest plan depends on besides the hotel and its nights. */
export interface LowestQuery {
  roomNum: number;
  guestsPerRoom: number;
  corporate: boolean;
}

export interface Cheapest {
  /** per-room total of the stay in the hotel's currency, minor units */
  amount: number;
  /** the same in CNY minor units */
  cny: number;
  protocol: boolean;
}

/** Arrays sized for the stay's nights, reused for every hotel of a call (no allocation per hotel-night). */
export class NightScratch {
  readonly background: Float64Array;
  readonly hotelCny: Float64Array;
  readonly roomCny: Float64Array;
  readonly sold: Float64Array;
  constructor(nights: number) {
    this.background = new Float64Array(nights);
    this.hotelCny = new Float64Array(nights);
    this.roomCny = new Float64Array(nights);
    this.sold = new Float64Array(nights);
  }
}

const rowOf = (rows: readonly InventoryRow[], roomTypeId: string, date: string) => rows.find((r) => r.roomTypeId === roomTypeId && r.date === date);

/** Per night: the hotel's background occupancy and the price every room shares before its premium (as prepareStay). */
function hotelNights(p: PriceProfile, days: readonly NightDay[], dayIndex: ReadonlyMap<string, number>, rows: readonly InventoryRow[], s: NightScratch): void {
  const { meta } = p;
  s.sold.fill(0);
  for (const r of rows) {
    const i = dayIndex.get(r.date);
    if (i !== undefined) s.sold[i] = s.sold[i]! + r.sold;
  }
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!;
    const background = occupancyOn(meta.business, day, unitOf(hashFrom(p.occ[0], p.occ[1], day.date)));
    const occupancy = background + s.sold[i]! / meta.guestRoomNum;
    const noise = noiseOf(unitOf(hashFrom(p.px[0], p.px[1], day.date)));
    s.background[i] = background;
    s.hotelCny[i] = meta.baseCny * (day.season * weekdayFactorOn(meta.business, day.weekday) * noise * occupancyFactor(occupancy));
  }
}

/** Whether room `r` has `roomNum` rooms left every night and is open for arrival on the first. */
function roomOpen(p: PriceProfile, r: number, days: readonly NightDay[], sellable: readonly boolean[], rows: readonly InventoryRow[], roomNum: number, s: NightScratch): boolean {
  const at = r * ROOM_STRIDE;
  const rm = p.rooms;
  if (unitOf(hashFrom(rm[at + 4]!, rm[at + 5]!, days[0]!.date)) < CLOSED_TO_ARRIVAL_SHARE) return false;
  const roomTypeId = p.roomTypeIds[r]!;
  for (let i = 0; i < days.length; i++) {
    let remaining = 0;
    if (sellable[i]) {
      const row = rows.length > 0 ? rowOf(rows, roomTypeId, days[i]!.date) : undefined;
      const allotment = row?.allotment ?? allotmentOf(unitOf(hashFrom(rm[at + 2]!, rm[at + 3]!, days[i]!.date)), p.meta.guestRoomNum, rm[at + 1]!, s.background[i]!);
      remaining = Math.max(0, allotment - (row?.sold ?? 0));
    }
    if (remaining < roomNum) return false;
  }
  return true;
}

/**
 * The cheapest bookable plan of a hotel for a stay, by its per-room CNY total: the same figures as pricing every plan
 * of prepareStay with cheapestPlan (same arithmetic in the same order, ties to the first plan), without building them.
 */
export function cheapestOf(
  p: PriceProfile,
  stay: { days: readonly NightDay[]; dayIndex: ReadonlyMap<string, number>; sellable: readonly boolean[] },
  scale: PriceScale,
  rows: readonly InventoryRow[],
  q: LowestQuery,
  s: NightScratch,
): Cheapest | null {
  const { days } = stay;
  const n = days.length;
  if (n === 0) return null;
  hotelNights(p, days, stay.dayIndex, rows, s);
  let found = false;
  let bestAmount = 0;
  let bestCny = 0;
  let protocol = false;
  for (let r = 0; r < p.roomTypeIds.length; r++) {
    if (!roomOpen(p, r, days, stay.sellable, rows, q.roomNum, s)) continue;
    const premium = p.rooms[r * ROOM_STRIDE]!;
    for (let i = 0; i < n; i++) s.roomCny[i] = s.hotelCny[i]! * premium;
    for (let j = p.roomPlans[r]!; j < p.roomPlans[r + 1]!; j++) {
      const at = j * PLAN_STRIDE;
      const contract = p.plans[at + 3] === 1;
      if ((contract && !q.corporate) || n < p.plans[at + 1]! || q.guestsPerRoom > p.plans[at + 2]!) continue;
      const factor = p.plans[at]!;
      let amount = 0;
      let cny = 0;
      for (let i = 0; i < n; i++) {
        const quote = quoteOf(scale, s.roomCny[i]! * factor);
        amount += quoteAmount(scale, quote);
        cny += quoteCny(scale, quote);
      }
      if (contract) protocol = true;
      if (!found || cny < bestCny) {
        found = true;
        bestAmount = amount;
        bestCny = cny;
      }
    }
  }
  return found ? { amount: bestAmount, cny: bestCny, protocol } : null;
}
