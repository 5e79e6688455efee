import { Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@travel/contracts/train/order';
import type { TrainTicketStatus } from '@travel/contracts/train/statuses';
import { useLocale } from '../../../lib/locale-provider';
import { formatMoney } from '../../../lib/format';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useFormat } from '../../../lib/use-format';
import { afterChange, beforeChange, tripRole } from '../change/change-logic';
import { clockTime, railDate } from '../train-format';
import { OrderFreeChild } from './order-free-child';

const TICKET_STATUS_COLOR: Partial<Record<TrainTicketStatus, string>> = {
  ISSUED: 'green',
  GOT: 'green',
  NON_ISSUE: 'blue',
  ISSUE_FAILED: 'red',
  CANCELED: 'default',
  REFUND_APPLYING: 'gold',
  REFUNDED: 'purple',
  CHANGE_APPLYING: 'gold',
  CHANGED: 'cyan',
};

const ROLE_COLOR = { ORIGINAL: 'default', NEW: 'cyan', CANCELED: 'default' } as const;

type Trip = OrderDetail['tripList'][number];
type TripPassenger = Trip['passengerList'][number];

/** On a phone each passenger is a block of labelled lines rather than a table row cut at the screen's edge. */
function PassengerBlocks(props: { passengers: readonly TripPassenger[]; columns: TableColumnsType<TripPassenger> }) {
  return (
    <div className="train-order-pax-list">
      {props.passengers.map((p, i) => (
        <dl key={p.passengerIndex} className="train-order-pax">
          {props.columns.map((c, j) => (
            <div key={j} className="train-order-pax__line">
              <dt>{c.title as React.ReactNode}</dt>
              <dd>{'render' in c && c.render ? (c.render(undefined, p, i) as React.ReactNode) : null}</dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}

/**
 * One trip of an order: the train, and per passenger the (masked or revealed) identity number, the ticket and the
 * insurance. After a change the original trip and the trip the change made are labelled, and each changed ticket says
 * which train it became (and the new one which it came from); a trip a cancelled change made is shown dimmed.
 */
export function OrderTripCard(props: { order: OrderDetail; trip: Trip; idNumberOf: (passengerIndex: number) => string | undefined }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const isDesktop = useIsDesktop();
  const { trip, order } = props;
  const role = tripRole(trip);
  // A change's trip carries only the changed passengers.
  const passengers = role === 'NEW' || role === 'CANCELED' ? trip.passengerList.filter((p) => trip.ticketList.some((x) => x.passengerIndex === p.passengerIndex)) : trip.passengerList;
  const columns: TableColumnsType<TripPassenger> = [
    {
      title: t('fields.name'),
      render: (_, p) => (
        <Space size={4} wrap data-testid="order-passenger" data-source={p.source}>
          <span>{p.name}</span>
          {p.source === 'STAFF' && <Tag color="blue">{t('train.book.colleague')}</Tag>}
          {p.passengerType === 'CHILD' && <Tag color="gold">{t('train.passengerType.CHILD')}</Tag>}
          {/* The child rides on the passenger's tickets: shown, added or removed once, on the order's first trip. */}
          {trip.tripIndex === 1 && <OrderFreeChild orderId={props.order.orderBaseInfo.orderId} passenger={p} departureDate={trip.departureDate} />}
        </Space>
      ),
    },
    {
      title: t('certType.2'),
      render: (_, p) => <span data-testid="order-id-number">{props.idNumberOf(p.passengerIndex) ?? p.idNumber}</span>,
    },
    {
      title: t('train.order.ticket'),
      render: (_, p) => {
        const ticket = trip.ticketList.find((x) => x.passengerIndex === p.passengerIndex);
        if (!ticket) return null;
        const from = beforeChange(order, ticket);
        const to = afterChange(order, ticket);
        return (
          <Space
            direction="vertical"
            size={0}
            data-testid="order-ticket"
            data-ticket-id={ticket.ticketId}
            data-ticket-status={ticket.ticketStatus}
            data-before-change={ticket.beforeChangeTicketId ?? ''}
            data-coach={ticket.coachNo ?? ''}
            data-seat={ticket.seatNo ?? ''}
          >
            <Tag color={TICKET_STATUS_COLOR[ticket.ticketStatus]}>{t(`train.ticketStatus.${ticket.ticketStatus}`)}</Tag>
            {ticket.coachNo && ticket.seatNo && <span>{t('train.order.coachSeat', { coach: ticket.coachNo, seat: ticket.seatNo })}</span>}
            <Typography.Text type="secondary">{formatMoney(ticket.totalPrice, locale)}</Typography.Text>
            {from && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="order-ticket-from">
                {t('train.order.changedFrom', { train: from.trip.trainNo, date: fmt.date(from.trip.departureDate) })}
              </Typography.Text>
            )}
            {to && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="order-ticket-to">
                {t('train.order.changedTo', { train: to.trip.trainNo, date: fmt.date(to.trip.departureDate) })}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      title: t('train.book.insurance'),
      render: (_, p) => (p.insuranceList.length === 0 ? t('common.none') : p.insuranceList.map((i) => <Tag key={i.insuranceProductId}>{i.name}</Tag>)),
    },
  ];
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      className={role === 'CANCELED' ? 'train-order-trip--canceled' : undefined}
      data-testid="order-trip"
      data-trip-index={trip.tripIndex}
      data-role={role ?? ''}
      data-from={trip.fromStation.stationCode}
      data-to={trip.toStation.stationCode}
      data-departure-date={trip.departureDate}
      data-arrival-date={railDate(trip.arrivalTime)}
      title={
        <Space wrap>
          {role && (
            <Tag color={ROLE_COLOR[role]} data-testid="order-trip-role" data-role={role}>
              {t(`train.order.tripRole.${role}`)}
            </Tag>
          )}
          <span>{trip.trainNo}</span>
          <span>{fmt.date(trip.departureDate)}</span>
          <span>
            {clockTime(trip.departureTime)} {trip.fromStation.stationName} → {clockTime(trip.arrivalTime)} {trip.toStation.stationName}
          </span>
          <Tag>{t(`policy.seatClass.${trip.seatClass}`)}</Tag>
        </Space>
      }
    >
      {isDesktop ? (
        <Table size="small" pagination={false} scroll={{ x: true }} rowKey="passengerIndex" dataSource={passengers} columns={columns} />
      ) : (
        <PassengerBlocks passengers={passengers} columns={columns} />
      )}
    </Card>
  );
}
