import { Card, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { violationTypeOf } from './policy-labels';
import { useViolationReasons } from './policy-lookups';
import { OTHER_REASON, type ReasonValue } from './reason-value';
import './policy-result-panel.css';

/** The enterprise's reasons for an out-of-policy booking of a product, or the traveller's own words. */
export function ReasonPicker(props: { product: string; value: ReasonValue; onChange: (value: ReasonValue) => void }) {
  const { t } = useTranslation();
  const violationType = violationTypeOf(props.product);
  const reasons = useViolationReasons(violationType);
  return (
    <Card size="small" title={t('policy.reason.title')} className="policy-reason" data-testid="policy-reason">
      <Typography.Paragraph type="secondary">{t('policy.reason.hint')}</Typography.Paragraph>
      <Radio.Group
        value={props.value.reasonCode}
        onChange={(e) => props.onChange({ ...props.value, reasonCode: e.target.value as string })}
        style={{ width: '100%' }}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {(reasons.data ?? []).map((r) => (
            <Radio key={r.recordID} value={r.reasonCode} data-testid="policy-reason-option">
              {r.reasonDescription}
            </Radio>
          ))}
          <Radio value={OTHER_REASON} data-testid="policy-reason-other">
            {t('policy.reason.other')}
          </Radio>
        </Space>
      </Radio.Group>
      {props.value.reasonCode === OTHER_REASON && (
        <Input.TextArea
          style={{ marginTop: 8 }}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={200}
          showCount
          placeholder={t('policy.reason.otherPlaceholder')}
          value={props.value.reasonText}
          onChange={(e) => props.onChange({ ...props.value, reasonText: e.target.value })}
          data-testid="policy-reason-text"
        />
      )}
    </Card>
  );
}
