import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { PolicyError } from '@travel/contracts/policy/errors';
import { TrainError } from '@travel/contracts/train/errors';
import type { Money } from '@travel/contracts/platform/envelope';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { alternatePriceChangeConfirmCall, alternateSubmitCall, type AlternateSubmitInput } from '@travel/contracts/train/rush';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';
import { useBookDialogs } from '../booking/book-dialogs';

/** The new prepay a TRAIN_PRICE_CHANGED of a waitlist answers with. */
const newPrepayOf = (data: unknown): Money | null => {
  const price = (data as { price?: Money } | null)?.price;
  return price && typeof price.amount === 'number' ? price : null;
};

type RushInput = { kind: 'WAITLIST'; input: AlternateSubmitInput } | { kind: 'GRAB'; input: BookSubmitInput };

/**
 * Submits a waitlist (train/alternate/submit) or a grab (train/book/submit with ticketRush) under one idempotency key
 * per attempt; a changed prepay is shown and, accepted, booked through train/alternate/price_change/confirm; the
 * repeat-order and hybrid-payment questions as a booking's. Then to payment like a booking.
 */
export function useRushSubmit(money: (m: Money) => string, onPrepay: (prepay: Money) => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const dialogs = useBookDialogs(money);
  const attemptKey = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const askPrepay = (description: string, prepay: Money) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('train.rush.prepayChangedTitle'),
        content: (
          <div data-testid="rush-prepay-changed">
            <p>{description}</p>
            <p data-testid="rush-prepay-new" data-amount={prepay.amount}>
              {t('train.rush.prepayNew', { price: money(prepay) })}
            </p>
          </div>
        ),
        okText: t('train.book.acceptPrice'),
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  const call = (r: RushInput, priceConfirm: boolean) => {
    const options = { idempotencyKey: attemptKey.current! };
    if (r.kind === 'GRAB') return callApi(bookSubmitCall, r.input, options);
    return callApi(priceConfirm ? alternatePriceChangeConfirmCall : alternateSubmitCall, r.input, options);
  };

  const send = async (r: RushInput, priceConfirm = false): Promise<void> => {
    attemptKey.current ??= uuid();
    try {
      const out = await call(r, priceConfirm);
      attemptKey.current = null;
      navigate(out.payOrder?.needPay ? `/train/pay/${out.orderId}` : `/train/orders/${out.orderId}`);
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) attemptKey.current = null;
      const prepay = isApiError(e, TrainError.PRICE_CHANGED) && r.kind === 'WAITLIST' ? newPrepayOf(e.data) : null;
      if (isApiError(e, TrainError.REPEAT_ORDER)) {
        if (await dialogs.repeatOrder(e)) await send({ ...r, input: { ...r.input, ignoreDuplicate: true } } as RushInput, priceConfirm);
      } else if (prepay && r.kind === 'WAITLIST') {
        onPrepay(prepay);
        if (await askPrepay(isApiError(e) ? e.description : '', prepay)) await send({ kind: 'WAITLIST', input: { ...r.input, expectedPrepay: prepay } }, true);
      } else if (isApiError(e, PolicyError.EXCEEDING_STANDARD_HYBRID_PAY)) {
        if (await dialogs.hybridPayment(e)) await send({ ...r, input: { ...r.input, acceptHybridPayment: true } } as RushInput, priceConfirm);
      } else {
        setError(isApiError(e) ? e.description || e.resultCode : String(e));
      }
    }
  };

  const submit = async (build: () => Promise<RushInput>) => {
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
