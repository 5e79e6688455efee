import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderCheckInput, type HotelBookState } from './book-params';
import { useOrderCheck } from './booking-queries';
import { stepOfError, stepOfResult, type CheckStep } from './check-outcome';

/** Where the check stands: still asking, a step to show, or the traveller's answer to a question it asked. */
export type CheckState = { kind: 'checking' } | { kind: 'declined' } | CheckStep;

const FIRST = { checkGuaranteeConfirmRemind: true, overtimeBooking: false };

/**
 * order/check for the chosen plan and the traveller's answers to it: a continue after the guarantee reminder or the
 * late-booking warning asks again with that question switched off; the over-standard warning is accepted or declined.
 */
export function useOrderCheckFlow(state: HotelBookState | null) {
  const { t } = useTranslation();
  const [flags, setFlags] = useState(FIRST);
  const [answer, setAnswer] = useState<'accepted' | 'declined' | null>(null);
  const input = useMemo(() => (state ? orderCheckInput(state, flags) : null), [state, flags]);
  const check = useOrderCheck(input);
  // Another plan or stay in the address starts over.
  useEffect(() => {
    setFlags(FIRST);
    setAnswer(null);
  }, [state]);

  let current: CheckState = { kind: 'checking' };
  if (check.data) current = stepOfResult(check.data);
  else if (check.error) current = stepOfError(check.error, t('errors.unexpected'));
  if (current.kind === 'warn' && answer === 'accepted') current = { kind: 'ok', result: current.result };
  if (answer === 'declined' && (current.kind === 'warn' || current.kind === 'guarantee' || current.kind === 'overtime')) current = { kind: 'declined' };

  return {
    state: current,
    accept: () => setAnswer('accepted'),
    decline: () => setAnswer('declined'),
    continueGuarantee: () => setFlags((f) => ({ ...f, checkGuaranteeConfirmRemind: false })),
    continueOvertime: () => setFlags((f) => ({ ...f, overtimeBooking: true })),
    /** after a decline: ask the same check again */
    restart: () => {
      setAnswer(null);
      setFlags(FIRST);
      void check.refetch();
    },
  };
}
