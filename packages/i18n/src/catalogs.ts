import type { Locale } from '@travel/contracts/platform/locales';
import zhCNServer from '../locales/zh-CN/server.json';
import zhTWServer from '../locales/zh-TW/server.json';
import enServer from '../locales/en/server.json';
import deServer from '../locales/de/server.json';
import esServer from '../locales/es/server.json';
import filServer from '../locales/fil/server.json';
import idServer from '../locales/id/server.json';
import jaServer from '../locales/ja/server.json';
import msServer from '../locales/ms/server.json';
import thServer from '../locales/th/server.json';
import viServer from '../locales/vi/server.json';

export type Catalog = { [key: string]: string | Catalog };

/** The server's messages (error descriptions, validation messages) per locale. */
export const serverCatalogs: Record<Locale, Catalog> = {
  'zh-CN': zhCNServer,
  'zh-TW': zhTWServer,
  en: enServer,
  de: deServer,
  es: esServer,
  fil: filServer,
  id: idServer,
  ja: jaServer,
  ms: msServer,
  th: thServer,
  vi: viServer,
};
