import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogPart, DEFERRED_SECTIONS } from './catalog-parts';

const catalog = (ns: 'web' | 'server') =>
  JSON.parse(readFileSync(new URL(`../../packages/i18n/locales/en/${ns}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('catalog parts', () => {
  it.each(['web', 'server'] as const)('cuts the %s catalog into two parts that together are the whole', (ns) => {
    const whole = catalog(ns);
    const first = catalogPart(whole, DEFERRED_SECTIONS[ns], 'first');
    const rest = catalogPart(whole, DEFERRED_SECTIONS[ns], 'rest');
    expect(Object.keys(first).filter((k) => k in rest)).toEqual([]);
    expect({ ...first, ...rest }).toEqual(whole);
  });

  it.each(['web', 'server'] as const)('defers only sections the %s catalog has (a renamed one would load first)', (ns) => {
    expect(DEFERRED_SECTIONS[ns].filter((section) => !(section in catalog(ns)))).toEqual([]);
  });

  it('loads first what the login page, the home page and the shell say, and the forms\' validation texts', () => {
    expect(Object.keys(catalogPart(catalog('web'), DEFERRED_SECTIONS.web, 'first'))).toEqual(
      expect.arrayContaining(['app', 'nav', 'auth', 'home', 'language', 'currency', 'notifications', 'errors', 'form']),
    );
    const serverFirst = Object.keys(catalogPart(catalog('server'), DEFERRED_SECTIONS.server, 'first'));
    expect(serverFirst).toContain('validation');
    expect(serverFirst).not.toContain('errors');
  });
});
