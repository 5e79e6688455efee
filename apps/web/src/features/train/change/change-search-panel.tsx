import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Select, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { OrderDetail } from '@travel/contracts/train/order';
import type { TrainTrip } from '@travel/contracts/train/search';
import { isApiError } from '../../../lib/api-error';
import { useIsDesktop } from '../../../lib/use-media-query';
import { ItineraryCard } from '../itinerary-card';
import { StopListModal } from '../stop-list-modal';
import { TrainDatePicker } from '../train-date-picker';
import { useStationMatch, useTrainDateRange } from '../train-queries';
import { REFUND_INSTEAD } from './change-logic';
import { useChangeSearch, type ChangeSearchInput } from './change-queries';

type OrderTrip = OrderDetail['tripList'][number];

/** The stations of the city of a station (the station alone when its city has no other), in the UI's language. */
function useCityStations(stationCode: string) {
  const station = useStationMatch(stationCode).data?.find((m) => m.type === 'STATION' && m.code === stationCode);
  const city = useStationMatch(station?.cityCode ?? '').data?.find((m) => m.type === 'CITY' && m.code === station?.cityCode);
  const list = city?.stationList ?? station?.stationList ?? [];
  return list.map((s) => ({ value: s.stationCode, label: s.stationName }));
}

interface SearchForm {
  date: string;
  from: string;
  to: string;
  sameCity: boolean;
}

/**
 * The new train: a date (the bookable dates), optionally other stations of the same cities or every station of both,
 * the change search, and its direct trains with their seat classes and fares; a seat class picks the train.
 */
export function ChangeSearchPanel(props: {
  orderId: string;
  ticketIds: string[];
  oldTrip: OrderTrip;
  travelType: 'BUSINESS' | 'PRIVATE';
  picked: { trainNo: string; departureDate: string; seatClass: TrainSeatClass } | null;
  onPick: (trip: TrainTrip, seatClass: TrainSeatClass) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const old = props.oldTrip;
  const [form, setForm] = useState<SearchForm>({ date: old.departureDate, from: old.fromStation.stationCode, to: old.toStation.stationCode, sameCity: false });
  const [input, setInput] = useState<ChangeSearchInput | null>(null);
  const [stopsOf, setStopsOf] = useState<TrainTrip | null>(null);
  // Once a train is picked the list folds to it, so that the quote below comes into view; it unfolds on demand.
  const [folded, setFolded] = useState(false);
  const range = useTrainDateRange({ travelType: props.travelType });
  const fromOptions = useCityStations(old.fromStation.stationCode);
  const toOptions = useCityStations(old.toStation.stationCode);
  const search = useChangeSearch(input);
  const error = search.query.error;

  const submit = () => {
    const next: ChangeSearchInput = {
      orderId: props.orderId,
      ticketIdList: props.ticketIds,
      departureDate: form.date,
      fromStationCode: form.sameCity ? undefined : form.from,
      toStationCode: form.sameCity ? undefined : form.to,
      sameCity: form.sameCity,
      sort: { key: 'DEPARTURE', order: 'ASC' },
      pageSize: 20,
    };
    setInput(next);
    setFolded(false);
    // The same search again: fresher seat counts (a refusal is told again).
    if (JSON.stringify(next) === JSON.stringify(input)) void search.query.refetch();
  };

  // A refusal of a search is told once, when it arrives (ItrainResouce.1335 offers the refund instead).
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    props.onError(error);
  }, [error]);

  const isCurrent = (trip: TrainTrip) => trip.trainNo === old.trainNo && trip.departureDate === old.departureDate && trip.fromStation.stationCode === old.fromStation.stationCode;
  const direct = search.itineraries.filter((it) => it.searchType === 0);
  const isPicked = (trip: TrainTrip) => props.picked !== null && props.picked.trainNo === trip.trainNo && props.picked.departureDate === trip.departureDate;
  const shown = folded && direct.some((it) => isPicked(it.tripList[0]!)) ? direct.filter((it) => isPicked(it.tripList[0]!)) : direct;
  const state = !input ? 'idle' : search.query.isError ? 'error' : !search.finished ? 'loading' : 'ready';

  return (
    <Card size="small" style={{ marginBottom: 12 }} title={t('train.change.newTrain')} data-testid="change-search">
      <Form layout="vertical" component="div" className="change-search-form">
        <div className="change-search-grid">
          <Form.Item label={t('train.change.date')} style={{ marginBottom: 8 }}>
            <TrainDatePicker
              value={form.date}
              onChange={(date) => setForm((f) => ({ ...f, date }))}
              saleDates={range.data?.saleDateList ?? []}
              presaleDates={range.data?.preSaleDateList ?? []}
              loading={range.isLoading}
              testId="change-date"
            />
          </Form.Item>
          <Form.Item label={t('train.change.fromStation')} style={{ marginBottom: 8 }}>
            <Select
              size="large"
              value={form.from}
              disabled={form.sameCity}
              options={fromOptions.length ? fromOptions : [{ value: old.fromStation.stationCode, label: old.fromStation.stationName }]}
              onChange={(from) => setForm((f) => ({ ...f, from }))}
              data-testid="change-from"
            />
          </Form.Item>
          <Form.Item label={t('train.change.toStation')} style={{ marginBottom: 8 }}>
            <Select
              size="large"
              value={form.to}
              disabled={form.sameCity}
              options={toOptions.length ? toOptions : [{ value: old.toStation.stationCode, label: old.toStation.stationName }]}
              onChange={(to) => setForm((f) => ({ ...f, to }))}
              data-testid="change-to"
            />
          </Form.Item>
        </div>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space size={8}>
            <Switch checked={form.sameCity} onChange={(sameCity) => setForm((f) => ({ ...f, sameCity }))} data-testid="change-same-city" />
            <span>{t('train.change.sameCity')}</span>
          </Space>
          <Button type="primary" onClick={submit} icon={<SearchOutlined />} disabled={props.ticketIds.length === 0} loading={input !== null && search.query.isFetching && !search.query.isFetchingNextPage} data-testid="change-search-submit">
            {t('train.change.search')}
          </Button>
        </Space>
        {props.ticketIds.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('train.change.chooseFirst')}
          </Typography.Paragraph>
        )}
      </Form>

      <div className="change-results" data-testid="change-results" data-state={state} data-count={direct.length}>
        {!input ? null : search.query.isError ? (
          <Alert
            type={isApiError(error, REFUND_INSTEAD) ? 'warning' : 'error'}
            showIcon
            data-testid="change-search-error"
            data-code={isApiError(error) ? error.resultCode : ''}
            message={isApiError(error) ? error.description || error.resultCode : t('errors.unexpected')}
          />
        ) : search.query.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : direct.length === 0 && search.finished ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('train.change.noTrains')} />
        ) : (
          shown.map((it) => {
            const trip = it.tripList[0]!;
            const current = isCurrent(trip);
            const picked = isPicked(trip);
            return (
              <div key={it.itineraryId} className={`change-result${picked ? ' change-result--picked' : ''}`} data-testid="change-result" data-train-no={trip.trainNo} data-current={current ? 'true' : 'false'} data-picked={picked ? 'true' : 'false'}>
                {(current || picked) && (
                  <Space size={4} style={{ marginBottom: 4 }}>
                    {current && <Tag data-testid="change-result-current">{t('train.change.currentTrain')}</Tag>}
                    {picked && (
                      <Tag color="blue" data-testid="change-result-picked">
                        {t('train.change.picked', { seatClass: t(`policy.seatClass.${props.picked!.seatClass}`) })}
                      </Tag>
                    )}
                  </Space>
                )}
                <ItineraryCard
                  itinerary={it}
                  onStops={setStopsOf}
                  phone={!isDesktop}
                  bookLabel={t('train.change.choose')}
                  onBook={
                    current
                      ? undefined
                      : (_, classes) => {
                          setFolded(true);
                          props.onPick(trip, classes[0]!);
                        }
                  }
                />
              </div>
            );
          })
        )}
        {shown.length < direct.length && (
          <Button type="link" onClick={() => setFolded(false)} data-testid="change-show-all">
            {t('train.change.showAll', { count: direct.length })}
          </Button>
        )}
      </div>
      <StopListModal trip={stopsOf} onClose={() => setStopsOf(null)} />
    </Card>
  );
}
