import { describe, expect, it } from 'vitest';
import { earlyDateOpen, earlyMoney } from './early-checkout-view';

const order = { dailyPriceList: [{ date: '20261201', price: 500 }, { date: '20261202', price: 600 }, { date: '20261203', price: 700 }], roomNum: 2, currency: 'CNY' };
const cny = (amount: number) => ({ amount, currency: 'CNY' });

describe('earlyDateOpen', () => {
  it('runs from the earliest up to the night before the current checkout', () => {
    expect(earlyDateOpen('2026-12-02', '2026-12-02', '2026-12-04')).toBe(true);
    expect(earlyDateOpen('2026-12-03', '2026-12-02', '2026-12-04')).toBe(true);
    expect(earlyDateOpen('2026-12-01', '2026-12-02', '2026-12-04')).toBe(false);
    expect(earlyDateOpen('2026-12-04', '2026-12-02', '2026-12-04')).toBe(false);
  });
});

describe('earlyMoney', () => {
  it('gives all back under a free rule', () => {
    expect(earlyMoney(order, '2026-12-03', { company: cny(0), personal: cny(-1400) })).toEqual({ released: cny(1400), refund: cny(1400), penalty: cny(0), nightsLeft: 2 });
  });
  it('keeps the penalty out of the refund', () => {
    expect(earlyMoney(order, '2026-12-02', { company: cny(-1000), personal: cny(-600) })).toEqual({ released: cny(2600), refund: cny(1600), penalty: cny(1000), nightsLeft: 1 });
    expect(earlyMoney(order, '2026-12-02', { company: cny(0), personal: cny(0) }).penalty).toEqual(cny(2600));
  });
});
