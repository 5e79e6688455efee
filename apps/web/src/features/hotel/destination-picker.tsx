import { useEffect, useRef, useState } from 'react';
import { Alert, Empty, Input, Modal, Spin, Tag, Typography, type InputRef } from 'antd';
import { EnvironmentOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AssociationWord } from '@travel/contracts/hotel/association';
import { isApiError } from '../../lib/api-error';
import { useDebounced } from '../../hooks/use-debounced';
import { useDestinationAssociation } from './hotel-queries';

/** Where a search goes: a city, or a place or hotel in it. */
export interface HotelDestination {
  cityId: string;
  cityName: string;
  destinationId: string | null;
  name: string;
  type: string | null;
}

export const destinationOfWord = (w: AssociationWord): HotelDestination => ({
  cityId: w.cityId,
  cityName: w.cityName,
  destinationId: w.type === 'CITY' ? null : w.destinationId,
  name: w.name,
  type: w.type,
});

/** The association list: arrows move, Enter picks, the list follows what was typed after a pause. */
function PickerBody(props: { travelType: 0 | 1; onPick: (d: HotelDestination) => void }) {
  const { t } = useTranslation();
  const search = useRef<InputRef>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebounced(query.trim(), 250);
  const words = useDestinationAssociation(debounced, props.travelType);
  const list = debounced ? (words.data?.associationWordsList ?? []) : [];
  // antd's modal focuses itself only after its opening animation: the search box takes the focus at once.
  useEffect(() => {
    const frame = requestAnimationFrame(() => search.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => setActive(0), [debounced]);
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (list.length === 0) return;
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length);
    } else if (e.key === 'Enter' && list[active]) {
      e.preventDefault();
      props.onPick(destinationOfWord(list[active]));
    }
  };
  const activeId = list[active] ? `hotel-word-${active}` : undefined;
  return (
    <div className="hotel-picker">
      <Input
        ref={search}
        allowClear
        size="large"
        prefix={<SearchOutlined />}
        maxLength={50}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKey}
        placeholder={t('hotel.search.destinationPlaceholder')}
        role="combobox"
        aria-expanded={list.length > 0}
        aria-controls="hotel-word-list"
        aria-activedescendant={activeId}
        data-testid="hotel-destination-search"
      />
      {query.trim() !== '' && (
        <div className="hotel-picker__results" aria-live="polite">
          {(words.isFetching || debounced !== query.trim()) && list.length === 0 && <Spin size="small" />}
          {words.isError && <Alert type="error" showIcon message={isApiError(words.error) ? words.error.description : t('errors.loadFailed')} />}
          {words.data && list.length === 0 && debounced === query.trim() && !words.isFetching && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hotel.search.noMatch')} />
          )}
          {list.length > 0 && (
            <ul className="hotel-picker__list" role="listbox" id="hotel-word-list" data-testid="hotel-destination-words" data-query={words.isPlaceholderData ? '' : debounced}>
              {list.map((w, i) => (
                <li
                  key={`${w.type}:${w.destinationId}`}
                  id={`hotel-word-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`hotel-picker__word${i === active ? ' hotel-picker__word--active' : ''}`}
                  onMouseMove={() => i !== active && setActive(i)}
                  onClick={() => props.onPick(destinationOfWord(w))}
                  data-testid="hotel-destination-word"
                  data-type={w.type}
                  data-id={w.destinationId}
                  data-city={w.cityId}
                >
                  <EnvironmentOutlined />
                  <span className="hotel-picker__name">{w.name}</span>
                  <Typography.Text type="secondary" className="hotel-picker__city">
                    {w.type === 'CITY' ? (w.hotelCount !== null ? t('hotel.search.hotelCount', { count: w.hotelCount }) : '') : w.cityName}
                  </Typography.Text>
                  <Tag bordered={false} color={w.type === 'CITY' ? 'blue' : undefined}>
                    {t(`hotel.areaType.${w.type}`)}
                  </Tag>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** The destination field: shows the choice and opens the association search; Escape closes it wherever the focus is. */
export function DestinationPicker(props: { value: HotelDestination | null; onChange: (d: HotelDestination) => void; travelType: 0 | 1; error?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const v = props.value;
  return (
    <>
      <button
        type="button"
        className={`hotel-place${props.error ? ' hotel-place--error' : ''}`}
        onClick={() => setOpen(true)}
        data-testid="hotel-destination"
        data-city={v?.cityId ?? ''}
        data-id={v?.destinationId ?? ''}
      >
        <span className="hotel-place__label">{t('hotel.search.destination')}</span>
        <span className={`hotel-place__value${v ? '' : ' hotel-place__value--empty'}`}>{v ? v.name : t('hotel.search.chooseDestination')}</span>
        {v && v.destinationId && <span className="hotel-place__kind">{v.cityName}</span>}
      </button>
      {props.error && (
        <Typography.Text type="danger" className="hotel-field-error" data-testid="hotel-destination-error">
          {props.error}
        </Typography.Text>
      )}
      <Modal open={open} title={t('hotel.search.destinationTitle')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden width={560} data-testid="hotel-destination-picker">
        <PickerBody
          travelType={props.travelType}
          onPick={(d) => {
            props.onChange(d);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
