import { useSearchParams } from 'react-router';
import { Alert, Card, Empty, Pagination, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FAVORITE_PAGE_SIZE } from '@travel/contracts/hotel/favorite';
import { isApiError } from '../../lib/api-error';
import { HotelList } from './hotel-list';
import { useFavoriteList } from './hotel-queries';
import './hotel.css';

/** The member's favourite hotels, 30 a page, latest first; the heart takes one out. */
export function HotelFavoritesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(1000, Number(params.get('page')) || 1));
  const list = useFavoriteList(page);
  const data = list.data;
  return (
    <Space direction="vertical" size="middle" className="hotel-page" data-testid="hotel-favorites-page">
      <Typography.Title level={2} className="hotel-page__title">
        {t('hotel.favorites.title')}
      </Typography.Title>
      {list.isPending && <Card><Skeleton active /></Card>}
      {list.isError && <Alert type="error" showIcon message={isApiError(list.error) ? list.error.description : t('errors.loadFailed')} />}
      {data && data.list.length === 0 && (
        <Card>
          <Empty description={<span data-testid="hotel-favorites-empty">{t('hotel.favorites.empty')}</span>} />
        </Card>
      )}
      {data && data.list.length > 0 && <HotelList hotels={data.list} linkOf={(id) => `/hotel/${encodeURIComponent(id)}`} testId="hotel-favorites-list" />}
      {data && data.totalPages > 1 && (
        <Pagination align="center" current={page} pageSize={FAVORITE_PAGE_SIZE} total={data.totalSize} showSizeChanger={false} onChange={(p) => setParams({ page: String(p) })} />
      )}
    </Space>
  );
}
