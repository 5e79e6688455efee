import { useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRICE_FEEDBACK_PLATFORMS, priceFeedbackNotifyCall } from '@travel/contracts/hotel/price-feedback';
import { MAX } from '@travel/contracts/platform/text';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';

interface Draft {
  platform?: (typeof PRICE_FEEDBACK_PLATFORMS)[number];
  otherPlatform?: string;
  price?: number;
  roomTypeName?: string;
}

/**
 * Report a lower price seen elsewhere (spec 5): the platform (another one named only for OTHER), its nightly price in
 * yuan and the room; the server's refusal stays in the dialog, success closes it with spec 8's "Submit success".
 */
export function PriceFeedbackModal(props: { hotelId: string; checkinDate: string; checkoutDate: string; roomNames: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const platform = Form.useWatch('platform', form);
  const [key, setKey] = useState(uuid);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (d: Draft) => {
    setBusy(true);
    setRefusal(null);
    try {
      const input = { hotelId: props.hotelId, checkinDate: props.checkinDate, checkoutDate: props.checkoutDate, platform: d.platform!, platformPrice: Math.round(d.price! * 100), roomTypeName: d.roomTypeName! };
      await callApi(priceFeedbackNotifyCall, d.platform === 'OTHER' ? { ...input, otherPlatform: d.otherPlatform!.trim() } : input, { idempotencyKey: key });
      void message.success(t('hotel.priceFeedback.success'));
      props.onClose();
    } catch (e) {
      setRefusal(isApiError(e) ? e.description || t('hotel.priceFeedback.failed') : t('hotel.priceFeedback.failed'));
      setKey(uuid());
    } finally {
      setBusy(false);
    }
  };
  const required = { required: true, message: t('hotel.priceFeedback.required') };
  return (
    <Modal
      open
      title={t('hotel.priceFeedback.title')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('hotel.priceFeedback.submit')}
      okButtonProps={{ loading: busy, 'data-testid': 'price-feedback-submit' }}
      cancelButtonProps={{ 'data-testid': 'price-feedback-close' }}
    >
      <Form form={form} layout="vertical" onFinish={(d) => void submit(d)} data-testid="price-feedback-modal">
        {refusal && <Alert type="error" showIcon message={refusal} data-testid="price-feedback-refused" className="hotel-price-feedback__alert" />}
        <Form.Item name="platform" label={t('hotel.priceFeedback.platform')} rules={[required]}>
          <Select data-testid="price-feedback-platform" options={PRICE_FEEDBACK_PLATFORMS.map((p) => ({ value: p, label: t(`hotel.priceFeedback.platforms.${p}`) }))} />
        </Form.Item>
        {platform === 'OTHER' && (
          <Form.Item name="otherPlatform" label={t('hotel.priceFeedback.otherPlatform')} rules={[{ ...required, whitespace: true }]}>
            <Input maxLength={MAX.name} data-testid="price-feedback-other" />
          </Form.Item>
        )}
        <Form.Item name="roomTypeName" label={t('hotel.priceFeedback.room')} rules={[required]}>
          <Select data-testid="price-feedback-room" options={props.roomNames.map((n) => ({ value: n, label: n }))} />
        </Form.Item>
        <Form.Item name="price" label={t('hotel.priceFeedback.price')} rules={[required]}>
          <InputNumber min={0.01} max={1_000_000} precision={2} addonBefore="¥" className="hotel-price-feedback__price" data-testid="price-feedback-price" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
