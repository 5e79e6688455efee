import { describe, expect, it } from 'vitest';
import { rushPrepay } from './rush-prepay';

describe('rush prepay (spec: paid up front at the highest fare of its options)', () => {
  it('charges every adult the highest fare of the options, plus the service fee', () => {
    const q = rushPrepay([10000, 55350, 20000], [30, null], 500);
    expect(q.highestOptionIndex).toBe(2);
    expect(q.perPassenger).toEqual([
      { ticketPrice: 55350, serviceFee: 500 },
      { ticketPrice: 55350, serviceFee: 500 },
    ]);
    expect(q.total).toBe(2 * (55350 + 500));
  });

  it('charges a child under 14 half the highest fare rounded to 50 fen, 14 and over the full fare', () => {
    const q = rushPrepay([55350], [13, 14], 0);
    expect(q.perPassenger.map((p) => p.ticketPrice)).toEqual([27700, 55350]);
    expect(q.total).toBe(27700 + 55350);
  });

  it('names the first option when fares tie', () => {
    expect(rushPrepay([20000, 20000, 10000], [40], 500).highestOptionIndex).toBe(1);
  });

  it('refuses no options', () => {
    expect(() => rushPrepay([], [40], 500)).toThrow();
  });
});
