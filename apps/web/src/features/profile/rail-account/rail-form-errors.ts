import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import { isApiError } from '../../../lib/api-error';
import { applyIssues, issuesFromServer } from '../../../lib/form-issues';

/** The railway's refusals that belong to one field of a form: shown under it rather than above the buttons. */
const FIELD_OF: Partial<Record<string, string>> = {
  [RailAccountError.PASSWORD_ERROR]: 'password',
  [RailAccountError.NAME_TAKEN]: 'accountName',
  [RailAccountError.PHONE_REGISTERED]: 'mobile',
  [RailAccountError.CODE_WRONG]: 'code',
  [RailAccountError.IDENTITY_MISMATCH]: 'idNumber',
};

/** Puts a refusal on its field when the form has it (PARAM_ERROR issues on theirs); answers what is left for the form. */
export function showRefusal(form: FormInstance, t: TFunction, e: unknown, fields: readonly string[]): string[] {
  if (!isApiError(e)) return [t('errors.unexpected')];
  if (e.issues.length > 0) return applyIssues(form, issuesFromServer(t, e.issues), (path) => fields.includes(String(path[0])));
  const field = FIELD_OF[e.resultCode];
  if (field && fields.includes(field)) {
    const tries = (e.data as { remainingTries?: number | null } | null)?.remainingTries;
    const text = typeof tries === 'number' ? `${e.description} ${t('profile.railAccount.triesLeft', { count: tries })}` : e.description;
    form.setFields([{ name: field, errors: [text] }]);
    return [];
  }
  return [e.description || e.resultCode];
}
