import { useEffect, useState } from 'react';
import { Button, Empty, Select, Space, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSelf } from '../../lib/use-acting';
import './traveller-picker.css';
import { travellerKey, type TravellerValue } from './traveller-values';
import { useTravellerSearch } from './traveller-search';
import { useDebounced } from '../../hooks/use-debounced';

/**
 * Travellers picked from colleagues and saved passengers (member/passenger/fuzzy_query), each with a passenger type.
 * Used as a form control: `value` and `onChange`.
 */
export function TravellerPicker(props: {
  value?: TravellerValue[];
  onChange?: (value: TravellerValue[]) => void;
  /** Hide the passenger type (the policy simulator needs only who travels). */
  withoutType?: boolean;
  max?: number;
  id?: string;
  /** What the member themself is called in the list (the travel request's "Applicant" unless given). */
  selfTag?: string;
}) {
  const { t } = useTranslation();
  // The member filling in the form is the applicant, not a colleague of themself.
  const me = useSelf().memberId;
  const value = props.value ?? [];
  const [keyword, setKeyword] = useState('');
  const search = useTravellerSearch(useDebounced(keyword));
  const chosen = new Set(value.map(travellerKey));
  const results = (search.data ?? []).filter((p) => !chosen.has(travellerKey(p)));
  const full = value.length >= (props.max ?? 20);

  const add = (key: string) => {
    const found = (search.data ?? []).find((p) => travellerKey(p) === key);
    if (!found) return;
    props.onChange?.([
      ...value,
      { memberId: found.memberId ?? undefined, passengerId: found.passengerId ?? undefined, name: found.name, source: found.source, travellerType: 'ADT' },
    ]);
    setKeyword('');
  };

  return (
    <div id={props.id} className="traveller-picker" data-testid="traveller-picker">
      {value.length > 0 && (
        <ul className="traveller-picker__list">
          {value.map((tr, i) => (
            <li key={travellerKey(tr)} className="traveller-picker__item" data-testid="traveller-item" data-member-id={tr.memberId ?? ''}>
              <Space size={6} wrap style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{tr.name}</Typography.Text>
                {tr.memberId && tr.memberId === me ? (
                  <Tag bordered={false} color="geekblue" data-testid="traveller-applicant">
                    {props.selfTag ?? t('tr.form.source.APPLICANT')}
                  </Tag>
                ) : (
                  <Tag bordered={false} color={tr.source === 'COLLEAGUE' ? 'blue' : 'default'}>
                    {t(`tr.form.source.${tr.source}`)}
                  </Tag>
                )}
              </Space>
              {!props.withoutType && (
                <Select
                  size="small"
                  value={tr.travellerType}
                  // Wide enough for the longest type in any language (German "Erwachsener").
                  style={{ width: 132 }}
                  popupMatchSelectWidth={false}
                  aria-label={t('fields.passengerType')}
                  options={(['ADT', 'CHD', 'INF'] as const).map((v) => ({ value: v, label: t(`passengerType.${v}`) }))}
                  onChange={(travellerType) => props.onChange?.(value.map((x, j) => (j === i ? { ...x, travellerType } : x)))}
                  data-testid="traveller-type"
                />
              )}
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.remove')}
                onClick={() => props.onChange?.(value.filter((_, j) => j !== i))}
                data-testid="traveller-remove"
              />
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <Select
          showSearch
          value={null}
          placeholder={
            <span>
              <UserAddOutlined /> {t('tr.form.addTraveller')}
            </span>
          }
          filterOption={false}
          searchValue={keyword}
          onSearch={setKeyword}
          onSelect={(key: string | null) => key && add(key)}
          notFoundContent={search.isFetching ? <Spin size="small" /> : keyword.trim() ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tr.form.noTravellerFound')} /> : t('tr.form.typeToSearch')}
          options={results.map((p) => ({
            value: travellerKey(p),
            label: (
              <span data-testid="traveller-option" data-member-id={p.memberId ?? ''} data-passenger-id={p.passengerId ?? ''}>
                {p.name}
                <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                  {[t(`tr.form.source.${p.source}`), p.departmentName, p.mobile].filter(Boolean).join(' · ')}
                </Typography.Text>
              </span>
            ),
          }))}
          style={{ width: '100%' }}
          data-testid="traveller-search"
        />
      )}
    </div>
  );
}
