import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { railRegisterCall, type RailVerification } from '@travel/contracts/train/account';
import { callApi } from '../../../lib/api-client';
import { useRailForm } from './use-rail-form';

type Values = { accountName?: string; password?: string; familyName?: string; givenName?: string; gender?: 'M' | 'F'; birthday?: string; idNumber?: string; mobile?: string };
const FIELDS = ['accountName', 'password', 'familyName', 'givenName', 'gender', 'birthday', 'idNumber', 'mobile'] as const;

/** Registers a railway account: the railway texts a code to the mobile, answered in the code entry. */
export function RailRegisterForm(props: { onVerification: (v: RailVerification) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const f = useRailForm(form, railRegisterCall.input, FIELDS);
  const submit = (v: Values) =>
    void f.run(
      { accountName: v.accountName?.trim() ?? '', password: v.password ?? '', familyName: (v.familyName ?? '').trim().toUpperCase(), givenName: (v.givenName ?? '').trim().toUpperCase(), gender: v.gender, birthday: v.birthday ?? '', idType: 'PASSPORT', idNumber: v.idNumber?.trim() ?? '', mobile: v.mobile?.trim() ?? '' },
      async (input, idempotencyKey) => props.onVerification(await callApi(railRegisterCall, input, { idempotencyKey })),
    );
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="rail-register-form">
      <Form.Item name="accountName" label={t('profile.railAccount.accountName')} extra={t('server:validation.railAccountName')} required>
        <Input autoComplete="off" data-testid="rail-register-name" />
      </Form.Item>
      <Form.Item name="password" label={t('profile.railAccount.password')} extra={t('server:validation.railPassword')} required>
        <Input.Password autoComplete="new-password" data-testid="rail-register-password" />
      </Form.Item>
      <div className="rail-account__pair">
        <Form.Item name="familyName" label={t('profile.railAccount.familyName')} required>
          <Input data-testid="rail-register-family" />
        </Form.Item>
        <Form.Item name="givenName" label={t('profile.railAccount.givenName')} required>
          <Input data-testid="rail-register-given" />
        </Form.Item>
      </div>
      <div className="rail-account__pair">
        <Form.Item name="gender" label={t('profile.railAccount.gender')} required>
          <Select options={[{ value: 'M', label: t('profile.railAccount.male') }, { value: 'F', label: t('profile.railAccount.female') }]} data-testid="rail-register-gender" />
        </Form.Item>
        <Form.Item name="birthday" label={t('profile.railAccount.birthday')} required>
          <Input type="date" data-testid="rail-register-birthday" />
        </Form.Item>
      </div>
      <Form.Item name="idNumber" label={t('profile.railAccount.passportNo')} required>
        <Input autoComplete="off" data-testid="rail-register-id" />
      </Form.Item>
      <Form.Item name="mobile" label={t('profile.railAccount.mobile')} required>
        <Input inputMode="tel" autoComplete="tel-national" data-testid="rail-register-mobile" />
      </Form.Item>
      {f.errors.map((m) => (
        <Alert key={m} type="error" showIcon message={m} style={{ marginBottom: 12 }} />
      ))}
      <Button type="primary" htmlType="submit" loading={f.busy} data-testid="rail-register-submit">
        {t('profile.railAccount.register')}
      </Button>
    </Form>
  );
}
