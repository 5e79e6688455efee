import { addDays } from '../../platform/dates';
import type { CancelRule, Night, RatePlanOffer, RoomType } from './hotel-port';

/** A room type for pure tests. */
export function room(over: Partial<RoomType> = {}): RoomType {
  return {
    roomTypeId: 'R1',
    name: { zh: '大床房', en: 'King room' },
    area: 30,
    floor: '5-12',
    bedType: 'BIG',
    bedDescription: { zh: '1张大床', en: '1 king bed' },
    smoking: 'NON_SMOKING',
    window: 'YES',
    internet: 'FREE_WIFI',
    maxGuests: 2,
    addBed: false,
    facilityCodes: [],
    pictureUrls: [],
    ...over,
  };
}

/** Nights from `checkin`, one per CNY amount (minor units), each with `remaining` rooms unless given per night. */
export function nights(checkin: string, amounts: number[], remaining: number | number[] = 5): Night[] {
  return amounts.map((amount, i) => ({
    date: addDays(checkin, i),
    price: { amount, currency: 'CNY' },
    cnyAmount: amount,
    remaining: Array.isArray(remaining) ? remaining[i]! : remaining,
    closedToArrival: false,
  }));
}

/** A public, prepaid, free-cancel plan of R1 over the given nights (totals follow the nights). */
export function offer(over: Partial<RatePlanOffer> & { nights?: Night[] } = {}): RatePlanOffer {
  const ns = over.nights ?? nights('2026-12-01', [50000, 50000]);
  const total = ns.reduce((s, n) => s + n.price.amount, 0);
  const cancel: CancelRule = { type: 'FREE_CANCEL', freeCancelUntil: '2026-11-30T18:00:00+08:00' };
  return {
    ratePlanId: 'P1',
    roomTypeId: 'R1',
    name: { zh: '标准价', en: 'Standard rate' },
    breakfast: 0,
    payWay: 1,
    guarantee: null,
    cancel,
    sourceType: '0',
    memberRate: false,
    channelType: 0,
    instantConfirm: true,
    minStay: 1,
    maxGuests: 2,
    totalPrice: { amount: total, currency: ns[0]?.price.currency ?? 'CNY' },
    totalCnyAmount: ns.reduce((s, n) => s + n.cnyAmount, 0),
    taxAndFee: { amount: 0, currency: ns[0]?.price.currency ?? 'CNY' },
    ...over,
    nights: ns,
  };
}
