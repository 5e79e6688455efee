import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Empty, Radio, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import type { RushOption, RushType } from '@travel/contracts/train/rush-request';
import { useLocale } from '../../../lib/locale-provider';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useSelf } from '../../../lib/use-acting';
import { PolicyResultPanel } from '../../../widgets/policy/policy-result-panel';
import { EMPTY_REASON, reasonComplete, resultNeedsReason, type ReasonValue } from '../../../widgets/policy/reason-value';
import { usePassengers } from '../../../widgets/member/member-queries';
import { contactFromProfile, contactProblems, type ContactDraft } from '../booking/book-contact';
import { BookContactCard } from '../booking/book-contact-card';
import { BookChargeCard, type ChargeDraft } from '../booking/book-charge-card';
import { bookMissing } from '../booking/book-missing';
import { BookMissingList } from '../booking/book-missing-list';
import { parseBookParams } from '../booking/book-params';
import { BookAccountPassengers } from '../booking/book-account-passengers';
import { BookPassengersCard } from '../booking/book-passengers-card';
import { BookRequiredTitle } from '../booking/book-required-title';
import { MAX_PASSENGERS, type PaxDraft } from '../booking/pax-draft';
import { RailNightNotice } from '../rail-night-notice';
import { RushDeadlineCard } from './rush-deadline-card';
import { RushOptionsCard } from './rush-options-card';
import { RushPrepayCard } from './rush-prepay-card';
import { optionKey, rushBookParams, rushTripOf } from './rush-params';
import { useRushControl, useRushPrebook, useRushPreData, useRushQuote, useRushVerify } from './rush-queries';
import { buildRushInput } from './build-rush-input';
import { useRushSubmit } from './use-rush-submit';
import '../train.css';

/**
 * The pre-booking page of a sold-out trip set up as a waitlist or a grab: its options (other trains, classes, dates),
 * the deadline, the prepay as passengers change, and the booking's passengers, contact, provider and policy.
 */
export function RushBookPage(props: { type: RushType }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const user = useSelf();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBookParams(params), [params]);
  const trip = useMemo(() => (state ? rushTripOf(state) : null), [state]);
  const [options, setOptions] = useState<RushOption[]>(() => (trip ? [trip] : []));
  const [passengers, setPassengers] = useState<PaxDraft[]>([]);
  const [contact, setContact] = useState<ContactDraft>(() => contactFromProfile(user));
  const [provider, setProvider] = useState<string | null>(null);
  const [reason, setReason] = useState<ReasonValue>(EMPTY_REASON);
  const [charge, setCharge] = useState<ChargeDraft>({});
  const [limitTime, setLimitTime] = useState<string | null>(null);
  const saved = usePassengers(1);
  const money = (m: Money) => formatMoney(m, locale);
  const count = Math.max(1, passengers.length);

  const preData = useRushPreData(trip ? { trip, passengerCount: count } : null);
  const optionInput = useMemo(() => (options.length > 0 ? { optionList: options, passengerCount: count } : null), [options, count]);
  const verify = useRushVerify(optionInput);
  const prebook = useRushPrebook(optionInput);
  const quote = useRushQuote(
    useMemo(() => (options.length > 0 && passengers.length > 0 ? { optionList: options, passengerList: passengers.map((p) => ({ birthday: p.birthday || undefined })) } : null), [options, passengers]),
  );
  const travellerKeys = passengers.map((p) => p.key).join();
  const control = useRushControl(
    useMemo(
      () =>
        state?.travelType === 'BUSINESS' && passengers.length > 0
          ? {
              optionList: options,
              passengerList: passengers.map((p) => ({ source: p.source, ...(p.source === 'STAFF' && p.memberId ? { memberId: p.memberId } : {}) })),
              travelType: 'BUSINESS' as const,
              ...(state.travelNO ? { travelNO: state.travelNO } : {}),
            }
          : null,
      // The policy is asked again when the travellers or options change, not on every other edit.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [state, options, travellerKeys],
    ),
  );
  const rush = useRushSubmit(money, () => void quote.refetch());

  const data = prebook.data;
  useEffect(() => {
    if (data) setProvider((p) => p ?? data.serviceProviderList[0]?.serviceProviderId ?? null);
  }, [data]);
  // The latest deadline by default; a choice the options no longer allow falls back to it.
  const limitTimes = data?.limitTimeList;
  useEffect(() => {
    if (limitTimes && !limitTimes.some((c) => c.limitTime === limitTime)) setLimitTime(limitTimes.at(-1)?.limitTime ?? null);
  }, [limitTimes, limitTime]);

  if (!state || !trip) {
    return (
      <Card>
        <Empty description={t('train.book.incomplete')}>
          <Link to="/train">
            <Button type="primary">{t('train.results.backToSearch')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  }

  const maxPassengers = Math.min(MAX_PASSENGERS, data?.maxPassengerNumber ?? MAX_PASSENGERS);
  const addPassenger = (p: PaxDraft) => setPassengers((list) => (list.length >= maxPassengers ? list : [...list, { ...p, insuranceProductIds: [] }]));
  const removePassenger = (match: (p: PaxDraft) => boolean) => setPassengers((list) => list.filter((p) => !match(p)));
  const verdict = control.data?.control;
  const needReason = verdict ? resultNeedsReason(verdict) : false;
  const unsupported = (verify.data?.optionList ?? []).filter((o) => !o.supported);
  const problems = contactProblems(contact, user);
  const missing = bookMissing({
    journeyFailed: preData.isError,
    passengerCount: passengers.length,
    contact: problems,
    provider,
    reasonMissing: needReason && verdict !== undefined && !reasonComplete(verdict, reason),
  });
  const ready = data !== undefined && quote.data !== undefined && limitTime !== null && unsupported.length === 0 && missing.length === 0;
  const highest = verify.data?.optionList.find((o) => o.optionIndex === quote.data?.highestOptionIndex);
  const failed = preData.error ?? verify.error ?? prebook.error;
  const submit = () =>
    rush.submit(() => buildRushInput({ type: props.type, state, options, limitTime: limitTime!, prepay: quote.data!.totalPrepay, passengers, contact, profile: user, provider: provider!, reason: needReason ? reason : null, charge }));

  return (
    <div className="train-book" data-testid="rush-book-page" data-type={props.type}>
      <Typography.Title level={3}>{t(`train.rush.title.${props.type}`)}</Typography.Title>
      <Segmented<RushType>
        value={props.type}
        onChange={(type) => setParams(rushBookParams(state, type), { replace: true })}
        options={(['WAITLIST', 'GRAB'] as const).map((type) => ({ value: type, label: <span data-testid={`rush-type-${type}`}>{t(type === 'WAITLIST' ? 'train.rush.waitlist' : 'train.rush.grab')}</span> }))}
        style={{ marginBottom: 12 }}
      />
      {failed && <Alert type="error" showIcon message={isApiError(failed) ? failed.description : t('errors.unexpected')} style={{ marginBottom: 12 }} data-testid="rush-load-error" />}
      <RailNightNotice style={{ marginBottom: 12 }} />
      <RushOptionsCard
        type={props.type}
        options={options}
        views={verify.data?.optionList}
        preData={preData.data}
        loading={verify.isLoading}
        money={money}
        onAdd={(o) => setOptions((list) => (list.some((x) => optionKey(x) === optionKey(o)) ? list : [...list, o]))}
        onRemove={(o) => setOptions((list) => list.filter((x) => optionKey(x) !== optionKey(o)))}
      />
      <RushDeadlineCard list={limitTimes} value={limitTime} onChange={setLimitTime} />
      <BookPassengersCard
        passengers={passengers}
        max={maxPassengers}
        saved={saved.data?.list ?? []}
        selfMemberId={user.memberId}
        tripList={state.tripList}
        choiceOf={() => undefined}
        insurance={[]}
        forced={new Set()}
        money={money}
        onAdd={addPassenger}
        onRemove={removePassenger}
        onUpdate={(key, patch) => setPassengers((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)))}
      />
      <BookAccountPassengers passengers={passengers} full={passengers.length >= maxPassengers} onAdd={addPassenger} onRemove={removePassenger} />
      <BookContactCard value={contact} onChange={setContact} problems={problems} profile={user} />
      {state.travelType === 'BUSINESS' && <BookChargeCard value={charge} onChange={setCharge} />}
      <Card title={<BookRequiredTitle>{t('train.book.provider')}</BookRequiredTitle>} size="small" className="train-book__card" id="book-provider">
        <Radio.Group value={provider} onChange={(e) => setProvider(e.target.value as string)} data-testid="book-provider">
          {(data?.serviceProviderList ?? []).map((sp) => (
            <Radio key={sp.serviceProviderId} value={sp.serviceProviderId}>
              {sp.name}
            </Radio>
          ))}
        </Radio.Group>
      </Card>
      {verdict && (
        <Card title={t('train.book.policy')} size="small" className="train-book__card" id="book-policy" data-testid="book-policy">
          <PolicyResultPanel result={verdict} reason={reason} onReasonChange={setReason} />
        </Card>
      )}
      <RushPrepayCard quote={quote.data} passengers={passengers} money={money} highestTrain={highest ? `${highest.trainNo} ${t(`policy.seatClass.${highest.seatClass}`)}` : null} />

      {unsupported.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="rush-unsupported" message={unsupported.map((o) => t('train.rush.notSupported', { option: `${o.trainNo} ${t(`policy.seatClass.${o.seatClass}`)}` })).join(' ')} />
      )}
      {rush.error && <Alert type="error" showIcon message={rush.error} style={{ marginBottom: 12 }} data-testid="book-error" />}
      {(data || preData.isError) && <BookMissingList missing={missing} />}
      <Button type="primary" size="large" block loading={rush.submitting} disabled={!ready || rush.submitting} onClick={() => void submit()} data-testid="rush-submit">
        {t(`train.rush.submit.${props.type}`)}
      </Button>
    </div>
  );
}
