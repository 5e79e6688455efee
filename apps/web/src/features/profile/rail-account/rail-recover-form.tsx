import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { railPasswordResetCall, railUnlockCall, type RailVerification } from '@travel/contracts/train/account';
import { callApi } from '../../../lib/api-client';
import { useRailForm } from './use-rail-form';

type Values = { accountName?: string; mobile?: string };

/** Forgot password (name and registered mobile) or unlock (name): the railway texts a code to the account's mobile. */
export function RailRecoverForm(props: { kind: 'reset' | 'unlock'; accountName?: string | null; onVerification: (v: RailVerification) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reset = props.kind === 'reset';
  const f = useRailForm(form, reset ? railPasswordResetCall.input : railUnlockCall.input, ['accountName', 'mobile']);
  const submit = (v: Values) =>
    void f.run(reset ? { accountName: v.accountName?.trim() ?? '', mobile: v.mobile?.trim() ?? '' } : { accountName: v.accountName?.trim() ?? '' }, async (input, idempotencyKey) =>
      props.onVerification(reset ? await callApi(railPasswordResetCall, input as { accountName: string; mobile: string }, { idempotencyKey }) : await callApi(railUnlockCall, input, { idempotencyKey })),
    );
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ accountName: props.accountName ?? '' }} requiredMark={false} data-testid={`rail-${props.kind}-form`}>
      <Form.Item name="accountName" label={t('profile.railAccount.accountName')} required>
        <Input autoComplete="username" data-testid={`rail-${props.kind}-name`} />
      </Form.Item>
      {reset && (
        <Form.Item name="mobile" label={t('profile.railAccount.registeredMobile')} required>
          <Input inputMode="tel" data-testid="rail-reset-mobile" />
        </Form.Item>
      )}
      {f.errors.map((m) => (
        <Alert key={m} type="error" showIcon message={m} style={{ marginBottom: 12 }} />
      ))}
      <Button type="primary" htmlType="submit" loading={f.busy} data-testid={`rail-${props.kind}-submit`}>
        {t('profile.railAccount.sendCode')}
      </Button>
    </Form>
  );
}
