import { describe, expect, it } from 'vitest';
import { extendDateOpen, extendMoney, firstBlocked } from './extend-stay-view';

const cny = (amount: number) => ({ amount, currency: 'CNY' });

describe('extendDateOpen', () => {
  it('runs from the night after the stay up to the latest checkout', () => {
    expect(extendDateOpen('2026-12-04', '2026-12-03', '2026-12-31', [])).toBe(true);
    expect(extendDateOpen('2026-12-31', '2026-12-03', '2026-12-31', [])).toBe(true);
    expect(extendDateOpen('2026-12-03', '2026-12-03', '2026-12-31', [])).toBe(false);
    expect(extendDateOpen('2027-01-01', '2026-12-03', '2026-12-31', [])).toBe(false);
  });
  it('never runs across a full night: the checkout on the full night itself is still open', () => {
    const full = ['2026-12-05'];
    expect(extendDateOpen('2026-12-05', '2026-12-03', '2026-12-31', full)).toBe(true);
    expect(extendDateOpen('2026-12-06', '2026-12-03', '2026-12-31', full)).toBe(false);
    expect(extendDateOpen('2026-12-20', '2026-12-03', '2026-12-31', full)).toBe(false);
    expect(firstBlocked('2026-12-03', ['2026-12-09', '2026-12-05', '2026-12-01'])).toBe('2026-12-05');
    expect(firstBlocked('2026-12-03', [])).toBeNull();
  });
});

describe('extendMoney', () => {
  it('adds the company and personal parts', () => {
    expect(extendMoney({ company: cny(50000), personal: cny(1200) })).toEqual({ total: cny(51200), company: cny(50000), personal: cny(1200) });
  });
});
