import { useState } from 'react';
import { Alert, App, DatePicker, Form, Input, Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { staffFeedbackSubmitCall } from '@travel/contracts/hotel/staff-feedback';
import { MAX } from '@travel/contracts/platform/text';
import { callApi } from '../../../lib/api-client';
import { useSubmit } from '../../../lib/use-submit';
import { useFormat } from '../../../lib/use-format';
import { useOrderScope } from './order-scope';

/**
 * Confirm leave (spec 4 actions 7 and 10, order/staff_feedback/submit): the traveller of a business stay says they left
 * on the booked checkout date or on another day (from the night after check-in up to the hotel's today); overdue, the
 * confirmation is still taken and marked late.
 */
export function OrderLeaveModal(props: { order: HotelOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { message } = App.useApp();
  const fb = props.order.staffFeedback!;
  const overdue = props.order.orderOperateInfo.staffFeedbackStatus === 3;
  const [asBooked, setAsBooked] = useState(true);
  const [date, setDate] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const { busy, refusal, run } = useSubmit();
  const scope = useOrderScope();
  const ready = asBooked || date !== null;
  const submit = () =>
    run(async () => {
      const input = {
        orderId: props.order.baseInfo.orderId,
        leftAsBooked: asBooked,
        ...(asBooked ? {} : { actualCheckoutDate: date! }),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      };
      const out = await callApi(staffFeedbackSubmitCall, input, { backOffice: scope });
      void message.success(t('hotel.order.leave.done', { date: fmt.date(out.actualCheckoutDate) }));
      await props.onChanged();
      props.onClose();
    });
  return (
    <Modal
      open
      title={t('hotel.order.leave.title')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('hotel.order.leave.submit')}
      okButtonProps={{ loading: busy, disabled: !ready, 'data-testid': 'leave-submit' }}
      cancelButtonProps={{ 'data-testid': 'leave-close' }}
    >
      <Form layout="vertical" component="div" data-testid="leave-modal">
        {overdue && <Alert className="hotel-order__alert" type="warning" showIcon data-testid="leave-overdue" message={t('hotel.order.leave.overdueNote', { date: fmt.date(fb.deadlineDate) })} />}
        {refusal && <Alert className="hotel-order__alert" type="error" showIcon data-testid="leave-refused" message={refusal} />}
        <Form.Item label={t('hotel.order.leave.question')}>
          <Radio.Group value={asBooked ? 'booked' : 'other'} onChange={(e) => setAsBooked(e.target.value === 'booked')}>
            <Space direction="vertical">
              <Radio value="booked" data-testid="leave-as-booked">
                {t('hotel.order.leave.asBooked', { date: fmt.date(fb.bookedCheckoutDate) })}
              </Radio>
              <Radio value="other" data-testid="leave-other-day">
                {t('hotel.order.leave.otherDay')}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {!asBooked && (
          <Form.Item label={t('hotel.order.leave.actualDate')} htmlFor="leave-date" extra={t('hotel.order.leave.range', { from: fmt.date(fb.earliestDate), to: fmt.date(fb.latestDate) })}>
            <DatePicker
              id="leave-date"
              value={date ? dayjs(date) : null}
              onChange={(d) => setDate(d ? d.format('YYYY-MM-DD') : null)}
              disabledDate={(d) => d.format('YYYY-MM-DD') < fb.earliestDate || d.format('YYYY-MM-DD') > fb.latestDate}
              defaultPickerValue={dayjs(fb.bookedCheckoutDate)}
              format="YYYY-MM-DD"
              style={{ width: '100%' }}
              data-testid="leave-date"
            />
          </Form.Item>
        )}
        <Form.Item label={t('hotel.order.leave.remark')} htmlFor="leave-remark">
          <Input.TextArea id="leave-remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={MAX.text} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="leave-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
