import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Pagination, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/locale-provider';
import { useFormat } from '../../lib/use-format';
import { clock, useSecondsLeft } from '../../widgets/payment/pay-clock';
import { actLink, orderLink, pageOfParam, PRODUCT_FILTERS, PRODUCT_PAGES, productOfParam } from './order-products';
import { ORDERS_PAGE_SIZE, useOrderCenterList, useWaitingOrders } from './orders-queries';
import './orders.css';

/** An order's product, status in words, title, dates and amount: the body of a row, waiting or not. */
/** One order of a list: its summary, a link to the order where a page exists for it. */
export function OrderRow(props: { item: OrderCenterItem; to: string | null }) {
  const o = props.item;
  return (
    <div className="orders-row" data-testid="order-row" data-order-id={o.orderId} data-product={o.product} data-status={o.orderStatus}>
      {props.to ? (
        <Link to={props.to} className="orders-row__link" data-testid="order-row-open">
          <OrderSummary item={o} />
        </Link>
      ) : (
        <OrderSummary item={o} />
      )}
    </div>
  );
}

export function OrderSummary(props: { item: OrderCenterItem }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const o = props.item;
  const pages = PRODUCT_PAGES[o.product];
  return (
    <div className="orders-row__summary">
      <div className="orders-row__head">
        <Tag color="blue">{t(`orders.products.${o.product}`)}</Tag>
        {o.changeId && <Tag color="cyan">{t('orders.change')}</Tag>}
        {o.queue && (
          <Tag color="orange" data-testid="order-row-queue" data-kind={o.queue.kind} style={{ whiteSpace: 'normal' }}>
            {t(`orders.queue.${o.queue.kind}`, { time: fmt.railDateTime(o.queue.purchaseTime) })}
          </Tag>
        )}
        {o.imported && (
          <Tag color="geekblue" data-testid="order-row-imported" data-kind={o.imported}>
            {t(`train.imported.tag.${o.imported}`)}
          </Tag>
        )}
        {o.rush && (
          <Tag color={o.rush.type === 'WAITLIST' ? 'purple' : 'magenta'} data-testid="order-row-rush" data-type={o.rush.type} data-status={o.rush.status} style={{ whiteSpace: 'normal' }}>
            {t(o.rush.type === 'WAITLIST' ? 'train.rush.waitlist' : 'train.rush.grab')} · {t(`train.rush.status.${o.rush.status}`)}
            {o.rush.chance && o.rush.chance !== 'FULL' ? ` · ${t(`train.rush.chance.${o.rush.chance}`)}` : ''}
          </Tag>
        )}
        <Typography.Text strong className="orders-row__title">
          {o.title}
        </Typography.Text>
      </div>
      <div className="orders-row__meta">
        <span>{t('orders.travelDate', { date: fmt.date(o.travelDate) })}</span>
        <Typography.Text type="secondary">{t('orders.orderedAt', { time: fmt.dateTime(o.orderTime) })}</Typography.Text>
      </div>
      <div className="orders-row__status">
        <Tag color={pages?.statusColor(o.orderStatus)} data-testid="order-row-status">
          {pages ? t(pages.statusKey(o.orderStatus), { defaultValue: o.orderStatus }) : o.orderStatus}
        </Tag>
        <Typography.Text strong>{formatMoney(o.amount, locale)}</Typography.Text>
      </div>
    </div>
  );
}

/** A waiting order: its countdown (from when the list was read) and the button to pay or confirm. */
function WaitingRow(props: { item: OrderCenterItem; since: number }) {
  const { t } = useTranslation();
  const o = props.item;
  const left = useSecondsLeft(o.payEndLeftSecond, props.since) ?? 0;
  const act = actLink(o);
  const open = orderLink(o);
  return (
    <div className="orders-row orders-row--waiting" data-testid="waiting-order" data-order-id={o.orderId} data-wait-type={o.waitType} data-product={o.product}>
      {open ? (
        <Link to={open} className="orders-row__link" data-testid="waiting-order-open">
          <OrderSummary item={o} />
        </Link>
      ) : (
        <OrderSummary item={o} />
      )}
      <div className="orders-row__act">
        <Tag color="orange">{t(`orders.waitType.${o.waitType}`)}</Tag>
        <Typography.Text type={left > 0 ? 'warning' : 'danger'} strong data-testid="waiting-countdown" data-left={left}>
          {left > 0 ? t('orders.timeLeft', { time: clock(left) }) : t('orders.overdue')}
        </Typography.Text>
        {act && left > 0 && (
          <Link to={act} data-testid="waiting-act">
            <Button type="primary">{t(`orders.act.${o.waitType}`)}</Button>
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The member's orders of every product (order_center/list), newest first, filtered by product and paged through the
 * address; above them what waits for the member (order_center/waiting_list) with its countdown and the way to act.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const product = productOfParam(params.get('product'));
  const page = pageOfParam(params.get('page'));
  const list = useOrderCenterList(product, page);
  const waiting = useWaitingOrders();
  const waitingItems = (waiting.data?.list ?? []).filter((o) => !product || o.product === product);
  const total = list.data?.totalSize ?? 0;

  const go = (next: { product?: string | null; page?: number }) => {
    const p = new URLSearchParams();
    const chosen = next.product === undefined ? product : next.product;
    if (chosen) p.set('product', chosen);
    const n = next.page ?? 1;
    if (n > 1) p.set('page', String(n));
    setParams(p);
  };

  return (
    <Card title={t('orders.title')} className="orders-page" data-testid="orders-page">
      <Tabs
        activeKey={product ?? 'ALL'}
        onChange={(k) => go({ product: k === 'ALL' ? null : k, page: 1 })}
        items={PRODUCT_FILTERS.map((k) => ({ key: k, label: <span data-testid={`orders-filter-${k}`}>{t(`orders.products.${k}`)}</span> }))}
        data-testid="orders-filter"
      />
      {waitingItems.length > 0 && (
        <section className="orders-waiting" data-testid="orders-waiting">
          <Typography.Title level={5}>{t('orders.waitingTitle')}</Typography.Title>
          {waitingItems.map((o) => (
            <WaitingRow key={`${o.orderId}:${o.changeId ?? ''}:${o.waitType}`} item={o} since={waiting.dataUpdatedAt} />
          ))}
        </section>
      )}
      {list.isPending ? (
        <Skeleton active />
      ) : list.data && list.data.list.length > 0 ? (
        <div className="orders-list" data-testid="orders-list">
          {list.data.list.map((o) => <OrderRow key={o.orderId} item={o} to={orderLink(o)} />)}
        </div>
      ) : (
        <Empty description={t('orders.empty')} data-testid="orders-empty" />
      )}
      {total > ORDERS_PAGE_SIZE && (
        <Pagination className="orders-pagination" current={page} pageSize={ORDERS_PAGE_SIZE} total={total} showSizeChanger={false} onChange={(n) => go({ page: n })} data-testid="orders-pagination" />
      )}
    </Card>
  );
}
