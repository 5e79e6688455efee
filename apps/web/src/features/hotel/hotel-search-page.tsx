import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Card, Radio, Space, Typography } from 'antd';
import { HeartOutlined, HistoryOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSelf } from '../../lib/use-acting';
import { TravelRequestSelect, useTravelRequestDetail, type TravelRequestOption } from '../../widgets/travel-request/travel-request-select';
import { DestinationPicker, type HotelDestination } from './destination-picker';
import { guestIssues, hasGuestIssues, type Guests } from './guests';
import { GuestsPicker } from './guests-picker';
import { emptyHotelFilter, parseHotelParams, toHotelParams, type HotelSearchState } from './hotel-params';
import { HotWords } from './hot-words';
import { useHotelTravelRequests } from './hotel-queries';
import { OfficeZones } from './office-zones';
import { StayDateFields } from './stay-date-fields';
import { clampStay, isInternationalCity, stayBounds } from './stay-dates';
import { travellersOfRequest, withoutSelfAlone, type StayTraveller } from './stay-travellers';
import { StayTravellersField } from './stay-travellers-field';
import './hotel.css';

type Errors = Partial<Record<'destination' | 'guests', string>>;

function initialState(search: string): { state: HotelSearchState; guests: Guests } {
  const s = parseHotelParams(new URLSearchParams(search));
  const stay = clampStay(s.checkin, s.checkout, stayBounds(Date.now(), isInternationalCity(s.cityId)));
  return { state: { ...s, ...stay, page: 1 }, guests: { adults: s.adults, childAges: s.childAges } };
}

/**
 * The hotel search: business or private; on a business trip the travel request (those under which hotels of the
 * city may be booked for the dates) and whose standard applies (the request's travellers, else the member, unless
 * chosen); destination, dates, guests; the city's popular places and office zones. Results get the address.
 */
export function HotelSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const initial = useMemo(() => initialState(location.search), [location.search]);
  const [state, setState] = useState<HotelSearchState>(initial.state);
  const [guests, setGuests] = useState<Guests>(initial.guests);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const user = useSelf();
  const business = state.travelType === 0;
  // Travellers chosen by hand (or kept in the address); null follows the travel request, else the member.
  const [chosen, setChosen] = useState<StayTraveller[] | null>(initial.state.travellers.length > 0 ? initial.state.travellers : null);
  const trDetail = useTravelRequestDetail(business ? state.trNo : null);
  const fromRequest = chosen === null && state.trNo !== null && trDetail.data?.travelNO === state.trNo;
  const travellers = chosen ?? (fromRequest ? travellersOfRequest(trDetail.data!, user.memberId) : []);
  // The request's travellers are on their way: a search now would go out with the member alone.
  const travellersLoading = business && chosen === null && state.trNo !== null && trDetail.isFetching;
  const trInput = business && state.cityId && state.checkin && state.checkout ? { cityId: state.cityId, checkinDate: state.checkin, checkoutDate: state.checkout } : null;
  const requests = useHotelTravelRequests(trInput);
  const options: TravelRequestOption[] = (requests.data?.list ?? []).map((tr) => ({
    travelNO: tr.travelNO,
    route: (tr.routeCityNameList.length > 0 ? tr.routeCityNameList : tr.cityNameList).join(' → '),
    beginDate: tr.beginDate,
    endDate: tr.endDate,
    purpose: tr.travelPurposeList.map((p) => p.travelPurposeDesc).join('; '),
  }));
  const destination: HotelDestination | null = state.cityId
    ? { cityId: state.cityId, cityName: state.cityName, destinationId: state.destinationId, name: state.destinationId ? state.destinationName : state.cityName, type: state.destinationType }
    : null;

  const set = (patch: Partial<HotelSearchState>) => setState((s) => ({ ...s, ...patch }));
  const setDestination = (d: HotelDestination) => {
    // Another city: its travel requests, filters and keyword differ.
    const sameCity = d.cityId === state.cityId;
    set({ cityId: d.cityId, cityName: d.cityName, destinationId: d.destinationId, destinationName: d.name, destinationType: d.type, ...(sameCity ? {} : { trNo: null, keyword: '', filter: emptyHotelFilter() }) });
    setErrors((e) => ({ ...e, destination: undefined }));
  };

  const search = () => {
    setSubmitted(true);
    const next: Errors = {};
    if (!state.cityId) next.destination = t('hotel.search.missingDestination');
    if (hasGuestIssues(guestIssues(guests))) next.guests = t('hotel.guests.ageRequired');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const ages = guests.childAges.filter((a): a is number => a !== null);
    // Near an office zone the nearest hotels come first.
    const sort = state.destinationType === 'OFFICE_ZONE' ? 5 : 1;
    const params = toHotelParams({ ...state, travellers: withoutSelfAlone(travellers, user.memberId), adults: guests.adults, childAges: ages, sort, page: 1, filter: emptyHotelFilter() });
    navigate(`/hotel/results?${params.toString()}`);
  };

  return (
    <Space direction="vertical" size="middle" className="hotel-page" data-testid="hotel-search-page">
      <div className="hotel-page__head">
        <Typography.Title level={2} className="hotel-page__title">
          {t('hotel.search.title')}
        </Typography.Title>
        <Space wrap>
          <Link to="/hotel/favorites" data-testid="hotel-link-favorites">
            <Button icon={<HeartOutlined />}>{t('hotel.favorites.title')}</Button>
          </Link>
          <Link to="/hotel/history" data-testid="hotel-link-history">
            <Button icon={<HistoryOutlined />}>{t('hotel.history.title')}</Button>
          </Link>
        </Space>
      </div>
      <Card>
        <div className="hotel-field">
          <span className="hotel-field__label">{t('hotel.search.travelType')}</span>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={state.travelType}
            onChange={(e) => set({ travelType: e.target.value as 0 | 1, trNo: null })}
            options={[
              { value: 0, label: t('policy.travelType.BUSINESS') },
              { value: 1, label: t('policy.travelType.PRIVATE') },
            ]}
            data-testid="hotel-travel-type"
          />
        </div>
        <div className="hotel-field">
          <DestinationPicker value={destination} onChange={setDestination} travelType={state.travelType} error={errors.destination} />
          <OfficeZones cityId={state.cityId} activeId={state.destinationId} onPick={setDestination} cityName={state.cityName} />
          <HotWords cityId={state.cityId} activeId={state.destinationId} onPick={setDestination} cityName={state.cityName} />
        </div>
        <div className="hotel-field">
          <StayDateFields checkin={state.checkin} checkout={state.checkout} international={isInternationalCity(state.cityId)} onChange={(stay) => set(stay)} />
        </div>
        <div className="hotel-field">
          <GuestsPicker value={guests} onChange={(g) => { setGuests(g); setErrors((e) => ({ ...e, guests: undefined })); }} showErrors={submitted} />
          {errors.guests && <Typography.Text type="danger" className="hotel-field-error">{errors.guests}</Typography.Text>}
        </div>
        {business && (
          <div className="hotel-field" data-testid="hotel-tr-field">
            <span className="hotel-field__label">{t('hotel.search.travelRequest')}</span>
            <TravelRequestSelect
              value={state.trNo}
              onChange={(trNo) => {
                set({ trNo });
                // Another request brings its own travellers.
                setChosen(null);
              }}
              options={options}
              loading={requests.isFetching}
              testId="hotel-tr-select"
            />
            <Typography.Text type="secondary" className="hotel-field__hint" data-testid="hotel-tr-hint">
              {!trInput ? t('hotel.search.trNeedsCity') : requests.isError ? t('errors.loadFailed') : options.length === 0 && !requests.isFetching ? t('hotel.search.trNone') : t('hotel.search.trHint')}
            </Typography.Text>
            {/* The server decides (a trip mode may also free a member); this only says what to expect. */}
            {!state.trNo && !user.NoTRBook && (
              <Typography.Text type="warning" className="hotel-field__hint" data-testid="hotel-tr-needed">
                {t('hotel.search.trNeeded')}
              </Typography.Text>
            )}
          </div>
        )}
        {business && <StayTravellersField value={travellers} onChange={setChosen} fromRequest={fromRequest} loading={travellersLoading} />}
        <Button type="primary" size="large" block icon={<SearchOutlined />} onClick={search} loading={travellersLoading} data-testid="hotel-search">
          {t('hotel.search.submit')}
        </Button>
      </Card>
    </Space>
  );
}
