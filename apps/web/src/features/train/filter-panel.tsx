import { Button, Checkbox, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIME_SLOTS, trainTypeFilterSchema, type SearchFilter, type TimeSlot } from '@travel/contracts/train/search';
import { activeFilterCount, emptyFilter, type StationType } from './search-params';

type StationOption = { stationCode: string; stationName: string };

/** `06-12` → `06:00–12:00`. */
const slotLabel = (slot: TimeSlot) => {
  const [from, to] = slot.split('-');
  return `${from}:00–${to}:00`;
};

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...new Set([...list, value])] : list.filter((v) => v !== value));

function Group(props: { title: string; children: React.ReactNode; testId: string; slots?: boolean }) {
  return (
    <fieldset className="train-filter__group" data-testid={props.testId}>
      <legend className="train-filter__title">{props.title}</legend>
      <div className={`train-filter__options${props.slots ? ' train-filter__options--slots' : ''}`}>{props.children}</div>
    </fieldset>
  );
}

/**
 * The server's filters of a search: train type, departure and arrival time slots, departure and arrival stations
 * (the options the unfiltered results use), starting or passing trains, trains with tickets only.
 */
export function FilterPanel(props: {
  value: SearchFilter;
  onChange: (filter: SearchFilter) => void;
  departureStations: StationOption[];
  arrivalStations: StationOption[];
  /** false inside a drawer that has its own title */
  showTitle?: boolean;
}) {
  const { t } = useTranslation();
  const f = props.value;
  const set = (patch: Partial<SearchFilter>) => props.onChange({ ...f, ...patch });
  return (
    <div className="train-filter" data-testid="train-filter">
      <div className="train-filter__head">
        {props.showTitle === false ? <span /> : <Typography.Text strong>{t('train.results.filters')}</Typography.Text>}
        <Button type="link" size="small" disabled={activeFilterCount(f) === 0} onClick={() => props.onChange(emptyFilter())} data-testid="filter-reset">
          {t('train.filter.reset')}
        </Button>
      </div>

      <label className="train-filter__switch">
        <span>{t('train.filter.onlyHasTicket')}</span>
        <Switch size="small" checked={f.onlyHasTicket} onChange={(onlyHasTicket) => set({ onlyHasTicket })} data-testid="filter-has-ticket" />
      </label>

      <Group title={t('train.filter.trainType')} testId="filter-train-types">
        {trainTypeFilterSchema.options.map((type) => (
          <Checkbox
            key={type}
            checked={f.trainTypes.includes(type)}
            onChange={(e) => set({ trainTypes: toggle(f.trainTypes, type, e.target.checked) })}
            data-testid={`filter-type-${type}`}
          >
            {t(`train.filter.type.${type}`)}
          </Checkbox>
        ))}
      </Group>

      <Group title={t('train.filter.departureTime')} testId="filter-departure-time" slots>
        {TIME_SLOTS.map((slot) => (
          <Checkbox
            key={slot}
            checked={f.departureTimeSlots.includes(slot)}
            onChange={(e) => set({ departureTimeSlots: toggle(f.departureTimeSlots, slot, e.target.checked) })}
            data-testid={`filter-dep-${slot}`}
          >
            {slotLabel(slot)}
          </Checkbox>
        ))}
      </Group>

      <Group title={t('train.filter.arrivalTime')} testId="filter-arrival-time" slots>
        {TIME_SLOTS.map((slot) => (
          <Checkbox
            key={slot}
            checked={f.arrivalTimeSlots.includes(slot)}
            onChange={(e) => set({ arrivalTimeSlots: toggle(f.arrivalTimeSlots, slot, e.target.checked) })}
            data-testid={`filter-arr-${slot}`}
          >
            {slotLabel(slot)}
          </Checkbox>
        ))}
      </Group>

      <Group title={t('train.filter.stationType')} testId="filter-boarding">
        <Radio.Group
          className="train-filter__radios"
          value={f.stationType}
          onChange={(e) => set({ stationType: e.target.value as StationType })}
          options={(['ALL', 'STARTING', 'PASSING'] as const).map((v) => ({
            value: v,
            label: <span data-testid={`filter-boarding-${v}`}>{t(`train.filter.boarding.${v}`)}</span>,
          }))}
        />
      </Group>

      {props.departureStations.length > 0 && (
        <Group title={t('train.filter.departureStation')} testId="filter-departure-stations">
          {props.departureStations.map((s) => (
            <Checkbox
              key={s.stationCode}
              checked={f.departureStationCodes.includes(s.stationCode)}
              onChange={(e) => set({ departureStationCodes: toggle(f.departureStationCodes, s.stationCode, e.target.checked) })}
              data-testid={`filter-depst-${s.stationCode}`}
            >
              {s.stationName}
            </Checkbox>
          ))}
        </Group>
      )}

      {props.arrivalStations.length > 0 && (
        <Group title={t('train.filter.arrivalStation')} testId="filter-arrival-stations">
          {props.arrivalStations.map((s) => (
            <Checkbox
              key={s.stationCode}
              checked={f.arrivalStationCodes.includes(s.stationCode)}
              onChange={(e) => set({ arrivalStationCodes: toggle(f.arrivalStationCodes, s.stationCode, e.target.checked) })}
              data-testid={`filter-arrst-${s.stationCode}`}
            >
              {s.stationName}
            </Checkbox>
          ))}
        </Group>
      )}
    </div>
  );
}
