import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { hybridPaymentDataSchema } from '@travel/contracts/policy/control';
import { PolicyError } from '@travel/contracts/policy/errors';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { uuid } from '../../../lib/uuid';
import { HybridPaymentSummary } from '../../../widgets/payment/hybrid-payment-summary';
import type { OrderCreateInput } from './book-input';
import { ROOM_ERRORS, stepOfError, type CheckStep } from './check-outcome';
import { nextPage } from './next-page';

/**
 * order/create under one idempotency key per attempt (kept when no answer came back, so a retry cannot book twice).
 * A split the traveller has not accepted (432002035) is put to them and sent again only with their yes; a missing
 * reason (432002021) asks for one on the page; a room error sends them back to the rooms; the rest in the server's words.
 */
export function useHotelBookSubmit(on: { needReason: () => void; roomError: (step: CheckStep) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const acceptSplit = (description: string, data: unknown) =>
    new Promise<boolean>((resolve) => {
      const parsed = hybridPaymentDataSchema.safeParse(data);
      modal.confirm({
        title: t('hotel.book.hybridTitle'),
        content: <HybridPaymentSummary description={description} data={parsed.success ? parsed.data : null} money={fmt.money} note={t('hotel.book.hybridNote')} />,
        okText: t('hotel.book.warn.accept'),
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const send = async (input: OrderCreateInput): Promise<void> => {
    attemptKey.current ??= uuid();
    try {
      const out = await callApi(orderCreateCall, input, { idempotencyKey: attemptKey.current });
      attemptKey.current = null;
      void queryClient.invalidateQueries({ queryKey: ['order-center'] });
      void queryClient.invalidateQueries({ queryKey: ['hotel', 'order-history'] });
      navigate(nextPage(out));
    } catch (e) {
      // An answer came back: the attempt is over and the next submission is a new one.
      if (isApiError(e) && !e.isClientSide) attemptKey.current = null;
      if (isApiError(e, PolicyError.EXCEEDING_STANDARD_HYBRID_PAY)) {
        if (await acceptSplit(e.description, e.data)) await send({ ...input, acceptHybridPayment: true });
      } else if (isApiError(e, PolicyError.SELECT_REASON)) {
        on.needReason();
        setError(e.description);
      } else if (isApiError(e) && ROOM_ERRORS.includes(e.resultCode)) {
        on.roomError(stepOfError(e, ''));
      } else {
        setError(isApiError(e) ? e.description || e.resultCode : t('errors.unexpected'));
      }
    }
  };

  const submit = async (build: () => Promise<OrderCreateInput>) => {
    setError(null);
    setSubmitting(true);
    try {
      await send(await build());
    } catch (e) {
      setError(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, error };
}
