import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { LoadingOutlined, RedoOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { useFormat } from '../../../lib/use-format';
import { clock, useSecondsLeft } from '../../../widgets/payment/pay-clock';
import { HOTEL_ORDER_STATUS_COLOR } from '../../../widgets/orders/order-status-colors';
import { OrderCancelButton } from './order-cancel-button';
import { OrderCanceledInfo } from './order-canceled-info';
import { OrderExtensionAlert } from './order-extension-alert';
import { OrderApprovalAlert } from './order-approval-alert';
import { OrderGuaranteeAlert } from './order-guarantee-alert';
import { OrderGuestActions } from './order-guest-actions';
import { OrderInvoiceState } from './order-invoice-actions';

/**
 * The order's head: status in words and colour, the hotel's confirmation number, the stay as the hotel reported it, what
 * the order waits for (the pay countdown and Pay, or the hotel confirming) and what may be done now (the server's actionList: pay, guarantee, cancel, remind, comment, book again). The status in the
 * server's words (showOrderStatus), its colour by name. `actions` replaces the traveller's actions (the back office's own).
 */
export function OrderStatusCard(props: { order: HotelOrder; since: number; onChanged: () => Promise<unknown>; actions?: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { baseInfo: b, orderOperateInfo: op, orderPrice: p } = props.order;
  const status = b.orderStatusName;
  const stay = props.order.stayInfo;
  const left = useSecondsLeft(op.waitPay ? op.secondToLatestPayTime : null, props.since);
  const actions = props.order.actionList;
  const canPay = actions.includes(A.GO_PAY) && left !== null && left > 0;
  const encodedId = encodeURIComponent(b.orderId);
  return (
    <Card
      size="small"
      className="hotel-order__card"
      title={
        <Space wrap>
          <span>{t('hotel.order.title')}</span>
          <Tag color={HOTEL_ORDER_STATUS_COLOR[status]} data-testid="order-status" data-status={status} icon={status === 'WAIT_CONFIRM' || status === 'BOOKING' ? <LoadingOutlined /> : undefined}>
            {b.showOrderStatus}
          </Tag>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('hotel.order.orderId')}>
          <span data-testid="order-id">{b.orderId}</span>
        </Descriptions.Item>
        {b.hotelConfirmNum && (
          <Descriptions.Item label={t('hotel.order.confirmNum')}>
            <Typography.Text strong copyable data-testid="order-confirm-num">
              {b.hotelConfirmNum}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {stay?.checkedInAt && <Descriptions.Item label={t('hotel.order.checkedInAt')}>{fmt.dateTime(stay.checkedInAt)}</Descriptions.Item>}
        {stay?.checkedOutAt && <Descriptions.Item label={t('hotel.order.checkedOutAt')}>{fmt.dateTime(stay.checkedOutAt)}</Descriptions.Item>}
        {stay?.noShowAt && <Descriptions.Item label={t('hotel.order.noShowAt')}>{fmt.dateTime(stay.noShowAt)}</Descriptions.Item>}
      </Descriptions>
      {canPay && (
        <Alert
          className="hotel-order__alert"
          type="warning"
          showIcon
          data-testid="order-wait-pay"
          message={t('hotel.order.waitPay', { amount: fmt.roomPrice({ amount: p.waitPayPrice, currency: p.currency }) })}
          description={
            <span data-testid="order-pay-countdown" data-left={left}>
              {t('hotel.order.payLeft', { time: clock(left) })}
            </span>
          }
        />
      )}
      {status === 'WAIT_PAY' && !canPay && <Alert className="hotel-order__alert" type="error" showIcon data-testid="order-pay-overdue" message={t('hotel.order.payOverdue')} />}
      <OrderGuaranteeAlert order={props.order} />
      <OrderApprovalAlert order={props.order} />
      <OrderExtensionAlert order={props.order} />
      {status === 'WAIT_CONFIRM' && <Alert className="hotel-order__alert" type="info" showIcon data-testid="order-wait-confirm" message={t('hotel.order.waitConfirm')} />}
      {status === 'CONFIRM_FAILED' && <Alert className="hotel-order__alert" type="error" showIcon data-testid="order-confirm-failed" message={t('hotel.order.confirmFailed')} />}
      {props.order.cancelInfo && <OrderCanceledInfo order={props.order} />}
      <OrderInvoiceState order={props.order} />
      <div className="hotel-order__actions" data-testid="order-actions">
        {/* The back office brings its own actions: the traveller's pay, guarantee and guest actions are not its to take. */}
        {props.actions ?? (
          <>
            {canPay && (
              <Link to={`/hotel/pay/${encodedId}`} data-testid="order-pay">
                <Button type="primary">{t('hotel.order.pay')}</Button>
              </Link>
            )}
            {actions.includes(A.GO_GUARANTEE) && (
              <Link to={`/hotel/guarantee/${encodedId}`} data-testid="order-guarantee">
                <Button type="primary" icon={<SafetyCertificateOutlined />}>
                  {t('hotel.order.guarantee')}
                </Button>
              </Link>
            )}
            {actions.includes(A.CANCEL) && <OrderCancelButton order={props.order} onChanged={props.onChanged} />}
            <OrderGuestActions order={props.order} onChanged={props.onChanged} />
            {actions.includes(A.REORDER) && (
              <Link to={`/hotel/${encodeURIComponent(props.order.hotelInfo.hotelId)}`} data-testid="order-book-again">
                <Button icon={<RedoOutlined />}>{t('hotel.order.bookAgain')}</Button>
              </Link>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
