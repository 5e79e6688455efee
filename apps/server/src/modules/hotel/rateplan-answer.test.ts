import { describe, expect, it } from 'vitest';
import { ratePlanFilterSchema } from '@travel/contracts/hotel/rateplan';
import type { HotelNightStandard } from '../policy/control-service';
import type { RatePlanOffer, RoomType } from './hotel-port';
import { nightCap } from './night-policy';
import { nights, offer, room } from './rate-plan-fixtures';
import { planView, type PlanContext } from './rate-plan-view';
import { answerId, rateplanAnswer } from './rateplan-answer';

const checkin = '2026-12-01';
const now = new Date('2026-11-25T04:00:00Z');
const query = { checkinDate: checkin, checkoutDate: '2026-12-03', roomNum: 1, adultNum: 1, childAges: [] };
const rule: HotelNightStandard = { standard: 50000, currency: 'CNY', handleTypes: '3', mixedPay: false, forbidden: false };
const ctx: PlanContext = { locale: 'en', stay: { nights: 2, guests: 1, roomNum: 1 }, rule, cap: nightCap(rule, 'CNY') };

const views = (rooms: { room: RoomType; plans: RatePlanOffer[] }[]) => rooms.map((r) => ({ room: r.room, plans: r.plans.map((o) => planView(o, r.room, r.plans, ctx)) }));
const answer = (rooms: { room: RoomType; plans: RatePlanOffer[] }[], filter = {}) =>
  rateplanAnswer(views(rooms), { hotelId: 'H1', protocolHotel: false, query, filter: ratePlanFilterSchema.parse(filter), rule, locale: 'en', now });

const king = room();
const twin = room({ roomTypeId: 'R2', bedType: 'TWIN', name: { zh: '双床房', en: 'Twin room' } });
const plan = (id: string, roomTypeId: string, amounts: number[], over: Partial<RatePlanOffer> = {}) => offer({ ratePlanId: id, roomTypeId, nights: nights(checkin, amounts, over.nights ? undefined : 5), ...over });

describe('the rate plan answer', () => {
  it('recommends the cheapest bookable plan within the standard, and lists each room type at its lowest bookable price', () => {
    const out = answer([
      { room: king, plans: [plan('K-over', 'R1', [30000, 60000]), plan('K-ok', 'R1', [49000, 49000])] },
      { room: twin, plans: [plan('T-full', 'R2', [20000, 20000], { nights: nights(checkin, [20000, 20000], 0) }), plan('T-ok', 'R2', [45000, 46000])] },
    ]);
    expect(out.recommendRoom).toEqual({ roomTypeId: 'R2', ratePlanId: 'T-ok' });
    expect(out.lowestPriceInfoList).toEqual([
      { roomTypeId: 'R1', averagePrice: 45000, currency: 'CNY' },
      { roomTypeId: 'R2', averagePrice: 45500, currency: 'CNY' },
    ]);
    expect(out.roomList.map((r) => [r.roomTypeId, r.ratePlanList.map((p) => p.ratePlanId)])).toEqual([
      ['R1', ['K-over', 'K-ok']],
      ['R2', ['T-ok', 'T-full']],
    ]);
    const over = out.roomList[0]!.ratePlanList[0]!;
    expect(over.tmcControl.exceedDates).toEqual(['2026-12-02']);
    expect(over.dailyInfoList.map((d) => d.exceeding)).toEqual([false, true]);
    expect(out).toMatchObject({ originalTravelStandard: 50000, originalTravelStandardCurrency: 'CNY', totalRatePlans: 4, needProtocolTip: false });
  });

  it('counts the plans before the filters and leaves out rooms the filters emptied', () => {
    const out = answer([{ room: king, plans: [plan('K', 'R1', [40000, 40000])] }, { room: twin, plans: [plan('T', 'R2', [40000, 40000], { breakfast: 2 })] }], { breakfast: true });
    expect(out.roomList.map((r) => r.roomTypeId)).toEqual(['R2']);
    expect(out.totalRatePlans).toBe(2);
  });

  it('tips about the contract rate when it is not the cheapest or is full', () => {
    const pub = plan('PUB', 'R1', [40000, 40000]);
    expect(answer([{ room: king, plans: [pub, plan('CON', 'R1', [42000, 42000], { sourceType: '1' })] }]).needProtocolTip).toBe(true);
    expect(answer([{ room: king, plans: [pub, plan('CON', 'R1', [39000, 39000], { sourceType: '1' })] }]).needProtocolTip).toBe(false);
    const fullContract = plan('CON', 'R1', [30000, 30000], { sourceType: '1', nights: nights(checkin, [30000, 30000], 0) });
    const out = answer([{ room: king, plans: [pub, fullContract] }]);
    expect(out).toMatchObject({ needProtocolTip: true, protocolHotel: true });
  });

  it('names the answer by its stay and prices: the same answer the same id, a changed price another', () => {
    const a = views([{ room: king, plans: [plan('K', 'R1', [40000, 40000])] }]);
    const b = views([{ room: king, plans: [plan('K', 'R1', [40000, 40100])] }]);
    expect(answerId('H1', query, a)).toBe(answerId('H1', query, a));
    expect(answerId('H1', query, a)).not.toBe(answerId('H1', query, b));
    expect(answerId('H1', query, a)).not.toBe(answerId('H1', { ...query, adultNum: 2 }, a));
  });
});
