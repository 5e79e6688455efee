import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../hooks/use-debounced';
import { useBackOfficeMembers } from './back-office-queries';
import './back-office.css';

/** A member of the chosen enterprise, found by name, user name, staff id or mobile as the administrator types. */
export function MemberSelect(props: { enterpriseId: string | null; value: string | null; onChange: (memberId: string) => void; id?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim());
  const members = useBackOfficeMembers(props.enterpriseId, keyword);
  const list = members.data?.list ?? [];
  return (
    <Select
      id={props.id}
      className="back-office-select"
      showSearch
      filterOption={false}
      disabled={!props.enterpriseId}
      loading={members.isFetching}
      value={props.value ?? undefined}
      placeholder={t('orders.backOffice.pickMember')}
      onSearch={setText}
      onChange={props.onChange}
      notFoundContent={members.isFetching ? null : t('orders.backOffice.noMember')}
      options={list.map((m) => ({
        value: m.memberId,
        label: [m.displayName, m.staffId, m.departmentName].filter(Boolean).join(' · '),
      }))}
      data-testid="back-office-member"
      data-keyword={members.isFetching ? '' : keyword}
    />
  );
}
