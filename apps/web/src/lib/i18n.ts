import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@travel/contracts/platform/locales';

type Catalog = { [key: string]: string | Catalog };
type Loaders = Record<string, () => Promise<Catalog>>;

/** Our texts (namespace `web`) and the server's messages (namespace `server`: validation and error texts). */
const webCatalogs: Loaders = import.meta.glob<Catalog>('../../../../packages/i18n/locales/*/web.json', { import: 'default' });
const serverCatalogs: Loaders = import.meta.glob<Catalog>('../../../../packages/i18n/locales/*/server.json', { import: 'default' });

function catalogLoader(language: string, namespace: string): (() => Promise<Catalog>) | undefined {
  const loaders = namespace === 'server' ? serverCatalogs : webCatalogs;
  return loaders[`../../../../packages/i18n/locales/${language}/${namespace}.json`];
}

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogLoader(language, namespace);
    // A catalog not written yet is empty, not an error: the fallback language answers.
    if (!load) return callback(null, {});
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale): Promise<void> {
  await i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: ['web', 'server'],
      defaultNS: 'web',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}

/** The locale the UI speaks right now (sent as Accept-Language on every call). */
export function currentLocale(): Locale {
  const lng = i18n.language;
  return (LOCALES as readonly string[]).includes(lng) ? (lng as Locale) : 'en';
}
