import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
// Input and Password alone: antd's Input index brings TextArea, OTP and Search along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loginCall } from '@travel/contracts/auth/login';
import { isApiError } from '../../lib/api-error';
import { issuesFromServer, issuesFromZod, splitIssues, type FormIssue } from '../../lib/form-issues';
import { LanguageSwitcher } from '../../components/language-switcher';
import { BrandMark } from '../../components/brand-mark';
import { Panel } from '../../components/panel';
import { PlainText, PlainTitle } from '../../components/plain-typography';
import { LoginField } from './login-field';
import { useLogin, useSession } from '../../lib/use-session';
import './login-page.css';

type Field = 'userName' | 'password';

/** The first message of each login field (`userName`, `password`). */
function fieldErrors(fields: FormIssue[]): Partial<Record<Field, string>> {
  return Object.fromEntries(fields.map((issue) => [issue.path[0], issue.message]));
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ userName: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session.data) return <Navigate to={from} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setErrors({});
    const parsed = loginCall.input.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(splitIssues(issuesFromZod(t, parsed.error), () => true).fields));
      return;
    }
    try {
      await login.mutateAsync(parsed.data);
      navigate(from, { replace: true });
    } catch (e) {
      if (isApiError(e) && e.issues.length > 0) {
        const { fields, general } = splitIssues(issuesFromServer(t, e.issues), (path) => path.length === 1);
        setErrors(fieldErrors(fields));
        if (general.length > 0) setError(general.join(' '));
      } else {
        setError(isApiError(e) ? e.description : t('errors.unexpected'));
      }
    }
  };
  const change = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

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
        <form onSubmit={(event) => void submit(event)} noValidate>
          <LoginField id="userName" label={t('auth.userName')} error={errors.userName}>
            <Input
              size="large"
              prefix={<UserOutlined />}
              autoComplete="username"
              placeholder={t('auth.userNamePlaceholder')}
              value={values.userName}
              onChange={change('userName')}
              data-testid="login-username"
            />
          </LoginField>
          <LoginField id="password" label={t('auth.password')} error={errors.password}>
            <Password size="large" prefix={<LockOutlined />} autoComplete="current-password" value={values.password} onChange={change('password')} data-testid="login-password" />
          </LoginField>
          <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} data-testid="login-submit">
            {t('auth.submit')}
          </Button>
        </form>
      </Panel>
    </div>
  );
}
