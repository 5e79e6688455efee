import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_TEXT_MAX, type AfterSaleKind } from './after-sale-logic';

export interface AfterSaleReasonValues<R extends string> {
  reason?: R;
  reasonText?: string;
  remark?: string;
}

/**
 * The reason fields of an apply form (values `AfterSaleReasonValues`): one of the common reasons (required), the free
 * text after it (required for OTHER) and a remark.
 */
export function AfterSaleReasonFields<R extends string>({ kind, reasons }: { kind: AfterSaleKind; reasons: readonly R[] }) {
  const { t } = useTranslation();
  const reason = Form.useWatch('reason', Form.useFormInstance()) as R | undefined;
  return (
    <>
      <Form.Item name="reason" label={t(`train.${kind}.reason`)} rules={[{ required: true, message: t('server:validation.required') }]}>
        <Select<R> data-testid={`${kind}-reason`} placeholder={t('common.select')} options={reasons.map((r) => ({ value: r, label: t(`server:reasons.${kind}.${r}`) }))} />
      </Form.Item>
      <Form.Item
        name="reasonText"
        label={reason === 'OTHER' ? t('train.refund.reasonOther') : t('train.refund.reasonDetail')}
        rules={[{ required: reason === 'OTHER', whitespace: true, message: t('server:validation.required') }]}
      >
        <Input maxLength={REASON_TEXT_MAX} showCount data-testid={`${kind}-reason-text`} />
      </Form.Item>
      <Form.Item name="remark" label={t('train.refund.remark')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} data-testid={`${kind}-remark`} />
      </Form.Item>
    </>
  );
}
