import { describe, expect, it } from 'vitest';
import {
  CURRENCY_HISTORY_KEY,
  CURRENCY_HISTORY_LIMIT,
  CURRENCY_KEY,
  parseCurrencyHistory,
  pushCurrencyHistory,
  readCurrencyChoice,
  selectCurrency,
} from './currency-history';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('pushCurrencyHistory', () => {
  it('puts the chosen code first', () => {
    expect(pushCurrencyHistory(['CNY', 'USD'], 'EUR')).toEqual(['EUR', 'CNY', 'USD']);
  });

  it('moves a code already in the list to the front instead of repeating it', () => {
    expect(pushCurrencyHistory(['CNY', 'USD', 'EUR'], 'EUR')).toEqual(['EUR', 'CNY', 'USD']);
    expect(pushCurrencyHistory(['CNY'], 'CNY')).toEqual(['CNY']);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    const full = Array.from({ length: CURRENCY_HISTORY_LIMIT }, (_, i) => `C${String.fromCharCode(65 + i)}X`);
    const next = pushCurrencyHistory(full, 'USD');
    expect(next).toHaveLength(CURRENCY_HISTORY_LIMIT);
    expect(next[0]).toBe('USD');
    expect(next).not.toContain(full[full.length - 1]);
    expect(pushCurrencyHistory(['A', 'B', 'C'], 'D', 2)).toEqual(['D', 'A']);
  });

  it('does not change the list it was given', () => {
    const history = ['CNY', 'USD'];
    pushCurrencyHistory(history, 'USD');
    expect(history).toEqual(['CNY', 'USD']);
  });
});

describe('parseCurrencyHistory', () => {
  it('reads a stored list and drops duplicates and junk', () => {
    expect(parseCurrencyHistory('["USD","CNY","USD",3,"eur","JPY"]')).toEqual(['USD', 'CNY', 'JPY']);
  });

  it('treats missing or broken values as an empty history', () => {
    expect(parseCurrencyHistory(null)).toEqual([]);
    expect(parseCurrencyHistory('not json')).toEqual([]);
    expect(parseCurrencyHistory('{"a":1}')).toEqual([]);
  });
});

describe('selectCurrency', () => {
  it('stores htCurrency and a most-recent-first htCurrencyHistory without duplicates', () => {
    const storage = memoryStorage();
    selectCurrency(storage, 'USD');
    selectCurrency(storage, 'EUR');
    const choice = selectCurrency(storage, 'USD');
    expect(choice).toEqual({ currency: 'USD', history: ['USD', 'EUR'] });
    expect(storage.data.get(CURRENCY_KEY)).toBe('USD');
    expect(JSON.parse(storage.data.get(CURRENCY_HISTORY_KEY)!)).toEqual(['USD', 'EUR']);
    expect(readCurrencyChoice(storage)).toEqual(choice);
  });

  it('defaults to CNY when nothing valid is stored', () => {
    expect(readCurrencyChoice(memoryStorage({ [CURRENCY_KEY]: 'bad' })).currency).toBe('CNY');
  });
});
