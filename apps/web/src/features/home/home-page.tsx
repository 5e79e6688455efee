import { Link } from 'react-router';
import { Col, Row, Space, Tag } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyDetailCall } from '@travel/contracts/member/company';
import { callApi } from '../../lib/api-client';
import { MODULE_ICONS } from '../../components/module-icons';
import { visibleModules } from '../../lib/modules';
import { Panel } from '../../components/panel';
import { PlainParagraph, PlainText, PlainTitle } from '../../components/plain-typography';
import { useLocale } from '../../lib/locale-provider';
import { useUser } from '../../lib/use-session';
import { WaitingCounts } from './waiting-counts';
import './home-page.css';

function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const { locale } = useLocale();
  const company = useQuery({
    queryKey: ['company-detail', locale],
    queryFn: () => callApi(companyDetailCall, {}),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const enterprise = (locale.startsWith('zh') ? null : company.data?.enterpriseNameEn) ?? user.enterpriseName;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Panel className="home-hero">
        <PlainTitle level={2} className="home-hero__title" data-testid="home-greeting">
          {t(`home.greeting.${greetingKey(new Date().getHours())}`, { name: user.displayName })}
        </PlainTitle>
        <PlainParagraph className="home-hero__subtitle" data-testid="home-enterprise">
          {user.departmentName ? t('home.enterpriseAndDepartment', { enterprise, department: user.departmentName }) : enterprise}
        </PlainParagraph>
        <Space wrap size={[8, 8]}>
          {user.travelLevelName && <Tag color="blue">{t('home.travelLevel', { level: user.travelLevelName })}</Tag>}
          {user.travelManager && <Tag color="gold">{t('home.travelManager')}</Tag>}
          {user.vip && <Tag color="magenta">{t('home.vip')}</Tag>}
          {company.data && (
            <Tag icon={<PhoneOutlined />} color="default">
              {t('home.serviceHotline', { phone: company.data.serviceTels.default })}
            </Tag>
          )}
        </Space>
      </Panel>

      <WaitingCounts />

      <div>
        <PlainTitle level={4}>{t('home.shortcuts')}</PlainTitle>
        <Row gutter={[16, 16]}>
          {visibleModules(user).filter((m) => m.key !== 'home').map((m) => (
            <Col key={m.key} xs={12} sm={8} lg={6}>
              <Link to={m.path} data-testid={`shortcut-${m.key}`}>
                <Panel hoverable className="home-shortcut">
                  <div className="home-shortcut__icon">{MODULE_ICONS[m.key]}</div>
                  <div className="home-shortcut__label">{t(`nav.${m.key}`)}</div>
                  <PlainText type="secondary" className="home-shortcut__hint">
                    {t(`home.hints.${m.key}`)}
                  </PlainText>
                </Panel>
              </Link>
            </Col>
          ))}
        </Row>
      </div>
    </Space>
  );
}
