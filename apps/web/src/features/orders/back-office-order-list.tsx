import { Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderProduct } from './order-products';
import { backOfficeOrderLink } from './order-products';
import { OrderRow } from './orders-page';
import { ORDERS_PAGE_SIZE, useBackOfficeOrderList } from './orders-queries';

/** The member's orders as the order centre lists them (its bg twin); hotel orders open in the back office's order page. */
export function BackOfficeOrderList(props: { scope: { enterpriseId: string; memberId: string }; product: OrderProduct | null; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useBackOfficeOrderList(props.scope, props.product, props.page);
  const total = list.data?.totalSize ?? 0;
  if (list.isPending) return <Skeleton active />;
  if (!list.data || list.data.list.length === 0) return <Empty description={t('orders.empty')} data-testid="orders-empty" />;
  return (
    <>
      <div className="orders-list" data-testid="back-office-orders">
        {list.data.list.map((o) => <OrderRow key={`${o.product}:${o.orderId}`} item={o} to={backOfficeOrderLink(o, props.scope)} />)}
      </div>
      {total > ORDERS_PAGE_SIZE && (
        <Pagination className="orders-pagination" current={props.page} pageSize={ORDERS_PAGE_SIZE} total={total} showSizeChanger={false} onChange={props.onPage} data-testid="orders-pagination" />
      )}
    </>
  );
}
