// Vite plugin: each locale's catalogs (packages/i18n/locales/<locale>/{web,server}.json) in two parts, so a first
// load fetches the texts of the shell, login and home only, and the feature pages' texts come with those pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOCALES_DIR = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));
const NAMESPACES = ['web', 'server'] as const;

/**
 * Top-level sections the first load does not need: the feature pages' texts, and the server's messages other than
 * the validation texts forms show. Every other section (a new one too) is in the first part.
 */
export const DEFERRED_SECTIONS: Record<(typeof NAMESPACES)[number], string[]> = {
  web: ['train', 'hotel', 'policy', 'tr', 'approval', 'profile', 'mailOutbox', 'orders', 'pay', 'invoice'],
  server: ['errors', 'policy', 'notification', 'train', 'invoice'],
};

const LOADERS_ID = 'virtual:catalogs';
const PART_PREFIX = 'virtual:catalog/';

type Catalog = Record<string, unknown>;

/** The sections of a catalog in one part: `first` (all but the deferred ones) or `rest`. */
export function catalogPart(catalog: Catalog, deferred: string[], part: 'first' | 'rest'): Catalog {
  return Object.fromEntries(Object.entries(catalog).filter(([section]) => deferred.includes(section) === (part === 'rest')));
}

function locales(): string[] {
  return readdirSync(LOCALES_DIR).filter((l) => NAMESPACES.some((ns) => existsSync(join(LOCALES_DIR, l, `${ns}.json`))));
}

/** `virtual:catalogs` exports `catalogLoaders['<locale>/<namespace>/<first|rest>']`, each a chunk of its own. */
export function catalogParts(): Plugin {
  return {
    name: 'travel-catalog-parts',
    resolveId(id) {
      return id === LOADERS_ID || id.startsWith(PART_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = locales().flatMap((locale) =>
          NAMESPACES.filter((ns) => existsSync(join(LOCALES_DIR, locale, `${ns}.json`))).flatMap((ns) =>
            (['first', 'rest'] as const).map((part) => `  '${locale}/${ns}/${part}': () => import('${PART_PREFIX}${locale}/${ns}-${part}').then((m) => m.default),`),
          ),
        );
        return `export const catalogLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PART_PREFIX}`)) return null;
      const match = /^([\w-]+)\/(web|server)-(first|rest)$/.exec(id.slice(PART_PREFIX.length + 1));
      if (!match) throw new Error(`unknown catalog part ${id}`);
      const [, locale, ns, part] = match as unknown as [string, string, 'web' | 'server', 'first' | 'rest'];
      const file = join(LOCALES_DIR, locale, `${ns}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogPart(catalog, DEFERRED_SECTIONS[ns], part)))});\n`;
    },
  };
}
