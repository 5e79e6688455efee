import { useSyncExternalStore } from 'react';
import { readCurrencyChoice, selectCurrency, type CurrencyChoice } from './currency-history';

const listeners = new Set<() => void>();
let snapshot: CurrencyChoice | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const memory = new Map<string, string>();
const fallbackStorage = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };

function current(): CurrencyChoice {
  snapshot ??= readCurrencyChoice(storage() ?? fallbackStorage);
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('htCurrency')) {
      snapshot = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The display currency the user picked (htCurrency) and the codes used before (htCurrencyHistory). */
export function useCurrencyChoice(): [CurrencyChoice, (code: string) => void] {
  const choice = useSyncExternalStore(subscribe, current);
  const choose = (code: string) => {
    snapshot = selectCurrency(storage() ?? fallbackStorage, code);
    listeners.forEach((l) => l());
  };
  return [choice, choose];
}
