import type { Money } from '@travel/contracts/platform/envelope';
import type { HotelCity } from './hotel-cities';
import { cnyPerUnit } from './reference-rates';

/** A price in the hotel's currency and its CNY reference amount (minor units both). */
export interface Priced {
  price: Money;
  cnyAmount: number;
}

/** The step prices are rounded to, in major units: whole units, or tens, hundreds, thousands for currencies of small value (10 yen, 100 won). */
function step(rate: number): number {
  if (rate >= 0.5) return 1;
  if (rate >= 0.02) return 10;
  if (rate >= 0.002) return 100;
  return 1000;
}

/** A CNY amount (minor units) priced in the hotel's currency at the reference rate, rounded as hotels quote. */
export function priceFromCny(city: HotelCity, cnyMinor: number): Priced {
  if (city.currency === 'CNY') {
    const amount = Math.max(100, Math.round(cnyMinor / 100) * 100);
    return { price: { amount, currency: 'CNY' }, cnyAmount: amount };
  }
  const rate = cnyPerUnit(city.currency);
  const s = step(rate);
  const major = Math.max(s, Math.round(cnyMinor / 100 / rate / s) * s);
  return { price: { amount: major * 10 ** city.minorUnit, currency: city.currency }, cnyAmount: Math.round(major * rate * 100) };
}

/** The CNY reference of an amount in the hotel's currency. */
export function cnyOf(city: HotelCity, amount: number): number {
  if (city.currency === 'CNY') return amount;
  return Math.round((amount / 10 ** city.minorUnit) * cnyPerUnit(city.currency) * 100);
}
