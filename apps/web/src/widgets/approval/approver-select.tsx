import { useState } from 'react';
import { Select, Typography, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApprovers } from '../policy/policy-lookups';
import { useDebounced } from '../../hooks/use-debounced';

/** A colleague picked from approval/approver/search (one, or several with mode="multiple"). */
export function ApproverSelect(props: Omit<SelectProps<string | string[]>, 'options' | 'onSearch' | 'filterOption' | 'showSearch'> & { excludeMemberId?: string }) {
  const { t } = useTranslation();
  const { excludeMemberId, ...rest } = props;
  const [keyword, setKeyword] = useState('');
  const approvers = useApprovers(useDebounced(keyword.trim()));
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={approvers.isFetching}
      placeholder={t('approval.delegation.pickColleague')}
      options={(approvers.data ?? [])
        .filter((a) => a.memberId !== excludeMemberId)
        .map((a) => ({
          value: a.memberId,
          label: a.name,
          title: a.name,
          desc: a.departmentName,
        }))}
      optionRender={(option) => (
        <span data-testid="approver-option">
          {option.label}
          {option.data.desc && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
              {option.data.desc as string}
            </Typography.Text>
          )}
        </span>
      )}
      {...rest}
    />
  );
}
