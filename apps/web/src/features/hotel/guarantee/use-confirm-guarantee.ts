import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmGuaranteeCall } from '@travel/contracts/hotel/guarantee';
import { HotelError } from '@travel/contracts/hotel/errors';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { issuesFromServer } from '../../../lib/form-issues';
import { uuid } from '../../../lib/uuid';
import { confirmInput, fieldOfIssuePath, refusalField, type GuaranteeDraft, type GuaranteeField } from './guarantee-card';
import { guaranteeInfoKey } from './guarantee-queries';

/** A refusal shown under its field, or above the button when it is about the order as a whole. */
export interface GuaranteeRefusal {
  field: GuaranteeField | null;
  message: string;
}

/**
 * order/confirm_guarantee: one Idempotency-Key per attempt (a new one once the server answered, so a corrected card is
 * a new request; kept when no answer came back), refusals in the server's words under the field they are about; on
 * success the lists that show the order refreshed and on to the order, which the hotel confirms next.
 */
export function useConfirmGuarantee(orderId: string) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (draft: GuaranteeDraft): Promise<GuaranteeRefusal[]> => {
    const attempt = key ?? uuid();
    setKey(attempt);
    setBusy(true);
    try {
      await callApi(confirmGuaranteeCall, confirmInput(orderId, draft), { idempotencyKey: attempt });
      setKey(null);
      void message.success(t('hotel.guarantee.done'));
      void client.invalidateQueries({ queryKey: ['hotel', 'order', orderId] });
      void client.invalidateQueries({ queryKey: ['hotel', 'order-history'] });
      void client.invalidateQueries({ queryKey: ['order-center'] });
      navigate(`/hotel/orders/${encodeURIComponent(orderId)}`);
      return [];
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) setKey(null);
      // The order moved on meanwhile (guaranteed elsewhere, cancelled, past its deadline): read it again.
      if (isApiError(e, HotelError.GUARANTEE_NOT_WAITING)) void client.invalidateQueries({ queryKey: guaranteeInfoKey(orderId) });
      if (!isApiError(e)) return [{ field: null, message: t('errors.unexpected') }];
      if (e.issues.length > 0) return issuesFromServer(t, e.issues).map((i) => ({ field: fieldOfIssuePath(i.path.join('.')), message: i.message }));
      return [{ field: refusalField(e.resultCode), message: e.description || e.resultCode }];
    } finally {
      setBusy(false);
    }
  };
  return { confirm, busy };
}
