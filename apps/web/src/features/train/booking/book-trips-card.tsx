import { Alert, Card, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookTrip, prebookDataCall } from '@travel/contracts/train/booking';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import { clockTime } from '../train-format';
import type { BookState } from './book-params';
import { useFormat } from '../../../lib/use-format';
import type { RushType } from '@travel/contracts/train/rush-request';
import { RushOffer } from '../rush/rush-offer';

type PrebookTrip = CallOutput<typeof prebookDataCall>['tripList'][number];

/** The journey: each train with its seat classes (choosing one changes the booking's address). */
export function BookTripsCard(props: {
  state: BookState;
  trips: readonly PrebookTrip[] | undefined;
  loading: boolean;
  money: (m: Money) => string;
  onSeatClass: (tripIndex: number, seatClass: BookTrip['seatClass']) => void;
  /** a sold-out trip set up as a waitlist or a grab instead */
  onRush?: (type: RushType) => void;
}) {
  const { t } = useTranslation();
  const { state } = props;
  const fmt = useFormat();
  return (
    <Card title={t('train.book.trains')} size="small" className="train-book__card" id="book-trains" data-testid="book-trains">
      {props.loading && <Skeleton active />}
      {props.trips?.map((x) => (
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
              onChange={(e) => props.onSeatClass(x.tripIndex, e.target.value as BookTrip['seatClass'])}
              data-testid="book-seat-class"
            >
              {x.trip.seatList.map((s) => (
                <Radio.Button key={s.seatClass} value={s.seatClass} disabled={s.seatRemain === 0} data-seat-class={s.seatClass}>
                  {t(`policy.seatClass.${s.seatClass}`)} {props.money(s.price)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </div>
          {x.trip.saleOpenTime && (
            <Alert type="info" showIcon style={{ marginTop: 8 }} data-testid="book-presale" message={t('train.book.presale', { time: fmt.railDateTime(x.trip.saleOpenTime) })} />
          )}
          {x.ticketRushInfo && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 8 }}
              data-testid="book-sold-out"
              data-rush={x.ticketRushInfo.type}
              message={x.ticketRushInfo.type === 'PRESALE' || !props.onRush ? t('train.book.soldOut') : t('train.rush.soldOutOffer')}
              description={x.ticketRushInfo.type !== 'PRESALE' && props.onRush && state.tripList.length === 1 ? <RushOffer onRush={props.onRush} size="middle" /> : undefined}
            />
          )}
        </div>
      ))}
    </Card>
  );
}
