import type { Guarantee, LocalText, PayWay, PenaltyKind } from '../../modules/hotel/hotel-port';
import { createRandom } from '../rail/random';
import type { HotelMeta } from './hotel-meta';
import type { RoomDef } from './rooms';

/** A cancel rule before it meets a stay: deadlines in days before check-in at a local time. */
export type CancelDef =
  | { type: 'FREE'; daysBefore: number; time: string }
  | { type: 'PENALTY'; free: { daysBefore: number; time: string } | null; tiers: { daysBefore: number; time: string; kind: PenaltyKind; value: number }[] }
  | { type: 'NONE' };

export interface RatePlanDef {
  ratePlanId: string;
  roomTypeId: string;
  name: LocalText;
  breakfast: 0 | 1 | 2;
  payWay: PayWay;
  guarantee: Guarantee | null;
  cancel: CancelDef;
  sourceType: '1' | '0';
  memberRate: boolean;
  channelType: number;
  instantConfirm: boolean;
  minStay: number;
  maxGuests: number;
  /** the plan's price against the room's base */
  factor: number;
}

const FREE_TODAY: CancelDef = { type: 'FREE', daysBefore: 0, time: '18:00' };
const BREAKFAST_NAME: Record<0 | 1 | 2, LocalText> = {
  0: { zh: '不含早', en: 'Room only' },
  1: { zh: '含单早', en: 'Breakfast for 1' },
  2: { zh: '含双早', en: 'Breakfast for 2' },
};
const label = (zh: string, en: string, b: 0 | 1 | 2): LocalText => ({ zh: `${zh}(${BREAKFAST_NAME[b].zh})`, en: `${en} (${BREAKFAST_NAME[b].en})` });

/** The rate plans of each room of a hotel. Plan ids end in a fixed number per kind, so plans never renumber. */
export function generatePlans(seed: string, meta: HotelMeta, rooms: readonly RoomDef[]): RatePlanDef[] {
  const rng = createRandom(`${seed}/plans/${meta.summary.hotelId}`);
  const strictCancel = rng.chance(0.35);
  const guaranteeStyle = rng.next();
  const companyPay: PayWay = ([0, 6, 10] as const)[rng.int(0, 2)]!;
  const protocolDiscount = rng.int(10, 20) / 100;
  const longStayRoom = rng.chance(0.2) ? 0 : -1;
  const plans: RatePlanDef[] = [];
  rooms.forEach(({ room }, i) => {
    const base = { roomTypeId: room.roomTypeId, sourceType: '0' as const, memberRate: false, channelType: 0, instantConfirm: true, minStay: 1, maxGuests: room.maxGuests };
    const id = (k: number) => `${room.roomTypeId}P${k}`;
    const twoBreakfasts: 1 | 2 = room.maxGuests >= 2 ? 2 : 1;
    plans.push({ ...base, ratePlanId: id(1), name: label('标准价', 'Standard rate', 0), breakfast: 0, payWay: 1, guarantee: null, factor: 1,
      cancel: strictCancel ? { type: 'FREE', daysBefore: 1, time: '18:00' } : FREE_TODAY });
    plans.push({ ...base, ratePlanId: id(2), name: label('到店付', 'Pay at hotel', twoBreakfasts), breakfast: twoBreakfasts, payWay: 14,
      guarantee: guaranteeStyle < 0.5 ? null : guaranteeStyle < 0.9 ? { condition: 1, afterTime: '18:00', amount: 'FIRST_NIGHT' } : { condition: 3, afterTime: null, amount: 'FULL' },
      factor: 1.03 + 0.08 * twoBreakfasts,
      cancel: strictCancel
        ? { type: 'PENALTY', free: { daysBefore: 2, time: '12:00' }, tiers: [{ daysBefore: 2, time: '12:00', kind: 'FIRST_NIGHT', value: 0 }, { daysBefore: 0, time: '14:00', kind: 'PERCENT', value: 100 }] }
        : { type: 'FREE', daysBefore: 1, time: '18:00' } });
    if (rng.chance(0.6)) {
      plans.push({ ...base, ratePlanId: id(3), name: label('不可取消特惠', 'Non-refundable saver', 0), breakfast: 0, payWay: 1, guarantee: null, factor: 0.9, cancel: { type: 'NONE' } });
    }
    if (meta.brand?.loyalty && i < 3) {
      plans.push({ ...base, ratePlanId: id(4), name: label('会员价', 'Member rate', 1), breakfast: 1, payWay: 1, guarantee: null, memberRate: true, factor: 0.95 * 1.08, cancel: FREE_TODAY });
    }
    if (meta.summary.protocol) {
      plans.push({ ...base, ratePlanId: id(5), name: label('协议价', 'Corporate rate', twoBreakfasts), breakfast: twoBreakfasts, payWay: companyPay, guarantee: null,
        sourceType: '1', channelType: 28, factor: (1 - protocolDiscount) * (1 + 0.08 * twoBreakfasts), cancel: FREE_TODAY });
    }
    if (i === longStayRoom) {
      plans.push({ ...base, ratePlanId: id(6), name: label('连住2晚优惠', 'Stay 2 nights saver', 0), breakfast: 0, payWay: 1, guarantee: null, minStay: 2, factor: 0.88, instantConfirm: false,
        cancel: { type: 'PENALTY', free: null, tiers: [{ daysBefore: 30, time: '00:00', kind: 'PERCENT', value: 30 }] } });
    }
  });
  return plans;
}
