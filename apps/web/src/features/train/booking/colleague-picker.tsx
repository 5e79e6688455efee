import { useState } from 'react';
import { App, Empty, Select, Spin, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { passengerDetailCall, type Passenger } from '@travel/contracts/member/passenger';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { ColleagueChoice } from './add-passenger-modal';
import { fromSaved, pickRefusal, type FuzzyPassenger, type PaxDraft } from './pax-draft';
import { useDebounced } from '../../../hooks/use-debounced';
import { useTravellerSearch } from '../../../widgets/travel-request/traveller-search';

const keyOf = (p: FuzzyPassenger) => (p.source === 'COLLEAGUE' ? `m:${p.memberId}` : `p:${p.passengerId}`);

/**
 * The type-ahead over colleagues and saved passengers (member/passenger/fuzzy_query) on the pre-booking page: a saved
 * passenger with a passport is added at once; a colleague opens the passport form (`onColleague`).
 */
export function ColleaguePicker(props: {
  passengers: readonly PaxDraft[];
  saved: readonly Passenger[];
  selfMemberId: string;
  full: boolean;
  onColleague: (c: ColleagueChoice) => void;
  onSaved: (p: PaxDraft) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const search = useTravellerSearch(useDebounced(keyword));
  const [loading, setLoading] = useState(false);
  const found = search.data ?? [];

  const pick = async (key: string) => {
    const p = found.find((x) => keyOf(x) === key);
    if (!p || pickRefusal(p, props)) return;
    setKeyword('');
    if (p.source === 'COLLEAGUE') {
      props.onColleague({ memberId: p.memberId!, name: p.name, departmentName: p.departmentName });
      return;
    }
    setLoading(true);
    try {
      const saved = props.saved.find((x) => x.passengerId === p.passengerId) ?? (await callApi(passengerDetailCall, { passengerId: p.passengerId! }));
      const draft = fromSaved(saved);
      if (draft) props.onSaved(draft);
      else void message.warning(t('train.book.noPassportPick', { name: p.name }));
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Select
      showSearch
      value={null}
      loading={loading}
      placeholder={
        <span>
          <TeamOutlined /> {t('train.book.colleagueSearch')}
        </span>
      }
      filterOption={false}
      searchValue={keyword}
      onSearch={setKeyword}
      onSelect={(key: string | null) => key && void pick(key)}
      notFoundContent={search.isFetching ? <Spin size="small" /> : keyword.trim() ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tr.form.noTravellerFound')} /> : t('tr.form.typeToSearch')}
      options={found.map((p) => {
        const refusal = pickRefusal(p, props);
        return {
          value: keyOf(p),
          disabled: refusal !== null,
          label: (
            <span data-testid="book-colleague-option" data-source={p.source} data-member-id={p.memberId ?? ''} data-refusal={refusal ?? ''}>
              {p.name}
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                {[t(`tr.form.source.${p.source}`), p.departmentName, p.mobile].filter(Boolean).join(' · ')}
              </Typography.Text>
              {refusal && (
                <Typography.Text type="warning" style={{ display: 'block', fontSize: 12, whiteSpace: 'normal' }} data-testid="book-colleague-refusal">
                  {t(`train.book.refusal.${refusal}`)}
                </Typography.Text>
              )}
            </span>
          ),
        };
      })}
      style={{ width: '100%', marginTop: 8 }}
      data-testid="book-colleague-search"
    />
  );
}
