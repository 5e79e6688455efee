import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Input, Result, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import type { Money } from '@travel/contracts/platform/envelope';
import { useLocale } from '../../../app/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { uuid } from '../../../lib/uuid';
import { useTrainOrder } from './booking-queries';
import '../train.css';

/** mm:ss (h:mm:ss from an hour) of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Seconds left from a number the server gave at `since`, ticking every second. */
export function useSecondsLeft(seconds: number | null, since: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (seconds === null) return null;
  return Math.max(0, seconds - Math.floor((now - since) / 1000));
}

/** Paying the personal part of a train order online (the sandbox card decides), then on to the order. */
export function TrainPayPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId = '' } = useParams();
  const order = useTrainOrder(orderId, () => false);
  const [card, setCard] = useState<string>(SANDBOX_CARDS.SUCCEED);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const pay = order.data?.payment ?? null;
  const left = useSecondsLeft(pay ? pay.payDeadLineSeconds : null, order.dataUpdatedAt);
  const money = (m: Money) => formatMoney(m, locale);

  if (order.isLoading) return <Skeleton active />;
  if (order.isError || !order.data) return <Alert type="error" showIcon message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />;
  if (!pay || !pay.needPay) {
    return (
      <Result
        status="success"
        title={t('train.pay.nothingToPay')}
        extra={
          <Link to={`/train/orders/${orderId}`}>
            <Button type="primary">{t('train.pay.toOrder')}</Button>
          </Link>
        }
      />
    );
  }

  const submit = async () => {
    setError(null);
    setPaying(true);
    key.current ??= uuid();
    try {
      await callApi(paymentPayCall, { payOrderId: pay.payOrderId, payWay: 'online_payment', cardNumber: card.replace(/\s/g, '') }, { idempotencyKey: key.current });
      key.current = null;
      await queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
      navigate(`/train/orders/${orderId}`);
    } catch (e) {
      if (isApiError(e) && !e.isClientSide) key.current = null;
      setError(isApiError(e) ? e.description || e.resultCode : String(e));
    } finally {
      setPaying(false);
    }
  };

  const overdue = left !== null && left <= 0;
  return (
    <Card className="train-pay" data-testid="train-pay-page" title={t('train.pay.title')}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('train.order.orderId')}>{orderId}</Descriptions.Item>
        <Descriptions.Item label={t('train.pay.total')}>{money(pay.totalAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('train.pay.company')}>
          <span data-testid="pay-company">{money(pay.companyAmount)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('train.pay.personal')}>
          <Typography.Text strong data-testid="pay-personal">
            {money(pay.personalAmount)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('train.pay.timeLeft')}>
          <Typography.Text type={overdue ? 'danger' : 'warning'} data-testid="pay-countdown" data-overdue={overdue ? 'true' : 'false'}>
            {overdue ? t('train.pay.overdue') : clock(left ?? 0)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 16 }}>
        <Typography.Text>{t('train.pay.card')}</Typography.Text>
        <Input value={card} inputMode="numeric" maxLength={23} onChange={(e) => setCard(e.target.value)} data-testid="pay-card" style={{ marginTop: 4 }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('train.pay.sandboxHint', { ok: SANDBOX_CARDS.SUCCEED, declined: SANDBOX_CARDS.DECLINE })}
        </Typography.Text>
      </div>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="pay-error" />}
      <Button type="primary" size="large" block style={{ marginTop: 16 }} loading={paying} disabled={overdue || !/^\d{12,19}$/.test(card.replace(/\s/g, ''))} onClick={() => void submit()} data-testid="pay-submit">
        {t('train.pay.pay', { amount: money(pay.personalAmount) })}
      </Button>
    </Card>
  );
}
