import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';

/**
 * A dialog's submit: busy while its action runs, and a refusal in the server's words (else the `fallbackKey` text) kept
 * for the dialog to show; what follows success is the action's own.
 */
export function useSubmit(fallbackKey = 'errors.unexpected') {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
    } catch (e) {
      setRefusal((isApiError(e) && e.description) || t(fallbackKey));
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, setRefusal, run };
}
