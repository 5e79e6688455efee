import type { Locale } from '@travel/contracts/platform/locales';
import type { CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import type { translateDataCall } from '@travel/contracts/train/order-extras';
import { t } from '../../platform/i18n';
import { serverCatalogs } from '@travel/i18n/catalogs';
import { lookup } from '@travel/i18n/translate';

/** train/translate_data: each value's name under `train.data.<TYPE>.<value>`; null when the catalogue has none (never the key). */
export function translateData(input: CallInput<typeof translateDataCall>, locale: Locale): CallOutput<typeof translateDataCall> {
  return {
    dataList: input.dataList.map(({ dataType, value }) => {
      const key = `train.data.${dataType}.${value}`;
      // Values with dots would walk into nested keys: they are never names of ours.
      const known = !value.includes('.') && lookup(serverCatalogs[locale], key) !== undefined;
      return { dataType, value, text: known ? t(locale, key) : null };
    }),
  };
}
