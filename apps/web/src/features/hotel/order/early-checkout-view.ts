import type { Money } from '@travel/contracts/platform/envelope';
import { isoDate } from './order-view';

/** Early checkout's new checkout may fall from the server's earliest up to the night before the current checkout. */
export function earlyDateOpen(date: string, earliest: string, currentCheckout: string): boolean {
  return date >= earliest && date < currentCheckout;
}

/**
 * What an early checkout to `checkout` does to the money: the nights given up (every room), what comes back (the
 * server's difference, negative = back) and what the plan's rule keeps of them.
 */
export function earlyMoney(
  order: { dailyPriceList: readonly { date: string; price: number }[]; roomNum: number; currency: string },
  checkout: string,
  difference: { company: Money; personal: Money },
): { released: Money; refund: Money; penalty: Money; nightsLeft: number } {
  const gone = order.dailyPriceList.filter((n) => isoDate(n.date) >= checkout);
  const released = gone.reduce((sum, n) => sum + n.price, 0) * order.roomNum;
  const back = -(difference.company.amount + difference.personal.amount);
  const refund = Math.max(0, back);
  const money = (amount: number) => ({ amount, currency: order.currency });
  return { released: money(released), refund: money(refund), penalty: money(Math.max(0, released - refund)), nightsLeft: order.dailyPriceList.length - gone.length };
}
