import { describe, expect, it } from 'vitest';
import { splitAmount, spreadByPrice } from './money-split';

describe('after-sale money splits', () => {
  it('spreads a fee over tickets by price to the fen, the last taking what rounding left', () => {
    expect(spreadByPrice(1000, [30000, 30000, 30000])).toEqual([333, 333, 334]);
    expect(spreadByPrice(1200, [10000, 30000])).toEqual([300, 900]);
    expect(spreadByPrice(500, [0, 0])).toEqual([0, 500]);
    expect(spreadByPrice(777, [12345]).reduce((s, x) => s + x, 0)).toBe(777);
  });

  it("splits money back in the proportion company and traveller paid", () => {
    expect(splitAmount(10000, { totalAmount: 50000, personalAmount: 10000 })).toEqual({ company: 8000, personal: 2000 });
    expect(splitAmount(999, { totalAmount: 3, personalAmount: 1 })).toEqual({ company: 666, personal: 333 });
    expect(splitAmount(1000, { totalAmount: 0, personalAmount: 0 })).toEqual({ company: 1000, personal: 0 });
  });
});
