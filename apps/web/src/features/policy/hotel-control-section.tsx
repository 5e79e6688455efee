import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, InputNumber, Radio, Skeleton, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyConfigSaveCall } from '@travel/contracts/member/company';
import { isApiError } from '../../lib/api-error';
import { uuid } from '../../lib/uuid';
import { VIOLATION_CONTROLS, hotelControlOf, withHotelControl, type HotelControlValues } from './hotel-control-values';
import { useCompanyDetail, useSaveCompanyConfig } from './policy-queries';

/** The enterprise's hotel control: shared-room standard, low-price advice, what an over-standard booking leads to, price feedback. */
export function HotelControlSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const company = useCompanyDetail();
  const save = useSaveCompanyConfig();
  const [form] = Form.useForm<HotelControlValues>();
  const [error, setError] = useState<string | null>(null);
  const shareMode = Form.useWatch('shareMode', form);

  useEffect(() => {
    if (company.data) form.setFieldsValue(hotelControlOf(company.data.config));
  }, [company.data, form]);

  if (company.isPending) return <Skeleton active />;
  if (company.isError) return <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(company.error) ? company.error.description : undefined} />;

  const submit = async () => {
    setError(null);
    const values = form.getFieldsValue(true) as HotelControlValues;
    const parsed = companyConfigSaveCall.input.safeParse(withHotelControl(company.data.config, values));
    if (!parsed.success) {
      setError(t('form.invalid'));
      return;
    }
    try {
      await save.mutateAsync({ input: parsed.data, idempotencyKey: uuid() });
      void message.success(t('policy.hotelControl.saved'));
    } catch (e) {
      setError(isApiError(e) ? e.description : t('errors.unexpected'));
    }
  };

  const radios = (values: readonly number[], key: string, testId: string) => (
    <Radio.Group data-testid={testId}>
      <Space direction="vertical">
        {values.map((v) => (
          <Radio key={v} value={v} data-testid={`${testId}-${v}`}>
            <Typography.Text strong>{t(`${key}.${v}.label`)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t(`${key}.${v}.hint`)}</Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );

  return (
    <Card data-testid="hotel-control-section">
      <Form form={form} layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 720 }}>
        <Form.Item name="travelRuleViolationControl" label={t('policy.hotelControl.violationControl')}>
          {radios(VIOLATION_CONTROLS, 'policy.violationControl', 'violation-control')}
        </Form.Item>
        <Form.Item name="lowPriceAdvice" label={t('policy.hotelControl.lowPriceAdvice')}>
          {radios([0, 1, 2], 'policy.lowPriceAdvice', 'low-price-advice')}
        </Form.Item>
        <Form.Item name="shareMode" label={t('policy.hotelControl.shareMode')} extra={t('policy.hotelControl.shareModeHint')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={(['SUM', 'HIGHEST_PLUS_PERCENT'] as const).map((m) => ({ value: m, label: t(`policy.shareMode.${m}`) }))}
          />
        </Form.Item>
        {shareMode === 'HIGHEST_PLUS_PERCENT' && (
          <Form.Item name="sharePercent" label={t('policy.hotelControl.sharePercent')}>
            <InputNumber min={0} max={500} precision={0} addonAfter="%" style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item name="priceFeedback" label={t('policy.hotelControl.priceFeedback')} extra={t('policy.hotelControl.priceFeedbackHint')} valuePropName="checked">
          <Switch data-testid="price-feedback-switch" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="hotel-control-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
