import { Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRailAccountStatus } from './rail-account-queries';
import { RailStatusTag } from './rail-status-card';

/** The profile's line for the railway account: its state and the way to its screens. */
export function RailAccountSummary() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useRailAccountStatus();
  const s = status.data;
  return (
    <Card title={t('profile.railAccount.title')} extra={s && <RailStatusTag status={s.loginStatus} />} data-testid="rail-account-summary">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{s?.accountName ? t('profile.railAccount.linkedAs', { name: s.accountName }) : t('profile.railAccount.intro')}</Typography.Text>
        <Button type="primary" onClick={() => navigate('/profile/rail-account')} data-testid="rail-account-manage">
          {s?.loginStatus === 'LOGGED_IN' ? t('profile.railAccount.manage') : t('profile.railAccount.login')}
        </Button>
      </Space>
    </Card>
  );
}
