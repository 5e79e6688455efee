import type { PaymentSplit } from '@travel/contracts/policy/control';
import { NO_LIMIT } from './hotel-rules';
import { money } from './violation';

interface Night {
  date: string;
  amount: number;
}

/**
 * Mixed pay of a hotel stay, night by night: the company pays up to the night's standard and the traveller the
 * excess. With `allPersonal` (transfer to private) the traveller pays every night in full.
 */
export function splitNights(nights: Night[], standard: number, currency: string, allPersonal = false): PaymentSplit {
  const rows = nights.map((n) => {
    const company = allPersonal ? 0 : standard === NO_LIMIT ? n.amount : Math.min(n.amount, standard);
    return { date: n.date, price: n.amount, standard, company, personal: n.amount - company };
  });
  const sum = (key: 'company' | 'personal') => rows.reduce((s, r) => s + r[key], 0);
  return { companyAmount: money(sum('company'), currency), personalAmount: money(sum('personal'), currency), nights: rows };
}

/**
 * One price (train, flight, car): the company pays up to the lowest money limit that was exceeded and the traveller
 * the rest; without a money limit (a seat class, a cabin) or with `allPersonal`, the traveller pays it all.
 */
export function splitPrice(price: number, currency: string, limit: number | null, allPersonal = false): PaymentSplit {
  const company = allPersonal || limit === null ? 0 : Math.min(price, Math.max(limit, 0));
  return { companyAmount: money(company, currency), personalAmount: money(price - company, currency), nights: [] };
}
