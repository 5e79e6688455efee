import { useSearchParams } from 'react-router';
import { Alert, Card, Empty, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { HotelList } from './hotel-list';
import { useBrowseHistory } from './hotel-queries';
import { RecentHotelOrders } from './order/recent-hotel-orders';
import './hotel.css';

/** The hotels the member viewed last, latest first. */
function ViewedHotels() {
  const { t } = useTranslation();
  const history = useBrowseHistory();
  const list = history.data?.list ?? [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {history.isPending && <Card><Skeleton active /></Card>}
      {history.isError && <Alert type="error" showIcon message={isApiError(history.error) ? history.error.description : t('errors.loadFailed')} />}
      {history.data && list.length === 0 && (
        <Card>
          <Empty description={<span data-testid="hotel-history-empty">{t('hotel.history.empty')}</span>} />
        </Card>
      )}
      {list.length > 0 && <HotelList hotels={list} linkOf={(id) => `/hotel/${encodeURIComponent(id)}`} testId="hotel-history-list" />}
    </Space>
  );
}

/** The member's history: hotels viewed, and (`?tab=orders`) their latest hotel orders. */
export function HotelHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'orders' ? 'orders' : 'viewed';
  return (
    <Space direction="vertical" size="middle" className="hotel-page" data-testid="hotel-history-page">
      <Typography.Title level={2} className="hotel-page__title">
        {t('hotel.history.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'orders' ? { tab: 'orders' } : {}, { replace: true })}
        items={[
          { key: 'viewed', label: <span data-testid="hotel-history-tab-viewed">{t('hotel.order.historyViewed')}</span>, children: <ViewedHotels /> },
          { key: 'orders', label: <span data-testid="hotel-history-tab-orders">{t('hotel.order.historyOrders')}</span>, children: <RecentHotelOrders /> },
        ]}
      />
    </Space>
  );
}
