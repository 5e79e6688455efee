import { useSearchParams } from 'react-router';
import { Card, Empty, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale-provider';
import { formatMoney } from '../../lib/format';
import { canManagePolicy } from '../../lib/access';
import { NoPermissionPage } from '../../components/no-permission-page';
import { useUser } from '../../lib/use-session';
import { ApprovalFlowsSection } from './approval-flows-section';
import { HotelControlSection } from './hotel-control-section';
import { useMyStandards } from './policy-queries';
import { PolicySimulator } from './policy-simulator';
import { TravelStandardsSection, standardLines } from './travel-standards-section';
import { ViolationReasonsSection } from './violation-reasons-section';
import './policy-page.css';

const TABS = ['standards', 'reasons', 'hotel', 'flows', 'check'] as const;

/** Policy settings for travel managers and administrators; others get a "no permission" page. */
export function PolicyPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  if (!canManagePolicy(user)) return <NoPermissionPage reason={t('policy.noPermission')} />;
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as (typeof TABS)[number]) : 'standards';
  return (
    <Space direction="vertical" size="middle" className="policy-page" data-testid="policy-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('policy.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'standards' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'standards', label: <span data-testid="policy-tab-standards">{t('policy.tabs.standards')}</span>, children: <TravelStandardsSection /> },
          { key: 'reasons', label: <span data-testid="policy-tab-reasons">{t('policy.tabs.reasons')}</span>, children: <ViolationReasonsSection /> },
          { key: 'hotel', label: <span data-testid="policy-tab-hotel">{t('policy.tabs.hotel')}</span>, children: <HotelControlSection /> },
          { key: 'flows', label: <span data-testid="policy-tab-flows">{t('policy.tabs.flows')}</span>, children: <ApprovalFlowsSection /> },
          { key: 'check', label: <span data-testid="policy-tab-check">{t('policy.tabs.check')}</span>, children: <PolicySimulator /> },
        ]}
      />
    </Space>
  );
}

function MyStandards() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const mine = useMyStandards();
  const me = mine.data?.passengerStandardList[0];
  const money = (fen: number) => formatMoney({ amount: fen, currency: 'CNY' }, locale);
  return (
    <Card title={t('policy.check.myStandards')} size="small" data-testid="my-standards">
      {mine.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {mine.isError && <Typography.Text type="secondary">{t('errors.loadFailed')}</Typography.Text>}
      {me && me.standards.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('policy.check.noStandards')} />}
      {me && me.standards.length > 0 && (
        <ul className="policy-summary">
          {me.standards.map((s) => (
            <li key={s.product}>
              <Typography.Text strong>{t(`policy.product.${s.product}`)}: </Typography.Text>
              {standardLines(s, t, money).join('; ')}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The policy check for every member: their own standard and the simulator. */
export function PolicyCheckPage() {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size="middle" className="policy-page" data-testid="policy-check-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('policy.check.title')}
      </Typography.Title>
      <MyStandards />
      <PolicySimulator />
    </Space>
  );
}
