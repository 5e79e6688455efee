import { Checkbox, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CapValue } from '../../lib/money';

/** A per-night (or per-ride) cap typed in yuan, with a "no limit" box that stands for -1 on the wire. */
export function CapInput(props: { value?: CapValue; onChange?: (value: CapValue) => void; id?: string; testId?: string }) {
  const { t } = useTranslation();
  const value = props.value ?? { noLimit: false, yuan: null };
  return (
    <Space wrap size={[12, 4]} id={props.id}>
      <InputNumber
        min={0}
        max={9_999_999}
        precision={2}
        prefix="¥"
        disabled={value.noLimit}
        value={value.yuan}
        onChange={(yuan) => props.onChange?.({ ...value, yuan: typeof yuan === 'number' ? yuan : null })}
        style={{ width: 160 }}
        data-testid={props.testId}
      />
      <Checkbox checked={value.noLimit} onChange={(e) => props.onChange?.({ ...value, noLimit: e.target.checked })} data-testid={props.testId ? `${props.testId}-nolimit` : undefined}>
        {t('policy.noLimit')}
      </Checkbox>
    </Space>
  );
}
