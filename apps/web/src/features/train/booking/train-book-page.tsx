import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Empty, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookTrip } from '@travel/contracts/train/booking';
import type { Money } from '@travel/contracts/platform/envelope';
import { useLocale } from '../../../lib/locale-provider';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { PolicyResultPanel } from '../../../widgets/policy/policy-result-panel';
import { EMPTY_REASON, reasonComplete, resultNeedsReason, type ReasonValue } from '../../../widgets/policy/reason-value';
import { useSelf } from '../../../lib/use-acting';
import { contactFromProfile, contactProblems, type ContactDraft } from './book-contact';
import { BookContactCard } from './book-contact-card';
import { buildBookInput } from './book-input';
import { BookChargeCard, type ChargeDraft } from './book-charge-card';
import { bookMissing } from './book-missing';
import { BookMissingList } from './book-missing-list';
import { parseBookParams, toBookParams } from './book-params';
import { BookAccountPassengers } from './book-account-passengers';
import { BookPassengersCard } from './book-passengers-card';
import { BookPricesCard } from './book-prices-card';
import { BookRequiredTitle } from './book-required-title';
import { BookTripsCard } from './book-trips-card';
import { RailNightNotice } from '../rail-night-notice';
import { MAX_PASSENGERS, travellerRef, type PaxDraft } from './pax-draft';
import { usePrebookData, usePrebookFee, useTmcControl } from './booking-queries';
import { useBookSubmit } from './use-book-submit';
import { RiskSmsModal } from './risk-sms-modal';
import '../train.css';
import { usePassengers } from '../../../widgets/member/member-queries';
import { RushBookPage } from '../rush/rush-book-page';
import { rushBookParams, rushTypeOf } from '../rush/rush-params';

/**
 * The pre-booking page: the train and seat class, passengers, contact (prefilled from the profile), provider,
 * insurance, policy and prices; Submit says what it still needs rather than staying silently grey.
 */
export function TrainBookPage() {
  const [params] = useSearchParams();
  const rush = rushTypeOf(params);
  // One page for both, so that switching a sold-out trip to a waitlist keeps the address's trip.
  return rush ? <RushBookPage type={rush} /> : <PlainBookPage />;
}

function PlainBookPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const user = useSelf();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBookParams(params), [params]);
  const [passengers, setPassengers] = useState<PaxDraft[]>([]);
  const prebook = usePrebookData(state?.tripList ?? null, passengers.length || 1);
  const saved = usePassengers(1);
  const [contact, setContact] = useState<ContactDraft>(() => contactFromProfile(user));
  const [provider, setProvider] = useState<string | null>(null);
  const [reason, setReason] = useState<ReasonValue>(EMPTY_REASON);
  const [charge, setCharge] = useState<ChargeDraft>({});
  const money = (m: Money) => formatMoney(m, locale);
  const booking = useBookSubmit(money, (tripList) => state && setParams(toBookParams({ ...state, tripList }), { replace: true }));

  const data = prebook.data;
  const insurance = data?.insuranceList ?? [];
  useEffect(() => {
    if (data) setProvider((p) => p ?? data.serviceProviderList[0]?.serviceProviderId ?? null);
  }, [data]);

  // Insurance preselected by its sale config for each new passenger.
  const preselected = useMemo(() => insurance.filter((i) => i.saleConfig === 'DEFAULT_SALE' || i.saleConfig === 'FORCED_SALE').map((i) => i.insuranceProductId), [insurance]);
  const forced = useMemo(() => new Set(insurance.filter((i) => i.saleConfig === 'FORCED_SALE').map((i) => i.insuranceProductId)), [insurance]);
  const maxPassengers = Math.min(MAX_PASSENGERS, data?.maxPassengerNumber ?? MAX_PASSENGERS);
  const addPassenger = (p: PaxDraft) => setPassengers((list) => (list.length >= maxPassengers ? list : [...list, { ...p, insuranceProductIds: preselected }]));

  const feeInput = useMemo(
    () => (state && passengers.length > 0 ? { tripList: state.tripList, passengerList: passengers.map((p) => ({ insuranceProductIds: p.insuranceProductIds, birthday: p.birthday || undefined, freeChild: p.freeChild !== undefined })) } : null),
    [state, passengers],
  );
  const fee = usePrebookFee(feeInput);
  const travellerKeys = passengers.map((p) => p.key).join();
  const controlInput = useMemo(
    () =>
      state && state.travelType === 'BUSINESS' && passengers.length > 0
        ? {
            tripList: state.tripList,
            travellers: passengers.map((p) => travellerRef(p, user.memberId)),
            birthdayList: passengers.map((p) => (/^\d{4}-\d{2}-\d{2}$/.test(p.birthday) ? p.birthday : null)),
            travelType: 'BUSINESS' as const,
          }
        : null,
    // The policy is asked again when the travellers change, not on every seat or insurance choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, travellerKeys, user.memberId],
  );
  const control = useTmcControl(controlInput);
  const controls = control.data?.tripList ?? [];
  const needReason = controls.some((c) => resultNeedsReason(c.control));

  if (!state) {
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

  const setSeatClass = (tripIndex: number, seatClass: BookTrip['seatClass']) => {
    const seat = data?.tripList.find((x) => x.tripIndex === tripIndex)?.trip.seatList.find((s) => s.seatClass === seatClass);
    setParams(
      toBookParams({ ...state, tripList: state.tripList.map((x) => (x.tripIndex === tripIndex ? { ...x, seatClass, ...(seat ? { price: seat.price } : {}) } : x)) }),
      { replace: true },
    );
  };

  const problems = contactProblems(contact, user);
  const missing = bookMissing({
    journeyFailed: prebook.isError,
    passengerCount: passengers.length,
    contact: problems,
    provider,
    reasonMissing: needReason && !controls.every((c) => reasonComplete(c.control, reason)),
  });
  // While the journey loads there is nothing to point at yet: Submit just waits.
  const ready = data !== undefined && missing.length === 0;
  const submit = () =>
    booking.submit(() => buildBookInput({ state, passengers, contact, profile: user, provider: provider!, reason: needReason ? reason : null, charge }));

  return (
    <div className="train-book" data-testid="train-book-page">
      <Typography.Title level={3}>{t('train.book.title')}</Typography.Title>
      {prebook.isError && <Alert type="error" showIcon message={isApiError(prebook.error) ? prebook.error.description : t('errors.unexpected')} style={{ marginBottom: 12 }} />}

      <RailNightNotice style={{ marginBottom: 12 }} />
      <BookTripsCard state={state} trips={data?.tripList} loading={prebook.isLoading} money={money} onSeatClass={setSeatClass} onRush={(type) => setParams(rushBookParams(state, type))} />
      <BookPassengersCard
        passengers={passengers}
        max={maxPassengers}
        saved={saved.data?.list ?? []}
        selfMemberId={user.memberId}
        tripList={state.tripList}
        choiceOf={(tripIndex) => data?.tripList.find((x) => x.tripIndex === tripIndex)}
        insurance={insurance}
        forced={forced}
        money={money}
        onAdd={addPassenger}
        onRemove={(match) => setPassengers((list) => list.filter((p) => !match(p)))}
        onUpdate={(key, patch) => setPassengers((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)))}
      />
      <BookAccountPassengers passengers={passengers} full={passengers.length >= maxPassengers} onAdd={addPassenger} onRemove={(match) => setPassengers((list) => list.filter((p) => !match(p)))} />
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

      {controls.length > 0 && (
        <Card title={t('train.book.policy')} size="small" className="train-book__card" id="book-policy" data-testid="book-policy">
          {controls.map((c, i) => (
            <PolicyResultPanel key={c.tripIndex} result={c.control} reason={reason} onReasonChange={i === 0 ? setReason : undefined} readOnly={i > 0} />
          ))}
        </Card>
      )}

      <BookPricesCard fee={fee.data} passengers={passengers} tripList={state.tripList} money={money} />

      {booking.error && <Alert type="error" showIcon message={booking.error} style={{ marginBottom: 12 }} data-testid="book-error" />}
      {(data || prebook.isError) && <BookMissingList missing={missing} />}
      <Button type="primary" size="large" block loading={booking.submitting} disabled={!ready || booking.submitting} onClick={() => void submit()} data-testid="book-submit">
        {t('train.book.submit')}
      </Button>
      <RiskSmsModal verification={booking.riskSms} onDone={booking.riskDone} />
    </div>
  );
}
