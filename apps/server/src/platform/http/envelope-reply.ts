import type { Locale } from '@travel/contracts/platform/locales';
import { SUCCESS_CODE, type Envelope } from '@travel/contracts/platform/envelope';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { AppError } from '../errors';
import { t } from '../i18n';

export function successEnvelope(locale: Locale, data: unknown): Envelope {
  return { resultCode: SUCCESS_CODE, description: t(locale, 'errors.SUCCESS'), data };
}

export function errorEnvelope(locale: Locale, err: AppError): Envelope {
  return { resultCode: err.code, description: t(locale, `errors.${err.code}`, err.params), data: err.data ?? null };
}

export function systemBusy(locale: Locale): Envelope {
  return errorEnvelope(locale, new AppError(ErrorCode.SYSTEM_BUSY));
}
