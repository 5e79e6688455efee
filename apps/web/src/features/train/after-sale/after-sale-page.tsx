import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AfterSaleKind } from './after-sale-logic';
import './after-sale.css';

const orderPathOf = (orderId: string) => `/train/orders/${encodeURIComponent(orderId)}`;

/** An apply or detail page of a refund or change (`refund-apply-page`, …), with the way back to the order above it. */
export function AfterSalePage({ kind, page, orderId, status, children }: { kind: AfterSaleKind; page: 'apply' | 'detail'; orderId: string; status?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="after-sale-page" data-testid={`${kind}-${page}-page`} data-status={status}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to={orderPathOf(orderId)} data-testid={`${kind}-back-to-order`}>
          {t('train.refund.backToOrder')}
        </Link>
      </Space>
      {children}
    </div>
  );
}

/** An order with no ticket to refund or change: says so, with the way back to it. */
export function NothingToApplyFor({ orderId, title, testId }: { orderId: string; title: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={title}
      data-testid={testId}
      extra={
        <Link to={orderPathOf(orderId)}>
          <Button type="primary">{t('train.refund.backToOrder')}</Button>
        </Link>
      }
    />
  );
}

/** The head card of a refund or change: its title with the status tag, a note while it is being processed, then `children`. */
export function AfterSaleStatusCard({ kind, title, tag, processing, children }: { kind: AfterSaleKind; title: string; tag: ReactNode; processing: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={
        <Space wrap>
          <span>{title}</span>
          {tag}
        </Space>
      }
    >
      {processing && <Alert style={{ marginBottom: 12 }} type="info" showIcon data-testid={`${kind}-processing`} message={t(`train.${kind}.processing`)} />}
      {children}
    </Card>
  );
}
