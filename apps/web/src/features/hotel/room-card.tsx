import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { RatePlan, rateplanListCall } from '@travel/contracts/hotel/rateplan';
import { RatePlanRow } from './rate-plan-row';

type RoomWithPlans = CallOutput<typeof rateplanListCall>['roomList'][number];

/** A room type: picture, area, floor, bed, window, smoking, guests; its plans below. */
export function RoomCard(props: { room: RoomWithPlans; recommendPlanId: string | null; bookHref: (plan: RatePlan) => string }) {
  const { t } = useTranslation();
  const r = props.room;
  const facts = [
    t('hotel.room.area', { area: r.area }),
    t('hotel.room.floor', { floor: r.floor }),
    r.bedTypeName,
    t(`hotel.room.window.${r.window}`),
    t(`hotel.room.smoking.${r.smoking}`),
    t('hotel.room.maxGuests', { count: r.maxGuests }),
  ];
  return (
    <section className="hotel-room" data-testid="hotel-room" data-room-id={r.roomTypeId}>
      <div className="hotel-room__head">
        {r.pictures[0] && <img className="hotel-room__picture" src={r.pictures[0]} alt="" loading="lazy" />}
        <div>
          <Typography.Title level={5} className="hotel-room__name">
            {r.roomTypeName}
          </Typography.Title>
          <div className="hotel-room__facts">
            {facts.map((f) => (
              <span key={f}>{f}</span>
            ))}
            {r.addBed && <Tag bordered={false}>{t('hotel.room.addBed')}</Tag>}
          </div>
        </div>
      </div>
      <div className="hotel-room__plans">
        {r.ratePlanList.map((p) => (
          <RatePlanRow key={p.ratePlanId} plan={p} recommended={p.ratePlanId === props.recommendPlanId} bookHref={props.bookHref(p)} />
        ))}
      </div>
    </section>
  );
}
