import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactSection } from './contact-section';
import { PassengerSection } from './passenger-section';
import { RailAccountSummary } from './rail-account/rail-account-summary';
import { UserDetailsCard } from './user-details-card';
import './profile-page.css';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} className="profile-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('profile.title')}
      </Typography.Title>
      <UserDetailsCard />
      <PassengerSection />
      <RailAccountSummary />
      <ContactSection />
    </Space>
  );
}
