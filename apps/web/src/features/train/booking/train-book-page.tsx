import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Empty, Input, Radio, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BookPassenger, BookSubmitInput, BookTrip } from '@travel/contracts/train/booking';
import { bookSubmitCall, priceChangeConfirmCall } from '@travel/contracts/train/booking';
import type { Money } from '@travel/contracts/platform/envelope';
import { useLocale } from '../../../app/locale-provider';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { uuid } from '../../../lib/uuid';
import { useFormat } from '../../../lib/use-format';
import { PolicyResultPanel } from '../../policy/policy-result-panel';
import { EMPTY_REASON, reasonComplete, reasonForBooking, resultNeedsReason, type ReasonValue } from '../../policy/reason-value';
import { revealMasked, usePassengers } from '../../profile/profile-queries';
import { useUser } from '../../auth/use-session';
import { clockTime } from '../train-format';
import { AddPassengerModal, type ColleagueChoice } from './add-passenger-modal';
import { parseBookParams, toBookParams } from './book-params';
import { ColleaguePicker } from './colleague-picker';
import { fromSaved, MAX_PASSENGERS, travellerRef, type PaxDraft } from './pax-draft';
import { usePrebookData, usePrebookFee, useTmcControl } from './booking-queries';
import '../train.css';

/** The price the server answered with TRAIN_PRICE_CHANGED, by trip. */
function changedPrices(data: unknown): { tripIndex: number; price: Money }[] {
  const list = (data as { tripList?: unknown } | null)?.tripList;
  return Array.isArray(list) ? (list as { tripIndex: number; price: Money }[]).filter((x) => x && typeof x.tripIndex === 'number' && x.price) : [];
}

/** The pre-booking page: the train, seat class, passengers, contact, provider, insurance, policy, prices and submit. */
export function TrainBookPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBookParams(params), [params]);
  const [passengers, setPassengers] = useState<PaxDraft[]>([]);
  const prebook = usePrebookData(state?.tripList ?? null, passengers.length || 1);
  const saved = usePassengers(1);
  const [adding, setAdding] = useState(false);
  const [colleague, setColleague] = useState<ColleagueChoice | null>(null);
  const [contact, setContact] = useState({ name: '', mobile: '', email: '' });
  const [provider, setProvider] = useState<string | null>(null);
  const [reason, setReason] = useState<ReasonValue>(EMPTY_REASON);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const money = (m: Money) => formatMoney(m, locale);

  const data = prebook.data;
  const insurance = data?.insuranceList ?? [];

  // Contact and provider defaults once the prebook data is there.
  useEffect(() => {
    if (!data) return;
    const def = data.contactList.find((c) => c.isDefault);
    // Masked values are not prefilled: the traveller types the mobile and email the notices go to.
    setContact((c) => (c.name ? c : { ...c, name: def?.name ?? user.userName }));
    setProvider((p) => p ?? data.serviceProviderList[0]?.serviceProviderId ?? null);
  }, [data, user]);

  // Insurance preselected by its sale config for each new passenger.
  const preselected = useMemo(() => insurance.filter((i) => i.saleConfig === 'DEFAULT' || i.saleConfig === 'FORCED').map((i) => i.insuranceProductId), [insurance]);
  const forced = useMemo(() => new Set(insurance.filter((i) => i.saleConfig === 'FORCED').map((i) => i.insuranceProductId)), [insurance]);
  const maxPassengers = Math.min(MAX_PASSENGERS, data?.maxPassengerNumber ?? MAX_PASSENGERS);
  const addPassenger = (p: PaxDraft) => setPassengers((list) => (list.length >= maxPassengers ? list : [...list, { ...p, insuranceProductIds: preselected }]));
  const update = (key: string, patch: Partial<PaxDraft>) => setPassengers((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const tripList = state?.tripList ?? [];
  const feeInput = useMemo(
    () => (state && passengers.length > 0 ? { tripList: state.tripList, passengerList: passengers.map((p) => ({ insuranceProductIds: p.insuranceProductIds })) } : null),
    [state, passengers],
  );
  const fee = usePrebookFee(feeInput);
  const travellers = passengers.map((p) => travellerRef(p, user.memberId));
  const controlInput = useMemo(
    () => (state && state.travelType === 'BUSINESS' && passengers.length > 0 ? { tripList: state.tripList, travellers, travelType: 'BUSINESS' as const } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, passengers.map((p) => p.key).join()],
  );
  const control = useTmcControl(controlInput);
  const controls = control.data?.tripList ?? [];
  const needReason = controls.some((c) => resultNeedsReason(c.control));
  const reasonOk = controls.every((c) => reasonComplete(c.control, reason));

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
    const trip = data?.tripList.find((x) => x.tripIndex === tripIndex)?.trip;
    const seat = trip?.seatList.find((s) => s.seatClass === seatClass);
    setParams(
      toBookParams({ ...state, tripList: state.tripList.map((x) => (x.tripIndex === tripIndex ? { ...x, seatClass, ...(seat ? { price: seat.price } : {}) } : x)) }),
      { replace: true },
    );
  };

  const contactOk = contact.name.trim() !== '' && contact.mobile.trim().length >= 5 && /^\S+@\S+\.\S+$/.test(contact.email.trim());
  const canSubmit = passengers.length > 0 && contactOk && provider !== null && (!needReason || reasonOk) && !submitting;

  const buildInput = async (): Promise<BookSubmitInput> => {
    const passengerList: BookPassenger[] = [];
    for (const p of passengers) {
      let idNumber = p.idNumber;
      if (idNumber.includes('*') && p.passengerId) {
        idNumber = (await revealMasked({ targetType: 'PASSENGER', targetId: p.passengerId, fieldType: 'CERT_NO', certificateId: p.certificateId })) ?? idNumber;
      }
      passengerList.push({
        source: p.source,
        ...(p.passengerId ? { passengerId: p.passengerId } : {}),
        ...(p.source === 'STAFF' && p.memberId ? { memberId: p.memberId } : {}),
        familyName: p.familyName,
        givenName: p.givenName,
        birthday: p.birthday,
        gender: p.gender,
        nationality: p.nationality,
        mobileCountryCode: '86',
        idType: 'PASSPORT',
        idNumber,
        placeOfIssue: p.placeOfIssue,
        idExpiredDate: p.idExpiredDate,
        ...(p.seatLetter ? { seatLetter: p.seatLetter } : {}),
        ...(p.berth ? { berth: p.berth } : {}),
        insuranceProductIds: p.insuranceProductIds,
      });
    }
    const violation = reasonForBooking(reason);
    return {
      tripList: state.tripList,
      passengerList,
      contact: { name: contact.name.trim(), mobileCountryCode: '86', mobile: contact.mobile.trim(), email: contact.email.trim() },
      serviceProviderId: provider as BookSubmitInput['serviceProviderId'],
      travelType: state.travelType,
      ...(state.travelNO ? { travelNO: state.travelNO } : {}),
      ...(needReason && (violation.reasonCode || violation.reasonText) ? { violationReason: violation } : {}),
      acceptNoSeat: false,
      acceptHybridPayment: true,
      ignoreDuplicate: false,
    };
  };

  const done = (out: { orderId: string; bookOrderStatus: string; payOrder: { needPay: boolean } | null }) => {
    attemptKey.current = null;
    if (out.payOrder?.needPay) navigate(`/train/pay/${out.orderId}`);
    else navigate(`/train/orders/${out.orderId}`);
  };

  const send = async (input: BookSubmitInput, priceConfirm = false): Promise<void> => {
    attemptKey.current ??= uuid();
    try {
      const out = await callApi(priceConfirm ? priceChangeConfirmCall : bookSubmitCall, input, { idempotencyKey: attemptKey.current });
      done(out);
    } catch (e) {
      // The attempt is over (an answer came back): the next one, changed or not, is a new submission.
      if (isApiError(e) && !e.isClientSide) attemptKey.current = null;
      if (isApiError(e, '430019095')) {
        const orders = ((e.data as { orderList?: { orderId: string }[] } | null)?.orderList ?? []).map((o) => o.orderId);
        const goOn = await new Promise<boolean>((resolve) =>
          modal.confirm({
            title: t('train.book.repeatTitle'),
            content: (
              <div data-testid="repeat-order-dialog">
                <p>{e.description}</p>
                {orders.length > 0 && <p>{t('train.book.repeatOrders', { orders: orders.join(', ') })}</p>}
              </div>
            ),
            okText: t('train.book.continue'),
            cancelText: t('train.book.goBack'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          }),
        );
        if (goOn) await send({ ...input, ignoreDuplicate: true }, priceConfirm);
        return;
      }
      if (isApiError(e, 'TRAIN_PRICE_CHANGED')) {
        const latest = changedPrices(e.data);
        const accept = await new Promise<boolean>((resolve) =>
          modal.confirm({
            title: t('train.book.priceChangedTitle'),
            content: (
              <div data-testid="price-changed-dialog">
                <p>{e.description}</p>
                {latest.map((l) => (
                  <p key={l.tripIndex}>{t('train.book.latestPrice', { train: input.tripList.find((x) => x.tripIndex === l.tripIndex)?.trainNo ?? '', price: money(l.price) })}</p>
                ))}
              </div>
            ),
            okText: t('train.book.acceptPrice'),
            cancelText: t('common.cancel'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          }),
        );
        if (accept) {
          const tripList = input.tripList.map((x) => ({ ...x, price: latest.find((l) => l.tripIndex === x.tripIndex)?.price ?? x.price }));
          setParams(toBookParams({ ...state, tripList }), { replace: true });
          await send({ ...input, tripList }, true);
        }
        return;
      }
      setError(isApiError(e) ? e.description || e.resultCode : String(e));
    }
  };

  const submit = async () => {
    setError(null);
    setSubmitting(true);
    try {
      await send(await buildInput());
    } catch (e) {
      setError(isApiError(e) ? e.description : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  const savedList = saved.data?.list ?? [];
  const chosen = new Set(passengers.map((p) => p.passengerId).filter(Boolean));
  const choice = (tripIndex: number) => data?.tripList.find((x) => x.tripIndex === tripIndex);

  return (
    <div className="train-book" data-testid="train-book-page">
      <Typography.Title level={3}>{t('train.book.title')}</Typography.Title>
      {prebook.isError && <Alert type="error" showIcon message={isApiError(prebook.error) ? prebook.error.description : t('errors.unexpected')} style={{ marginBottom: 12 }} />}

      <Card title={t('train.book.trains')} size="small" style={{ marginBottom: 12 }} data-testid="book-trains">
        {prebook.isLoading && <Skeleton active />}
        {data?.tripList.map((x) => (
          <div key={x.tripIndex} className="train-book__trip" data-testid="book-trip" data-train-no={x.trip.trainNo}>
            <Space wrap size={[12, 4]}>
              <Typography.Text strong>{x.trip.trainNo}</Typography.Text>
              <span>{fmt.date(x.trip.departureDate)}</span>
              <span>
                {clockTime(x.trip.departureTime)} {x.trip.fromStation.stationName} → {clockTime(x.trip.arrivalTime)} {x.trip.toStation.stationName}
              </span>
              <Tag color={state.travelType === 'BUSINESS' ? 'blue' : 'green'}>{t(`policy.travelType.${state.travelType}`)}</Tag>
              {state.travelNO && <Tag>{state.travelNO}</Tag>}
            </Space>
            <div style={{ marginTop: 8 }}>
              <Radio.Group
                value={state.tripList.find((s) => s.tripIndex === x.tripIndex)?.seatClass}
                onChange={(e) => setSeatClass(x.tripIndex, e.target.value as BookTrip['seatClass'])}
                data-testid="book-seat-class"
              >
                {x.trip.seatList.map((s) => (
                  <Radio.Button key={s.seatClass} value={s.seatClass} disabled={s.seatRemain === 0} data-seat-class={s.seatClass}>
                    {t(`policy.seatClass.${s.seatClass}`)} {money(s.price)}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </div>
            {x.ticketRushInfo && <Alert type="warning" showIcon style={{ marginTop: 8 }} message={t('train.book.soldOut')} />}
          </div>
        ))}
      </Card>

      <Card
        title={t('train.book.passengers', { n: passengers.length, max: maxPassengers })}
        size="small"
        style={{ marginBottom: 12 }}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={passengers.length >= maxPassengers} data-testid="book-add-passenger">
            {t('train.book.addPassenger')}
          </Button>
        }
      >
        <Typography.Text type="secondary">{t('train.book.savedHint')}</Typography.Text>
        <div className="train-book__saved" data-testid="book-saved-passengers">
          {savedList.map((p) => {
            const draft = fromSaved(p);
            return (
              <Checkbox
                key={p.passengerId}
                checked={chosen.has(p.passengerId)}
                disabled={!draft || (!chosen.has(p.passengerId) && passengers.length >= maxPassengers)}
                onChange={(e) => {
                  if (e.target.checked && draft) addPassenger(draft);
                  else setPassengers((list) => list.filter((x) => x.passengerId !== p.passengerId));
                }}
                data-testid="book-saved-passenger"
                data-name={p.name}
              >
                {p.name}
                {!draft && (
                  <Tag color="orange" style={{ marginLeft: 6 }}>
                    {t('train.book.noPassport')}
                  </Tag>
                )}
              </Checkbox>
            );
          })}
        </div>
        <ColleaguePicker
          passengers={passengers}
          saved={savedList}
          selfMemberId={user.memberId}
          full={passengers.length >= maxPassengers}
          onColleague={setColleague}
          onSaved={addPassenger}
        />
        {passengers.map((p, index) => (
          <div key={p.key} className="train-book__pax" data-testid="book-passenger" data-source={p.source}>
            <Space wrap size={[8, 4]}>
              <Typography.Text strong>
                {index + 1}. {p.familyName}/{p.givenName}
              </Typography.Text>
              <Tag color={p.source === 'STAFF' ? 'blue' : undefined}>
                {p.source === 'STAFF' ? `${t('train.book.colleague')} · ${p.colleagueName ?? ''}` : p.source === 'CUSTOMER' ? t('train.book.customer') : t('train.book.saved')}
              </Tag>
              <Typography.Text type="secondary">
                {t('certType.2')} {p.idNumber}
              </Typography.Text>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => setPassengers((list) => list.filter((x) => x.key !== p.key))} />
            </Space>
            <Space wrap size={[12, 6]} style={{ display: 'flex', marginTop: 6 }}>
              {tripList.map((trip) => {
                const c = choice(trip.tripIndex);
                if (!c) return null;
                if (c.supportSelect && c.seatLetterList.length > 0)
                  return (
                    <Select
                      key={trip.tripIndex}
                      allowClear
                      style={{ minWidth: 140 }}
                      placeholder={t('train.book.seatLetter')}
                      value={p.seatLetter}
                      onChange={(v) => update(p.key, { seatLetter: v })}
                      options={c.seatLetterList.map((l) => ({ value: l, label: l }))}
                      data-testid="book-seat-letter"
                    />
                  );
                if (c.supportBed && c.berthList.length > 0)
                  return (
                    <Select
                      key={trip.tripIndex}
                      allowClear
                      style={{ minWidth: 140 }}
                      placeholder={t('train.book.berth')}
                      value={p.berth}
                      onChange={(v) => update(p.key, { berth: v })}
                      options={c.berthList.map((b) => ({ value: b, label: t(`train.book.berths.${b}`) }))}
                      data-testid="book-berth"
                    />
                  );
                return null;
              })}
              {insurance.map((ins) => (
                <Checkbox
                  key={ins.insuranceProductId}
                  checked={p.insuranceProductIds.includes(ins.insuranceProductId)}
                  disabled={forced.has(ins.insuranceProductId)}
                  onChange={(e) =>
                    update(p.key, {
                      insuranceProductIds: e.target.checked ? [...p.insuranceProductIds, ins.insuranceProductId] : p.insuranceProductIds.filter((x) => x !== ins.insuranceProductId),
                    })
                  }
                  data-testid="book-insurance"
                >
                  {ins.name} {money(ins.insuranceFee)}
                </Checkbox>
              ))}
            </Space>
          </div>
        ))}
      </Card>

      <Card title={t('train.book.contact')} size="small" style={{ marginBottom: 12 }} data-testid="book-contact">
        <Space wrap size={[12, 8]}>
          <Input addonBefore={t('fields.name')} value={contact.name} maxLength={60} onChange={(e) => setContact({ ...contact, name: e.target.value })} data-testid="contact-name" />
          <Input addonBefore="+86" placeholder={t('fields.mobile')} value={contact.mobile} maxLength={20} onChange={(e) => setContact({ ...contact, mobile: e.target.value })} data-testid="contact-mobile" />
          <Input addonBefore={t('fields.email')} value={contact.email} maxLength={100} onChange={(e) => setContact({ ...contact, email: e.target.value })} data-testid="contact-email" />
        </Space>
      </Card>

      <Card title={t('train.book.provider')} size="small" style={{ marginBottom: 12 }}>
        <Radio.Group value={provider} onChange={(e) => setProvider(e.target.value as string)} data-testid="book-provider">
          {(data?.serviceProviderList ?? []).map((sp) => (
            <Radio key={sp.serviceProviderId} value={sp.serviceProviderId}>
              {sp.name}
            </Radio>
          ))}
        </Radio.Group>
      </Card>

      {controls.length > 0 && (
        <Card title={t('train.book.policy')} size="small" style={{ marginBottom: 12 }} data-testid="book-policy">
          {controls.map((c, i) => (
            <PolicyResultPanel key={c.tripIndex} result={c.control} reason={reason} onReasonChange={i === 0 ? setReason : undefined} readOnly={i > 0} />
          ))}
        </Card>
      )}

      <Card title={t('train.book.prices')} size="small" style={{ marginBottom: 12 }} data-testid="book-prices">
        {fee.data ? (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey={(r) => `${r.tripIndex}-${r.passengerIndex}`}
              dataSource={fee.data.priceList}
              scroll={{ x: true }}
              columns={[
                { title: t('train.book.passenger'), render: (_, r) => { const p = passengers[r.passengerIndex - 1]; return p ? `${p.familyName}/${p.givenName}` : r.passengerIndex; } },
                { title: t('train.book.train'), render: (_, r) => tripList.find((x) => x.tripIndex === r.tripIndex)?.trainNo },
                { title: t('train.book.ticket'), render: (_, r) => money(r.ticketPrice) },
                { title: t('train.book.serviceFee'), render: (_, r) => money(r.serviceFee) },
                { title: t('train.book.insurance'), render: (_, r) => money(r.insuranceFee) },
                { title: t('train.book.total'), render: (_, r) => money(r.totalPrice) },
              ]}
            />
            <div className="train-book__total">
              {t('train.book.grandTotal')} <strong data-testid="book-grand-total">{money(fee.data.totalPrice)}</strong>
            </div>
          </>
        ) : (
          <Typography.Text type="secondary">{t('train.book.pricesHint')}</Typography.Text>
        )}
      </Card>

      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="book-error" />}
      <Button type="primary" size="large" block loading={submitting} disabled={!canSubmit} onClick={() => void submit()} data-testid="book-submit">
        {t('train.book.submit')}
      </Button>
      <AddPassengerModal open={adding} onClose={() => setAdding(false)} onAdd={addPassenger} />
      <AddPassengerModal open={colleague !== null} colleague={colleague} onClose={() => setColleague(null)} onAdd={addPassenger} />
    </div>
  );
}
