import type { ParamIssue } from '@travel/contracts/platform/envelope';
import type { Locale } from '@travel/contracts/platform/locales';
import type { z } from 'zod';
import { hasKey, t } from '../i18n';

/** Turns zod issues into PARAM_ERROR issues with messages in the caller's language. */
export function toParamIssues(issues: z.core.$ZodIssue[], locale: Locale, prefix: string[] = []): ParamIssue[] {
  return issues.map((issue) => {
    const path = [...prefix, ...issue.path.map(String)].join('.');
    return { path, code: issue.code, message: describe(issue, locale) };
  });
}

function describe(issue: z.core.$ZodIssue, locale: Locale): string {
  if (issue.message.startsWith('validation.') && hasKey(locale, issue.message)) return t(locale, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined ? t(locale, 'validation.required') : t(locale, 'validation.invalidType', { expected: issue.expected });
    case 'too_small':
      return t(locale, 'validation.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return t(locale, 'validation.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_value':
      return t(locale, 'validation.invalidValue', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return t(locale, 'validation.unrecognizedKeys', { keys: issue.keys.join(', ') });
    default:
      return t(locale, 'validation.invalid');
  }
}
