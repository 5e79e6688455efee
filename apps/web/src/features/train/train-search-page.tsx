import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Col, Radio, Row, Segmented, Space, Tag, Typography } from 'antd';
import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { searchModeSchema, type SearchMode, type SearchPassenger } from '@travel/contracts/train/search';
import { isApiError } from '../../lib/api-error';
import { PassengerEditor } from './passenger-editor';
import { passengerIssues } from './passenger-list';
import { useRegroupConfirm } from './regroup-confirm';
import { parseSearchParams, toSearchParams, type TrainSearchState, type TravelType } from './search-params';
import { StationPicker } from './station-picker';
import { TrainDatePicker } from './train-date-picker';
import { useTrainDateRange, useVerifyPassengers } from './train-queries';
import './train.css';

type FieldErrors = Partial<Record<'from' | 'to' | 'date', string>>;

/** The train search: where from and to, the date, trip type, search mode and travellers; the results get the URL. */
export function TrainSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<TrainSearchState>(() => parseSearchParams(new URLSearchParams(location.search)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const range = useTrainDateRange({ travelType: state.travelType });
  const verify = useVerifyPassengers();
  const confirmRegroup = useRegroupConfirm();
  const issues = useMemo(() => passengerIssues(state.passengers), [state.passengers]);

  const sale = range.data?.saleDateList ?? [];
  const presale = range.data?.preSaleDateList ?? [];
  // No date yet, or one that cannot be booked (an old link): the first bookable date.
  useEffect(() => {
    if (!range.data) return;
    const bookable = [...range.data.saleDateList, ...range.data.preSaleDateList];
    if (!state.date || !bookable.includes(state.date)) setState((s) => ({ ...s, date: range.data.departureDate }));
  }, [range.data, state.date]);

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
    if (!state.date) next.date = t('train.search.missingDate');
    setErrors(next);
    if (Object.keys(next).length > 0 || issues.length > 0) return;
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

  return (
    <Space direction="vertical" size="middle" className="train-page" data-testid="train-search-page">
      <Typography.Title level={2} className="train-page__title">
        {t('train.search.title')}
      </Typography.Title>
      <Card>
        <div className="train-route">
          <div className="train-route__place">
            <StationPicker
              label={t('train.search.from')}
              title={t('train.picker.titleFrom')}
              value={state.from}
              onChange={(from) => set({ from })}
              testId="train-from"
              error={errors.from}
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
            />
          </div>
        </div>

        <Row gutter={[16, 16]} className="train-search-fields">
          <Col xs={24} md={12}>
            <div className="train-field">
              <label className="train-field__label">{t('train.search.date')}</label>
              <TrainDatePicker
                value={state.date}
                onChange={(date) => set({ date })}
                saleDates={sale}
                presaleDates={presale}
                loading={range.isPending}
                status={errors.date ? 'error' : undefined}
                testId="train-date"
              />
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
              {range.isError && (
                <Alert type="error" showIcon message={isApiError(range.error) ? range.error.description : t('errors.loadFailed')} style={{ marginTop: 8 }} />
              )}
            </div>
          </Col>
          <Col xs={24} md={12}>
            <div className="train-field">
              <label className="train-field__label">{t('train.search.travelType')}</label>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={state.travelType}
                onChange={(e) => set({ travelType: e.target.value as TravelType })}
                options={(['BUSINESS', 'PRIVATE'] as const).map((v) => ({ value: v, label: t(`policy.travelType.${v}`) }))}
                data-testid="train-travel-type"
              />
            </div>
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
        <Button type="primary" size="large" block icon={<SearchOutlined />} loading={verify.isPending} onClick={() => void search()} data-testid="train-search">
          {t('train.search.submit')}
        </Button>
      </Card>
    </Space>
  );
}
