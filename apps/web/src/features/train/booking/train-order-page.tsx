import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { LoadingOutlined, RedoOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { bookCancelCall, ticketConfirmCall } from '@travel/contracts/train/booking';
import { trainViewMaskCall, type OrderDetail } from '@travel/contracts/train/order';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import { useLocale } from '../../../lib/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { useTrainOrder } from './booking-queries';
import { useRebook } from './use-rebook';
import { clock, useSecondsLeft } from '../../../widgets/payment/pay-clock';
import { RefundHistoryCard } from '../refund/refund-history-card';
import { ChangeHistoryCard } from '../change/change-history-card';
import { OrderTripCard } from './order-trip-card';
import { OrderQueueNote } from './order-queue-note';
import { OrderExtrasCard } from './order-extras-card';
import { RushCard } from '../rush/rush-card';
import { TRAIN_ORDER_STATUS_COLOR as ORDER_STATUS_COLOR } from '../../../widgets/orders/order-status-colors';
import '../train.css';

type Revealed = Awaited<ReturnType<typeof callApi<typeof trainViewMaskCall>>>;

/** Issuing and booking end within seconds; an approval takes a person, so the page looks less often while it waits; a waiting rush is watched for its seat. */
const orderPollMs = (status: TrainOrderStatus | undefined, order: OrderDetail | undefined) =>
  order?.rushInfo?.status === 'WAITING' ? 3000 : status === 'ISSUING' || status === 'BOOKING' || status === 'PURCHASING' ? 1500 : status === 'WAIT_APPROVE' || status === 'NOT_PURCHASE' ? 5000 : false;

/** A train order: status, trains, passengers (masked, with a show toggle), tickets, payment and the allowed actions. */
export function TrainOrderPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId = '' } = useParams();
  const order = useTrainOrder(orderId, orderPollMs);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [busy, setBusy] = useState(false);
  const d = order.data;
  const rebook = useRebook(d);
  const left = useSecondsLeft(d ? d.waitProcessInfo.payEndLeftSecond : null, order.dataUpdatedAt);
  const money = (m: Money) => formatMoney(m, locale);

  if (order.isLoading) return <Skeleton active />;
  if (order.isError || !d) return <Alert type="error" showIcon message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />;

  const status = d.orderBaseInfo.bookOrderStatus;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['train'] });
  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      await refresh();
    } catch (e) {
      void message.error(isApiError(e) ? e.description : String(e));
    } finally {
      setBusy(false);
    }
  };
  const toggleMask = () => {
    if (revealed) setRevealed(null);
    else void act(async () => setRevealed(await callApi(trainViewMaskCall, { orderId })));
  };
  const cancel = () =>
    modal.confirm({
      title: t('train.order.cancelTitle'),
      content: t('train.order.cancelText'),
      okText: t('train.order.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('common.no'),
      onOk: () => act(() => callApi(bookCancelCall, { orderId })),
    });

  return (
    <div className="train-order" data-testid="train-order-page" data-status={status}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to="/orders?product=TRAIN">{t('train.orders.title')}</Link>
      </Space>
      <Card
        size="small"
        style={{ marginBottom: 12 }}
        title={
          <Space wrap>
            <span>{t('train.order.title')}</span>
            <Tag color={ORDER_STATUS_COLOR[status]} data-testid="order-status" data-status={status} icon={status === 'ISSUING' ? <LoadingOutlined /> : undefined}>
              {t(`train.orderStatus.${status}`)}
            </Tag>
            {d.orderBaseInfo.purchaseType !== 'order' && (
              <Tag color="orange" data-testid="order-purchase-type" data-type={d.orderBaseInfo.purchaseType}>
                {t(`train.order.purchaseType.${d.orderBaseInfo.purchaseType}`)}
              </Tag>
            )}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('train.order.orderId')}>
            <span data-testid="order-id">{d.orderBaseInfo.orderId}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('train.order.orderTime')}>{fmt.dateTime(d.orderBaseInfo.orderTime)}</Descriptions.Item>
          <Descriptions.Item label={t('train.order.travelType')}>{t(`policy.travelType.${d.orderBaseInfo.travelType}`)}</Descriptions.Item>
          {d.orderBaseInfo.travelNO && <Descriptions.Item label={t('train.order.travelNO')}>{d.orderBaseInfo.travelNO}</Descriptions.Item>}
          <Descriptions.Item label={t('train.order.amount')}>
            <Typography.Text strong data-testid="order-amount">
              {money(d.orderAmount)}
            </Typography.Text>
          </Descriptions.Item>
          {d.payment && (
            <Descriptions.Item label={t('train.order.payment')}>
              {t('train.order.paymentSplit', { company: money(d.payment.companyAmount), personal: money(d.payment.personalAmount), paid: money(d.payment.paidAmount) })}
            </Descriptions.Item>
          )}
        </Descriptions>
        {(d.orderBaseInfo.purchaseType === 'imported' || d.orderBaseInfo.purchaseType === 'user_imported') && (
          <Alert style={{ marginTop: 8 }} type="info" showIcon data-testid="order-imported-note" message={t('train.imported.afterSaleNote')} />
        )}
        {status === 'WAIT_APPROVE' && d.orderBaseInfo.approvalEndTime && (
          <Alert style={{ marginTop: 8 }} type="info" showIcon data-testid="order-wait-approve" message={t('train.order.waitApprove', { time: fmt.dateTime(d.orderBaseInfo.approvalEndTime) })} />
        )}
        {d.waitProcessInfo.isWaitProcess && (
          <Alert
            style={{ marginTop: 8 }}
            type="warning"
            showIcon
            data-testid="order-wait"
            message={d.waitProcessInfo.waitProcessType === 'BOOKING_CONFIRM' ? t('train.order.waitConfirm') : t('train.order.waitPay')}
            description={left !== null && left > 0 ? t('train.order.leftToAct', { time: clock(left) }) : t('pay.overdue')}
          />
        )}
        <OrderQueueNote base={d.orderBaseInfo} />
        {status === 'ISSUING' && <Alert style={{ marginTop: 8 }} type="info" showIcon message={t('train.order.issuing')} />}
        <Space wrap style={{ marginTop: 12 }}>
          {d.buttons.pay && (
            <Button type="primary" onClick={() => navigate(`/train/pay/${orderId}`)} data-testid="order-pay">
              {t('train.order.pay')}
            </Button>
          )}
          {d.buttons.confirm && (
            <Button type="primary" loading={busy} onClick={() => void act(() => callApi(ticketConfirmCall, { orderId }))} data-testid="order-confirm">
              {t('train.order.confirm')}
            </Button>
          )}
          {/* A waiting grab or waitlist is cancelled from its own card, which says the money comes back. */}
          {d.buttons.cancel && !d.rushInfo?.canCancel && (
            <Button danger loading={busy} onClick={cancel} data-testid="order-cancel">
              {t('train.order.cancel')}
            </Button>
          )}
          {d.buttons.refund && (
            <Button onClick={() => navigate(`/train/refund/apply?${new URLSearchParams({ orderId }).toString()}`)} data-testid="order-refund">
              {t('train.order.refund')}
            </Button>
          )}
          {d.buttons.change && (
            <Button onClick={() => navigate(`/train/change/apply?${new URLSearchParams({ orderId }).toString()}`)} data-testid="order-change">
              {t('train.order.change')}
            </Button>
          )}
          {d.buttons.bookAgain && (
            <Button icon={<RedoOutlined />} loading={rebook.busy === 'AGAIN'} onClick={() => void rebook.open('AGAIN')} data-testid="order-book-again">
              {t('train.order.bookAgain')}
            </Button>
          )}
          {d.buttons.buyReturn && (
            <Button icon={<SwapOutlined />} loading={rebook.busy === 'RETURN'} onClick={() => void rebook.open('RETURN')} data-testid="order-buy-return">
              {t('train.order.buyReturn')}
            </Button>
          )}
          <Button onClick={toggleMask} loading={busy && !revealed} data-testid="order-mask-toggle">
            {revealed ? t('mask.hide') : t('mask.show')}
          </Button>
        </Space>
      </Card>

      {d.rushInfo && <RushCard orderId={orderId} info={d.rushInfo} money={money} version={order.dataUpdatedAt} onChanged={refresh} />}

      {d.tripList.map((trip) => (
        <OrderTripCard key={trip.tripIndex} order={d} trip={trip} idNumberOf={(i) => revealed?.passengerList.find((x) => x.passengerIndex === i)?.idNumber} />
      ))}

      <OrderExtrasCard order={d} />

      <RefundHistoryCard orderId={orderId} />
      <ChangeHistoryCard orderId={orderId} />

      <Card size="small" title={t('train.book.contact')}>
        {d.contactList.map((c, i) => (
          <Space key={i} wrap>
            <span>{c.name}</span>
            <span data-testid="order-contact-mobile">+{c.mobileCountryCode} {revealed?.contact.mobile ?? c.mobile}</span>
            <span>{revealed?.contact.email ?? c.email}</span>
          </Space>
        ))}
      </Card>
    </div>
  );
}
