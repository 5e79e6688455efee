import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import type { TravelRequest } from '@travel/contracts/travel-request/travel-request';
import { isApiError } from '../../lib/api-error';
import { uuid } from '../../lib/uuid';
import { toExceedInput, type ExceedTravellerValue } from './tr-form-values';
import { useSubmitExceedApplication } from './tr-queries';

interface ExceedFormValues {
  reason?: string;
  travellers: ExceedTravellerValue[];
}

/**
 * "Apply for over-standard": the hotel nightly amount each traveller actually needs, and why. Only travellers with an
 * amount are sent (approval/submit EXCEED_APPLY / HOTEL_EXCEED); the answer is a new request that goes to approval.
 */
export function ExceedApplyModal(props: { tr: TravelRequest; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ExceedFormValues>();
  const submit = useSubmitExceedApplication();
  const [errors, setErrors] = useState<string[]>([]);
  const [key] = useState(uuid);

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue({ reason: '', travellers: props.tr.travellerList.map((x) => ({ travellerId: x.travellerId, travellerName: x.travellerName, amount: null })) });
    setErrors([]);
  }, [props.open, props.tr, form]);

  const ok = async () => {
    setErrors([]);
    form.setFields([{ name: 'reason', errors: [] }]);
    const values = form.getFieldsValue(true) as ExceedFormValues;
    const input = toExceedInput(props.tr.travelNO, values.reason?.trim() ?? '', values.travellers);
    const parsed = exceedApplySubmitCall.input.safeParse(input);
    if (!parsed.success) {
      const problems: string[] = [];
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'exceedStandardReason') form.setFields([{ name: 'reason', errors: [t('server:validation.required')] }]);
        else if (issue.path[0] === 'travellerList') problems.push(t('tr.exceed.amountRequired'));
      }
      setErrors([...new Set(problems)]);
      return;
    }
    try {
      const created = await submit.mutateAsync({ input: parsed.data, idempotencyKey: key });
      void message.success(t('tr.exceed.submitted', { travelNO: created.travelNO }));
      props.onClose();
      navigate(`/travel-requests/${created.travelNO}`);
    } catch (error) {
      setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  return (
    <Modal
      open={props.open}
      title={t('tr.exceed.title')}
      onCancel={props.onClose}
      onOk={() => void ok()}
      okText={t('tr.exceed.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={submit.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'exceed-submit' }}
      data-testid="exceed-modal"
    >
      <Typography.Paragraph type="secondary">{t('tr.exceed.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: Record<string, unknown>) => {
          setErrors([]);
          if ('reason' in changed) form.setFields([{ name: 'reason', errors: [] }]);
        }}
      >
        <Form.List name="travellers">
          {(fields) =>
            fields.map((field, i) => (
              <Form.Item
                key={field.key}
                name={[field.name, 'amount']}
                label={(form.getFieldValue(['travellers', field.name, 'travellerName']) as string | undefined) ?? ''}
                extra={i === 0 ? t('tr.exceed.amountHint') : undefined}
              >
                <InputNumber min={0} max={999_999} precision={2} prefix="¥" style={{ width: '100%' }} placeholder={t('tr.exceed.amountPlaceholder')} data-testid={`exceed-amount-${i}`} />
              </Form.Item>
            ))
          }
        </Form.List>
        <Form.Item name="reason" label={t('tr.exceed.reason')} required>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="exceed-reason" />
        </Form.Item>
      </Form>
      {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} data-testid="exceed-error" />}
    </Modal>
  );
}
