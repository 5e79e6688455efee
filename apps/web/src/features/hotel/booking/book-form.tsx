import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useSelf } from '../../../lib/use-acting';
import { usePassengers, revealMasked } from '../../../widgets/member/member-queries';
import { ReasonPicker } from '../../../widgets/policy/reason-picker';
import { EMPTY_REASON, reasonForBooking, type ReasonValue } from '../../../widgets/policy/reason-value';
import { ArrivalCard } from './arrival-card';
import { buildCreateInput } from './book-input';
import { bookMissing } from './book-missing';
import { orderStayInput, type HotelBookState } from './book-params';
import { usePreCreate } from './booking-queries';
import { useFormat } from '../../../lib/use-format';
import { ExceedApplyDialog } from './exceed-apply-dialog';
import { acceptsHybrid, needsReason, ROOM_ERRORS, stepOfError, type CheckResult, type CheckStep } from './check-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { ContactCard } from './contact-card';
import { initialRooms, roomsWithoutGuest, type GuestRooms } from './guest-rooms';
import { contactProblems, initialContact, resolveContact, type ContactDraft, type ContactOrigin } from './hotel-contact';
import { MissingList } from './missing-list';
import { PriceCard } from './price-card';
import { RoomsCard } from './rooms-card';
import { StayCard } from './stay-card';
import { useHotelBookSubmit } from './use-book-submit';

const reveal = (origin: ContactOrigin, fieldType: 'MOBILE' | 'EMAIL') =>
  revealMasked(origin.targetType === 'CONTACT' ? { targetType: 'CONTACT', targetId: origin.contactId, fieldType } : { targetType: 'SELF', fieldType });

/** The booking form once the check let the plan through: rooms and guests, contact, arrival, reason, prices, Submit. */
export function BookForm(props: { state: HotelBookState; check: CheckResult; onStop: (s: CheckStep) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const user = useSelf();
  const self = useMemo(() => ({ memberId: user.memberId, name: user.displayName }), [user.memberId, user.displayName]);
  const [rooms, setRooms] = useState<GuestRooms | null>(null);
  const [contact, setContact] = useState<ContactDraft | null>(null);
  const [arrival, setArrival] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [reason, setReason] = useState<ReasonValue>(EMPTY_REASON);
  const [reasonAsked, setReasonAsked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const saved = usePassengers(1);
  const roomNum = rooms?.length ?? 1;
  const pre = usePreCreate(useMemo(() => orderStayInput(props.state, roomNum), [props.state, roomNum]));
  const data = pre.data;
  const booking = useHotelBookSubmit({ needReason: () => setReasonAsked(true), roomError: props.onStop });
  const { onStop } = props;

  // The form starts from the first answer: the stay's travellers in rooms, the default contact, the preferred arrival.
  useEffect(() => {
    if (!data) return;
    setRooms((r) => r ?? initialRooms(props.state.stay.travellers, self, data.liveNum, data.maxRoomNum));
    setContact((c) => c ?? initialContact(data.contactList, user));
    setArrival((a) => a ?? data.selectTimeList.find((x) => x.selected)?.selectTimeValue ?? null);
  }, [data, props.state.stay.travellers, self, user]);
  const roomError = pre.isError && isApiError(pre.error) && ROOM_ERRORS.includes(pre.error.resultCode);
  useEffect(() => {
    if (roomError) onStop(stepOfError(pre.error, ''));
  }, [roomError, pre.error, onStop]);

  if (pre.isError && !data) return <Alert type="error" showIcon message={isApiError(pre.error) ? pre.error.description : t('errors.unexpected')} data-testid="hotel-book-error" />;
  if (!data || !rooms || !contact) return <Skeleton active />;

  const askReason = needsReason(props.check) || reasonAsked;
  const problems = contactProblems(contact);
  const updating = pre.isPlaceholderData || pre.isFetching;
  const missing = bookMissing({
    emptyRooms: roomsWithoutGuest(rooms),
    contact: problems,
    arrivalMissing: data.selectTimeList.length > 0 && !arrival,
    reasonMissing: askReason && Object.keys(reasonForBooking(reason)).length === 0,
    pricesPending: updating,
  });
  const submit = () =>
    booking.submit(async () =>
      buildCreateInput({
        state: props.state,
        rooms,
        total: { amount: data.priceInfo.totalPrice, currency: data.priceInfo.currency },
        contact: await resolveContact(contact, reveal),
        arrival,
        remark,
        reason: askReason ? reason : null,
        acceptHybridPayment: acceptsHybrid(props.check),
      }),
    );

  // Over the standard under a travel request: the traveller may apply for the excess instead (spec 2's second application); the hotel names the place when the address has no city name.
  const stayState = props.state.stay;
  const exceedStay =
    stayState.travelType === 0 && stayState.trNo && props.check.exceedDates.length > 0 && stayState.checkin && stayState.checkout
      ? { travelNO: stayState.trNo, cityId: data.hotelInfo.cityId, cityName: stayState.cityName || data.hotelInfo.hotelName, checkinDate: stayState.checkin, checkoutDate: stayState.checkout }
      : null;
  const dearest = data.calendarPriceList.reduce((m, n) => (n.price.amount > m.amount ? n.price : m), data.calendarPriceList[0]?.price ?? { amount: 0, currency: 'CNY' });
  const exceedApply = exceedStay ? <ExceedApplyDialog stay={exceedStay} dearestNight={fmt.roomPrice(dearest)} /> : null;

  return (
    <div className="hotel-book__layout">
      <div className="hotel-book__main">
        <StayCard data={data} />
        <RoomsCard rooms={rooms} maxRooms={data.maxRoomNum} liveNum={data.liveNum} business={props.state.stay.travelType === 0} self={self} saved={saved.data?.list ?? []} onChange={setRooms} />
        <ContactCard value={contact} onChange={setContact} problems={problems} saved={data.contactList} profile={user} />
        <ArrivalCard times={data.selectTimeList} arrival={arrival} onArrival={setArrival} remark={remark} onRemark={setRemark} />
        {askReason && (
          <div id="hotel-book-reason" className="hotel-book__card">
            {props.check.message && <Alert type="warning" showIcon message={props.check.message} style={{ marginBottom: 8 }} data-testid="hotel-book-reason-note" />}
            <ReasonPicker product="HOTEL" value={reason} onChange={setReason} />
            {exceedStay && <div style={{ marginTop: 8 }}>{exceedApply}</div>}
          </div>
        )}
        {!askReason && exceedStay && <div className="hotel-book__card">{exceedApply}</div>}
      </div>
      <aside className="hotel-book__aside">
        <PriceCard data={data} rooms={rooms.length} travelType={props.state.stay.travelType} check={props.check} updating={updating}>
          {booking.error && <Alert type="error" showIcon message={booking.error} style={{ marginTop: 12 }} data-testid="hotel-book-error" />}
          <div style={{ marginTop: 12 }}>
            <MissingList missing={missing} />
            <Button type="primary" size="large" block loading={booking.submitting} disabled={missing.length > 0 || booking.submitting} onClick={() => setConfirming(true)} data-testid="hotel-book-submit">
              {t('hotel.book.submit')}
            </Button>
          </div>
        </PriceCard>
      </aside>
      <ConfirmDialog
        open={confirming}
        data={data}
        rooms={rooms}
        contact={contact}
        arrival={arrival}
        submitting={booking.submitting}
        onCancel={() => setConfirming(false)}
        onOk={() => void submit().finally(() => setConfirming(false))}
      />
    </div>
  );
}
