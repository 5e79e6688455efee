import { describe, expect, it } from 'vitest';
import { fitFontSize } from './fit-text';

describe('fitFontSize', () => {
  it('keeps the largest size when the text fits', () => {
    expect(fitFontSize(() => true, 16, 12)).toBe(16);
  });

  it('steps down to the first size that fits', () => {
    const tried: number[] = [];
    const size = fitFontSize((s) => (tried.push(s), s <= 13), 16, 11);
    expect(size).toBe(13);
    expect(tried).toEqual([16, 15, 14, 13]);
  });

  it('ends at the smallest size when nothing fits', () => {
    expect(fitFontSize(() => false, 16, 12)).toBe(12);
  });
});
