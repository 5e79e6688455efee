import { Link } from 'react-router';
import { Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderProduct } from './order-products';
import { backOfficeOrderLink } from './order-products';
import { OrderSummary } from './orders-page';
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
        {list.data.list.map((o) => {
          const open = backOfficeOrderLink(o, props.scope);
          return (
            <div key={`${o.product}:${o.orderId}`} className="orders-row" data-testid="order-row" data-order-id={o.orderId} data-product={o.product} data-status={o.orderStatus}>
              {open ? (
                <Link to={open} className="orders-row__link" data-testid="order-row-open">
                  <OrderSummary item={o} />
                </Link>
              ) : (
                <OrderSummary item={o} />
              )}
            </div>
          );
        })}
      </div>
      {total > ORDERS_PAGE_SIZE && (
        <Pagination className="orders-pagination" current={props.page} pageSize={ORDERS_PAGE_SIZE} total={total} showSizeChanger={false} onChange={props.onPage} data-testid="orders-pagination" />
      )}
    </>
  );
}
