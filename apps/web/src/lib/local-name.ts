/**
 * The name of something the company entered in Chinese and in English (flows, reasons): Chinese readers see the
 * Chinese one, readers of every other language the English one, each falling back to the other — as the server
 * names departments, cost centres and cities.
 */
export function localName(locale: string, zh: string, en: string | null | undefined): string {
  return locale.startsWith('zh') ? zh || en || '' : en || zh;
}
