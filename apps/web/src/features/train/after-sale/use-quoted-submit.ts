import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';
import { REQUOTE_CODES, type AfterSaleKind } from './after-sale-logic';

/**
 * Submitting a quoted refund or change of an order. One idempotency key is kept until the server has answered, so a
 * retry after a lost answer is the same request. Submitted: the order and its history are read again and the detail
 * opens. A quote the server no longer takes (REQUOTE_CODES) is asked for again and that is said (`requoted`); any
 * other error is `error`, unless `otherError` took care of it (answering true).
 */
export function useQuotedSubmit({ kind, orderId, refetch, otherError }: { kind: AfterSaleKind; orderId: string; refetch: () => Promise<unknown>; otherError?: (error: unknown) => boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requoted, setRequoted] = useState(false);
  const key = useRef<string | null>(null);

  /** A new choice: what the last attempt said no longer applies. */
  const reset = () => {
    setRequoted(false);
    setError(null);
  };

  const requote = async () => {
    setError(null);
    await refetch();
  };

  /** `send` makes the call under the key and answers the id of the refund or change made. */
  const submit = async (send: (idempotencyKey: string) => Promise<string>) => {
    setError(null);
    setSubmitting(true);
    key.current ??= uuid();
    try {
      const id = await send(key.current);
      key.current = null;
      await queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
      await queryClient.invalidateQueries({ queryKey: ['train', `${kind}-history`, orderId] });
      navigate(`/train/${kind}/detail?${new URLSearchParams({ orderId, [`${kind}Id`]: id }).toString()}`);
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) key.current = null;
      if (REQUOTE_CODES.some((code) => isApiError(e, code))) {
        setRequoted(true);
        void message.warning(t(`train.${kind}.requoted`));
        await refetch();
      } else if (!otherError?.(e)) {
        setError(isApiError(e) ? e.description || e.resultCode : String(e));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, error, requoted, reset, requote, submit };
}
