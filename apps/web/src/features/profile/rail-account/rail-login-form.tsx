import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { railLoginCall, type RailAccountStatus, type RailVerification } from '@travel/contracts/train/account';
import { callApi } from '../../../lib/api-client';
import { useRailForm } from './use-rail-form';

type Values = { accountName?: string; password?: string };

/** Log in to the railway account (links it); a new client goes on in the code entry. */
export function RailLoginForm(props: { accountName?: string | null; onStatus: (s: RailAccountStatus) => void; onVerification: (v: RailVerification) => void; onUnlock: (accountName: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const f = useRailForm(form, railLoginCall.input, ['accountName', 'password']);
  const submit = (values: Values) =>
    void f.run(
      { accountName: values.accountName?.trim() ?? '', password: values.password ?? '' },
      async (input, idempotencyKey) => props.onStatus(await callApi(railLoginCall, input, { idempotencyKey })),
      props.onVerification,
    );
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ accountName: props.accountName ?? '' }} requiredMark={false} data-testid="rail-login-form">
      <Form.Item name="accountName" label={t('profile.railAccount.accountName')} required>
        <Input autoComplete="username" data-testid="rail-account-name" />
      </Form.Item>
      <Form.Item name="password" label={t('profile.railAccount.password')} extra={t('profile.railAccount.passwordNotKept')} required>
        <Input.Password autoComplete="current-password" data-testid="rail-password" />
      </Form.Item>
      {f.errors.map((m) => (
        <Alert key={m} type="error" showIcon message={m} style={{ marginBottom: 12 }} data-testid="rail-login-error" />
      ))}
      {f.locked && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('profile.railAccount.lockedHint')}
          action={
            <Button size="small" onClick={() => props.onUnlock(f.locked!)} data-testid="rail-go-unlock">
              {t('profile.railAccount.tabs.unlock')}
            </Button>
          }
        />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={f.busy} data-testid="rail-login-submit">
          {t('profile.railAccount.login')}
        </Button>
      </Space>
    </Form>
  );
}
