import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Form } from 'antd';
// Input and Password alone: antd's Input index brings TextArea, OTP and Search along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loginCall } from '@travel/contracts/auth/login';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearIssues, issuesFromServer, issuesFromZod } from '../../lib/form-issues';
import { LanguageSwitcher } from '../preferences/language-switcher';
import { BrandMark } from '../../app/brand-mark';
import { Panel } from '../../app/panel';
import { PlainText, PlainTitle } from '../../app/plain-typography';
import { useLogin, useSession } from './use-session';
import './login-page.css';

interface LoginValues {
  userName?: string;
  password?: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session.data) return <Navigate to={from} replace />;

  const submit = async (values: LoginValues) => {
    setError(null);
    clearIssues(form);
    const parsed = loginCall.input.safeParse({ userName: values.userName ?? '', password: values.password ?? '' });
    if (!parsed.success) {
      applyIssues(form, issuesFromZod(t, parsed.error), () => true);
      return;
    }
    try {
      await login.mutateAsync(parsed.data);
      navigate(from, { replace: true });
    } catch (e) {
      if (isApiError(e) && e.issues.length > 0) {
        const general = applyIssues(form, issuesFromServer(t, e.issues), (path) => path.length === 1);
        if (general.length > 0) setError(general.join(' '));
      } else {
        setError(isApiError(e) ? e.description : t('errors.unexpected'));
      }
    }
  };

  return (
    <div className="login-page">
      <div className="login-page__top">
        <LanguageSwitcher />
      </div>
      <Panel className="login-page__card">
        <div className="login-page__brand">
          <BrandMark size={40} />
          <div>
            <PlainTitle level={3} style={{ margin: 0 }}>
              {t('app.name')}
            </PlainTitle>
            <PlainText type="secondary">{t('auth.subtitle')}</PlainText>
          </div>
        </div>
        <PlainTitle level={4}>{t('auth.title')}</PlainTitle>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" role="alert" />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} size="large">
          <Form.Item name="userName" label={t('auth.userName')}>
            <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('auth.userNamePlaceholder')} data-testid="login-username" />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')}>
            <Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
            {t('auth.submit')}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
