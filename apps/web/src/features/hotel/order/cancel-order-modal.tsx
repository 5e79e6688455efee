import { useState } from 'react';
import { Alert, App, Descriptions, Input, Modal, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderCancelCall, type HotelOrder } from '@travel/contracts/hotel/order';
import { MAX } from '@travel/contracts/platform/text';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { useCancelInfo } from './hotel-order-queries';
import { useOrderScope } from './order-scope';

/**
 * Cancelling: what it costs now (order/get_cancel_info: the plan's policy lines, what was paid, the fee, what goes
 * back), an optional reason, then order/cancel with the status the traveller saw; a refusal in the server's words, and
 * the order is read again either way.
 */
export function CancelOrderModal(props: { order: HotelOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { orderId, orderStatus, payType } = props.order.baseInfo;
  const info = useCancelInfo(orderId);
  const scope = useOrderScope();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const d = info.data;

  const submit = async () => {
    setBusy(true);
    try {
      await callApi(orderCancelCall, { orderId, currentStatus: orderStatus, ...(reason.trim() ? { cancelReason: reason.trim() } : {}) }, { backOffice: scope });
      void message.success(t('hotel.order.canceled'));
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      // The order centre and the hotel history show the status too.
      void client.invalidateQueries({ queryKey: ['order-center'] });
      void client.invalidateQueries({ queryKey: ['hotel', 'order-history'] });
      await props.onChanged();
      setBusy(false);
      props.onClose();
    }
  };

  return (
    <Modal
      open
      title={t('hotel.order.cancelTitle')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('hotel.order.cancel')}
      okButtonProps={{ danger: true, loading: busy, disabled: d?.canCancelType !== 'YES', 'data-testid': 'cancel-confirm' }}
      cancelText={t('hotel.order.keep')}
      cancelButtonProps={{ 'data-testid': 'cancel-keep' }}
    >
      <div data-testid="cancel-modal" data-loaded={d ? 'true' : 'false'}>
        {info.isPending && <Skeleton active />}
        {info.isError && <Alert type="error" showIcon message={isApiError(info.error) ? info.error.description : t('errors.loadFailed')} />}
        {d && d.canCancelType !== 'YES' && <Alert type="warning" showIcon data-testid="cancel-refused" message={d.cantCancelReasonDesc ?? t('hotel.order.cantCancel')} />}
        {d && (
          <>
            <Typography.Title level={5}>{t('hotel.order.cancelPolicy')}</Typography.Title>
            <ul className="hotel-order__policy" data-testid="cancel-policy">
              {d.cancelPolicyList.map((line, i) => (
                <li key={i} data-testid="cancel-policy-line">
                  <Typography.Text type="secondary">{line.timeDesc}</Typography.Text> {line.cancelPolicy}
                </li>
              ))}
            </ul>
            <Descriptions size="small" column={1} bordered className="hotel-order__quote">
              <Descriptions.Item label={t('hotel.order.paid')}>
                <span data-testid="cancel-paid" data-amount={d.paidAmount.amount}>{fmt.roomPrice(d.paidAmount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('hotel.order.penalty')}>
                <Typography.Text type={d.penaltyAmount.amount > 0 ? 'danger' : undefined} data-testid="cancel-penalty" data-amount={d.penaltyAmount.amount}>
                  {fmt.roomPrice(d.penaltyAmount)}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('hotel.order.refund')}>
                <Typography.Text strong data-testid="cancel-refund" data-amount={d.refundAmount.amount}>
                  {fmt.roomPrice(d.refundAmount)}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            {payType === 14 && d.penaltyAmount.amount > 0 && <Typography.Paragraph type="secondary" className="hotel-order__note">{t('hotel.order.penaltyAtHotel')}</Typography.Paragraph>}
            {d.canCancelType === 'YES' && (
              <Input.TextArea
                className="hotel-order__reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={MAX.text}
                autoSize={{ minRows: 2, maxRows: 4 }}
                placeholder={t('hotel.order.reasonPlaceholder')}
                aria-label={t('hotel.order.reason')}
                data-testid="cancel-reason"
              />
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
