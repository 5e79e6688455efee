import { Card, InputNumber, Tag, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Passenger } from '@travel/contracts/member/passenger';
import { GuestAdd } from './guest-add';
import { addGuest, removeGuest, resizeRooms, type GuestDraft, type GuestRooms, type SelfRef } from './guest-rooms';

const SOURCE_COLOR = { SELF: 'geekblue', STAFF: 'blue', CUSTOMER: 'default' } as const;

/** How many rooms, and for each room its guests (at least one, at most liveNum): the first is whose standard it is held to. */
export function RoomsCard(props: {
  rooms: GuestRooms;
  maxRooms: number;
  liveNum: number;
  business: boolean;
  self: SelfRef;
  saved: readonly Passenger[];
  onChange: (rooms: GuestRooms) => void;
}) {
  const { t } = useTranslation();
  const { rooms, liveNum } = props;
  const sourceOf = (g: GuestDraft) => (g.source === 'STAFF' ? 'COLLEAGUE' : g.source === 'CUSTOMER' ? 'CUSTOMER' : g.passengerId ? 'PASSENGER' : 'ME');
  return (
    <Card
      size="small"
      className="hotel-book__card"
      id="hotel-book-rooms"
      data-testid="hotel-book-rooms"
      title={
        <span>
          <span className="hotel-book__required" aria-hidden>
            *
          </span>
          {t('hotel.book.rooms')}
        </span>
      }
    >
      <div className="hotel-book__rooms-head">
        <label htmlFor="hotel-book-room-count">{t('hotel.book.roomCount')}</label>
        <InputNumber
          id="hotel-book-room-count"
          min={1}
          max={props.maxRooms}
          precision={0}
          value={rooms.length}
          onChange={(v) => v !== null && props.onChange(resizeRooms(rooms, v, props.maxRooms))}
          style={{ width: 96 }}
          data-testid="hotel-book-room-count"
        />
        <Typography.Text type="secondary">{t('hotel.book.roomMax', { count: props.maxRooms })} · {t('hotel.book.perRoom', { count: liveNum })}</Typography.Text>
      </div>
      {props.business && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 4 }}>
          {t('hotel.book.firstGuestNote')}
        </Typography.Paragraph>
      )}
      {rooms.map((guests, i) => (
        <div key={i} className="hotel-book__room" data-testid="hotel-book-room" data-guests={guests.length}>
          <div className="hotel-book__room-head">
            <Typography.Text strong>{t('hotel.book.roomN', { n: i + 1 })}</Typography.Text>
            <Typography.Text type={guests.length === 0 ? 'danger' : 'secondary'} style={{ fontSize: 13 }}>
              {guests.length === 0 ? t('hotel.book.noGuest') : t('hotel.book.guestCount', { n: guests.length, max: liveNum })}
            </Typography.Text>
          </div>
          {guests.length > 0 && (
            <div className="hotel-book__guests">
              {guests.map((g) => (
                <Tag
                  key={g.key}
                  color={SOURCE_COLOR[g.source]}
                  closable
                  closeIcon={<CloseOutlined aria-label={t('common.remove')} data-testid="hotel-book-guest-remove" />}
                  onClose={(e) => {
                    e.preventDefault();
                    props.onChange(removeGuest(rooms, g.key));
                  }}
                  data-testid="hotel-book-guest"
                  data-source={g.source}
                >
                  {g.name} · {t(`hotel.book.source.${sourceOf(g)}`)}
                </Tag>
              ))}
            </div>
          )}
          {guests.length < liveNum && <GuestAdd rooms={rooms} room={i} liveNum={liveNum} self={props.self} saved={props.saved} onAdd={(g) => props.onChange(addGuest(rooms, i, g, liveNum))} />}
        </div>
      ))}
    </Card>
  );
}
