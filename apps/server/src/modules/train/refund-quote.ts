import { TrainError } from '@travel/contracts/train/errors';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { refundQuoteCall } from '@travel/contracts/train/refund';
import type { TrainTrip } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { saveTrainQuote, ticketsOfOrder, type AfterSaleConfig, type Scope, type TicketRow } from './after-sale-common';
import { refundQuote } from './after-sale-fees';
import type { OrderRow } from './order-moves';
import { visibleOrder } from './order-visibility';
import { isTicketedOrder } from './order-status';
import { assertNotImported } from './imported-order';
import { assertRefundable, money, receivable, type StoredQuote } from './refund-common';
import { insuranceOf, passengersLeftWithout } from './refund-insurance';
import { trainOrderPassengers, trainOrders, trainOrderTrips } from './schema';
import { stationDirectory, stationNameOf } from './station-directory';

type QuoteOutput = z.output<(typeof refundQuoteCall)['output']>;

async function ownOrder(db: Db, scope: Scope, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(trainOrders).where(visibleOrder(scope, orderId));
  if (!order) throw notFound('order');
  return order;
}

/** The quote lines of tickets at `now`; a departed train answers TRAIN_TICKET_DEPARTED. */
async function priceTickets(config: AfterSaleConfig, db: Db, orderId: string, tickets: TicketRow[], locale: Locale, now: Date) {
  const [trips, passengers, dir] = await Promise.all([
    db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId)),
    db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, orderId)),
    stationDirectory(db),
  ]);
  return tickets.map((ticket) => {
    const trip = trips.find((x) => x.tripIndex === ticket.tripIndex)!;
    const passenger = passengers.find((p) => p.passengerIndex === ticket.passengerIndex)!;
    const q = refundQuote(config.fees, { fare: ticket.ticketPrice, departureAt: trip.departureTime, now, changedInsideEightDays: ticket.changedInsideEightDays });
    if (!q.refundable) throw new AppError(TrainError.TICKET_DEPARTED, { trainNo: ticket.trainNo }, { ticketId: ticket.id });
    const snap = trip.snapshot as TrainTrip;
    return {
      ticketId: ticket.id,
      passengerIndex: ticket.passengerIndex,
      passengerName: `${passenger.familyName}${passenger.givenName}`,
      trainNo: trip.trainNo,
      fromStationName: stationNameOf(dir, snap.fromStation.stationCode, locale),
      toStationName: stationNameOf(dir, snap.toStation.stationCode, locale),
      departureTime: trip.departureTime.toISOString(),
      seatClass: ticket.seatClass as TrainSeatClass,
      coachNo: ticket.coachNo,
      seatNo: ticket.seatNo,
      ticketPrice: money(ticket.ticketPrice),
      rate: q.rate,
      rule: q.rule,
      hoursBefore: Math.round(q.hoursBefore * 100) / 100,
      refundFee: money(q.fee),
      refundAmount: money(q.refundAmount),
    };
  });
}

/** train/refund/quote: the fee of each ticket by the rules at this moment, held under a quotationId until it expires. */
export async function quoteRefund(deps: { config: AfterSaleConfig }, db: Db, scope: Scope, input: { orderId: string; ticketIdList: string[] }, locale: Locale, now: Date): Promise<QuoteOutput> {
  const { config } = deps;
  const order = await ownOrder(db, scope, input.orderId);
  assertNotImported(order);
  if (!isTicketedOrder(order.status) && order.status !== 'CHANGED') throw new AppError(TrainError.ORDER_NOT_REFUNDABLE, { status: order.status });
  const tickets = await ticketsOfOrder(db, order.id, input.ticketIdList);
  tickets.forEach(assertRefundable);
  const lines = await priceTickets(config, db, order.id, tickets, locale, now);
  const insurance = await insuranceOf(db, order.id, await passengersLeftWithout(db, order.id, tickets), 'PURCHASED');
  const stored: StoredQuote = {
    tickets: lines.map((l) => ({ ticketId: l.ticketId, ticketPrice: l.ticketPrice.amount, rate: l.rate, rule: l.rule, fee: l.refundFee.amount, refundAmount: l.refundAmount.amount })),
    refundServiceFee: config.refundServiceFee,
    insuranceFee: insurance.reduce((s, x) => s + x.fee, 0),
  };
  const saved = await saveTrainQuote(db, { kind: 'REFUND', orderId: order.id, scope, ticketIds: input.ticketIdList, quote: stored, minutes: config.quoteMinutes }, now);
  return { ...saved, ticketList: lines, receivablePrice: receivable(stored.tickets, stored.refundServiceFee, stored.insuranceFee) };
}
