import { useState } from 'react';
import { Alert, App, Checkbox, Form, Input, Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { recheckFeedbackSubmitCall, recheckItemSchema, type RecheckItem } from '@travel/contracts/hotel/recheck-feedback';
import { MAX } from '@travel/contracts/platform/text';
import { callApi } from '../../../lib/api-client';
import { useSubmit } from '../../../lib/use-submit';

/** Recheck feedback (spec 7): did the stay match the order, and if not, what differed; a refusal in the server's words. */
export function OrderRecheckModal(props: { orderId: string; onClose: () => void; onSent: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [matched, setMatched] = useState<boolean | null>(null);
  const [items, setItems] = useState<RecheckItem[]>([]);
  const [remark, setRemark] = useState('');
  const { busy, refusal, run } = useSubmit();
  const ready = matched === true || (matched === false && items.length > 0);
  const submit = () =>
    run(async () => {
      await callApi(recheckFeedbackSubmitCall, {
        orderId: props.orderId,
        matched: matched!,
        mismatchItems: matched ? [] : items,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      void message.success(t('hotel.order.recheck.done'));
      await props.onSent();
      props.onClose();
    });
  return (
    <Modal
      open
      title={t('hotel.order.recheck.title')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('hotel.order.recheck.submit')}
      okButtonProps={{ loading: busy, disabled: !ready, 'data-testid': 'recheck-submit' }}
      cancelButtonProps={{ 'data-testid': 'recheck-close' }}
    >
      <Form layout="vertical" component="div" data-testid="recheck-modal">
        {refusal && <Alert className="hotel-order__alert" type="error" showIcon data-testid="recheck-refused" message={refusal} />}
        <Form.Item label={t('hotel.order.recheck.question')} required>
          <Radio.Group value={matched === null ? undefined : matched ? 'yes' : 'no'} onChange={(e) => setMatched(e.target.value === 'yes')}>
            <Space direction="vertical">
              <Radio value="yes" data-testid="recheck-matched">
                {t('hotel.order.recheck.matched')}
              </Radio>
              <Radio value="no" data-testid="recheck-differed">
                {t('hotel.order.recheck.differed')}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {matched === false && (
          <Form.Item label={t('hotel.order.recheck.what')} required>
            <Checkbox.Group value={items} onChange={(v) => setItems(v as RecheckItem[])} data-testid="recheck-items">
              <Space direction="vertical">
                {recheckItemSchema.options.map((item) => (
                  <Checkbox key={item} value={item} data-testid={`recheck-item-${item}`}>
                    {t(`hotel.order.recheck.item.${item}`)}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
        )}
        <Form.Item label={t('hotel.order.recheck.remark')} htmlFor="recheck-remark">
          <Input.TextArea id="recheck-remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={MAX.text} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="recheck-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
