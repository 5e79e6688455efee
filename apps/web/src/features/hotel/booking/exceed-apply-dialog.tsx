import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Skeleton, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import { trDetailCall } from '@travel/contracts/travel-request/travel-request';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uuid } from '../../../lib/uuid';
import { useFormat } from '../../../lib/use-format';
import { exceedApplyInput, type ExceedStay } from './exceed-apply-input';

interface Values {
  reason?: string;
  amounts: (number | null)[];
}

/**
 * Spec 2's second-application (over-standard) dialog from the booking page: the request's travellers with the nightly
 * price each needs in this city for these dates, and why. Only travellers with an amount are sent (EXCEED_APPLY /
 * HOTEL_EXCEED); approved, a booking under the new request within those amounts is no longer over the standard.
 */
export function ExceedApplyDialog(props: { stay: ExceedStay; dearestNight: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [key, setKey] = useState(uuid);
  const tr = useQuery({ queryKey: ['travel-requests', 'detail', props.stay.travelNO], queryFn: () => callApi(trDetailCall, { travelNO: props.stay.travelNO }), enabled: open });
  const submit = useMutation({ mutationFn: (input: ReturnType<typeof exceedApplyInput>) => callApi(exceedApplySubmitCall, input, { idempotencyKey: key }) });
  const travellers = tr.data?.travellerList ?? [];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setError(null);
    setKey(uuid());
  }, [open, form]);

  const ok = async () => {
    setError(null);
    const values = form.getFieldsValue(true) as Values;
    const input = exceedApplyInput(props.stay, values.reason?.trim() ?? '', travellers.map((x, i) => ({ travellerId: x.travellerId, travellerName: x.travellerName, amount: values.amounts?.[i] ?? null })));
    const parsed = exceedApplySubmitCall.input.safeParse(input);
    if (!parsed.success) {
      const reasonMissing = parsed.error.issues.some((i) => i.path[0] === 'exceedStandardReason');
      if (reasonMissing) form.setFields([{ name: 'reason', errors: [t('server:validation.required')] }]);
      if (parsed.error.issues.some((i) => i.path[0] === 'travellerList')) setError(t('tr.exceed.amountRequired'));
      return;
    }
    try {
      const created = await submit.mutateAsync(input);
      setSubmitted(created.travelNO);
      void message.success(t('hotel.book.exceedApply.submitted', { travelNO: created.travelNO }));
      setOpen(false);
    } catch (e) {
      setError(isApiError(e) ? e.description : t('errors.unexpected'));
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="hotel-exceed-apply-open">
        {t('hotel.book.exceedApply.open')}
      </Button>
      {submitted && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="hotel-exceed-apply-submitted"
          message={t('hotel.book.exceedApply.submitted', { travelNO: submitted })}
          action={<Link to={`/travel-requests/${encodeURIComponent(submitted)}`}>{t('hotel.book.exceedApply.openRequest')}</Link>}
        />
      )}
      <Modal
        open={open}
        title={t('hotel.book.exceedApply.title')}
        onCancel={() => setOpen(false)}
        onOk={() => void ok()}
        okText={t('tr.exceed.submit')}
        cancelText={t('common.cancel')}
        confirmLoading={submit.isPending}
        maskClosable={false}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'hotel-exceed-apply-submit', disabled: !tr.data }}
      >
        <Typography.Paragraph type="secondary" data-testid="hotel-exceed-apply-hint">
          {t('hotel.book.exceedApply.hint', { travelNO: props.stay.travelNO, city: props.stay.cityName, checkin: fmt.date(props.stay.checkinDate), checkout: fmt.date(props.stay.checkoutDate), amount: props.dearestNight })}
        </Typography.Paragraph>
        {tr.isLoading && <Skeleton active />}
        {tr.error && <Alert type="error" showIcon message={isApiError(tr.error) ? tr.error.description : t('errors.unexpected')} />}
        {tr.data && (
          <Form form={form} layout="vertical" onValuesChange={() => setError(null)}>
            {travellers.map((x, i) => (
              <Form.Item key={x.travellerId} name={['amounts', i]} label={x.travellerName} extra={i === 0 ? t('tr.exceed.amountHint') : undefined}>
                <InputNumber min={0} max={999_999} precision={2} prefix="¥" style={{ width: '100%' }} placeholder={t('tr.exceed.amountPlaceholder')} data-testid={`hotel-exceed-amount-${i}`} />
              </Form.Item>
            ))}
            <Form.Item name="reason" label={t('tr.exceed.reason')} required>
              <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="hotel-exceed-reason" />
            </Form.Item>
          </Form>
        )}
        {error && <Alert type="error" showIcon message={error} data-testid="hotel-exceed-apply-error" />}
      </Modal>
    </>
  );
}
