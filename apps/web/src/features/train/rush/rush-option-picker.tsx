import { useState } from 'react';
import { Button, Empty, Modal, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import type { RushOption } from '@travel/contracts/train/rush-request';
import type { alternatePreDataCall, RushOptionView } from '@travel/contracts/train/rush';
import { useFormat } from '../../../lib/use-format';
import { clockTime } from '../train-format';
import { optionKey } from './rush-params';
import { useRushTrains } from './rush-queries';
import { RushChanceTag } from './rush-chance-tag';

type RushTrain = CallOutput<typeof alternatePreDataCall>['trainList'][number];
type RushSeat = RushTrain['seatList'][number];

/** Why a class of the route cannot be added: seats still on sale, FULL, or not on sale. */
const reasonOf = (s: RushSeat): RushOptionView['reason'] => (s.seatRemain > 0 ? 'ON_SALE' : s.chance === 'FULL' ? 'FULL' : 'NOT_ON_SALE');

/** Adds an option: a date of the rush, then a train of the route on it and one of its seat classes. */
export function RushOptionPicker(props: {
  open: boolean;
  onClose: () => void;
  trip: RushOption;
  dateList: readonly string[];
  /** the trip's date: pre_data's trains (other dates are searched) */
  tripDateTrains: readonly RushTrain[];
  chosen: readonly RushOption[];
  money: (m: Money) => string;
  onAdd: (option: RushOption) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [date, setDate] = useState(props.trip.departureDate);
  const other = date !== props.trip.departureDate;
  const searched = useRushTrains(props.open && other ? { fromStationCode: props.trip.fromStationCode, toStationCode: props.trip.toStationCode, departureDate: date } : null);
  // Trains with a class that can be waited for first: the others only say why not.
  const found = other ? (searched.data?.trainList ?? []) : props.tripDateTrains;
  const trains = [...found].sort((a, b) => Number(b.seatList.some((s) => s.supported)) - Number(a.seatList.some((s) => s.supported)));
  const chosen = new Set(props.chosen.map(optionKey));
  const dates = props.dateList.includes(props.trip.departureDate) ? props.dateList : [props.trip.departureDate, ...props.dateList];

  return (
    <Modal open={props.open} onCancel={props.onClose} footer={null} title={t('train.rush.addOption')} width={640} destroyOnHidden data-testid="rush-option-picker">
      <div className="train-rush-picker__date">
        <Typography.Text type="secondary">{t('train.rush.optionDate')}</Typography.Text>
        <Select
          value={date}
          onChange={setDate}
          options={dates.map((d) => ({ value: d, label: fmt.date(d) }))}
          style={{ minWidth: 160 }}
          data-testid="rush-option-date"
        />
      </div>
      {other && searched.isLoading && <Skeleton active />}
      {!searched.isLoading && trains.length === 0 && <Empty description={t('train.results.empty')} />}
      {trains.map((train) => (
        <div key={`${train.trainNo}-${train.departureDate}`} className="train-rush-picker__train" data-testid="rush-picker-train" data-train-no={train.trainNo}>
          <div>
            <Typography.Text strong>{train.trainNo}</Typography.Text>{' '}
            <span>
              {clockTime(train.departureTime)} {train.fromStationName} → {clockTime(train.arrivalTime)} {train.toStationName}
            </span>
          </div>
          <div className="train-rush-picker__seats">
            {train.seatList.map((s) => {
              const option: RushOption = { trainNo: train.trainNo, departureDate: train.departureDate, fromStationCode: train.fromStationCode, toStationCode: train.toStationCode, seatClass: s.seatClass };
              const taken = chosen.has(optionKey(option));
              const reason = s.supported ? null : reasonOf(s);
              return (
                <div key={s.seatClass} className="train-rush-picker__seat" data-testid="rush-picker-seat" data-seat-class={s.seatClass} data-supported={s.supported ? 'true' : 'false'}>
                  <span>{t(`policy.seatClass.${s.seatClass}`)}</span>
                  <span>{props.money(s.price)}</span>
                  {s.supported ? <RushChanceTag chance={s.chance} percent={s.percent} /> : <Typography.Text type="secondary">{t(`train.rush.reason.${reason}`)}</Typography.Text>}
                  <Button
                    size="small"
                    type="primary"
                    ghost
                    disabled={!s.supported || taken}
                    onClick={() => {
                      props.onAdd(option);
                      props.onClose();
                    }}
                    data-testid="rush-picker-add"
                  >
                    {taken ? t('train.rush.added') : t('train.book.add')}
                  </Button>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </Modal>
  );
}
