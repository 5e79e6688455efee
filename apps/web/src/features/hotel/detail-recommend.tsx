import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HotelList } from './hotel-list';
import { stayTravellersInput, type HotelSearchState } from './hotel-params';
import { useNearbyHotels, usePreferredHotels } from './hotel-queries';

/** Hotels near this one and the company's preferred (contract) hotels near it, each with prices for the stay. */
export function DetailRecommend(props: { hotelId: string; stay: HotelSearchState; linkOf: (hotelId: string) => string }) {
  const { t } = useTranslation();
  const s = props.stay;
  const input =
    s.checkin && s.checkout
      ? { hotelId: props.hotelId, checkinDate: s.checkin, checkoutDate: s.checkout, adultNum: s.adults, childAgeList: s.childAges, roomNum: 1 as const, travelType: s.travelType, ...(s.trNo ? { trNo: s.trNo } : {}), ...stayTravellersInput(s), size: 8 }
      : null;
  const nearby = useNearbyHotels(input);
  const preferred = usePreferredHotels(input);
  const nearbyList = nearby.data?.recommendHotelList ?? [];
  const preferredList = preferred.data?.hotelList ?? [];
  return (
    <>
      {preferredList.length > 0 && (
        <section className="hotel-section" data-testid="hotel-preferred">
          <Typography.Title level={4}>{t('hotel.detail.preferred')}</Typography.Title>
          <HotelList hotels={preferredList} linkOf={props.linkOf} testId="hotel-preferred-list" />
        </section>
      )}
      {nearbyList.length > 0 && (
        <section className="hotel-section" data-testid="hotel-nearby">
          <Typography.Title level={4}>{t('hotel.detail.nearby')}</Typography.Title>
          <HotelList hotels={nearbyList} linkOf={props.linkOf} testId="hotel-nearby-list" />
        </section>
      )}
    </>
  );
}
