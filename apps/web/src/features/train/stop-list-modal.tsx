import { Alert, Modal, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimeListStop } from '@travel/contracts/train/stations';
import type { TrainTrip } from '@travel/contracts/train/search';
import { isApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/use-format';
import { useTimeList } from './train-queries';

function Time(props: { time: string | null; dayOffset: number; fallback: string }) {
  const { t } = useTranslation();
  if (!props.time) return <Typography.Text type="secondary">{props.fallback}</Typography.Text>;
  return (
    <span className="train-time">
      {props.time}
      {props.dayOffset > 0 && (
        <sup className="train-day-offset" title={t('train.itinerary.dayOffset', { count: props.dayOffset })}>
          +{props.dayOffset}
        </sup>
      )}
    </span>
  );
}

/** A train's stops (train/station/time_list): order, station, arrival, departure and dwell; the trip's section stands out. */
export function StopListModal(props: { trip: TrainTrip | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const trip = props.trip;
  const list = useTimeList(
    trip ? { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode } : null,
  );
  return (
    <Modal
      open={trip !== null}
      onCancel={props.onClose}
      footer={null}
      width={600}
      destroyOnHidden
      title={trip ? t('train.stops.title', { trainNo: trip.trainNo }) : ''}
    >
      <div data-testid="stop-list">
        {trip && (
          <Typography.Paragraph type="secondary" className="train-stops__subtitle">
            {t('train.stops.subtitle', { from: trip.originStationName, to: trip.terminusStationName, date: fmt.date(trip.departureDate) })}
          </Typography.Paragraph>
        )}
        {list.isPending && <Skeleton active />}
        {list.isError && <Alert type="error" showIcon message={isApiError(list.error) ? list.error.description : t('errors.loadFailed')} />}
        {list.data && (
          <Table<TimeListStop>
            size="small"
            rowKey="stationNo"
            pagination={false}
            dataSource={list.data.stationList}
            rowClassName={(s) => (s.inSection ? 'train-stops__row--in' : 'train-stops__row--out')}
            onRow={(s) => ({ 'data-testid': 'stop-row', 'data-in-section': s.inSection ? 'true' : 'false' }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { title: t('train.stops.no'), dataIndex: 'stationNo', width: 44 },
              {
                title: t('train.stops.station'),
                key: 'station',
                render: (_, s) => (
                  <span className="train-stops__station">
                    <span data-testid="stop-name">{s.stationName}</span>
                    {s.stationCode === trip?.fromStation.stationCode && (
                      <Tag color="blue" bordered={false}>
                        {t('train.stops.boarding')}
                      </Tag>
                    )}
                    {s.stationCode === trip?.toStation.stationCode && (
                      <Tag color="green" bordered={false}>
                        {t('train.stops.alighting')}
                      </Tag>
                    )}
                  </span>
                ),
              },
              { title: t('train.stops.arrival'), key: 'arrival', render: (_, s) => <Time time={s.arrivalTime} dayOffset={s.dayOffset} fallback={t('train.stops.start')} /> },
              { title: t('train.stops.departure'), key: 'departure', render: (_, s) => <Time time={s.departureTime} dayOffset={s.dayOffset} fallback={t('train.stops.end')} /> },
              {
                title: t('train.stops.dwell'),
                key: 'dwell',
                render: (_, s) => (s.arrivalTime && s.departureTime ? t('train.stops.dwellMinutes', { m: s.dwellMinutes }) : t('common.none')),
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
