import type { PaymentSplit } from '@travel/contracts/policy/control';

export interface SplitTotals {
  price: number;
  company: number;
  personal: number;
  /** Whether the nights add up to the split's own totals (they should; a mismatch is shown, not hidden). */
  consistent: boolean;
}

/** The night-by-night totals of a mixed-payment split, in minor units. */
export function splitTotals(split: PaymentSplit): SplitTotals {
  let price = 0;
  let company = 0;
  let personal = 0;
  for (const night of split.nights) {
    price += night.price;
    company += night.company;
    personal += night.personal;
  }
  if (split.nights.length === 0) {
    company = split.companyAmount.amount;
    personal = split.personalAmount.amount;
    price = company + personal;
  }
  const consistent = company === split.companyAmount.amount && personal === split.personalAmount.amount;
  return { price, company, personal, consistent };
}

/** The share the traveller pays, 0–100, rounded to a whole percent. */
export function personalShare(totals: Pick<SplitTotals, 'price' | 'personal'>): number {
  if (totals.price <= 0) return 0;
  return Math.round((totals.personal / totals.price) * 100);
}
