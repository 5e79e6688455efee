import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { HANDLE_TYPES } from '@travel/contracts/policy/enums';

/** Action codes 1–8 by name (they combine: e.g. approve and personal pay). */
export function HandleTypeSelect(props: Omit<SelectProps<number[]>, 'options' | 'mode'>) {
  const { t } = useTranslation();
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      placeholder={t('policy.standards.handleTypesPlaceholder')}
      options={HANDLE_TYPES.map((n) => ({ value: n, label: `${n} · ${t(`policy.handleType.${n}`)}` }))}
      {...props}
    />
  );
}
