/** Client storage keys of specs/platform.md section 9. */
export const CURRENCY_KEY = 'htCurrency';
export const CURRENCY_HISTORY_KEY = 'htCurrencyHistory';
export const CURRENCY_HISTORY_LIMIT = 10;
export const DEFAULT_CURRENCY = 'CNY';

const CODE = /^[A-Z]{3}$/;

/** The history with `code` moved to the front: most recent first, each code once, at most `limit` codes. */
export function pushCurrencyHistory(history: readonly string[], code: string, limit = CURRENCY_HISTORY_LIMIT): string[] {
  return [code, ...history.filter((c) => c !== code)].slice(0, limit);
}

/** Reads a stored history defensively: anything that is not a list of currency codes is ignored, duplicates dropped. */
export function parseCurrencyHistory(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' && CODE.test(item) && !seen.includes(item)) seen.push(item);
  }
  return seen.slice(0, CURRENCY_HISTORY_LIMIT);
}

export interface CurrencyChoice {
  currency: string;
  history: string[];
}

/** What localStorage holds (the selected code and its history), with the default when nothing is stored. */
export function readCurrencyChoice(storage: Pick<Storage, 'getItem'>): CurrencyChoice {
  const stored = storage.getItem(CURRENCY_KEY);
  const currency = stored && CODE.test(stored) ? stored : DEFAULT_CURRENCY;
  return { currency, history: parseCurrencyHistory(storage.getItem(CURRENCY_HISTORY_KEY)) };
}

/** Selects a currency: stores it as htCurrency and puts it first in htCurrencyHistory. */
export function selectCurrency(storage: Pick<Storage, 'getItem' | 'setItem'>, code: string): CurrencyChoice {
  const history = pushCurrencyHistory(parseCurrencyHistory(storage.getItem(CURRENCY_HISTORY_KEY)), code);
  storage.setItem(CURRENCY_KEY, code);
  storage.setItem(CURRENCY_HISTORY_KEY, JSON.stringify(history));
  return { currency: code, history };
}
