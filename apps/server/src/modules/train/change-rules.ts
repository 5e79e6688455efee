import { TrainError } from '@travel/contracts/train/errors';
import { assertNotImported } from './imported-order';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import { CHANGE_REFUND_PATH, type ChangeTrip } from '@travel/contracts/train/change';
import type { TrainSearchRequest } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { changeQuote, type AfterSaleFeeConfig } from './after-sale-fees';
import { spreadByPrice } from '../commerce/money-split';
import { changeTripIndexes, ticketsOfOrder, type Scope, type TicketRow } from './after-sale-common';
import { isOccupying } from './after-sale-status';
import { lockOrder, type OrderRow } from './order-moves';
import { isTicketedOrder, LIVE_TICKET_STATUSES, ticketCan } from './order-status';
import type { RailSupplier, SeatClass, TrainSection } from './rail-port';
import { trainChanges, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { firstTrip } from './search-service';
import { stationDirectory } from './station-directory';
import { SEAT_CLASS } from './trip-view';
import { visibleOrder, visibleOrderIds } from './order-visibility';

/**
 * The rules of a change (spec sections 4, 5, 8, 9): which tickets may change, to which trains, and at what price.
 * Pure checks and reads; the change-*.ts actions do the writes.
 */

export type TripRow = typeof trainOrderTrips.$inferSelect;
export const RAIL_CLASS = Object.fromEntries(Object.entries(SEAT_CLASS).map(([rail, ours]) => [ours, rail])) as Record<TrainSeatClass, SeatClass>;
const HOUR_MS = 3_600_000;
/** Within this many hours of the old departure a change may only go to a train leaving by 24:00 of the old date. */
export const NEAR_DEPARTURE_HOURS = 48;

export interface ChangeContext {
  order: OrderRow;
  tickets: TicketRow[];
  oldTrip: TripRow;
}

/**
 * A ticket of the request that may not change: changed once already (or made by a change: one change per ticket),
 * busy with a change or refund, or not issued.
 */
function assertTicketChangeable(ticket: TicketRow, madeByChange: boolean, orderId: string) {
  if (madeByChange || ticket.status === 'CHANGED') throw new AppError(TrainError.TICKET_CHANGED_ONCE, { ticketId: ticket.id });
  if (ticket.status === 'CHANGE_APPLYING' || ticket.status === 'REFUND_APPLYING') throw new AppError(TrainError.ORDER_OCCUPIED, {}, { orderId });
  if (!ticketCan(ticket.status, 'APPLY_CHANGE')) throw new AppError(TrainError.TICKET_NOT_CHANGEABLE, { ticketId: ticket.id, status: ticket.status });
}

/**
 * The member's order and the tickets to change, all on one trip that has not left, none changed before, and no other
 * change of the order occupying it (420011021). With `lock` the order row is locked (FOR UPDATE) first, so a refund or
 * another change of the same tickets waits for this transaction and then finds the tickets moved.
 */
export async function changeContext(db: Db, scope: Scope, orderId: string, ticketIds: readonly string[], now: Date, lock = false): Promise<ChangeContext> {
  let order: OrderRow;
  if (lock) order = await lockOrder(db, orderId, scope);
  else {
    const [row] = await db.select().from(trainOrders).where(visibleOrder(scope, orderId));
    if (!row) throw notFound('order');
    order = row;
  }
  assertNotImported(order);
  const tickets = await ticketsOfOrder(db, orderId, [...new Set(ticketIds)]);
  const changeTrips = await changeTripIndexes(db, orderId);
  for (const ticket of tickets) assertTicketChangeable(ticket, changeTrips.has(ticket.tripIndex), orderId);
  if (!isTicketedOrder(order.status)) throw new AppError(TrainError.ORDER_NOT_CHANGEABLE, { status: order.status });
  const tripIndex = tickets[0]!.tripIndex;
  if (tickets.some((x) => x.tripIndex !== tripIndex)) throw new AppError(TrainError.CHANGE_ONE_TRIP);
  const changes = await db.select({ operationStatus: trainChanges.operationStatus }).from(trainChanges).where(eq(trainChanges.orderId, orderId));
  if (changes.some((c) => isOccupying(c.operationStatus))) throw new AppError(TrainError.ORDER_OCCUPIED, {}, { orderId });
  const [oldTrip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, orderId), eq(trainOrderTrips.tripIndex, tripIndex)));
  if (!oldTrip) throw notFound('trip');
  if (oldTrip.departureTime <= now) throw new AppError(TrainError.CHANGE_DEPARTED);
  return { order, tickets, oldTrip };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 24:00 (China time) of the old ticket's travel date: the latest a change near departure may leave. */
const endOfOldDate = (ctx: ChangeContext) => Date.parse(`${addDays(ctx.tickets[0]!.departureDate, 1)}T00:00:00+08:00`);

export const isNearDeparture = (ctx: ChangeContext, now: Date) => ctx.oldTrip.departureTime.getTime() - now.getTime() < NEAR_DEPARTURE_HOURS * HOUR_MS;

/** ItrainResouce.1335: the change is not allowed, a refund is; data tells the web where to send the traveller. */
export function refundInstead(orderId: string): AppError {
  return new AppError(TrainError.CHANGE_REFUND_INSTEAD, {}, { orderId, refundPath: `${CHANGE_REFUND_PATH}?orderId=${encodeURIComponent(orderId)}&fromChangeApply=1` });
}

/** Within 48 hours of the old departure, a change only to a train leaving before 24:00 of the old ticket's date. */
export function assertChangeWindow(ctx: ChangeContext, newDepartureMs: number, now: Date) {
  if (isNearDeparture(ctx, now) && newDepartureMs >= endOfOldDate(ctx)) throw refundInstead(ctx.order.id);
}

/** The stations of the new trip must be in the old stations' cities (spec: other stations in the same cities). */
async function assertSameCities(db: Db, ctx: ChangeContext, from: string, to: string) {
  const dir = await stationDirectory(db);
  const city = (code: string) => dir.cityOfStation.get(code)?.city ?? code;
  if (!dir.stationByCode.has(from)) throw new AppError(TrainError.STATION_NOT_FOUND, { code: from });
  if (!dir.stationByCode.has(to)) throw new AppError(TrainError.STATION_NOT_FOUND, { code: to });
  if (city(from) !== city(ctx.oldTrip.fromStationCode)) throw new AppError(TrainError.CHANGE_STATION_CITY, { code: from });
  if (city(to) !== city(ctx.oldTrip.toStationCode)) throw new AppError(TrainError.CHANGE_STATION_CITY, { code: to });
  return dir;
}

export interface NewTrip {
  section: TrainSection;
  seatClass: TrainSeatClass;
  fare: number;
  seatRemain: number;
}

/**
 * The new train as the railway sells it now, checked against the change rules: same cities, not the same train, the
 * 48-hour rule (ItrainResouce.1335), on sale, the class sold, the fare the traveller saw (TRAIN_PRICE_CHANGED).
 */
export async function resolveNewTrip(db: Db, rail: RailSupplier, ctx: ChangeContext, trip: ChangeTrip, locale: Locale, now: Date): Promise<NewTrip> {
  await assertSameCities(db, ctx, trip.fromStationCode, trip.toStationCode);
  const section = await rail.getSeatProducts({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromTelecode: trip.fromStationCode, toTelecode: trip.toStationCode });
  if (!section) throw new AppError(TrainError.NOT_FOUND, { trainNo: trip.trainNo, date: trip.departureDate });
  const old = ctx.oldTrip;
  if (section.trainNo === old.trainNo && section.departureDate === old.departureDate && section.fromTelecode === old.fromStationCode) throw new AppError(TrainError.CHANGE_SAME_TRAIN);
  assertChangeWindow(ctx, section.departureMs, now);
  if (section.saleStatus === 'closed') throw new AppError(TrainError.SALE_CLOSED);
  if (section.saleStatus !== 'onSale') throw new AppError(TrainError.NOT_ON_SALE, { date: trip.departureDate });
  const product = section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass]);
  if (!product) throw new AppError(TrainError.SEAT_CLASS_NOT_SOLD, { trainNo: trip.trainNo, seatClass: t(locale, `policy.seatClass.${trip.seatClass}`) });
  if (trip.price && trip.price.amount !== product.price.amount) throw new AppError(TrainError.PRICE_CHANGED, {}, { price: product.price });
  return { section, seatClass: trip.seatClass, fare: product.price.amount, seatRemain: product.seatRemain };
}

/** The railway's one-ticket rule on the new train: the travellers must hold no live ticket on it that day. */
export async function assertNoTicketOnNewTrain(db: Db, scope: Scope, ctx: ChangeContext, section: TrainSection) {
  const clash = await db
    .select({ orderId: trainTickets.orderId })
    .from(trainTickets)
    .where(
      and(
        inArray(trainTickets.identity, ctx.tickets.map((x) => x.identity)),
        eq(trainTickets.trainNo, section.trainNo),
        eq(trainTickets.departureDate, section.departureDate),
        inArray(trainTickets.status, [...LIVE_TICKET_STATUSES]),
      ),
    );
  if (clash.length === 0) return;
  // The holding orders may be other members' or enterprises': an order's id goes back only to whoever may open it.
  const visible = await visibleOrderIds(db, scope, clash.map((c) => c.orderId));
  const shown = clash.find((c) => visible.has(c.orderId));
  throw new AppError(TrainError.TICKET_EXISTS, { trainNo: section.trainNo, date: section.departureDate }, shown ? { orderId: shown.orderId } : {});
}

/** One ticket's change figures, as quoted and as fixed on the change. */
export interface ChangeLine {
  ticketId: string;
  oldFare: number;
  newFare: number;
  changeRate: number;
  changeFee: number;
  changeRefundRate: number;
  changeRefundFee: number;
  priceDiff: number;
  payAmount: number;
  refundAmount: number;
}

export interface ChangeTotals {
  ticketPriceDiff: number;
  changeFee: number;
  changeRefundFee: number;
  /** what is paid: the tickets' pay parts less their refund parts, when that is above 0 */
  payAmount: number;
  /** what goes back: the tickets' refund parts less their pay parts, when that is above 0 */
  refundAmount: number;
  direction: 'PAY_MORE' | 'REFUND_DIFFERENCE' | 'NONE';
}

/** Each ticket priced by the fee rules at `at` (spec 9: the change fee on the lower fare, the refund fee on the difference). */
export function priceChange(fees: AfterSaleFeeConfig, ctx: ChangeContext, newFares: readonly number[], at: Date): { lines: ChangeLine[]; totals: ChangeTotals } {
  const lines = ctx.tickets.map((ticket, i) => {
    const q = changeQuote(fees, { oldFare: ticket.ticketPrice, newFare: newFares[i]!, originalDepartureAt: ctx.oldTrip.departureTime, now: at });
    if (!q.changeable) throw new AppError(TrainError.CHANGE_DEPARTED);
    const { changeRate, changeFee, changeRefundRate, changeRefundFee, priceDiff, payAmount, refundAmount } = q;
    return { ticketId: ticket.id, oldFare: ticket.ticketPrice, newFare: newFares[i]!, changeRate, changeFee, changeRefundRate, changeRefundFee, priceDiff, payAmount, refundAmount };
  });
  return { lines, totals: totalsOf(lines) };
}

/** The station's figures of an offline change: its fee spread over the tickets by fare, the difference paid or returned. */
export function offlineChangePrice(ctx: ChangeContext, newFares: readonly number[], changeFee: number): { lines: ChangeLine[]; totals: ChangeTotals } {
  const fees = spreadByPrice(changeFee, ctx.tickets.map((t) => t.ticketPrice));
  const lines = ctx.tickets.map((ticket, i) => {
    const fee = fees[i]!;
    const newFare = newFares[i]!;
    const priceDiff = newFare - ticket.ticketPrice;
    const lower = Math.min(ticket.ticketPrice, newFare);
    return {
      ticketId: ticket.id,
      oldFare: ticket.ticketPrice,
      newFare,
      changeRate: lower === 0 ? 0 : Math.round((fee * 10000) / lower),
      changeFee: fee,
      changeRefundRate: 0,
      changeRefundFee: 0,
      priceDiff,
      payAmount: Math.max(0, priceDiff) + fee,
      refundAmount: Math.max(0, -priceDiff),
    };
  });
  return { lines, totals: totalsOf(lines) };
}

function totalsOf(lines: ChangeLine[]): ChangeTotals {
  const sum = (f: (l: ChangeLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const net = sum((l) => l.payAmount) - sum((l) => l.refundAmount);
  const diff = sum((l) => l.priceDiff);
  return {
      ticketPriceDiff: diff,
      changeFee: sum((l) => l.changeFee),
      changeRefundFee: sum((l) => l.changeRefundFee),
      payAmount: Math.max(0, net),
      refundAmount: Math.max(0, -net),
      direction: diff > 0 ? 'PAY_MORE' : diff < 0 ? 'REFUND_DIFFERENCE' : 'NONE',
  };
}

/**
 * train/change/search/first_trip: direct trains for the same travellers between the old stations (or others of the
 * same cities); near departure, a later date answers ItrainResouce.1335 at once.
 */
export async function changeFirstTrip(
  db: Db,
  rail: RailSupplier,
  scope: Scope,
  input: { orderId: string; ticketIdList: string[]; departureDate: string; fromStationCode?: string; toStationCode?: string; sameCity: boolean; sort: TrainSearchRequest['sort']; filter: TrainSearchRequest['filter']; pageSize: number },
  locale: Locale,
  now: Date,
) {
  const ctx = await changeContext(db, scope, input.orderId, input.ticketIdList, now);
  if (isNearDeparture(ctx, now) && Date.parse(`${input.departureDate}T00:00:00+08:00`) >= endOfOldDate(ctx)) throw refundInstead(ctx.order.id);
  const from = input.fromStationCode ?? ctx.oldTrip.fromStationCode;
  const to = input.toStationCode ?? ctx.oldTrip.toStationCode;
  const dir = await assertSameCities(db, ctx, from, to);
  const place = (code: string) => {
    const city = dir.cityOfStation.get(code);
    return input.sameCity && city ? { type: 'CITY' as const, code: city.city } : { type: 'STATION' as const, code };
  };
  return firstTrip(
    db,
    rail,
    scope,
    {
      passengerList: ctx.tickets.map(() => ({ passengerType: 'ADT' as const })),
      departureDate: input.departureDate,
      departure: place(from),
      arrival: place(to),
      travelType: ctx.order.travelType,
      searchMode: 'DIRECT',
      sort: input.sort,
      filter: input.filter,
      pageSize: input.pageSize,
    },
    locale,
    now,
  );
}
