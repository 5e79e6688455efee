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

/** What pricing needs of a city's currency, worked out once per call rather than per night. */
export interface PriceScale {
  currency: string;
  isCny: boolean;
  /** CNY per major unit */
  rate: number;
  /** rounding step in major units */
  step: number;
  /** minor units per major unit */
  minor: number;
}

export function priceScale(city: HotelCity): PriceScale {
  if (city.currency === 'CNY') return { currency: 'CNY', isCny: true, rate: 1, step: 1, minor: 100 };
  const rate = cnyPerUnit(city.currency);
  return { currency: city.currency, isCny: false, rate, step: step(rate), minor: 10 ** city.minorUnit };
}

/** The quoted price of a CNY amount (minor units), rounded as hotels quote: CNY minor units for CNY, else major units. */
export function quoteOf(s: PriceScale, cnyMinor: number): number {
  if (s.isCny) return Math.max(100, Math.round(cnyMinor / 100) * 100);
  return Math.max(s.step, Math.round(cnyMinor / 100 / s.rate / s.step) * s.step);
}

/** A quote's price in minor units of the currency. */
export const quoteAmount = (s: PriceScale, quote: number) => (s.isCny ? quote : quote * s.minor);

/** A quote's CNY reference, minor units. */
export const quoteCny = (s: PriceScale, quote: number) => (s.isCny ? quote : Math.round(quote * s.rate * 100));

/** A CNY amount (minor units) priced in the hotel's currency at the reference rate, rounded as hotels quote. */
export function priceFromCny(city: HotelCity, cnyMinor: number): Priced {
  const s = priceScale(city);
  const quote = quoteOf(s, cnyMinor);
  return { price: { amount: quoteAmount(s, quote), currency: s.currency }, cnyAmount: quoteCny(s, quote) };
}

/** The CNY reference of an amount in the hotel's currency. */
export function cnyOf(city: HotelCity, amount: number): number {
  if (city.currency === 'CNY') return amount;
  return Math.round((amount / 10 ** city.minorUnit) * cnyPerUnit(city.currency) * 100);
}
