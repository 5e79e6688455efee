import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { applyCancelCall, applyCheckoutCall, type ApplyKind } from '@travel/contracts/hotel/order-apply';
import { MAX } from '@travel/contracts/platform/text';
import { callApi } from '../../../lib/api-client';
import { useSubmit } from '../../../lib/use-submit';
import { useFormat } from '../../../lib/use-format';
import { isoDate } from './order-view';
import { useOrderScope } from './order-scope';

/**
 * Apply cancel / apply checkout (spec 4 actions 18, 19; administrators): the hotel is asked to let the order go and
 * answers later; the new checkout is one of the stay's later nights (the server keeps it from the hotel's today on).
 */
export function OrderApplyModal(props: { order: HotelOrder; kind: ApplyKind; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { message } = App.useApp();
  const { orderId } = props.order.baseInfo;
  // Leaving on a night's date gives up that night and the ones after it: every night but the first.
  const dates = props.order.dailyPriceList.slice(1).map((n) => isoDate(n.date));
  const [checkoutDate, setCheckoutDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { busy, refusal, run } = useSubmit();
  const scope = useOrderScope();
  const checkout = props.kind === 'CHECKOUT';
  const ready = !checkout || checkoutDate !== null;
  const submit = () =>
    run(async () => {
      const why = reason.trim() ? { reason: reason.trim() } : {};
      if (checkout) await callApi(applyCheckoutCall, { orderId, checkoutDate: checkoutDate!, ...why }, { backOffice: scope });
      else await callApi(applyCancelCall, { orderId, ...why }, { backOffice: scope });
      void message.success(t('hotel.order.apply.sent'));
      await props.onChanged();
      props.onClose();
    });
  return (
    <Modal
      open
      title={t(checkout ? 'hotel.order.apply.checkoutTitle' : 'hotel.order.apply.cancelTitle')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('hotel.order.apply.submit')}
      okButtonProps={{ loading: busy, disabled: !ready, 'data-testid': 'apply-submit' }}
      cancelButtonProps={{ 'data-testid': 'apply-close' }}
    >
      <Form layout="vertical" component="div" data-testid="apply-modal" data-kind={props.kind}>
        <Typography.Paragraph type="secondary">{t(checkout ? 'hotel.order.apply.checkoutIntro' : 'hotel.order.apply.cancelIntro')}</Typography.Paragraph>
        {refusal && <Alert className="hotel-order__alert" type="error" showIcon data-testid="apply-refused" message={refusal} />}
        {checkout && (
          <Form.Item label={t('hotel.order.apply.newCheckout')} htmlFor="apply-checkout-date" required>
            <Select
              id="apply-checkout-date"
              value={checkoutDate}
              onChange={setCheckoutDate}
              options={dates.map((d) => ({ value: d, label: fmt.date(d) }))}
              data-testid="apply-checkout-date"
            />
          </Form.Item>
        )}
        <Form.Item label={t('hotel.order.apply.reason')} htmlFor="apply-reason">
          <Input.TextArea id="apply-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MAX.text} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="apply-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
