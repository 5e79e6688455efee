import { useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderModifyCall } from '@travel/contracts/hotel/modify';
import type { CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';

/**
 * One order/modify from a dialog: one Idempotency-Key per attempt (a new one once the server answered a refusal, so a
 * corrected retry is a new request), the refusal in the server's words, and on success the lists that show the order
 * refreshed, the order read again and the dialog closed; answers the server's answer (null when refused).
 */
export function useOrderModify(props: { onChanged: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [key, setKey] = useState(uuid);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (input: CallInput<typeof orderModifyCall>, done: string): Promise<CallOutput<typeof orderModifyCall> | null> => {
    setBusy(true);
    setRefusal(null);
    try {
      const out = await callApi(orderModifyCall, input, { idempotencyKey: key });
      void message.success(done);
      void client.invalidateQueries({ queryKey: ['hotel', 'order-history'] });
      void client.invalidateQueries({ queryKey: ['order-center'] });
      await props.onChanged();
      props.onClose();
      return out;
    } catch (e) {
      setRefusal(isApiError(e) ? e.description : t('errors.unexpected'));
      setKey(uuid());
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { send, busy, refusal };
}
