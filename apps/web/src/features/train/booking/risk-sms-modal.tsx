import { useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { railRiskSmsSendCall, railRiskSmsVerifyCall, RAIL_CODE_RULES, type RailVerification } from '@travel/contracts/train/account';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';
import { useSecondsLeft } from '../../../widgets/payment/pay-clock';

/**
 * The railway's risk control (440042010 on a booking through the traveller's railway account): send the texted code,
 * enter it, and the booking is submitted again. `onDone(true)` once verified, `onDone(false)` when given up.
 */
export function RiskSmsModal(props: { verification: RailVerification | null; onDone: (verified: boolean) => void }) {
  const { t } = useTranslation();
  const v = props.verification;
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [wait, setWait] = useState<{ seconds: number; since: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dead, setDead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sendKey, setSendKey] = useState<string | null>(null);
  const left = useSecondsLeft(wait?.seconds ?? null, wait?.since ?? 0) ?? 0;

  useEffect(() => {
    setSent(false);
    setCode('');
    setError(null);
    setDead(false);
    setWait(null);
  }, [v]);

  if (!v) return null;

  const send = async () => {
    const key = sendKey ?? uuid();
    setSendKey(key);
    setError(null);
    try {
      const next = await callApi(railRiskSmsSendCall, { verifyId: v.verifyId }, { idempotencyKey: key });
      setSendKey(null);
      setSent(true);
      setDead(false);
      setWait({ seconds: next.resendInSeconds, since: Date.now() });
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) setSendKey(null);
      if (isApiError(e, RailAccountError.CODE_TOO_SOON)) {
        const seconds = Math.ceil((Date.parse(e.data.resendAfter) - Date.now()) / 1000);
        setWait({ seconds: Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), RAIL_CODE_RULES.resendSeconds) : RAIL_CODE_RULES.resendSeconds, since: Date.now() });
      }
      setError(isApiError(e) ? e.description : t('errors.unexpected'));
    }
  };

  const verify = async () => {
    setError(null);
    const parsed = railRiskSmsVerifyCall.input.safeParse({ verifyId: v.verifyId, code: code.trim() });
    if (!parsed.success) return setError(t('server:validation.verifyCode'));
    setBusy(true);
    try {
      await callApi(railRiskSmsVerifyCall, parsed.data);
      props.onDone(true);
    } catch (e) {
      if (isApiError(e, RailAccountError.CODE_EXPIRED) || isApiError(e, RailAccountError.CODE_TRIES_EXCEEDED)) setDead(true);
      const tries = isApiError(e) ? (e.data as { remainingTries?: number | null } | null)?.remainingTries : undefined;
      const text = isApiError(e) ? e.description || e.resultCode : t('errors.unexpected');
      setError(typeof tries === 'number' ? `${text} ${t('profile.railAccount.triesLeft', { count: tries })}` : text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('train.riskSms.title')} onCancel={() => props.onDone(false)} footer={null} destroyOnHidden width={420}>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="risk-sms-dialog">
        <Typography.Paragraph style={{ margin: 0 }} data-testid="risk-sms-hint">
          {sent ? t('profile.railAccount.codeSentTo', { mobile: v.mobile ?? '', minutes: RAIL_CODE_RULES.codeMinutes }) : t('train.riskSms.intro', { account: v.accountName, mobile: v.mobile ?? '' })}
        </Typography.Paragraph>
        <Space.Compact style={{ width: '100%' }}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="000000" value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={() => void verify()} data-testid="risk-sms-code" />
          <Button onClick={() => void send()} disabled={left > 0} data-testid="risk-sms-send" data-wait={left}>
            {left > 0 ? t('profile.railAccount.resendIn', { seconds: left }) : sent ? t('profile.railAccount.resend') : t('profile.railAccount.sendCode')}
          </Button>
        </Space.Compact>
        {error && <Alert type="error" showIcon message={error} data-testid="risk-sms-error" />}
        <Space wrap>
          <Button type="primary" loading={busy} disabled={dead || !sent} onClick={() => void verify()} data-testid="risk-sms-verify">
            {t('train.riskSms.verifyAndBook')}
          </Button>
          <Button onClick={() => props.onDone(false)}>{t('common.cancel')}</Button>
          <Typography.Link href="/dev/sms" target="_blank" data-testid="risk-sms-sandbox-link">
            {t('profile.railAccount.smsSandbox')}
          </Typography.Link>
        </Space>
      </Space>
    </Modal>
  );
}
