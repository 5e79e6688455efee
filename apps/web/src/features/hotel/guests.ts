import { HOTEL_LIMITS } from '@travel/contracts/hotel/stay';

/** The guests of a stay as the picker edits them: a child's age is null until chosen. */
export interface Guests {
  adults: number;
  childAges: (number | null)[];
}

export interface GuestIssues {
  adults?: 'adults';
  children?: 'children';
  /** the indexes of the children whose age is missing or out of range */
  ages: number[];
}

/** Spec 5: adults 1–20, children 0–9, each child's age required and 1–17. */
export function guestIssues(g: Guests): GuestIssues {
  const issues: GuestIssues = { ages: [] };
  if (!Number.isInteger(g.adults) || g.adults < HOTEL_LIMITS.minAdults || g.adults > HOTEL_LIMITS.maxAdults) issues.adults = 'adults';
  if (g.childAges.length > HOTEL_LIMITS.maxChildren) issues.children = 'children';
  g.childAges.forEach((age, i) => {
    if (age === null || !Number.isInteger(age) || age < HOTEL_LIMITS.minChildAge || age > HOTEL_LIMITS.maxChildAge) issues.ages.push(i);
  });
  return issues;
}

export const hasGuestIssues = (i: GuestIssues) => Boolean(i.adults || i.children || i.ages.length > 0);

/** The children list after `count` was chosen: ages kept, new children without an age. */
export function resizeChildren(ages: readonly (number | null)[], count: number): (number | null)[] {
  const n = Math.max(0, Math.min(HOTEL_LIMITS.maxChildren, count));
  return Array.from({ length: n }, (_, i) => ages[i] ?? null);
}

/** Guests with every age known, as the calls take them. */
export const childAgesOf = (g: Guests): number[] => g.childAges.filter((a): a is number => a !== null);
