import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { FreeChild, OrderFreeChild } from '@travel/contracts/train/free-child';
import { ageOn, childFare, fareForAge, mayAccompany, mayRideFree, ticketTypeForAge } from '@travel/contracts/train/passenger-age';
import type { TrainTicketStatus } from '@travel/contracts/train/statuses';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { maskCertNo } from '../../platform/masking';
import { railName } from './booking-rules';
import { trainFreeChildren, trainOrderPassengers } from './schema';

/** The date ages count at: the first trip's departure (spec 5). */
export const firstDepartureOf = (input: Pick<BookSubmitInput, 'tripList'>) => [...input.tripList].sort((a, b) => a.tripIndex - b.tripIndex)[0]!.departureDate;

/** Each passenger's age at the first departure, in the list's order. */
export const passengerAges = (input: Pick<BookSubmitInput, 'tripList' | 'passengerList'>) => input.passengerList.map((p) => ageOn(p.birthday, firstDepartureOf(input)));

/** What the passengers pay for one trip whose full fare is given, with the service fee per ticket: children the child fare. */
export const tripTicketTotal = (fullFare: number, ages: readonly number[], serviceFee: number) => ages.reduce((sum, age) => sum + fareForAge(fullFare, age) + serviceFee, 0);

/** The railway's ticket type of each passenger with a seat. */
export const ticketTypes = (ages: readonly number[]) => ages.map(ticketTypeForAge);

/**
 * A free child's rules against its passenger (1-based index) on the departure date: the passenger pays the full fare
 * (14 or over), the child is under 6, and the child's name passes the railway's rule.
 */
export function checkFreeChild(child: FreeChild, passenger: { birthday: string; passengerIndex: number }, departureDate: string, locale: Locale, path: string) {
  if (!mayAccompany(ageOn(passenger.birthday, departureDate))) throw new AppError(TrainError.FREE_CHILD_ADULT_REQUIRED, { passengerIndex: passenger.passengerIndex }, { passengerIndex: passenger.passengerIndex });
  if (!mayRideFree(ageOn(child.birthday, departureDate))) throw new AppError(TrainError.FREE_CHILD_AGE, { passengerIndex: passenger.passengerIndex }, { passengerIndex: passenger.passengerIndex });
  if (railName(child.familyName, child.givenName) === null) throw new ParamError([{ path: `${path}.givenName`, code: 'custom', message: t(locale, 'validation.railName') }]);
}

const identityOf = (p: { idType: string; idNumber: string }) => `${p.idType}:${p.idNumber.toUpperCase()}`;

/** A booking's free children: each by the rules above, and no child also a passenger or on two passengers. */
export function checkBookingFreeChildren(input: BookSubmitInput, locale: Locale) {
  const date = firstDepartureOf(input);
  const seen = new Set(input.passengerList.map(identityOf));
  input.passengerList.forEach((p, i) => {
    if (!p.freeChild) return;
    const path = `passengerList.${i}.freeChild`;
    checkFreeChild(p.freeChild, { birthday: p.birthday, passengerIndex: i + 1 }, date, locale, path);
    const id = identityOf(p.freeChild);
    if (seen.has(id)) throw new ParamError([{ path: `${path}.idNumber`, code: 'custom', message: t(locale, 'validation.duplicatePassenger') }]);
    seen.add(id);
  });
}

/** The row of a free child on an order, its name as the railway takes it. */
export const freeChildRow = (orderId: string, passengerIndex: number, child: FreeChild, now: Date): typeof trainFreeChildren.$inferInsert => ({
  orderId,
  passengerIndex,
  id: `FC${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
  familyName: child.familyName.replace(/\s+/g, '').toUpperCase(),
  givenName: child.givenName.replace(/\s+/g, '').toUpperCase(),
  birthday: child.birthday,
  gender: child.gender,
  idType: child.idType,
  idNumber: child.idNumber.toUpperCase(),
  createdAt: now,
});

/** The booking's free children, written with its passengers in the commit's transaction. */
export async function insertBookingFreeChildren(tx: Db, orderId: string, input: BookSubmitInput, now: Date) {
  const rows = input.passengerList.flatMap((p, i) => (p.freeChild ? [freeChildRow(orderId, i + 1, p.freeChild, now)] : []));
  if (rows.length > 0) await tx.insert(trainFreeChildren).values(rows);
}

/** Tickets a free child rides on: the passenger still travels (a refund applied for ends it). */
const TRAVELLING: readonly TrainTicketStatus[] = ['NON_ISSUE', 'ISSUED', 'GOT', 'CHANGE_APPLYING'];
export const travelsOn = (statuses: readonly TrainTicketStatus[]) => statuses.some((s) => TRAVELLING.includes(s));

/** A free child as the order shows it: ACTIVE while its passenger travels, CANCELED once refunded or cancelled. */
export function freeChildView(row: typeof trainFreeChildren.$inferSelect, passengerTicketStatuses: readonly TrainTicketStatus[], canRemove: boolean): OrderFreeChild {
  return {
    freeChildId: row.id,
    passengerType: 'FREE_CHILD',
    name: `${row.familyName}${row.givenName}`,
    familyName: row.familyName,
    givenName: row.givenName,
    birthday: row.birthday,
    gender: row.gender,
    idType: row.idType,
    idNumber: maskCertNo(row.idNumber)!,
    status: travelsOn(passengerTicketStatuses) ? 'ACTIVE' : 'CANCELED',
    canRemove,
  };
}

/** A change's new fare for each of its tickets: a child's the child fare. */
export const changeFares = (tickets: readonly { passengerIndex: number }[], fullFare: number, children: ReadonlySet<number>) => tickets.map((x) => (children.has(x.passengerIndex) ? childFare(fullFare) : fullFare));

/** The passengers of an order who travel on child tickets (CHILD at booking): a change keeps them at the child fare. */
export async function childPassengers(db: Db, orderId: string): Promise<Set<number>> {
  const rows = await db
    .select({ passengerIndex: trainOrderPassengers.passengerIndex })
    .from(trainOrderPassengers)
    .where(and(eq(trainOrderPassengers.orderId, orderId), eq(trainOrderPassengers.passengerType, 'CHILD')));
  return new Set(rows.map((r) => r.passengerIndex));
}
