import type { Locale } from '@travel/contracts/platform/locales';
import { SUCCESS_CODE, type Envelope, type ParamIssue } from '@travel/contracts/platform/envelope';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { AppError } from '../errors';
import { t } from '../i18n';

export function successEnvelope(locale: Locale, data: unknown): Envelope {
  return { resultCode: SUCCESS_CODE, description: t(locale, 'errors.SUCCESS'), data };
}

export function errorEnvelope(locale: Locale, err: AppError): Envelope {
  return { resultCode: err.code, description: t(locale, `errors.${err.code}`, err.params), data: translateIssues(locale, err.data) ?? null };
}

/** Services raise PARAM_ERROR issues with message keys as schemas do; the caller gets them in their language. */
function translateIssues(locale: Locale, data: unknown): unknown {
  const issues = (data as { issues?: ParamIssue[] } | null)?.issues;
  if (!Array.isArray(issues)) return data;
  return {
    ...(data as object),
    issues: issues.map((i) => (i.message.startsWith('validation.') ? { ...i, message: t(locale, i.message) } : i)),
  };
}

export function systemBusy(locale: Locale): Envelope {
  return errorEnvelope(locale, new AppError(ErrorCode.SYSTEM_BUSY));
}
