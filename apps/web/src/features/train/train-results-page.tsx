import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Badge, Button, Card, Drawer, Empty, Progress, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { EditOutlined, FileTextOutlined, FilterOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { searchModeSchema, type SearchFilter, type SearchMode, type TrainTrip } from '@travel/contracts/train/search';
import { TrainError } from '@travel/contracts/train/errors';
import { isApiError } from '../../lib/api-error';
import { useIsDesktop } from '../../lib/use-media-query';
import { mergeChanged } from '../../lib/merge-changed';
import { useAddressParams } from '../../lib/use-address-params';
import { useFormat } from '../../lib/use-format';
import { bookStateOf, toBookParams } from './booking/book-params';
import { FilterPanel } from './filter-panel';
import { rushBookParams } from './rush/rush-params';
import { ItineraryCard } from './itinerary-card';
import { useRegroupConfirm, passengerSummary } from './regroup-confirm';
import { activeFilterCount, emptyFilter, parseSearchParams, toFirstTripInput, toSearchParams, type TrainPlace, type TrainSearchState } from './search-params';
import { SortBar } from './sort-bar';
import { StopListModal } from './stop-list-modal';
import { neighbourDates } from './train-format';
import { useStationMatch, useTrainDateRange, useTrainSearch } from './train-queries';
import { RailNightNotice } from './rail-night-notice';
import './train.css';

/** A place's name in the UI's language: asked of station/match by its code, the name in the address until then. */
function usePlaceName(place: TrainPlace | null): string {
  const found = useStationMatch(place?.code ?? '');
  if (!place) return '';
  const list = found.data ?? [];
  const hit =
    place.type === 'CITY'
      ? (list.find((m) => m.type === 'CITY' && m.code === place.code)?.name ?? list.find((m) => m.cityCode === place.code)?.cityName)
      : list.find((m) => m.type === 'STATION' && m.code === place.code)?.name;
  return hit ?? place.name;
}

/** The results of a train search, read from the address: header with the day switcher, sorts, filters and the list. */
export function TrainResultsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [params, changeParams] = useAddressParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const input = useMemo(() => toFirstTripInput(state), [state]);
  const search = useTrainSearch(input);
  // Under a travel request the bookable dates are its train window: the day switcher stays within it.
  const travelNO = state.travelType === 'BUSINESS' ? state.travelNO : null;
  const range = useTrainDateRange(travelNO ? { travelType: 'BUSINESS', travelNO } : { travelType: state.travelType });
  const confirmRegroup = useRegroupConfirm();
  const [stopsOf, setStopsOf] = useState<TrainTrip | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const fromName = usePlaceName(state.from);
  const toName = usePlaceName(state.to);

  const update = (patch: Partial<TrainSearchState>, push = false) => {
    changeParams((now) => toSearchParams({ ...parseSearchParams(now), ...patch }), { replace: !push });
  };
  const changeSearchUrl = `/train?${toSearchParams({ ...state, sort: { key: 'DEPARTURE', order: 'ASC' }, filter: emptyFilter() }).toString()}`;

  // A shared address whose travellers' types do not fit their ages: the same question as on the search page.
  const error = search.query.error;
  const asked = useRef<unknown>(null);
  useEffect(() => {
    if (!error || asked.current === error) return;
    asked.current = error;
    void confirmRegroup(error).then((regrouped) => {
      if (regrouped) update({ passengers: regrouped });
      else if (regrouped === null) navigate(changeSearchUrl);
    });
  }, [error]);

  if (!input) {
    return (
      <Card>
        <Empty description={t('train.results.incomplete')}>
          <Link to={changeSearchUrl}>
            <Button type="primary">{t('train.results.backToSearch')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  }

  const bookable = [...(range.data?.saleDateList ?? []), ...(range.data?.preSaleDateList ?? [])];
  const { previous, next } = neighbourDates(state.date!, bookable);
  const presale = range.data?.preSaleDateList.includes(state.date!) ?? false;
  const first = search.first;
  const filters = activeFilterCount(state.filter);
  // The panel changes the filter it was drawn with: only what it changed goes onto the address's filter as it is now.
  const setFilter = (filter: SearchFilter) =>
    changeParams((now) => {
      const latest = parseSearchParams(now);
      return toSearchParams({ ...latest, filter: mergeChanged(latest.filter, state.filter, filter) });
    }, { replace: true });
  const loaded = search.itineraries.length;
  const total = search.totalSize;

  const filterPanel = (
    <FilterPanel
      value={state.filter}
      onChange={setFilter}
      departureStations={first?.departureStationList ?? []}
      arrivalStations={first?.arrivalStationList ?? []}
      showTitle={isDesktop}
    />
  );

  return (
    <Space direction="vertical" size="middle" className="train-page" data-testid="train-results-page">
      <RailNightNotice />
      <Card className="train-results-head" size="small">
        <div className="train-results-head__top">
          <Typography.Title level={3} className="train-results-head__route" data-testid="train-results-route">
            {fromName} <span className="train-results-head__arrow">→</span> {toName}
          </Typography.Title>
          <Link to={changeSearchUrl}>
            <Button icon={<EditOutlined />} data-testid="train-change-search">
              {t('train.results.changeSearch')}
            </Button>
          </Link>
        </div>
        <div className="train-day-switch">
          <Button icon={<LeftOutlined />} disabled={!previous} onClick={() => previous && update({ date: previous }, true)} data-testid="train-prev-day">
            {isDesktop ? t('train.results.prevDay') : null}
          </Button>
          <div className="train-day-switch__date" data-testid="train-results-date" data-date={state.date}>
            <span>{fmt.date(state.date)}</span> <span className="train-day-switch__weekday">{dayjs(state.date).format('dddd')}</span>
            {presale && (
              <Tag color="orange" bordered={false} style={{ marginInlineStart: 6 }} title={t('train.search.presaleHint')}>
                {t('train.search.presale')}
              </Tag>
            )}
          </div>
          <Button disabled={!next} onClick={() => next && update({ date: next }, true)} data-testid="train-next-day">
            {isDesktop ? t('train.results.nextDay') : null}
            <RightOutlined />
          </Button>
        </div>
        <div className="train-results-head__meta">
          <Segmented<SearchMode>
            size="small"
            value={state.mode}
            onChange={(mode) => update({ mode })}
            options={searchModeSchema.options.map((m) => ({ value: m, label: <span data-testid={`results-mode-${m}`}>{t(`train.mode.${m}`)}</span> }))}
          />
          <div className="train-results-head__who">
            <Typography.Text type="secondary" data-testid="train-results-travellers">
              {t(`policy.travelType.${state.travelType}`)} · {passengerSummary(t, state.passengers)}
            </Typography.Text>
            {travelNO && (
              <Tag
                color="blue"
                bordered={false}
                icon={<FileTextOutlined />}
                className="train-results-head__tr"
                title={range.data?.trBeginDate ? t('train.tr.dates', { range: fmt.dateRange(range.data.trBeginDate, range.data.trEndDate) }) : undefined}
                data-testid="train-results-tr"
                data-travel-no={travelNO}
              >
                {t('train.tr.tag', { travelNO })}
              </Tag>
            )}
          </div>
        </div>
      </Card>

      <div className="train-results">
        {isDesktop && (
          <aside className="train-results__filters">
            <Card size="small">{filterPanel}</Card>
          </aside>
        )}
        <div className="train-results__main">
          <div className="train-results__toolbar">
            <SortBar value={state.sort} onChange={(sort) => update({ sort })} />
            {!isDesktop && (
              <Badge count={filters} size="small" className="train-filter-button">
                <Button icon={<FilterOutlined />} onClick={() => setFilterOpen(true)} data-testid="train-filter-open">
                  {t('train.results.filters')}
                </Button>
              </Badge>
            )}
          </div>

          {search.query.isPending && (
            <Card data-testid="train-searching">
              <Typography.Text type="secondary">{t('train.results.searching')}</Typography.Text>
              <Skeleton active />
            </Card>
          )}

          {search.query.isError && !first && !isApiError(error, TrainError.PASSENGER_TYPE_MISMATCH) && (
            <Alert
              type="error"
              showIcon
              message={isApiError(error) ? error.description : t('errors.unexpected')}
              action={
                <Space direction="vertical">
                  <Button size="small" onClick={() => void search.query.refetch()}>
                    {t('common.retry')}
                  </Button>
                  <Link to={changeSearchUrl}>
                    <Button size="small">{t('train.results.changeSearch')}</Button>
                  </Link>
                </Space>
              }
              data-testid="train-search-failed"
            />
          )}

          {first && (
            <div className="train-results__status">
              {!search.finished && !search.query.isError && (
                <div className="train-progress" data-testid="train-progress" data-loaded={loaded} data-total={total}>
                  <Typography.Text type="secondary">{t('train.results.progress', { loaded, total })}</Typography.Text>
                  <Progress percent={total > 0 ? Math.round((loaded / total) * 100) : 0} size="small" showInfo={false} status="active" />
                </div>
              )}
              {search.finished && total > 0 && (
                <Typography.Text type="secondary" data-testid="train-result-count" data-total={total}>
                  {t('train.results.count', { count: total, direct: first.directCount, transfer: first.transferCount })}
                </Typography.Text>
              )}
              {search.query.isError && (
                <Alert
                  type="warning"
                  showIcon
                  message={isApiError(error) ? error.description : t('errors.unexpected')}
                  action={
                    <Button size="small" onClick={() => void search.query.fetchNextPage()}>
                      {t('common.retry')}
                    </Button>
                  }
                />
              )}
            </div>
          )}

          {first && total === 0 && (
            <Card>
              <Empty description={<span data-testid="train-empty">{t('train.results.empty')}</span>}>
                <Typography.Paragraph type="secondary">{t('train.results.emptyHint')}</Typography.Paragraph>
                {first.noResultReported && (
                  <Typography.Paragraph type="secondary" data-testid="train-empty-reported">
                    {t('train.results.reported')}
                  </Typography.Paragraph>
                )}
                <Space wrap style={{ justifyContent: 'center' }}>
                  {filters > 0 && <Button onClick={() => setFilter(emptyFilter())}>{t('train.results.clearFilters')}</Button>}
                  {state.mode !== 'TRANSFER_ALL' && (
                    <Button onClick={() => update({ mode: 'TRANSFER_ALL' })} data-testid="train-empty-transfers">
                      {t('train.results.withTransfers')}
                    </Button>
                  )}
                  <Link to={changeSearchUrl}>
                    <Button type="primary">{t('train.results.changeSearch')}</Button>
                  </Link>
                </Space>
              </Empty>
            </Card>
          )}

          {search.itineraries.length > 0 && (
            <div className="train-list" data-testid="train-list">
              {search.itineraries.map((it) => (
                <ItineraryCard
                  key={it.itineraryId}
                  itinerary={it}
                  onStops={setStopsOf}
                  phone={!isDesktop}
                  onBook={(itinerary, seatClasses) => navigate(`/train/book?${toBookParams(bookStateOf(itinerary, seatClasses, state.travelType, travelNO, state.relatedOrderId)).toString()}`)}
                  onRush={(itinerary, seatClass, type) => navigate(`/train/book?${rushBookParams(bookStateOf(itinerary, [seatClass], state.travelType, travelNO), type).toString()}`)}
                />
              ))}
            </div>
          )}
        </div>
      </div>

      {!isDesktop && (
        <Drawer
          placement="bottom"
          height="85%"
          open={filterOpen}
          onClose={() => setFilterOpen(false)}
          title={t('train.results.filters')}
          styles={{ body: { paddingTop: 8 } }}
          className="train-drawer"
          data-testid="train-filter-drawer"
          footer={
            <Button type="primary" block onClick={() => setFilterOpen(false)} data-testid="train-filter-done">
              {first && search.finished ? t('train.results.showCount', { count: total }) : t('train.results.showResults')}
            </Button>
          }
        >
          {filterPanel}
        </Drawer>
      )}

      <StopListModal trip={stopsOf} onClose={() => setStopsOf(null)} />
    </Space>
  );
}
