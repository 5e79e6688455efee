import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cardBrandOf, type GuaranteeInfo } from '@travel/contracts/hotel/guarantee';
import { SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { clearChangedIssues } from '../../../lib/form-issues';
import { CardBrandList } from './card-brand-list';
import { CardNumberInput } from './card-number-input';
import { ExpiryInput } from './expiry-input';
import { cvvLength, groupCardNumber, guaranteeProblems, type GuaranteeDraft, type GuaranteeField } from './guarantee-card';
import { SendCodeField } from './send-code-field';
import { useConfirmGuarantee, type GuaranteeRefusal } from './use-confirm-guarantee';
import { useSendCode } from './use-send-code';

const EMPTY: GuaranteeDraft = { cardNumber: '', holderName: '', expiry: { month: null, year: null }, cvv: '', verifyCode: '' };

/**
 * The card that guarantees the stay (number with its brand as typed, holder, expiry, security code), the verify code sent
 * to the member and Confirm. What the form can see is checked before sending; the server's refusals land under their field.
 */
export function GuaranteeForm(props: { info: GuaranteeInfo; overdue: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GuaranteeDraft>();
  const [general, setGeneral] = useState<string[]>([]);
  const sender = useSendCode(props.info.orderId);
  const { confirm, busy } = useConfirmGuarantee(props.info.orderId);
  const number = Form.useWatch('cardNumber', form) ?? '';
  const brand = cardBrandOf(number);
  // Where the code will go, until the answer of the send says where it went.
  const codeHint = props.info.verifyCodeTo ? t('hotel.guarantee.codeHintMail', { email: props.info.verifyCodeTo }) : t('hotel.guarantee.codeHint');
  const brandNames = props.info.cardBrandList.map((b) => t(`hotel.guarantee.brand.${b}`));

  const show = (refusals: GuaranteeRefusal[]) => {
    const fields = refusals.filter((r): r is GuaranteeRefusal & { field: GuaranteeField } => r.field !== null);
    form.setFields(fields.map((r) => ({ name: r.field, errors: [r.message] })));
    setGeneral(refusals.filter((r) => r.field === null).map((r) => r.message));
  };

  const submit = async () => {
    const draft = { ...EMPTY, ...form.getFieldsValue(true) } as GuaranteeDraft;
    const problems = guaranteeProblems(draft, props.info.cardBrandList, new Date());
    const wrong = Object.entries(problems) as [GuaranteeField, string][];
    if (wrong.length > 0) {
      show(wrong.map(([field, p]) => ({ field, message: t(`hotel.guarantee.problem.${p}`, { brands: brandNames.join(', ') }) })));
      return;
    }
    show(await confirm(draft));
  };

  return (
    <Card size="small" className="hotel-guarantee__card" title={t('hotel.guarantee.cardTitle')} data-testid="guarantee-form">
      <Form
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        requiredMark={false}
        onValuesChange={(changed) => {
          clearChangedIssues(form, changed as Record<string, unknown>);
          setGeneral([]);
        }}
        onFinish={() => void submit()}
      >
        <Form.Item name="cardNumber" label={t('hotel.guarantee.cardNumber')} extra={<CardBrandList accepted={props.info.cardBrandList} detected={brand} />}>
          <CardNumberInput />
        </Form.Item>
        <Form.Item name="holderName" label={t('hotel.guarantee.holderName')}>
          <Input autoComplete="cc-name" maxLength={60} placeholder={t('hotel.guarantee.holderPlaceholder')} data-testid="guarantee-holder" />
        </Form.Item>
        <div className="hotel-guarantee__pair">
          <Form.Item name="expiry" label={t('hotel.guarantee.expiry')}>
            <ExpiryInput />
          </Form.Item>
          <Form.Item
            name="cvv"
            label={t('hotel.guarantee.cvv')}
            extra={t(brand === 'AMEX' ? 'hotel.guarantee.cvvHintAmex' : 'hotel.guarantee.cvvHint')}
            normalize={(v: string) => v.replace(/\D/g, '').slice(0, 4)}
          >
            <Input.Password
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              visibilityToggle={false}
              placeholder={'•'.repeat(cvvLength(brand))}
              data-testid="guarantee-cvv"
            />
          </Form.Item>
        </div>
        <Form.Item name="verifyCode" label={t('hotel.guarantee.code')} extra={sender.sentTo ? undefined : codeHint}>
          <SendCodeField sender={sender} disabled={props.overdue} />
        </Form.Item>
        <Typography.Paragraph type="secondary" className="hotel-guarantee__sandbox">
          {t('pay.sandboxHint', { ok: groupCardNumber(SANDBOX_CARDS.SUCCEED), declined: groupCardNumber(SANDBOX_CARDS.DECLINE) })}
        </Typography.Paragraph>
        {general.map((m) => (
          <Alert key={m} type="error" showIcon message={m} className="hotel-guarantee__error" data-testid="guarantee-error" />
        ))}
        <Button type="primary" size="large" htmlType="submit" block icon={<SafetyCertificateOutlined />} loading={busy} disabled={props.overdue} data-testid="guarantee-confirm">
          {t('hotel.guarantee.confirm')}
        </Button>
      </Form>
    </Card>
  );
}
