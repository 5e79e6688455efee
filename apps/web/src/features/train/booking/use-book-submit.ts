import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PolicyError } from '@travel/contracts/policy/errors';
import { TrainError } from '@travel/contracts/train/errors';
import type { Money } from '@travel/contracts/platform/envelope';
import { bookSubmitCall, priceChangeConfirmCall, type BookSubmitInput, type BookTrip } from '@travel/contracts/train/booking';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';
import { changedPrices, useBookDialogs } from './book-dialogs';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import type { RailVerification } from '@travel/contracts/train/account';

/**
 * Submits a booking under one idempotency key per attempt. The questions the server may answer with are put to the
 * traveller, and the booking is sent again only with their yes: the repeat-order warning, a changed fare (booked
 * through the price-change confirm, `onPrices` keeping the new fares) and the hybrid payment's acceptance.
 */
export function useBookSubmit(money: (m: Money) => string, onPrices: (tripList: BookTrip[]) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useBookDialogs(money);
  const attemptKey = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The railway's risk control: the code dialog's verification, and how its answer goes back to the submit.
  const [riskSms, setRiskSms] = useState<RailVerification | null>(null);
  const riskAnswer = useRef<((verified: boolean) => void) | null>(null);
  const askRiskCode = (v: RailVerification) =>
    new Promise<boolean>((resolve) => {
      riskAnswer.current = resolve;
      setRiskSms(v);
    });
  const riskDone = (verified: boolean) => {
    setRiskSms(null);
    riskAnswer.current?.(verified);
    riskAnswer.current = null;
  };

  const send = async (input: BookSubmitInput, priceConfirm = false): Promise<void> => {
    attemptKey.current ??= uuid();
    try {
      const out = await callApi(priceConfirm ? priceChangeConfirmCall : bookSubmitCall, input, { idempotencyKey: attemptKey.current });
      attemptKey.current = null;
      navigate(out.payOrder?.needPay ? `/train/pay/${out.orderId}` : `/train/orders/${out.orderId}`);
    } catch (e) {
      // The attempt is over (an answer came back): the next one, changed or not, is a new submission.
      if (isApiError(e) && !e.isClientSide) attemptKey.current = null;
      if (isApiError(e, TrainError.REPEAT_ORDER)) {
        if (await dialogs.repeatOrder(e)) await send({ ...input, ignoreDuplicate: true }, priceConfirm);
      } else if (isApiError(e, TrainError.PRICE_CHANGED)) {
        if (await dialogs.priceChanged(e, input.tripList)) {
          const latest = changedPrices(e.data);
          const tripList = input.tripList.map((x) => ({ ...x, price: latest.find((l) => l.tripIndex === x.tripIndex)?.price ?? x.price }));
          onPrices(tripList);
          await send({ ...input, tripList }, true);
        }
      } else if (isApiError(e, RailAccountError.PHONE_VERIFY) && e.data.verification.scene === 'RISK_SMS') {
        // Submitted again once the code is verified (a new attempt: the refused one sold nothing).
        if (await askRiskCode(e.data.verification)) await send(input, priceConfirm);
      } else if (isApiError(e, PolicyError.EXCEEDING_STANDARD_HYBRID_PAY)) {
        if (await dialogs.hybridPayment(e)) await send({ ...input, acceptHybridPayment: true }, priceConfirm);
      } else {
        setError(isApiError(e) ? e.description || e.resultCode : String(e));
      }
    }
  };

  const submit = async (build: () => Promise<BookSubmitInput>) => {
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

  return { submit, submitting, error, riskSms, riskDone };
}
