import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARANTEE_CODE_RESEND_SECONDS, sendVerifyCodeCall } from '@travel/contracts/hotel/guarantee';
import { HotelError } from '@travel/contracts/hotel/errors';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';
import { useSecondsLeft } from '../../../widgets/payment/pay-clock';

/**
 * order/send_verify_code under one Idempotency-Key per attempt (kept when no answer came, so a retry sends one code):
 * where the code went, and the seconds until another may be sent — counted from the answer on this device's clock
 * (the server's resendAfter compared with ours only when it says "too soon", bounded by the interval).
 */
export function useSendCode(orderId: string) {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState<{ seconds: number; since: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const left = useSecondsLeft(wait?.seconds ?? null, wait?.since ?? 0) ?? 0;

  const send = async () => {
    const attempt = key ?? uuid();
    setKey(attempt);
    setBusy(true);
    setRefusal(null);
    try {
      const out = await callApi(sendVerifyCodeCall, { orderId }, { idempotencyKey: attempt });
      setKey(null);
      setSentTo(out.sentTo);
      setWait({ seconds: GUARANTEE_CODE_RESEND_SECONDS, since: Date.now() });
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) setKey(null);
      if (isApiError(e, HotelError.GUARANTEE_CODE_TOO_SOON)) {
        const seconds = Math.ceil((Date.parse(e.data.resendAfter) - Date.now()) / 1000);
        setWait({ seconds: Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), GUARANTEE_CODE_RESEND_SECONDS) : GUARANTEE_CODE_RESEND_SECONDS, since: Date.now() });
      }
      setRefusal(isApiError(e) ? e.description || e.resultCode : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return { send, busy, sentTo, secondsToResend: left, refusal };
}
