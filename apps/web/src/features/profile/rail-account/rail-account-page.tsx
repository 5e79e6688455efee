import { useState } from 'react';
import { Alert, App, Card, Segmented, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RailAccountStatus, RailVerification } from '@travel/contracts/train/account';
import { isApiError } from '../../../lib/api-error';
import { useRailAccountStatus, useStatusUpdate } from './rail-account-queries';
import { RailLoginForm } from './rail-login-form';
import { RailImportCard } from './rail-import-card';
import { RailPassengersCard } from './rail-passengers-card';
import { RailRecoverForm } from './rail-recover-form';
import { RailRegisterForm } from './rail-register-form';
import { RailStatusCard } from './rail-status-card';
import { VerificationModal } from './verification-modal';
import './rail-account.css';

type Tab = 'login' | 'register' | 'reset' | 'unlock';

/** Profile → Railway account: the linked account, logging in, registering, recovering, and its passengers. */
export function RailAccountPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const status = useRailAccountStatus();
  const setStatus = useStatusUpdate();
  const [tab, setTab] = useState<Tab>('login');
  const [name, setName] = useState<string | null>(null);
  const [verification, setVerification] = useState<RailVerification | null>(null);

  const done = (out: { scene: RailVerification['scene']; status: RailAccountStatus }) => {
    setVerification(null);
    setStatus(out.status);
    void message.success(t(`profile.railAccount.done.${out.scene}`));
    if (out.scene !== 'PASSENGER' && out.status.loginStatus !== 'LOGGED_IN') setTab('login');
  };

  const s = status.data;
  const loggedIn = s?.loginStatus === 'LOGGED_IN';
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} className="rail-account" data-testid="rail-account-page">
      <div>
        <Link to="/profile">{t('profile.railAccount.back')}</Link>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('profile.railAccount.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('profile.railAccount.intro')}
        </Typography.Paragraph>
      </div>
      {status.isPending && <Skeleton active />}
      {status.isError && <Alert type="error" showIcon message={isApiError(status.error) ? status.error.description : t('errors.loadFailed')} />}
      {s?.required && !loggedIn && <Alert type="warning" showIcon message={t('server:errors.RAIL_ACCOUNT_LOGIN_REQUIRED')} data-testid="rail-required" />}
      {s && s.loginStatus !== 'NOT_LINKED' && <RailStatusCard status={s} onStatus={setStatus} />}
      {s && !loggedIn && (
        <Card data-testid="rail-forms">
          <Segmented<Tab>
            block
            value={tab}
            onChange={setTab}
            options={(['login', 'register', 'reset', 'unlock'] as const).map((k) => ({ value: k, label: <span data-testid={`rail-tab-${k}`}>{t(`profile.railAccount.tabs.${k}`)}</span> }))}
            className="rail-account__tabs"
          />
          <div style={{ marginTop: 16 }}>
            {tab === 'login' && (
              <RailLoginForm
                accountName={s.accountName}
                onStatus={setStatus}
                onVerification={setVerification}
                onUnlock={(n) => {
                  setName(n);
                  setTab('unlock');
                }}
              />
            )}
            {tab === 'register' && <RailRegisterForm onVerification={setVerification} />}
            {(tab === 'reset' || tab === 'unlock') && <RailRecoverForm key={tab} kind={tab} accountName={name ?? s.accountName} onVerification={setVerification} />}
          </div>
        </Card>
      )}
      {loggedIn && <RailPassengersCard onVerification={setVerification} />}
      {s && <RailImportCard loggedIn={loggedIn} />}
      <VerificationModal verification={verification} onClose={() => setVerification(null)} onDone={done} />
    </Space>
  );
}
