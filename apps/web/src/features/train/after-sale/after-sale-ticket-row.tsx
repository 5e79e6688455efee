import type { ReactNode } from 'react';
import { Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@travel/contracts/train/order';
import { useLocale } from '../../../lib/locale-provider';
import { formatMoney } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { clockTime } from '../train-format';
import type { AfterSaleKind } from './after-sale-logic';
import './after-sale.css';

type OrderTrip = OrderDetail['tripList'][number];

/**
 * A ticket of the order to choose on an apply page (`refund-ticket`, `change-ticket`): the checkbox with the passenger,
 * the train, stations, seat and price; `children` below (the ticket's quote, why it cannot be chosen). Further `data-*`
 * attributes go on the row.
 */
export function AfterSaleTicketRow({
  kind,
  trip,
  ticket,
  passengerName,
  selected,
  disabled,
  onToggle,
  children,
  ...data
}: {
  kind: AfterSaleKind;
  trip: OrderTrip;
  ticket: OrderTrip['ticketList'][number];
  passengerName: string;
  selected: boolean;
  disabled?: boolean;
  onToggle: (on: boolean) => void;
  children?: ReactNode;
} & { [attribute: `data-${string}`]: string | number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  return (
    <div className={`after-sale-ticket${selected ? ' after-sale-ticket--selected' : ''}`} data-testid={`${kind}-ticket`} data-ticket-id={ticket.ticketId} {...data} data-selected={selected ? 'true' : 'false'}>
      <Checkbox checked={selected} disabled={disabled} onChange={(e) => onToggle(e.target.checked)} data-testid={`${kind}-ticket-check`}>
        <Typography.Text strong data-testid={`${kind}-ticket-passenger`}>
          {passengerName}
        </Typography.Text>
      </Checkbox>
      <div className="after-sale-ticket__line">
        <span>
          <Typography.Text strong>{trip.trainNo}</Typography.Text> {fmt.date(trip.departureDate)} {clockTime(trip.departureTime)}
        </span>
        <span>
          {trip.fromStation.stationName} → {trip.toStation.stationName}
        </span>
        <span>
          {t(`policy.seatClass.${ticket.seatClass}`)}
          {ticket.coachNo && ticket.seatNo ? ` · ${t('train.order.coachSeat', { coach: ticket.coachNo, seat: ticket.seatNo })}` : ''}
        </span>
        <span>
          {t('train.refund.ticketPrice')}: {formatMoney(ticket.ticketPrice, locale)}
        </span>
      </div>
      {children}
    </div>
  );
}
