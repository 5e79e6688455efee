import type { Money } from '@travel/contracts/platform/envelope';

/**
 * An extension's new checkout may fall from the night after the stay up to the server's latest, and never across a
 * full night: the nights from the current checkout up to the new one must all have a room (spec 5: full dates block).
 */
export function extendDateOpen(date: string, currentCheckout: string, latest: string, fullDates: readonly string[]): boolean {
  if (date <= currentCheckout || date > latest) return false;
  return !fullDates.some((night) => night >= currentCheckout && night < date);
}

/** The first checkout an extension cannot reach: the day after the first full night (null when none is full). */
export function firstBlocked(currentCheckout: string, fullDates: readonly string[]): string | null {
  const first = [...fullDates].filter((d) => d >= currentCheckout).sort()[0];
  return first ?? null;
}

/** What the new nights cost (every room), and who pays it: the server's difference for the proposed checkout. */
export function extendMoney(difference: { company: Money; personal: Money }): { total: Money; company: Money; personal: Money } {
  const { company, personal } = difference;
  return { total: { amount: company.amount + personal.amount, currency: company.currency }, company, personal };
}
