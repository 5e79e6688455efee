import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RatePlan, RatePlanFilter } from '@travel/contracts/hotel/rateplan';
import { isApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/use-format';
import { bookHref } from './booking/book-params';
import { GuestsPicker } from './guests-picker';
import { stayTravellersInput, type HotelSearchState } from './hotel-params';
import { useRatePlans } from './hotel-queries';
import { PriceFeedbackButton } from './price-feedback/price-feedback-button';
import { RatePlanChips } from './rate-plan-chips';
import { emptyPlanFilter } from './rate-plan-filter';
import { RoomCard } from './room-card';
import { StayDateFields } from './stay-date-fields';
import { isInternationalCity } from './stay-dates';

/** Rooms and rate plans for the stay: the stay editable in place (a change reloads the plans), the filter chips, the rooms. */
export function RatePlansSection(props: { hotelId: string; cityId: string; stay: HotelSearchState; onStay: (patch: Partial<HotelSearchState>) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [filter, setFilter] = useState<RatePlanFilter>(emptyPlanFilter);
  const s = props.stay;
  const input = useMemo(
    () =>
      s.checkin && s.checkout
        ? {
            hotelId: props.hotelId,
            checkinDate: s.checkin,
            checkoutDate: s.checkout,
            adultNum: s.adults,
            childAgeList: s.childAges,
            roomNum: 1 as const,
            travelType: s.travelType,
            ...(s.trNo ? { trNo: s.trNo } : {}),
            ...stayTravellersInput(s),
            filter,
          }
        : null,
    [props.hotelId, s.checkin, s.checkout, s.adults, s.childAges, s.travelType, s.trNo, s.travellers, filter],
  );
  const plans = useRatePlans(input);
  const data = plans.data;
  const standard = data?.originalTravelStandard ?? null;
  // Whose standard it is when others than the member travel (none chosen: the member's own).
  const names = s.travelType === 0 && s.travellers.length > 0 ? fmt.list(s.travellers.map((x) => x.name)) : null;
  // The plan and the total seen go with the stay to the booking page (its check answers 5321 when the price moved).
  const planHref = (p: RatePlan) =>
    bookHref(s, {
      hotelId: props.hotelId,
      roomTypeId: p.roomTypeId,
      ratePlanId: p.ratePlanId,
      detailId: data?.detailId ?? null,
      total: { amount: p.bffPriceInfo.totalPrice, currency: p.bffPriceInfo.currency },
    });
  const standardText = (amount: number, currency: string) => {
    if (amount < 0) return names ? t('hotel.plans.noLimitOf', { names }) : t('hotel.plans.noLimit');
    const money = fmt.money({ amount, currency });
    return names ? t('hotel.plans.standardOf', { names, amount: money }) : t('hotel.plans.standard', { amount: money });
  };
  return (
    <div className="hotel-plans" data-testid="hotel-plans" data-fetching={plans.isFetching ? 'true' : 'false'}>
      <div className="hotel-plans__stay">
        <StayDateFields checkin={s.checkin} checkout={s.checkout} international={isInternationalCity(props.cityId)} onChange={(stay) => props.onStay(stay)} testIdPrefix="hotel-plans" size="middle" />
        <GuestsPicker value={{ adults: s.adults, childAges: s.childAges }} onChange={(g) => props.onStay({ adults: g.adults, childAges: g.childAges.filter((a): a is number => a !== null) })} />
      </div>
      {standard !== null && (
        <Typography.Text type="secondary" data-testid="hotel-plans-standard" data-standard={standard}>
          {standardText(standard, data?.originalTravelStandardCurrency ?? 'CNY')}
        </Typography.Text>
      )}
      <RatePlanChips value={filter} onChange={setFilter} hasStandard={standard !== null && standard >= 0} />
      {data && s.checkin && s.checkout && <PriceFeedbackButton hotelId={props.hotelId} checkinDate={s.checkin} checkoutDate={s.checkout} rooms={data.roomList} />}
      {plans.isPending && input && <Skeleton active />}
      {!input && <Alert type="info" showIcon message={t('hotel.plans.chooseDates')} />}
      {plans.isError && (
        <Alert
          type="error"
          showIcon
          message={isApiError(plans.error) ? plans.error.description : t('errors.loadFailed')}
          action={<Button size="small" onClick={() => void plans.refetch()}>{t('common.retry')}</Button>}
          data-testid="hotel-plans-error"
        />
      )}
      {data && data.roomList.length === 0 && (
        <Empty description={<span data-testid="hotel-plans-empty">{data.totalRatePlans > 0 ? t('hotel.plans.filteredOut') : t('hotel.plans.none')}</span>} />
      )}
      {data?.roomList.map((r) => (
        <RoomCard key={r.roomTypeId} room={r} recommendPlanId={data.recommendRoom?.roomTypeId === r.roomTypeId ? data.recommendRoom.ratePlanId : null} bookHref={planHref} />
      ))}
    </div>
  );
}
