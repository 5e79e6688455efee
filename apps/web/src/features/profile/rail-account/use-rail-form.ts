import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import type { RailVerification } from '@travel/contracts/train/account';
import { isApiError } from '../../../lib/api-error';
import { applyIssues, clearIssues, issuesFromZod } from '../../../lib/form-issues';
import { uuid } from '../../../lib/uuid';
import { showRefusal } from './rail-form-errors';

const VERIFY_CODES = [RailAccountError.PHONE_VERIFY, RailAccountError.SECOND_IDENTITY, RailAccountError.RISK_VERIFY] as const;

/** The verification a refusal opens (440042010, 440042016, 440042017 carry it), or null. */
export function verificationOf(e: unknown): RailVerification | null {
  for (const code of VERIFY_CODES) if (isApiError(e, code)) return e.data.verification;
  return null;
}

/**
 * One railway form: checked with the contract's schema, sent under one idempotency key per attempt, a refusal put
 * under its field (or kept for the form), the account locked noted for the unlock screen.
 */
export function useRailForm<S extends z.ZodTypeAny>(form: FormInstance, schema: S, fields: readonly string[]) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [locked, setLocked] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);

  const run = async (values: unknown, action: (input: z.infer<S>, idempotencyKey: string) => Promise<void>, onVerification?: (v: RailVerification) => void) => {
    setErrors([]);
    setLocked(null);
    clearIssues(form);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(applyIssues(form, issuesFromZod(t, parsed.error), (p) => fields.includes(String(p[0]))));
    const attempt = key ?? uuid();
    setKey(attempt);
    setBusy(true);
    try {
      await action(parsed.data, attempt);
      setKey(null);
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) setKey(null);
      const verification = verificationOf(e);
      if (verification && onVerification) return onVerification(verification);
      if (isApiError(e, RailAccountError.LOCKED)) setLocked(e.data.accountName);
      setErrors(showRefusal(form, t, e, fields));
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, locked, run };
}
