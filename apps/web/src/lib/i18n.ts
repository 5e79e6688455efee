import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogLoaders } from 'virtual:catalogs';
import { LOCALES, type Locale } from '@travel/contracts/platform/locales';

type Catalog = { [key: string]: string | Catalog };
type Part = 'first' | 'rest';

/**
 * Our texts (namespace `web`) and the server's messages (namespace `server`: validation and error texts), each
 * catalog in two parts (apps/web/catalog-parts.ts): the first load takes the `first` part; the feature pages'
 * texts (`rest`) load with the first feature page (loadPageTexts) and from then on with every language.
 */
let withRest = false;
let restLoading: Promise<void> | undefined;

async function loadParts(language: string, namespace: string, parts: Part[]): Promise<Catalog> {
  const loaded = await Promise.all(parts.map((part) => catalogLoaders[`${language}/${namespace}/${part}`]?.() ?? {}));
  return Object.assign({}, ...loaded) as Catalog;
}

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // A catalog not written yet is empty, not an error.
    loadParts(language, namespace, withRest ? ['first', 'rest'] : ['first']).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

const NAMESPACES = ['web', 'server'];

export async function initI18n(locale: Locale): Promise<void> {
  await i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Every catalog has every key (the catalog tests), so only the UI language's catalogs are loaded, never English too.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: NAMESPACES,
      defaultNS: 'web',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}

/** Adds the feature pages' texts in the UI's language (once; a later language switch loads them with the rest). */
export function loadPageTexts(): Promise<void> {
  if (!restLoading) {
    withRest = true;
    const language = i18n.language;
    restLoading = Promise.all(
      NAMESPACES.map(async (ns) => i18n.addResourceBundle(language, ns, await loadParts(language, ns, ['rest']), true, true)),
    ).then(
      () => undefined,
      (error: unknown) => {
        restLoading = undefined; // a failed fetch may be tried again by the next page
        throw error;
      },
    );
  }
  return restLoading;
}

/** The locale the UI speaks right now (sent as Accept-Language on every call). */
export function currentLocale(): Locale {
  const lng = i18n.language;
  return (LOCALES as readonly string[]).includes(lng) ? (lng as Locale) : 'en';
}
