import { describe, expect, it } from 'vitest';
import { guestIssues, hasGuestIssues, resizeChildren } from './guests';

describe('guests', () => {
  it('accepts 1–20 adults and children aged 1–17', () => {
    expect(hasGuestIssues(guestIssues({ adults: 1, childAges: [] }))).toBe(false);
    expect(hasGuestIssues(guestIssues({ adults: 20, childAges: [1, 17] }))).toBe(false);
  });

  it('refuses adults out of range and flags each child without a valid age', () => {
    expect(guestIssues({ adults: 0, childAges: [] }).adults).toBe('adults');
    expect(guestIssues({ adults: 21, childAges: [] }).adults).toBe('adults');
    const issues = guestIssues({ adults: 2, childAges: [5, null, 18, 0] });
    expect(issues.ages).toEqual([1, 2, 3]);
    expect(hasGuestIssues(issues)).toBe(true);
  });

  it('refuses more than nine children', () => {
    expect(guestIssues({ adults: 1, childAges: Array(10).fill(5) }).children).toBe('children');
  });

  it('keeps the known ages when the number of children changes', () => {
    expect(resizeChildren([4, 9], 3)).toEqual([4, 9, null]);
    expect(resizeChildren([4, 9], 1)).toEqual([4]);
    expect(resizeChildren([], 12)).toHaveLength(9);
  });
});
