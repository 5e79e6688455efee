import type { Locale } from '@travel/contracts/platform/locales';
import { t } from '../../platform/i18n';

/**
 * A refund's or change's reason as the reader reads it: the common reason in their language, then the traveller's
 * own words ("Reisepläne geändert: Meeting moved"); the words alone for OTHER or without a common reason.
 */
export function afterSaleReason(locale: Locale, kind: 'refund' | 'change', code: string | null, text: string | null): string | null {
  const label = code && code !== 'OTHER' ? t(locale, `reasons.${kind}.${code}`) : null;
  if (label && text) return t(locale, 'reasons.withText', { reason: label, text });
  return label ?? text ?? (code ? t(locale, `reasons.${kind}.${code}`) : null);
}
