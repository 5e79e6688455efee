import { Fragment } from 'react';
import { Button, Tag, Typography } from 'antd';
import { SwapRightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Itinerary, TrainSeat, TrainTrip } from '@travel/contracts/train/search';
import type { Money } from '@travel/contracts/platform/envelope';
import { useLocale } from '../../lib/locale-provider';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { clockTime, durationParts, seatRemainKind } from './train-format';
import type { RushType } from '@travel/contracts/train/rush-request';
import { RushOffer } from './rush/rush-offer';

export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => {
    const { h, m } = durationParts(minutes);
    return h > 0 ? t('train.itinerary.duration', { h, m }) : t('train.itinerary.durationMinutes', { m });
  };
}

function useMoney(): (money: Money) => string {
  const { locale } = useLocale();
  return (money) => formatMoney(money, locale);
}

function DayOffset(props: { days: number }) {
  const { t } = useTranslation();
  if (props.days <= 0) return null;
  return (
    <sup className="train-day-offset" title={t('train.itinerary.dayOffset', { count: props.days })} data-testid="itinerary-day-offset">
      +{props.days}
    </sup>
  );
}

function SaleFlag(props: { flag: Itinerary['saleFlag']; opens: string | null }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (props.flag === 'ON_SALE') return null;
  const color = props.flag === 'PRESALE' ? 'orange' : 'default';
  return (
    <Tag color={color} bordered={false} data-testid="itinerary-sale-flag" data-flag={props.flag} style={{ whiteSpace: 'normal' }} title={props.opens ? t('train.search.presaleHint') : undefined}>
      {props.flag === 'PRESALE' && props.opens ? t('train.itinerary.presaleOpens', { time: fmt.railDateTime(props.opens) }) : t(`train.itinerary.saleFlag.${props.flag}`)}
    </Tag>
  );
}

/** A presale itinerary is bought when its last train's date opens. */
const saleOpens = (it: Itinerary) => it.tripList.map((trip) => trip.saleOpenTime).filter((x): x is string => x !== null).sort().at(-1) ?? null;

function Seat(props: { seat: TrainSeat; onBook?: () => void; bookLabel?: string; onRush?: (type: RushType) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const s = props.seat;
  const kind = seatRemainKind(s.seatRemain);
  // A class with no place on a date on sale: waitlist or grab instead of a dead end.
  const rush = props.onRush && (kind === 'none' || s.seatBookAble === 'N') ? props.onRush : null;
  const remain = kind === 'plenty' ? t('train.itinerary.remain.plenty') : kind === 'none' ? t('train.itinerary.remain.none') : t('train.itinerary.remain.count', { n: s.seatRemain });
  return (
    <div className={`train-seat${kind === 'none' ? ' train-seat--none' : ''}${rush ? ' train-seat--rush' : ''}`} data-testid="itinerary-seat" data-seat-class={s.seatClass} data-remain={s.seatRemain} data-price={s.price.amount}>
      <span className="train-seat__name">{t(`policy.seatClass.${s.seatClass}`)}</span>
      <span className="train-seat__price">{money(s.price)}</span>
      <span className={`train-seat__remain train-seat__remain--${kind}`} data-testid="seat-remain">
        {remain}
      </span>
      <span className="train-seat__book">
        {rush ? (
          <RushOffer onRush={rush} />
        ) : (
          <Button size="small" type="primary" ghost disabled={!props.onBook || kind === 'none'} onClick={props.onBook} data-testid="seat-book">
            {props.bookLabel ?? t('train.itinerary.book')}
          </Button>
        )}
      </span>
    </div>
  );
}

/** One train of an itinerary: times and stations, the train number (opens its stops), duration and seat classes. */
function TripBlock(props: {
  trip: TrainTrip;
  onStops: (trip: TrainTrip) => void;
  compact?: boolean;
  aside?: React.ReactNode;
  onBook?: (seatClass: TrainSeat['seatClass']) => void;
  bookLabel?: string;
  onRush?: (seatClass: TrainSeat['seatClass'], type: RushType) => void;
}) {
  const { t } = useTranslation();
  const duration = useDurationText();
  const trip = props.trip;
  return (
    <div className={`train-trip${props.compact ? ' train-trip--leg' : ''}`} data-testid="itinerary-trip" data-train-no={trip.trainNo}>
      <div className="train-trip__row">
        <div className="train-trip__times">
          <div className="train-trip__end">
            <div className="train-trip__time" data-testid="itinerary-dep-time">
              {clockTime(trip.departureTime)}
            </div>
            <div className="train-trip__station">
              <Tag
                bordered={false}
                color={trip.startingStation ? 'blue' : 'default'}
                className="train-trip__badge"
                data-testid="itinerary-station-type"
                data-type={trip.startingStation ? 'STARTING' : 'PASSING'}
              >
                {trip.startingStation ? t('train.itinerary.starting') : t('train.itinerary.passing')}
              </Tag>
              <span data-testid="itinerary-from">{trip.fromStation.stationName}</span>
            </div>
          </div>
          <div className="train-trip__middle">
            <Button type="link" size="small" className="train-trip__no" onClick={() => props.onStops(trip)} data-testid="itinerary-train-no" title={t('train.itinerary.stops')}>
              {trip.trainNo}
              <UnorderedListOutlined />
            </Button>
            <div className="train-trip__line" aria-hidden />
            <div className="train-trip__duration" data-testid={props.compact ? 'trip-duration' : 'itinerary-duration'}>
              {duration(trip.runDuration)}
            </div>
          </div>
          <div className="train-trip__end train-trip__end--arrive">
            <div className="train-trip__time" data-testid="itinerary-arr-time">
              {clockTime(trip.arrivalTime)}
              <DayOffset days={trip.arrivalDayOffset} />
            </div>
            <div className="train-trip__station">
              <span data-testid="itinerary-to">{trip.toStation.stationName}</span>
            </div>
          </div>
        </div>
        {props.aside}
      </div>
      <div className="train-seats">
        {trip.seatList.map((s) => (
          <Seat
            key={s.seatClass}
            seat={s}
            onBook={props.onBook ? () => props.onBook!(s.seatClass) : undefined}
            bookLabel={props.bookLabel}
            onRush={props.onRush && s.seatClass !== 'NO_SEAT' ? (type) => props.onRush!(s.seatClass, type) : undefined}
          />
        ))}
      </div>
    </div>
  );
}

function TransferInfo(props: { info: NonNullable<Itinerary['transferInfo']> }) {
  const { t } = useTranslation();
  const duration = useDurationText();
  const i = props.info;
  const where =
    i.transferType === 'DIFFERENT_STATION'
      ? t('train.itinerary.transferBetween', { city: i.cityName, from: i.arrivalStation.stationName, to: i.departureStation.stationName })
      : t('train.itinerary.transferAt', { city: i.cityName, station: i.arrivalStation.stationName });
  return (
    <div className="train-transfer" data-testid="itinerary-transfer" data-transfer-type={i.transferType}>
      <Tag color={i.transferType === 'DIFFERENT_STATION' ? 'volcano' : 'geekblue'} bordered={false}>
        {t(`train.itinerary.transferType.${i.transferType}`)}
      </Tag>
      <span>{where}</span>
      <Typography.Text type="secondary" data-testid="itinerary-transfer-wait">
        {t('train.itinerary.wait', { duration: duration(i.waitMinutes) })}
      </Typography.Text>
    </div>
  );
}

/** The seat classes of every leg when `leg` is booked in `seatClass`: the other leg takes its cheapest class with places. */
function legClasses(it: Itinerary, leg: number, seatClass: TrainSeat['seatClass']): TrainSeat['seatClass'][] {
  return it.tripList.map((trip, i) => {
    if (i === leg) return seatClass;
    const open = trip.seatList.filter((s) => s.seatRemain !== 0).sort((a, b) => a.price.amount - b.price.amount);
    return (open[0] ?? trip.seatList[0])!.seatClass;
  });
}

/** A result of a train search: a direct train, or two trains with the transfer between them. */
export function ItineraryCard(props: {
  itinerary: Itinerary;
  onStops: (trip: TrainTrip) => void;
  phone?: boolean;
  /** Books a seat class: of the train for a direct itinerary; of the leg (the other leg in its cheapest available class) for a transfer. */
  onBook?: (itinerary: Itinerary, seatClasses: TrainSeat['seatClass'][]) => void;
  /** the seat buttons' words ("Book" when absent) */
  bookLabel?: string;
  /** A sold-out class of a direct train on sale: set up a waitlist or a grab on it. */
  onRush?: (itinerary: Itinerary, seatClass: TrainSeat['seatClass'], type: RushType) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const duration = useDurationText();
  const it = props.itinerary;
  const transfer = it.searchType === 1;
  const tags = (
    <>
      <SaleFlag flag={it.saleFlag} opens={saleOpens(it)} />
      {!it.hasTicket && (it.saleFlag === 'ON_SALE' || it.saleFlag === 'PRESALE') && (
        <Tag color="red" bordered={false} data-testid="itinerary-sold-out">
          {t('train.itinerary.soldOut')}
        </Tag>
      )}
    </>
  );
  const price = (
    <span className="train-it__price">
      <span className="train-it__price-value" data-testid="itinerary-price">
        {money(it.perLowestPrice)}
      </span>
      <span className="train-it__price-from">{t('train.itinerary.priceFrom')}</span>
    </span>
  );
  return (
    <article
      className={`train-it${it.hasTicket ? '' : ' train-it--sold-out'}`}
      data-testid="train-itinerary"
      data-itinerary-id={it.itineraryId}
      data-train-no={it.trainNo}
      data-train-types={it.tripList.map((trip) => trip.trainType).join(',')}
      data-duration={it.runDuration}
      data-price={it.perLowestPrice.amount}
      data-has-ticket={it.hasTicket ? 'true' : 'false'}
      data-search-type={it.searchType}
    >
      {transfer ? (
        <header className="train-it__head">
          <div className="train-it__tags">
            <Tag color="purple" bordered={false} data-testid="itinerary-transfer-tag">
              {t('train.itinerary.transfer')}
            </Tag>
            <Typography.Text strong className="train-it__route">
              {it.tripList.map((trip, i) => (
                <Fragment key={trip.tripIndex}>
                  {i > 0 && <SwapRightOutlined />}
                  {trip.trainNo}
                </Fragment>
              ))}
            </Typography.Text>
            <Typography.Text type="secondary">
              {clockTime(it.departureTime)} {it.stations.from.stationName} → {clockTime(it.arrivalTime)} {it.stations.to.stationName}
            </Typography.Text>
            {tags}
          </div>
          <div className="train-it__summary">
            <Typography.Text type="secondary" className="train-it__total">
              {t('train.itinerary.total')} <span data-testid="itinerary-duration">{duration(it.runDuration)}</span>
            </Typography.Text>
            {price}
          </div>
        </header>
      ) : props.phone ? (
        <header className="train-it__head">
          <div className="train-it__tags">{tags}</div>
          <div className="train-it__summary">{price}</div>
        </header>
      ) : (
        (it.saleFlag !== 'ON_SALE' || !it.hasTicket) && <div className="train-it__tags">{tags}</div>
      )}
      {it.tripList.map((trip, i) => (
        <Fragment key={trip.tripIndex}>
          {i > 0 && it.transferInfo && <TransferInfo info={it.transferInfo} />}
          <TripBlock
            trip={trip}
            onStops={props.onStops}
            compact={transfer}
            onBook={props.onBook && it.hasTicket ? (seatClass) => props.onBook!(it, legClasses(it, i, seatClass)) : undefined}
            bookLabel={props.bookLabel}
            onRush={props.onRush && !transfer && it.saleFlag === 'ON_SALE' ? (seatClass, type) => props.onRush!(it, seatClass, type) : undefined}
            aside={transfer || props.phone ? undefined : <div className="train-it__summary">{price}</div>} />
        </Fragment>
      ))}
    </article>
  );
}
