import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../hooks/use-debounced';
import { useKeywordAssociation } from './hotel-queries';

/** The keyword inside the city: suggestions (its hotels, brands, places) as one types; Enter or a pick searches. */
export function KeywordInput(props: { cityId: string; value: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const debounced = useDebounced(text.trim(), 250);
  const words = useKeywordAssociation(props.cityId, debounced === props.value ? '' : debounced);
  const options = (debounced ? (words.data?.associationWordsList ?? []) : []).map((w) => ({
    value: w.name,
    label: (
      <span className="hotel-keyword__option" data-testid="hotel-keyword-option">
        <span>{w.name}</span>
        <span className="hotel-keyword__type">{t(`hotel.areaType.${w.type}`)}</span>
      </span>
    ),
  }));
  return (
    <AutoComplete
      className="hotel-keyword"
      value={text}
      options={options}
      onChange={(v) => setText(v)}
      onSelect={(v) => props.onSearch(String(v).slice(0, 50))}
      popupMatchSelectWidth
    >
      <Input.Search
        allowClear
        maxLength={50}
        placeholder={t('hotel.results.keywordPlaceholder')}
        enterButton={<SearchOutlined aria-label={t('hotel.results.keywordSearch')} />}
        onSearch={(v) => props.onSearch(v.trim())}
        data-testid="hotel-keyword"
      />
    </AutoComplete>
  );
}
