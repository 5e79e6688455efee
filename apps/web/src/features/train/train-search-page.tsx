import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Col, Radio, Row, Segmented, Space, Tag, Typography } from 'antd';
import { CalendarOutlined, LockOutlined, SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { searchModeSchema, type SearchMode, type SearchPassenger } from '@travel/contracts/train/search';
import { isApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/use-format';
import { PassengerEditor } from './passenger-editor';
import { passengerIssues } from './passenger-list';
import { useRegroupConfirm } from './regroup-confirm';
import { parseSearchParams, toSearchParams, type TrainSearchState, type TravelType } from './search-params';
import { StationPicker } from './station-picker';
import { TrainDatePicker } from './train-date-picker';
import { useTrainDateRange, useTrainTravelRequests, useVerifyPassengers } from './train-queries';
import { TravelRequestSelect, travelRequestOptionOf, useTravelRequestDetail } from '../../widgets/travel-request/travel-request-select';
import { isAmong } from './tr-places';
import { useRequestPlaces } from './use-request-places';
import './train.css';

type FieldErrors = Partial<Record<'from' | 'to' | 'date', string>>;

/**
 * The train search: trip type and, on a business trip, the travel request; where from and to, the date, search mode
 * and travellers; the results get the URL. Under a travel request the places are its cities (first leg prefilled) and
 * the dates its train window (date_range answers them narrowed); no request or a private trip frees them.
 */
export function TrainSearchPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<TrainSearchState>(() => parseSearchParams(new URLSearchParams(location.search)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const business = state.travelType === 'BUSINESS';
  const travelNO = business ? state.travelNO : null;
  const range = useTrainDateRange(travelNO ? { travelType: 'BUSINESS', travelNO } : { travelType: state.travelType });
  const requests = useTrainTravelRequests(business);
  const request = useTravelRequestDetail(travelNO);
  const places = useRequestPlaces(travelNO ? request.data : undefined);
  const locked = travelNO !== null && places.ready && places.choices.length > 0;
  const noCity = travelNO !== null && places.ready && places.choices.length === 0;
  /** The request chosen just now (its first leg and date are then filled in). */
  const justChosen = useRef<string | null>(null);
  const verify = useVerifyPassengers();
  const confirmRegroup = useRegroupConfirm();
  const issues = useMemo(() => passengerIssues(state.passengers), [state.passengers]);

  const sale = range.data?.saleDateList ?? [];
  const presale = range.data?.preSaleDateList ?? [];
  const noDates = range.data !== undefined && sale.length === 0 && presale.length === 0;
  // No date yet, or one that cannot be booked (an old link, another request's window): the first bookable date.
  useEffect(() => {
    if (!range.data) return;
    const bookable = [...range.data.saleDateList, ...range.data.preSaleDateList];
    if (bookable.length === 0) return;
    if (!state.date || !bookable.includes(state.date)) setState((s) => ({ ...s, date: range.data.departureDate }));
  }, [range.data, state.date]);

  // Under a request the places are its cities: a request chosen just now, or an address whose places are not the
  // request's, gets its first leg's cities and (when it can be booked) that leg's date.
  const placesKey = JSON.stringify([places.choices, places.firstLeg]);
  useEffect(() => {
    if (!travelNO || !places.ready || !range.data) return;
    const fresh = justChosen.current === travelNO;
    justChosen.current = null;
    const leg = places.firstLeg;
    if (!leg) return;
    const placesOff = !isAmong(state.from, places.choices) || !isAmong(state.to, places.choices);
    if (!fresh && !placesOff) return;
    const bookable = [...range.data.saleDateList, ...range.data.preSaleDateList];
    setState((s) => ({ ...s, from: leg.from, to: leg.to, date: bookable.includes(leg.beginDate) ? leg.beginDate : s.date }));
    setErrors(({ from: _from, to: _to, ...rest }) => rest);
    // placesKey stands for places.choices and places.firstLeg.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [travelNO, places.ready, placesKey, range.data]);

  const chooseRequest = (next: string | null) => {
    justChosen.current = next;
    set({ travelNO: next });
  };

  const set = (patch: Partial<TrainSearchState>) => {
    setState((s) => ({ ...s, ...patch }));
    setFailure(null);
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      return next;
    });
  };

  const go = (passengers: SearchPassenger[]) => {
    const query = toSearchParams({ ...state, passengers }).toString();
    navigate(`/train/results?${query}`);
  };

  const search = async () => {
    setSubmitted(true);
    setFailure(null);
    const next: FieldErrors = {};
    if (!state.from) next.from = t('train.search.missingFrom');
    if (!state.to) next.to = t('train.search.missingTo');
    if (state.from && state.to && state.from.type === state.to.type && state.from.code === state.to.code) next.to = t('train.search.samePlace');
    if (!state.date || noDates) next.date = noDates ? t('train.tr.noDates') : t('train.search.missingDate');
    setErrors(next);
    if (Object.keys(next).length > 0 || issues.length > 0) return;
    // A request the date range refused (no longer approved, trains not allowed): its words are on the page already.
    if (travelNO && range.isError) return;
    try {
      const verified = await verify.mutateAsync({ passengerList: state.passengers });
      go(verified.passengerList);
    } catch (error) {
      const regrouped = await confirmRegroup(error);
      if (regrouped) {
        set({ passengers: regrouped });
        go(regrouped);
      } else if (regrouped === undefined) {
        setFailure(isApiError(error) ? error.description : t('errors.unexpected'));
      }
    }
  };

  const isPresale = state.date !== null && presale.includes(state.date);
  const lockedNote = travelNO ? t('train.tr.locked', { travelNO }) : undefined;
  const selected = request.data ? travelRequestOptionOf(request.data) : undefined;

  return (
    <Space direction="vertical" size="middle" className="train-page" data-testid="train-search-page">
      <Typography.Title level={2} className="train-page__title">
        {t('train.search.title')}
      </Typography.Title>
      <Card>
        <Row gutter={[16, 0]} className="train-search-fields">
          <Col xs={24} md={8}>
            <div className="train-field">
              <label className="train-field__label">{t('train.search.travelType')}</label>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={state.travelType}
                onChange={(e) => set({ travelType: e.target.value as TravelType, travelNO: null })}
                options={(['BUSINESS', 'PRIVATE'] as const).map((v) => ({ value: v, label: t(`policy.travelType.${v}`) }))}
                data-testid="train-travel-type"
              />
            </div>
          </Col>
          {business && (
            <Col xs={24} md={16}>
              <div className="train-field" data-testid="train-tr-field">
                <label className="train-field__label">{t('train.tr.label')}</label>
                <TravelRequestSelect
                  value={travelNO}
                  onChange={chooseRequest}
                  options={requests.options}
                  selected={selected}
                  loading={requests.isPending}
                  testId="train-tr-select"
                />
                {travelNO && locked && (
                  <Typography.Text type="secondary" className="train-field__hint" data-testid="train-tr-locked">
                    <LockOutlined /> {t('train.tr.lockedHint')}
                  </Typography.Text>
                )}
                {noCity && <Alert type="warning" showIcon message={t('train.tr.noCity')} style={{ marginTop: 8 }} data-testid="train-tr-no-city" />}
                {request.isError && (
                  <Alert type="error" showIcon message={isApiError(request.error) ? request.error.description : t('errors.loadFailed')} style={{ marginTop: 8 }} />
                )}
                {!travelNO && !requests.isPending && requests.options.length === 0 && (
                  <Typography.Text type="secondary" className="train-field__hint" data-testid="train-tr-empty">
                    {requests.isError ? t('errors.loadFailed') : t('train.tr.empty')}
                  </Typography.Text>
                )}
              </div>
            </Col>
          )}
        </Row>

        <div className="train-route">
          <div className="train-route__place">
            <StationPicker
              label={t('train.search.from')}
              title={t('train.picker.titleFrom')}
              value={state.from}
              onChange={(from) => set({ from })}
              testId="train-from"
              error={errors.from}
              choices={locked ? places.choices : undefined}
              lockedNote={lockedNote}
            />
          </div>
          <Button
            shape="circle"
            icon={<SwapOutlined />}
            className="train-route__swap"
            onClick={() => set({ from: state.to, to: state.from })}
            aria-label={t('train.search.swap')}
            title={t('train.search.swap')}
            data-testid="train-swap"
          />
          <div className="train-route__place">
            <StationPicker
              label={t('train.search.to')}
              title={t('train.picker.titleTo')}
              value={state.to}
              onChange={(to) => set({ to })}
              testId="train-to"
              error={errors.to}
              choices={locked ? places.choices : undefined}
              lockedNote={lockedNote}
            />
          </div>
        </div>

        <Row gutter={[16, 16]} className="train-search-fields">
          <Col xs={24} md={12}>
            <div className="train-field">
              <label className="train-field__label">
                {t('train.search.date')}
                {travelNO && <LockOutlined className="train-field__lock" aria-label={lockedNote} />}
              </label>
              <TrainDatePicker
                value={state.date}
                onChange={(date) => set({ date })}
                saleDates={sale}
                presaleDates={presale}
                loading={range.isPending}
                status={errors.date ? 'error' : undefined}
                testId="train-date"
              />
              {travelNO && range.data?.trBeginDate && (
                <Typography.Text type="secondary" className="train-field__hint" data-testid="train-date-tr" data-begin={range.data.trBeginDate} data-end={range.data.trEndDate ?? ''}>
                  <CalendarOutlined /> {t('train.tr.dates', { range: fmt.dateRange(range.data.trBeginDate, range.data.trEndDate) })}
                </Typography.Text>
              )}
              {noDates && travelNO && <Alert type="warning" showIcon message={t('train.tr.noDates')} style={{ marginTop: 8 }} data-testid="train-tr-no-dates" />}
              {isPresale && (
                <div className="train-field__note" data-testid="train-date-presale">
                  <Tag color="orange">{t('train.search.presale')}</Tag>
                  <Typography.Text type="secondary">{t('train.search.presaleHint')}</Typography.Text>
                </div>
              )}
              {errors.date && (
                <Typography.Text type="danger" className="train-field-error">
                  {errors.date}
                </Typography.Text>
              )}
              {range.isError && !request.isError && (
                <Alert type="error" showIcon message={isApiError(range.error) ? range.error.description : t('errors.loadFailed')} style={{ marginTop: 8 }} data-testid="train-date-error" />
              )}
            </div>
          </Col>
          <Col xs={24} md={12}>
            <div className="train-field">
              <label className="train-field__label">{t('train.search.mode')}</label>
              <Segmented<SearchMode>
                block
                className="train-mode"
                value={state.mode}
                onChange={(mode) => set({ mode })}
                options={searchModeSchema.options.map((m) => ({ value: m, label: <span data-testid={`train-mode-${m}`}>{t(`train.mode.${m}`)}</span> }))}
              />
            </div>
          </Col>
          <Col xs={24}>
            <div className="train-field">
              <label className="train-field__label">{t('train.search.travellers')}</label>
              <PassengerEditor
                value={state.passengers}
                onChange={(passengers) => set({ passengers })}
                issues={issues}
                showAgeIssues={submitted}
              />
            </div>
          </Col>
        </Row>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} data-testid="train-search-error" />}
        <Button
          type="primary"
          size="large"
          block
          icon={<SearchOutlined />}
          loading={verify.isPending || (travelNO !== null && !places.ready && !request.isError)}
          onClick={() => void search()}
          data-testid="train-search"
        >
          {t('train.search.submit')}
        </Button>
      </Card>
    </Space>
  );
}
