import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyDetailCall } from '@travel/contracts/member/company';
import { trDetailCall, trListCall, type TravelRequest } from '@travel/contracts/travel-request/travel-request';
import { callApi } from '../../lib/api-client';
import { useLocale } from '../../lib/locale-provider';
import { useFormat } from '../../lib/use-format';
import { orderableFor, overlapsBookable, productWindow, routeOf, type DateSpan, type TrProduct } from './travel-request-choice';
import './travel-request-select.css';

/** A travel request as the picker offers it. */
export interface TravelRequestOption {
  travelNO: string;
  route: string;
  beginDate: string;
  endDate: string;
  purpose: string;
}

/** Approved requests are read in one page of this many (a member has few at a time). */
const LIST_SIZE = 100;
/** At most this many candidates are opened (tr/detail) to learn whether the product may be booked under them. */
const MAX_CANDIDATES = 30;

/** How the selector shows a request. */
export const travelRequestOptionOf = (tr: TravelRequest): TravelRequestOption => ({
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

/** One travel request (its itinerary legs and orderability): the one a booking is made under. */
export function useTravelRequestDetail(travelNO: string | null) {
  return useQuery({ ...detailQuery(travelNO ?? ''), enabled: Boolean(travelNO), retry: false });
}

/**
 * The member's approved travel requests under which `product` can be booked now: not an over-standard application, a
 * window (the request's dates widened by the enterprise's days for the product) that meets the bookable dates, and the
 * product orderable under it (tr/detail's orderability, asked per remaining candidate). Soonest first. `bookable` is
 * the product's bookable dates (undefined while they load; null when nothing can be booked).
 */
export function useOrderableTravelRequests(props: { product: TrProduct; enabled: boolean; bookable: DateSpan | null | undefined }) {
  const { product, enabled, bookable } = props;
  const { locale } = useLocale();
  const list = useQuery({
    queryKey: ['travel-requests', 'list', { status: 'APPROVED', pageIndex: 1, pageSize: LIST_SIZE }],
    queryFn: () => callApi(trListCall, { status: 'APPROVED', pageIndex: 1, pageSize: LIST_SIZE }),
    enabled,
    staleTime: 60_000,
  });
  const company = useQuery({ queryKey: ['company-detail', locale], queryFn: () => callApi(companyDetailCall, {}), enabled, staleTime: 10 * 60_000, retry: false });

  const candidates = useMemo(() => {
    if (!list.data || bookable === undefined || company.isPending) return [];
    const config = company.data?.config;
    return list.data.list
      .filter((tr) => tr.status === 'APPROVED' && !tr.originalTrNo)
      .filter((tr) => overlapsBookable(config ? productWindow(tr, product, config) : null, bookable))
      .sort((a, b) => a.beginDate.localeCompare(b.beginDate) || a.travelNO.localeCompare(b.travelNO))
      .slice(0, MAX_CANDIDATES);
  }, [list.data, bookable, company.data, company.isPending, product]);

  const details = useQueries({
    queries: candidates.map((tr) => ({ ...detailQuery(tr.travelNO), enabled })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      list: results.flatMap((r) => (r.data && r.data.status === 'APPROVED' && orderableFor(r.data, product) ? [travelRequestOptionOf(r.data)] : [])),
    }),
  });

  return {
    options: details.list,
    isPending: enabled && (list.isPending || bookable === undefined || company.isPending || details.pending),
    isError: list.isError,
  };
}

const NONE = '__none__';

/** The travel request a business trip is booked under, or none (the server decides at booking whether one is needed); any product. */
export function TravelRequestSelect(props: {
  value: string | null;
  onChange: (travelNO: string | null) => void;
  options: TravelRequestOption[];
  /** The chosen request when it is not among the options (an address naming it, still loading). */
  selected?: TravelRequestOption;
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const all = props.selected && !props.options.some((o) => o.travelNO === props.selected!.travelNO) ? [props.selected, ...props.options] : props.options;
  const dates = (o: TravelRequestOption) => fmt.dateRange(o.beginDate, o.endDate);
  return (
    <Select<string>
      size="large"
      style={{ width: '100%' }}
      value={props.value ?? NONE}
      onChange={(v) => props.onChange(v === NONE ? null : v)}
      loading={props.loading}
      showSearch
      optionFilterProp="search"
      classNames={{ popup: { root: 'tr-option-popup' } }}
      data-testid={props.testId}
      options={[
        { value: NONE, label: t('tr.picker.none'), search: t('tr.picker.none'), request: null },
        ...all.map((o) => ({ value: o.travelNO, label: `${o.route} · ${dates(o)}`, search: `${o.travelNO} ${o.route} ${o.purpose}`, request: o })),
      ]}
      optionRender={(option) => {
        const o = option.data.request;
        if (!o) return <span data-testid="tr-option" data-travel-no="">{t('tr.picker.none')}</span>;
        return (
          <div className="tr-option" data-testid="tr-option" data-travel-no={o.travelNO}>
            <div className="tr-option__top">
              <span className="tr-option__route">{o.route}</span>
              <Typography.Text type="secondary" className="tr-option__dates">
                {dates(o)}
              </Typography.Text>
            </div>
            <Typography.Text type="secondary" className="tr-option__meta">
              {o.travelNO}
              {o.purpose ? ` · ${o.purpose}` : ''}
            </Typography.Text>
          </div>
        );
      }}
    />
  );
}
