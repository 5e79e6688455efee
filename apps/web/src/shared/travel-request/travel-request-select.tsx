import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyDetailCall } from '@travel/contracts/member/company';
import { trainStationMatchCall } from '@travel/contracts/train/stations';
import { trDetailCall, trListCall, type TravelRequest } from '@travel/contracts/travel-request/travel-request';
import { useLocale } from '../../lib/locale-provider';
import { callApi } from '../../lib/api-client';
import { useFormat } from '../../lib/use-format';
import type { TrainPlace } from '../../features/train/search-params';
import { useTrainDateRange } from '../../features/train/train-queries';
import { legCityNames, overlapsBookable, railwayCity, requestPlaces, routeOf, trainWindow, type RequestPlaces } from './travel-request-choice';

/** A travel request as the train search offers it. */
export interface TrainTravelRequest {
  travelNO: string;
  route: string;
  beginDate: string;
  endDate: string;
  purpose: string;
}

/** Approved requests are read in one page of this many (a member has few at a time). */
const LIST_SIZE = 100;
/** At most this many candidates are opened (tr/detail) to learn whether trains may be booked under them. */
const MAX_CANDIDATES = 30;

/** How the selector shows a request. */
export const trainTravelRequestOf = (tr: TravelRequest): TrainTravelRequest => ({
  travelNO: tr.travelNO,
  route: routeOf(tr) || tr.cityNameList.join(' → '),
  beginDate: tr.beginDate,
  endDate: tr.endDate,
  purpose: tr.travelPurposeList.map((p) => p.travelPurposeDesc).join('; '),
});

const detailQuery = (travelNO: string) => ({
  queryKey: ['travel-requests', 'detail', travelNO],
  queryFn: () => callApi(trDetailCall, { travelNO }),
  staleTime: 60_000,
});

/** One travel request (its itinerary legs): the one a train search is made under. */
export function useTrainTravelRequest(travelNO: string | null) {
  return useQuery({ ...detailQuery(travelNO ?? ''), enabled: Boolean(travelNO), retry: false });
}

/**
 * The member's approved travel requests under which trains can be booked now: not an over-standard application, a
 * train window (the request's dates widened by the enterprise's train days) that meets the bookable dates, and trains
 * orderable under it (tr/detail's orderability, asked per remaining candidate). Soonest first.
 */
export function useTrainTravelRequests(enabled: boolean) {
  const { locale } = useLocale();
  const list = useQuery({
    queryKey: ['travel-requests', 'list', { status: 'APPROVED', pageIndex: 1, pageSize: LIST_SIZE }],
    queryFn: () => callApi(trListCall, { status: 'APPROVED', pageIndex: 1, pageSize: LIST_SIZE }),
    enabled,
    staleTime: 60_000,
  });
  const company = useQuery({ queryKey: ['company-detail', locale], queryFn: () => callApi(companyDetailCall, {}), enabled, staleTime: 10 * 60_000, retry: false });
  const range = useTrainDateRange({ travelType: 'BUSINESS' });

  const candidates = useMemo(() => {
    if (!list.data || !range.data || company.isPending) return [];
    const dates = [...range.data.saleDateList, ...range.data.preSaleDateList].sort();
    const bookable = dates.length > 0 ? { begin: dates[0]!, end: dates.at(-1)! } : null;
    const config = company.data?.config;
    return list.data.list
      .filter((tr) => tr.status === 'APPROVED' && !tr.originalTrNo)
      .filter((tr) => overlapsBookable(config ? trainWindow(tr, config) : null, bookable))
      .sort((a, b) => a.beginDate.localeCompare(b.beginDate) || a.travelNO.localeCompare(b.travelNO))
      .slice(0, MAX_CANDIDATES);
  }, [list.data, range.data, company.data, company.isPending]);

  const details = useQueries({
    queries: candidates.map((tr) => ({ ...detailQuery(tr.travelNO), enabled })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      list: results.flatMap((r) => (r.data && r.data.status === 'APPROVED' && r.data.orderability.TRAIN ? [trainTravelRequestOf(r.data)] : [])),
    }),
  });

  return {
    options: details.list,
    isPending: enabled && (list.isPending || range.isPending || company.isPending || details.pending),
    isError: list.isError,
  };
}

/**
 * The railway places of a request: each city of its legs looked up with train/station/match by its name (the same
 * reference names on both sides). `ready` once every lookup answered.
 */
export function useRequestPlaces(tr: TravelRequest | undefined): RequestPlaces & { ready: boolean } {
  const names = useMemo(() => (tr ? legCityNames(tr) : []), [tr]);
  const matches = useQueries({
    queries: names.map((name) => {
      const keyword = name.slice(0, 30);
      return {
        queryKey: ['train', 'station-match', keyword],
        queryFn: () => callApi(trainStationMatchCall, { keyword, limit: 20 }),
        staleTime: 5 * 60_000,
      };
    }),
    combine: (results) => results.map((r) => (r.isPending ? undefined : (r.data?.list ?? null))),
  });
  const key = JSON.stringify(matches);
  return useMemo(() => {
    if (!tr) return { choices: [], firstLeg: null, ready: false };
    const byName = new Map(names.map((name, i) => [name, matches[i]]));
    const cityOf = (name: string): TrainPlace | null | undefined => {
      const found = byName.get(name.trim());
      return found === undefined ? undefined : found === null ? null : railwayCity(name, found);
    };
    return { ...requestPlaces(tr, cityOf), ready: matches.every((m) => m !== undefined) };
    // `key` stands for the lookups' answers (a new array on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tr, names, key]);
}

const NONE = '__none__';

/** The travel request a business trip is booked under, or none (the server decides at booking whether one is needed). */
export function TravelRequestSelect(props: {
  value: string | null;
  onChange: (travelNO: string | null) => void;
  options: TrainTravelRequest[];
  /** The chosen request when it is not among the options (an address naming it, still loading). */
  selected?: TrainTravelRequest;
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const all = props.selected && !props.options.some((o) => o.travelNO === props.selected!.travelNO) ? [props.selected, ...props.options] : props.options;
  const dates = (o: TrainTravelRequest) => fmt.dateRange(o.beginDate, o.endDate);
  return (
    <Select<string>
      size="large"
      style={{ width: '100%' }}
      value={props.value ?? NONE}
      onChange={(v) => props.onChange(v === NONE ? null : v)}
      loading={props.loading}
      showSearch
      optionFilterProp="search"
      classNames={{ popup: { root: 'train-tr-popup' } }}
      data-testid={props.testId}
      options={[
        { value: NONE, label: t('train.tr.none'), search: t('train.tr.none'), request: null },
        ...all.map((o) => ({ value: o.travelNO, label: `${o.route} · ${dates(o)}`, search: `${o.travelNO} ${o.route} ${o.purpose}`, request: o })),
      ]}
      optionRender={(option) => {
        const o = option.data.request;
        if (!o) return <span data-testid="train-tr-option" data-travel-no="">{t('train.tr.none')}</span>;
        return (
          <div className="train-tr-option" data-testid="train-tr-option" data-travel-no={o.travelNO}>
            <div className="train-tr-option__top">
              <span className="train-tr-option__route">{o.route}</span>
              <Typography.Text type="secondary" className="train-tr-option__dates">
                {dates(o)}
              </Typography.Text>
            </div>
            <Typography.Text type="secondary" className="train-tr-option__meta">
              {o.travelNO}
              {o.purpose ? ` · ${o.purpose}` : ''}
            </Typography.Text>
          </div>
        );
      }}
    />
  );
}
