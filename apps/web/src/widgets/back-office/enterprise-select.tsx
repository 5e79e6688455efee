import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBackOfficeEnterprises } from './back-office-queries';
import './back-office.css';

/** The back office's enterprise choice (the administrator's own first). */
export function EnterpriseSelect(props: { value: string | null; onChange: (enterpriseId: string) => void; id?: string }) {
  const { t } = useTranslation();
  const enterprises = useBackOfficeEnterprises();
  return (
    <Select
      id={props.id}
      className="back-office-select"
      showSearch
      optionFilterProp="label"
      loading={enterprises.isPending}
      value={props.value ?? undefined}
      placeholder={t('orders.backOffice.pickEnterprise')}
      onChange={props.onChange}
      options={(enterprises.data?.list ?? []).map((e) => ({ value: e.enterpriseId, label: e.enterpriseName }))}
      data-testid="back-office-enterprise"
    />
  );
}
