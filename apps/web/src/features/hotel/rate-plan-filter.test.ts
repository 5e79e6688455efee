import { describe, expect, it } from 'vitest';
import { emptyPlanFilter, pickPriceBand, planFilterCount, toggleBed, toggleChip } from './rate-plan-filter';

describe('rate plan filter chips', () => {
  it('toggles bed types and chips and counts them', () => {
    let f = toggleBed(emptyPlanFilter(), 'BIG');
    f = toggleChip(f, 'breakfast');
    expect(f.bedTypes).toEqual(['BIG']);
    expect(planFilterCount(f)).toBe(2);
    f = toggleBed(toggleChip(f, 'breakfast'), 'BIG');
    expect(planFilterCount(f)).toBe(0);
  });

  it('keeps a price band and the travel standard apart, and clears a band picked again', () => {
    let f = pickPriceBand(emptyPlanFilter(), { min: 30000, max: 60000 });
    expect(f).toMatchObject({ minPrice: 30000, maxPrice: 60000 });
    f = toggleChip(f, 'travelStandard');
    expect(f.travelStandard).toBe(true);
    expect(f.minPrice).toBeUndefined();
    f = pickPriceBand(f, { min: null, max: 30000 });
    expect(f).toMatchObject({ travelStandard: false, maxPrice: 30000 });
    expect(f.minPrice).toBeUndefined();
    expect(pickPriceBand(f, { min: null, max: 30000 }).maxPrice).toBeUndefined();
  });
});
