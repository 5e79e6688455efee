import type { OrderDetail } from '@travel/contracts/train/order';
import type { SearchPassenger } from '@travel/contracts/train/search';
import { ordered } from '../passenger-list';
import { defaultSearchState, type TrainSearchState } from '../search-params';
import { railDate } from '../train-format';

/** Book again: the same journey; buy return: the journey the other way round, from where the last train arrives. */
export type RebookKind = 'AGAIN' | 'RETURN';

/** Whole years between a birthday and a date (both YYYY-MM-DD). */
export function ageOn(birthday: string, on: string): number {
  const [by, bm, bd] = birthday.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The order's travellers as search travellers on `date`: the same types, youths and seniors with their age on that
 * day (a type the age no longer fits is put right by the results page's regroup question).
 */
export function searchPassengersOf(order: OrderDetail, date: string): SearchPassenger[] {
  const list = order.tripList[0]?.passengerList ?? [];
  return ordered(
    list.map((p) => {
      if (p.passengerType === 'ADT') return { passengerType: 'ADT' as const };
      // A child (under 14) searches as a youth, the search's type for ages 1 to 29.
      const type = p.passengerType === 'CHILD' ? 'TEEN' : p.passengerType;
      const age = /^\d{4}-\d{2}-\d{2}/.test(p.birthday) ? ageOn(p.birthday, date) : undefined;
      return age === undefined || age < 0 ? { passengerType: type } : { passengerType: type, age };
    }),
  );
}

/** The date the new search would like: the order's first departure again, or the day the last train arrives. */
export function wishedDate(order: OrderDetail, kind: RebookKind): string | null {
  const first = order.tripList[0];
  const last = order.tripList.at(-1);
  if (!first || !last) return null;
  return kind === 'AGAIN' ? first.departureDate : railDate(last.arrivalTime);
}

/**
 * The search of a rebooking, on `date` (the wished date once the date range said it can be booked, else its first
 * bookable date): the order's first departure station to its last arrival station (reversed for a return), as
 * stations, with the same trip type, travel request and travellers.
 */
export function rebookSearch(order: OrderDetail, kind: RebookKind, date: string): TrainSearchState | null {
  const first = order.tripList[0];
  const last = order.tripList.at(-1);
  if (!first || !last) return null;
  const origin = { type: 'STATION' as const, code: first.fromStation.stationCode, name: first.fromStation.stationName };
  const destination = { type: 'STATION' as const, code: last.toStation.stationCode, name: last.toStation.stationName };
  const travelType = order.orderBaseInfo.travelType;
  const passengers = searchPassengersOf(order, date);
  return {
    ...defaultSearchState(),
    from: kind === 'AGAIN' ? origin : destination,
    to: kind === 'AGAIN' ? destination : origin,
    date,
    travelType,
    travelNO: travelType === 'BUSINESS' ? order.orderBaseInfo.travelNO : null,
    passengers: passengers.length > 0 ? passengers : [{ passengerType: 'ADT' }],
    relatedOrderId: order.orderBaseInfo.orderId,
  };
}
