import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Input, Modal, Skeleton, Spin, Tag, Typography, type InputRef } from 'antd';
import { EnvironmentOutlined, LockOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TrainStationMatch } from '@travel/contracts/train/stations';
import { isApiError } from '../../lib/api-error';
import type { TrainPlace } from './search-params';
import { useHotTrainCities, useStationMatch } from './train-queries';
import { useDebounced } from '../../hooks/use-debounced';

function MatchItem(props: { match: TrainStationMatch; onPick: (place: TrainPlace) => void }) {
  const { t } = useTranslation();
  const m = props.match;
  if (m.type === 'STATION') {
    return (
      <li>
        <button
          type="button"
          className="train-picker__match"
          onClick={() => props.onPick({ type: 'STATION', code: m.code, name: m.name })}
          data-testid="station-match"
          data-type="STATION"
          data-code={m.code}
        >
          <EnvironmentOutlined />
          <span className="train-picker__match-name">{m.name}</span>
          <Typography.Text type="secondary" className="train-picker__match-city">
            {m.cityName}
          </Typography.Text>
          <Tag bordered={false}>{t('train.picker.station')}</Tag>
        </button>
      </li>
    );
  }
  return (
    <li className="train-picker__city">
      <button
        type="button"
        className="train-picker__match"
        onClick={() => props.onPick({ type: 'CITY', code: m.code, name: m.name })}
        data-testid="station-match"
        data-type="CITY"
        data-code={m.code}
      >
        <EnvironmentOutlined />
        <span className="train-picker__match-name">{m.name}</span>
        <Tag color="blue" bordered={false}>
          {t('train.picker.allStations')}
        </Tag>
      </button>
      <div className="train-picker__stations">
        {m.stationList.map((s) => (
          <Button
            key={s.stationCode}
            size="small"
            onClick={() => props.onPick({ type: 'STATION', code: s.stationCode, name: s.stationName })}
            data-testid="station-match-station"
            data-code={s.stationCode}
          >
            {s.stationName}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * Moves the focus to `target` as soon as the picker shows it. Ant Design's modal focuses only itself, and only once its
 * opening animation has ended; until then the focus (and an Escape pressed) stays on the page behind it.
 */
function useFocusOnOpen<T extends { focus: () => void }>(): React.RefObject<T | null> {
  const target = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => target.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return target;
}

function PickerBody(props: { onPick: (place: TrainPlace) => void; testId: string }) {
  const { t } = useTranslation();
  const search = useFocusOnOpen<InputRef>();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounced(keyword.trim(), 250);
  const hot = useHotTrainCities();
  const matches = useStationMatch(debounced);
  const searching = keyword.trim().length > 0;
  return (
    <div className="train-picker">
      <Input
        ref={search}
        allowClear
        size="large"
        prefix={<SearchOutlined />}
        maxLength={30}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('train.picker.searchPlaceholder')}
        data-testid={`${props.testId}-search`}
      />
      {!searching && (
        <section className="train-picker__section">
          <Typography.Text type="secondary">{t('train.picker.hot')}</Typography.Text>
          {hot.isPending && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
          {hot.isError && <Alert type="error" showIcon message={isApiError(hot.error) ? hot.error.description : t('errors.loadFailed')} />}
          <div className="train-picker__hot">
            {(hot.data ?? []).map((c) => (
              <Button
                key={c.cityCode}
                onClick={() => props.onPick({ type: 'CITY', code: c.cityCode, name: c.cityName })}
                data-testid="station-hot-city"
                data-code={c.cityCode}
              >
                {c.cityName}
              </Button>
            ))}
          </div>
        </section>
      )}
      {searching && (
        <section className="train-picker__section" aria-live="polite">
          {(matches.isPending || debounced !== keyword.trim()) && !matches.data && <Spin size="small" />}
          {matches.isError && <Alert type="error" showIcon message={isApiError(matches.error) ? matches.error.description : t('errors.loadFailed')} />}
          {matches.data && matches.data.length === 0 && debounced === keyword.trim() && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('train.picker.noMatch')} />
          )}
          {matches.data && matches.data.length > 0 && (
            <ul className="train-picker__matches" data-testid="station-matches">
              {matches.data.map((m) => (
                <MatchItem key={`${m.type}:${m.code}`} match={m} onPick={props.onPick} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/** The places a travel request allows: its cities, nothing else. */
function ChoiceBody(props: { choices: readonly TrainPlace[]; note: string; onPick: (place: TrainPlace) => void }) {
  const first = useFocusOnOpen<HTMLButtonElement>();
  return (
    <div className="train-picker">
      <Alert type="info" showIcon icon={<LockOutlined />} message={props.note} data-testid="station-choices-note" />
      <div className="train-picker__hot train-picker__choices" data-testid="station-choices">
        {props.choices.map((c, i) => (
          <Button key={`${c.type}:${c.code}`} ref={i === 0 ? first : undefined} size="large" onClick={() => props.onPick(c)} data-testid="station-choice" data-code={c.code}>
            {c.name}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * A departure or arrival field: a button showing the chosen city or station that opens a picker with the hot
 * cities and a search box (station/match): a city searches all its stations, a station only itself. Under a travel
 * request the field is locked to `choices` (the request's cities), and the picker offers only those, saying why.
 */
export function StationPicker(props: {
  label: string;
  title: string;
  value: TrainPlace | null;
  onChange: (place: TrainPlace) => void;
  testId: string;
  error?: string;
  /** Locked: only these places may be chosen (with `lockedNote` saying why). */
  choices?: readonly TrainPlace[];
  lockedNote?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const locked = props.choices !== undefined;
  const pick = (place: TrainPlace) => {
    props.onChange(place);
    setOpen(false);
  };
  // An Escape pressed before the focus is inside the modal never reaches it: the picker closes on it all the same.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={`train-place${props.error ? ' train-place--error' : ''}${locked ? ' train-place--locked' : ''}`}
        onClick={() => setOpen(true)}
        data-testid={props.testId}
        data-code={props.value?.code ?? ''}
        data-locked={locked ? 'true' : 'false'}
        title={locked ? props.lockedNote : undefined}
      >
        <span className="train-place__label">
          {props.label}
          {locked && <LockOutlined className="train-place__lock" aria-label={props.lockedNote} />}
        </span>
        <span className={`train-place__value${props.value ? '' : ' train-place__value--empty'}`}>
          {props.value ? props.value.name : t('train.search.choose')}
        </span>
        {props.value && (
          <span className="train-place__kind">{props.value.type === 'CITY' ? t('train.picker.allStations') : t('train.picker.station')}</span>
        )}
      </button>
      {props.error && (
        <Typography.Text type="danger" className="train-field-error" data-testid={`${props.testId}-error`}>
          {props.error}
        </Typography.Text>
      )}
      <Modal
        open={open}
        title={props.title}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={560}
        data-testid={`${props.testId}-picker`}
      >
        {locked ? <ChoiceBody choices={props.choices!} note={props.lockedNote ?? ''} onPick={pick} /> : <PickerBody testId={props.testId} onPick={pick} />}
      </Modal>
    </>
  );
}
