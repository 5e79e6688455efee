import type { Locale } from '@travel/contracts/platform/locales';
import type { CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import type { agreementLatestCall } from '@travel/contracts/train/order-extras';
import { t } from '../../platform/i18n';

type Output = CallOutput<typeof agreementLatestCall>;

/** The current version of each agreement; a new version is a new entry here and new texts (keys carry the version). */
const AGREEMENTS: Record<Output['type'], { version: string; effectiveDate: string; paragraphs: number }> = {
  RAIL_ACCOUNT: { version: '2026.1', effectiveDate: '2026-01-01', paragraphs: 3 },
  TICKET_BOOKING: { version: '2026.1', effectiveDate: '2026-01-01', paragraphs: 3 },
  PRIVACY: { version: '2026.1', effectiveDate: '2026-01-01', paragraphs: 2 },
};

/** train/agreement/latest: the agreement's latest text; both environments show the same text today. */
export function latestAgreement(input: CallInput<typeof agreementLatestCall>, locale: Locale): Output {
  const type = input.type;
  const environment = input.environment ?? 'HW';
  const a = AGREEMENTS[type];
  return {
    type,
    environment,
    version: a.version,
    effectiveDate: a.effectiveDate,
    title: t(locale, `train.agreement.${type}.title`),
    content: Array.from({ length: a.paragraphs }, (_, i) => t(locale, `train.agreement.${type}.p${i + 1}`)),
  };
}
