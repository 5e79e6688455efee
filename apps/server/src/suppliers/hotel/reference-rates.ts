/**
 * Fixed reference rates (CNY per unit of the currency, roughly mid-2025) used to give international prices their CNY
 * reference amount. The sandbox has no live exchange rates on purpose: the same seed and stay always give the same
 * amounts. A country whose currency is not listed prices in USD.
 */
const CNY_PER_UNIT: Readonly<Record<string, number>> = {
  CNY: 1, HKD: 0.92, MOP: 0.89, TWD: 0.24, USD: 7.18, EUR: 8.2, GBP: 9.6, CHF: 8.8, JPY: 0.049, KRW: 0.0052,
  SGD: 5.55, THB: 0.22, MYR: 1.68, IDR: 0.00044, PHP: 0.127, VND: 0.00028, KHR: 0.0018, MMK: 0.0034, LAK: 0.00033,
  INR: 0.084, PKR: 0.025, LKR: 0.024, NPR: 0.052, AED: 1.95, QAR: 1.97, SAR: 1.91, IRR: 0.00017, TRY: 0.18,
  ILS: 2.05, RUB: 0.09, DKK: 1.1, SEK: 0.75, NOK: 0.71, PLN: 1.93, CZK: 0.33, HUF: 0.021, CAD: 5.25, MXN: 0.38,
  BRL: 1.3, ARS: 0.006, AUD: 4.7, NZD: 4.3, EGP: 0.145, ZAR: 0.4, KES: 0.055,
};

/** The currency the sandbox prices a country's hotels in. */
export function currencyFor(countryCurrency: string | null): string {
  return countryCurrency && CNY_PER_UNIT[countryCurrency] !== undefined ? countryCurrency : 'USD';
}

/** CNY per major unit of the currency. */
export function cnyPerUnit(currency: string): number {
  const rate = CNY_PER_UNIT[currency];
  if (rate === undefined) throw new Error(`hotel sandbox: no reference rate for ${currency}`);
  return rate;
}
