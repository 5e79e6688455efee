import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Empty, Pagination, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOTEL_PAGE_SIZE } from '@travel/contracts/hotel/search';
import { isApiError } from '../../lib/api-error';
import { mergeChanged } from '../../lib/merge-changed';
import { useAddressParams } from '../../lib/use-address-params';
import { useIsDesktop } from '../../lib/use-media-query';
import { HotelFilterPanel } from './hotel-filter-panel';
import { HotelList } from './hotel-list';
import { activeHotelFilters, emptyHotelFilter, hasReferencePoint, parseHotelParams, stayParams, stayTravellersInput, toHotelParams, type HotelSearchState } from './hotel-params';
import { useMapTiles, usePriceTags, useSearchConditions } from './hotel-queries';
import { PositionPlot } from './position-plot';
import { ResultsHead } from './results-head';
import { FilterDrawer, ResultsToolbar } from './results-toolbar';
import { isInternationalCity } from './stay-dates';
import { useHotelResults } from './use-hotel-results';
import './hotel.css';

/** The results of a hotel search, all read from the address: sorts, filters, keyword, page; the plot beside the list. */
export function HotelResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [params, changeParams] = useAddressParams();
  const state = useMemo(() => parseHotelParams(params), [params]);
  const results = useHotelResults(state, !isDesktop);
  const conditions = useSearchConditions(state.cityId);
  const businessType = isInternationalCity(state.cityId) ? 'IHOTEL' : 'CHOTEL';
  const priceTags = usePriceTags(state.cityId ? { cityId: state.cityId, businessType, travelType: state.travelType, ...(state.trNo ? { trNo: state.trNo } : {}), ...stayTravellersInput(state) } : null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const [plotOpen, setPlotOpen] = useState(false);
  const nearPlace = hasReferencePoint(state);
  // Until (or unless) the setting arrives the plain plot shows: it needs nothing from outside.
  const mapTiles = useMapTiles();

  // Every change is a step in the history (back undoes a filter, a sort, a page); a change other than paging starts
  // again at page 1.
  const update = (patch: Partial<HotelSearchState>) => changeParams((now) => toHotelParams({ ...parseHotelParams(now), page: 1, ...patch }));
  const detailOf = (hotelId: string) => `/hotel/${encodeURIComponent(hotelId)}?${stayParams(state).toString()}`;
  const changeUrl = `/hotel?${toHotelParams({ ...state, sort: 1, page: 1, keyword: '', filter: emptyHotelFilter() }).toString()}`;

  if (!state.cityId || !state.checkin || !state.checkout) {
    return (
      <Card>
        <Empty description={t('hotel.results.incomplete')}>
          <Link to={changeUrl}>
            <Button type="primary">{t('hotel.results.changeSearch')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  }

  const first = results.first;
  const filters = activeHotelFilters(state.filter);
  const landmark = first?.landmarkInfo ?? null;
  const filterPanel = (
    <HotelFilterPanel
      value={state.filter}
      onChange={(filter) => changeParams((now) => {
        // Only what the panel changed goes onto the address's filter as it is now (a click may reach a stale render).
        const latest = parseHotelParams(now);
        return toHotelParams({ ...latest, page: 1, filter: mergeChanged(latest.filter, state.filter, filter) });
      })}
      conditions={conditions.data}
      priceTags={priceTags.data?.priceTagList ?? []}
      showTitle={isDesktop}
      distance={nearPlace}
    />
  );
  const plot = (
    <PositionPlot hotels={results.hotels} landmark={landmark} tiles={mapTiles.data ?? null} highlighted={highlighted} onHighlight={(id, reveal) => {
      setHighlighted(id);
      if (id && reveal) document.getElementById(`hotel-card-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }} onOpen={(id) => navigate(detailOf(id))} />
  );

  return (
    <Space direction="vertical" size="middle" className="hotel-page" data-testid="hotel-results-page">
      <ResultsHead state={state} changeUrl={changeUrl} answered={{ place: landmark && landmark.type !== 'CITY' ? landmark.name : null, city: first?.hotelInfoList[0]?.cityName ?? null }} />
      <div className="hotel-results">
        {isDesktop && (
          <aside className="hotel-results__aside">
            <Card size="small">{plot}</Card>
            <Card size="small">{filterPanel}</Card>
          </aside>
        )}
        <div className="hotel-results__main">
          <ResultsToolbar
            cityId={state.cityId}
            keyword={state.keyword}
            onKeyword={(keyword) => update({ keyword })}
            sort={state.sort}
            onSort={(sort) => update({ sort })}
            distance={nearPlace}
            phone={isDesktop ? null : { filters, plotOpen, onPlot: () => setPlotOpen((o) => !o), onFilters: () => setFilterOpen(true) }}
          />
          {!isDesktop && plotOpen && <Card size="small">{plot}</Card>}
          {results.isPending && (
            <Card data-testid="hotel-searching">
              <Skeleton active avatar />
            </Card>
          )}
          {results.isError && (
            <Alert
              type="error"
              showIcon
              message={isApiError(results.error) ? results.error.description : t('errors.unexpected')}
              action={<Button size="small" onClick={results.refetch}>{t('common.retry')}</Button>}
              data-testid="hotel-search-failed"
            />
          )}
          {first && (
            <Typography.Text type="secondary" data-testid="hotel-result-count" data-total={first.totalSize} data-fetching={results.isFetching ? 'true' : 'false'} data-search={params.toString()}>
              {t('hotel.results.count', { count: first.totalSize })}
            </Typography.Text>
          )}
          {first && first.totalSize === 0 && (
            <Card>
              <Empty description={<span data-testid="hotel-empty">{t('hotel.results.empty')}</span>}>
                {filters > 0 && <Button onClick={() => update({ filter: emptyHotelFilter() })}>{t('hotel.filter.reset')}</Button>}
              </Empty>
            </Card>
          )}
          <HotelList hotels={results.hotels} linkOf={detailOf} numbered highlighted={highlighted} onHover={setHighlighted} testId="hotel-list" />
          {isDesktop && first && first.totalPages > 1 && (
            <Pagination
              align="center"
              current={state.page}
              pageSize={HOTEL_PAGE_SIZE}
              total={first.totalSize}
              showSizeChanger={false}
              onChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
              data-testid="hotel-pagination"
            />
          )}
          {results.hasMore && (
            <Button block onClick={results.fetchMore} loading={results.isFetchingMore} data-testid="hotel-load-more">
              {t('hotel.results.loadMore')}
            </Button>
          )}
          {results.recommend.length > 0 && (
            <section className="hotel-section" data-testid="hotel-recommend">
              <Typography.Title level={4}>{t('hotel.results.youMayLike')}</Typography.Title>
              <HotelList hotels={results.recommend} linkOf={detailOf} testId="hotel-recommend-list" />
            </section>
          )}
        </div>
      </div>
      {!isDesktop && (
        <FilterDrawer open={filterOpen} onClose={() => setFilterOpen(false)} total={first ? first.totalSize : null}>
          {filterPanel}
        </FilterDrawer>
      )}
    </Space>
  );
}
