import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { railLoginCodeVerifyCall, railVerifyCodeSendCall, railVerifyCodeSubmitCall, RAIL_CODE_RULES, type RailAccountStatus, type RailVerification } from '@travel/contracts/train/account';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { clearIssues, issuesFromZod, applyIssues } from '../../../lib/form-issues';
import { uuid } from '../../../lib/uuid';
import { useSecondsLeft } from '../../../widgets/payment/pay-clock';
import { showRefusal } from './rail-form-errors';

type Values = { code?: string; idNumber?: string; newPassword?: string };
const FIELDS = ['code', 'idNumber', 'newPassword'] as const;

/**
 * The code entry of any railway verification: the texted code (with a resend that waits out the railway's minute),
 * and the id number or new password when the railway asks for them. A login completes through login_code/verify.
 */
export function VerificationModal(props: { verification: RailVerification | null; onClose: () => void; onDone: (out: { scene: RailVerification['scene']; status: RailAccountStatus }) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [v, setV] = useState<RailVerification | null>(props.verification);
  const [wait, setWait] = useState<{ seconds: number; since: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [dead, setDead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sendKey, setSendKey] = useState<string | null>(null);
  const left = useSecondsLeft(wait?.seconds ?? null, wait?.since ?? 0) ?? 0;

  useEffect(() => {
    setV(props.verification);
    setErrors([]);
    setDead(false);
    form.resetFields();
    if (props.verification) setWait({ seconds: props.verification.resendInSeconds, since: Date.now() });
  }, [props.verification, form]);

  if (!v) return null;

  const resend = async () => {
    const key = sendKey ?? uuid();
    setSendKey(key);
    setErrors([]);
    try {
      const next = await callApi(railVerifyCodeSendCall, { verifyId: v.verifyId }, { idempotencyKey: key });
      setSendKey(null);
      setV(next);
      setDead(false);
      setWait({ seconds: next.resendInSeconds, since: Date.now() });
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) setSendKey(null);
      if (isApiError(e, RailAccountError.CODE_TOO_SOON)) {
        const seconds = Math.ceil((Date.parse(e.data.resendAfter) - Date.now()) / 1000);
        setWait({ seconds: Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), RAIL_CODE_RULES.resendSeconds) : RAIL_CODE_RULES.resendSeconds, since: Date.now() });
      }
      setErrors([isApiError(e) ? e.description : t('errors.unexpected')]);
    }
  };

  const submit = async () => {
    setErrors([]);
    clearIssues(form);
    const values = form.getFieldsValue(true) as Values;
    const input = { verifyId: v.verifyId, code: v.needCode ? (values.code ?? '') : undefined, idNumber: v.needIdNumber ? (values.idNumber ?? '').trim() : undefined, newPassword: v.needNewPassword ? (values.newPassword ?? '') : undefined };
    const parsed = railVerifyCodeSubmitCall.input.safeParse(input);
    if (!parsed.success) return setErrors(applyIssues(form, issuesFromZod(t, parsed.error), (p) => FIELDS.includes(p[0] as (typeof FIELDS)[number])));
    setBusy(true);
    try {
      const out = v.scene === 'LOGIN' ? { scene: v.scene, status: await callApi(railLoginCodeVerifyCall, { verifyId: v.verifyId, code: parsed.data.code ?? '' }) } : await callApi(railVerifyCodeSubmitCall, parsed.data);
      props.onDone(out);
    } catch (e) {
      if (isApiError(e, RailAccountError.CODE_EXPIRED) || isApiError(e, RailAccountError.CODE_TRIES_EXCEEDED)) setDead(true);
      setErrors(showRefusal(form, t, e, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t(`profile.railAccount.scene.${v.scene}`)} onCancel={props.onClose} footer={null} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="rail-verification">
        <Typography.Paragraph style={{ margin: 0 }} data-testid="rail-verification-hint">
          {v.needCode ? t('profile.railAccount.codeSentTo', { mobile: v.mobile ?? '', minutes: RAIL_CODE_RULES.codeMinutes }) : t('profile.railAccount.idNumberOnly')}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={() => void submit()} requiredMark={false}>
          {v.needCode && (
            <Form.Item label={t('profile.railAccount.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="code" noStyle>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="000000" data-testid="rail-code" />
                </Form.Item>
                <Button onClick={() => void resend()} disabled={left > 0} data-testid="rail-resend" data-wait={left}>
                  {left > 0 ? t('profile.railAccount.resendIn', { seconds: left }) : t('profile.railAccount.resend')}
                </Button>
              </Space.Compact>
            </Form.Item>
          )}
          {v.needIdNumber && (
            <Form.Item name="idNumber" label={t('profile.railAccount.idNumber')} required>
              <Input autoComplete="off" data-testid="rail-id-number" />
            </Form.Item>
          )}
          {v.needNewPassword && (
            <Form.Item name="newPassword" label={t('profile.railAccount.newPassword')} extra={t('server:validation.railPassword')} required>
              <Input.Password autoComplete="new-password" data-testid="rail-new-password" />
            </Form.Item>
          )}
          {errors.map((m) => (
            <Alert key={m} type="error" showIcon message={m} style={{ marginBottom: 12 }} data-testid="rail-verification-error" />
          ))}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={busy} disabled={dead} data-testid="rail-verification-submit">
              {t('profile.railAccount.confirm')}
            </Button>
            <Button onClick={props.onClose}>{t('profile.railAccount.cancel')}</Button>
            {v.needCode && (
              <Typography.Link href="/dev/sms" target="_blank" data-testid="rail-sms-sandbox-link">
                {t('profile.railAccount.smsSandbox')}
              </Typography.Link>
            )}
          </Space>
        </Form>
      </Space>
    </Modal>
  );
}
