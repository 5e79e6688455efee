import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentPayCall, SANDBOX_CARDS, type PayOrder } from '@travel/contracts/payment/payment';
import type { Money } from '@travel/contracts/platform/envelope';
import { useLocale } from '../../lib/locale-provider';
import { callApi } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { uuid } from '../../lib/uuid';
import { clock, useSecondsLeft } from './pay-clock';
import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import './pay.css';

/**
 * Paying the personal part of a pay order online (the sandbox card decides): the amounts, who pays what, the deadline
 * ticking, the card, and `onPaid` once the payment went through. Any product's pay order: a booking's or a change's.
 */
export function PayOrderCard(props: {
  /** whose pay order it is (named on the card) */
  product: OrderCenterItem['product'];
  payOrder: PayOrder;
  /** when the pay order was read (its payDeadLineSeconds count from then) */
  since: number;
  title: ReactNode;
  /** the order or change the pay order belongs to */
  reference: { label: ReactNode; value: ReactNode };
  onPaid: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const pay = props.payOrder;
  const [card, setCard] = useState<string>(SANDBOX_CARDS.SUCCEED);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const left = useSecondsLeft(pay.payDeadLineSeconds, props.since);
  const money = (m: Money) => formatMoney(m, locale);

  const submit = async () => {
    setError(null);
    setPaying(true);
    key.current ??= uuid();
    try {
      await callApi(paymentPayCall, { payOrderId: pay.payOrderId, payWay: 'online_payment', cardNumber: card.replace(/\s/g, '') }, { idempotencyKey: key.current });
      key.current = null;
      await props.onPaid();
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) key.current = null;
      setError(isApiError(e) ? e.description || e.resultCode : String(e));
    } finally {
      setPaying(false);
    }
  };

  const overdue = left !== null && left <= 0;
  return (
    <Card className="pay-card" data-testid="train-pay-page" data-product={props.product} data-pay-order-id={pay.payOrderId} title={props.title} extra={<Tag>{t(`orders.products.${props.product}`)}</Tag>}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={props.reference.label}>{props.reference.value}</Descriptions.Item>
        <Descriptions.Item label={t('pay.total')}>{money(pay.totalAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('pay.company')}>
          <span data-testid="pay-company">{money(pay.companyAmount)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.personal')}>
          <Typography.Text strong data-testid="pay-personal">
            {money(pay.personalAmount)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.timeLeft')}>
          <Typography.Text type={overdue ? 'danger' : 'warning'} data-testid="pay-countdown" data-overdue={overdue ? 'true' : 'false'}>
            {overdue ? t('pay.overdue') : clock(left ?? 0)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 16 }}>
        <Typography.Text>{t('pay.card')}</Typography.Text>
        <Input value={card} inputMode="numeric" maxLength={23} onChange={(e) => setCard(e.target.value)} data-testid="pay-card" style={{ marginTop: 4 }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('pay.sandboxHint', { ok: SANDBOX_CARDS.SUCCEED, declined: SANDBOX_CARDS.DECLINE })}
        </Typography.Text>
      </div>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="pay-error" />}
      <Button type="primary" size="large" block style={{ marginTop: 16 }} loading={paying} disabled={overdue || !/^\d{12,19}$/.test(card.replace(/\s/g, ''))} onClick={() => void submit()} data-testid="pay-submit">
        {t('pay.pay', { amount: money(pay.personalAmount) })}
      </Button>
    </Card>
  );
}
