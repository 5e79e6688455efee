import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Locale } from '@travel/contracts/platform/locales';

/** Ant Design's strings for each of our locales (Filipino is ours), loaded on demand. */
const antdLoaders: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN').then((m) => m.default),
  'zh-TW': () => import('antd/es/locale/zh_TW').then((m) => m.default),
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  de: () => import('antd/es/locale/de_DE').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  fil: () => import('./antd-fil-locale').then((m) => m.filPH),
  id: () => import('antd/es/locale/id_ID').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
  ms: () => import('antd/es/locale/ms_MY').then((m) => m.default),
  th: () => import('antd/es/locale/th_TH').then((m) => m.default),
  vi: () => import('antd/es/locale/vi_VN').then((m) => m.default),
};

/** dayjs's locale names (Filipino is Tagalog of the Philippines there). */
const dayjsLoaders: Record<Locale, [string, () => Promise<unknown>]> = {
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'zh-TW': ['zh-tw', () => import('dayjs/locale/zh-tw')],
  en: ['en', () => Promise.resolve()],
  de: ['de', () => import('dayjs/locale/de')],
  es: ['es', () => import('dayjs/locale/es')],
  fil: ['tl-ph', () => import('dayjs/locale/tl-ph')],
  id: ['id', () => import('dayjs/locale/id')],
  ja: ['ja', () => import('dayjs/locale/ja')],
  ms: ['ms', () => import('dayjs/locale/ms')],
  th: ['th', () => import('dayjs/locale/th')],
  vi: ['vi', () => import('dayjs/locale/vi')],
};

/** Loads Ant Design's and dayjs's strings for a locale, switches dayjs, and returns Ant Design's. */
export async function loadUiLocale(locale: Locale): Promise<AntdLocale> {
  const [name, loadDayjs] = dayjsLoaders[locale];
  const [antd] = await Promise.all([antdLoaders[locale](), loadDayjs()]);
  dayjs.locale(name);
  return antd;
}
