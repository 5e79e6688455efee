import type { Db } from '../../platform/db/database';
import { getPayOrderById } from '../payment/payment-service';

export type MoneySplit = { company: number; personal: number };

/**
 * Splits money going back between the company and the traveller in the proportion they paid the pay order: the
 * personal part of a hybrid payment gets its share; no pay order (a company-settled order) returns all to the company.
 */
export async function splitByPayment(db: Db, payOrderId: string | null, amount: number): Promise<MoneySplit> {
  if (!payOrderId || amount === 0) return { company: amount, personal: 0 };
  return splitAmount(amount, await getPayOrderById(db, payOrderId));
}

/** `amount` split in the proportion of a pay order's company and personal parts. */
export function splitAmount(amount: number, po: { totalAmount: number; personalAmount: number }): MoneySplit {
  const personal = po.totalAmount === 0 ? 0 : Math.round((amount * po.personalAmount) / po.totalAmount);
  return { company: amount - personal, personal };
}

/** A total spread over items in proportion to their prices, to the fen: the last item takes what rounding left. */
export function spreadByPrice(total: number, prices: readonly number[]): number[] {
  const sum = prices.reduce((s, p) => s + p, 0);
  let left = total;
  return prices.map((price, i) => {
    const share = i === prices.length - 1 ? left : Math.floor((total * price) / Math.max(1, sum));
    left -= share;
    return share;
  });
}
