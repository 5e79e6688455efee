import { describe, expect, it } from 'vitest';
import { giveBack, isFree, MAX_STOPS, sectionMask, take } from './section-mask';

describe('section masks', () => {
  it('sets one bit per section between the boarding and alighting stop', () => {
    expect(sectionMask(0, 1)).toBe(0b1n);
    expect(sectionMask(0, 2)).toBe(0b11n);
    expect(sectionMask(2, 4)).toBe(0b1100n);
    expect(sectionMask(1, 3)).toBe(0b110n);
    expect(sectionMask(0, MAX_STOPS - 1)).toBe((1n << 63n) - 1n);
  });

  it('keeps a seat sold A→C for sale C→E but not B→D', () => {
    const [A, B, C, D, E] = [0, 1, 2, 3, 4];
    const sold = take(0n, sectionMask(A, C));
    expect(isFree(sold, sectionMask(C, E))).toBe(true);
    expect(isFree(sold, sectionMask(B, D))).toBe(false);
    expect(isFree(sold, sectionMask(A, B))).toBe(false);
    expect(isFree(sold, sectionMask(D, E))).toBe(true);
    const both = take(sold, sectionMask(C, E));
    expect(both).toBe(sectionMask(A, E));
    expect(() => take(both, sectionMask(B, D))).toThrow();
  });

  it('gives back exactly the sections taken', () => {
    const sold = take(take(0n, sectionMask(0, 2)), sectionMask(3, 5));
    expect(giveBack(sold, sectionMask(0, 2))).toBe(sectionMask(3, 5));
    expect(isFree(giveBack(sold, sectionMask(3, 5)), sectionMask(2, 6))).toBe(true);
  });

  it('refuses empty, reversed and too long sections', () => {
    expect(() => sectionMask(2, 2)).toThrow(RangeError);
    expect(() => sectionMask(3, 1)).toThrow(RangeError);
    expect(() => sectionMask(-1, 1)).toThrow(RangeError);
    expect(() => sectionMask(0, MAX_STOPS)).toThrow(RangeError);
  });
});
