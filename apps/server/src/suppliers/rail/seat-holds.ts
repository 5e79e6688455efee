import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Berth, HeldSeat, HoldRequest, SeatClass, SeatHold, SeatWish } from '../../modules/train/rail-port';
import { RailSupplierError } from '../../modules/train/rail-port';
import type { Db } from '../../platform/db/database';
import { isDeadlock, isUniqueViolation } from '../../platform/db/errors';
import { layoutCapacity } from './coach-layout';
import { noSeatBaseClass, placeFare, sectionFare } from './fares';
import { hashString } from '../../platform/seeded-random';
import type { RailConfig } from './rail-config';
import type { RailNetwork } from './rail-network';
import { isoAt } from './rail-time';
import { clearSeats, materialise, takeSeats, type TakenSeat } from './seat-inventory';
import { isNightClosed } from './sale-window';
import { railHolds, railHoldSeats, railOrderNoSeq } from './schema';
import { findSection, sectionOnRunDate, sectionSaleStatus, type SaleContext, type Section } from './train-sections';

type HoldRow = typeof railHolds.$inferSelect;
type HoldSeatRow = typeof railHoldSeats.$inferSelect;

const pad2 = (n: number) => String(n).padStart(2, '0');

function view(net: RailNetwork, hold: HoldRow, seats: HoldSeatRow[]): SeatHold {
  const train = net.byId.get(hold.trainId)!;
  const section = sectionOnRunDate(train, hold.fromSeq, hold.toSeq, hold.runDate);
  return {
    holdId: hold.id,
    status: hold.status as SeatHold['status'],
    trainNo: train.trainNo,
    runDate: hold.runDate,
    departureDate: section.departureDate,
    fromTelecode: train.stops[hold.fromSeq]!.telecode,
    toTelecode: train.stops[hold.toSeq]!.telecode,
    departureTime: isoAt(section.runDate, section.leaveMinute),
    arrivalTime: isoAt(section.runDate, section.arriveMinute),
    eOrderNo: hold.eOrderNo,
    orderRef: hold.orderRef,
    seats: seats.map(
      (s): HeldSeat => ({
        index: s.idx,
        seatClass: s.seatClass as SeatClass,
        coachNo: pad2(s.coachNo),
        seatNo: s.seatNo,
        berth: s.berth as Berth | null,
        price: { amount: s.price, currency: 'CNY' },
        status: s.status as HeldSeat['status'],
        ticketNo: s.ticketNo,
      }),
    ),
  };
}

function checkSale(section: Section, ctx: SaleContext): void {
  const status = sectionSaleStatus(section, ctx);
  if (status === 'closed') throw new RailSupplierError('SALE_CLOSED', `sales of ${section.train.trainNo} closed`);
  if (status !== 'onSale') throw new RailSupplierError('NOT_ON_SALE', `${section.departureDate} is not on sale (${status})`);
  if (isNightClosed(ctx.nowMs, ctx.config)) throw new RailSupplierError('NOT_SELLING', 'the railway does not sell during its nightly close');
}

/** Groups passengers wanting the same thing so each group is one UPDATE. */
function groupWishes(wishes: readonly SeatWish[]) {
  const groups = new Map<string, { wish: SeatWish; indexes: number[] }>();
  wishes.forEach((wish, index) => {
    const key = `${wish.seatClass}/${wish.seatLetter ?? ''}/${wish.berth ?? ''}/${wish.acceptNoSeat ? 1 : 0}`;
    const group = groups.get(key) ?? { wish, indexes: [] };
    group.indexes.push(index);
    groups.set(key, group);
  });
  return [...groups.values()];
}

function resolveSection(net: RailNetwork, req: HoldRequest): Section {
  const section = findSection(net, req.trainNo, req.departureDate, req.fromTelecode, req.toTelecode);
  if (section) return section;
  const train = net.byNo.get(req.trainNo);
  if (!train) throw new RailSupplierError('TRAIN_NOT_FOUND', `no train ${req.trainNo}`);
  const a = train.seqOf.get(req.fromTelecode);
  const b = train.seqOf.get(req.toTelecode);
  if (a === undefined || b === undefined || b <= a) {
    throw new RailSupplierError('STATION_NOT_ON_TRAIN', `${req.trainNo} does not run ${req.fromTelecode}→${req.toTelecode}`);
  }
  throw new RailSupplierError('TRAIN_NOT_FOUND', `${req.trainNo} does not run on ${req.departureDate}`);
}

/** One place per passenger, by passenger index; SOLD_OUT when any passenger gets none. */
async function takeForPassengers(tx: Db, section: Section, wishes: readonly SeatWish[]): Promise<Map<number, TakenSeat>> {
  const { train, runDate, mask } = section;
  const take = async (seatClass: SeatClass, count: number, wish: SeatWish = { seatClass }): Promise<TakenSeat[]> => {
    // Free and unlocked places first; then wait for places other holders have locked, which may turn out free for
    // this section once they commit (they may have taken a section that does not overlap).
    const got = await takeSeats(tx, train.id, runDate, seatClass, mask, count, wish, true);
    if (got.length === count) return got;
    return [...got, ...(await takeSeats(tx, train.id, runDate, seatClass, mask, count - got.length, wish, false))];
  };
  const taken = new Map<number, TakenSeat>();
  for (const { wish, indexes } of groupWishes(wishes)) {
    const got = await take(wish.seatClass, indexes.length, wish);
    got.forEach((seat, i) => taken.set(indexes[i]!, seat));
    let rest = indexes.slice(got.length);
    if (rest.length > 0 && wish.acceptNoSeat && wish.seatClass === noSeatBaseClass(train.trainClass) && layoutCapacity(train.layout).has('noSeat')) {
      const standing = await take('noSeat', rest.length);
      standing.forEach((seat, i) => taken.set(rest[i]!, seat));
      rest = rest.slice(standing.length);
    }
    if (rest.length > 0) throw new RailSupplierError('SOLD_OUT', `${train.trainNo} has no ${wish.seatClass} left for the section`);
  }
  return taken;
}

async function holdByKey(db: Db, net: RailNetwork, idempotencyKey: string): Promise<SeatHold | null> {
  const [hold] = await db.select().from(railHolds).where(eq(railHolds.idempotencyKey, idempotencyKey));
  return hold ? getHold(db, net, hold.id) : null;
}

/**
 * Holds one place per passenger on the section, all or none, in the sandbox's own transaction. A retry with the same
 * idempotency key answers the first hold (the caller may have lost the answer to a timeout or a crash): the key's
 * unique index refuses the second hold row, which undoes that attempt's takes.
 */
export async function holdSeats(db: Db, net: RailNetwork, ctx: SaleContext, req: HoldRequest, materialised?: Set<string>): Promise<SeatHold> {
  if (req.passengers.length === 0) throw new RangeError('a hold needs at least one passenger');
  // A retry answers the first hold even when the section has sold out since (it holds the seats the retry asks for).
  const earlier = await holdByKey(db, net, req.idempotencyKey);
  if (earlier) return earlier;
  const section = resolveSection(net, req);
  checkSale(section, ctx);
  const { train, runDate, mask } = section;
  const capacity = layoutCapacity(train.layout);
  for (const p of req.passengers) {
    if (!capacity.has(p.seatClass)) throw new RailSupplierError('NO_SUCH_SEAT_CLASS', `${train.trainNo} sells no ${p.seatClass}`);
  }
  const take = async (tx: Db) => {
    await materialise(tx, train.id, runDate, train.layout, materialised);
    const taken = await takeForPassengers(tx, section, req.passengers);
    const hold: HoldRow = {
      id: randomUUID(),
      trainId: train.id,
      runDate,
      fromSeq: section.fromSeq,
      toSeq: section.toSeq,
      mask,
      status: 'HELD',
      eOrderNo: null,
      orderRef: req.orderRef ?? null,
      idempotencyKey: req.idempotencyKey,
      createdAt: new Date(ctx.nowMs),
      issuedAt: null,
      releasedAt: null,
    };
    const seats: HoldSeatRow[] = req.passengers.map((wish, idx) => {
      const seat = taken.get(idx)!;
      return {
        holdId: hold.id,
        idx,
        coachNo: seat.coachNo,
        seatNo: seat.seatNo,
        seatClass: seat.seatClass,
        berth: seat.berth,
        price: placeFare(sectionFare(train.trainClass, seat.seatClass, section.km, seat.berth), wish.ticketType),
        status: 'HELD',
        ticketNo: null,
      };
    });
    await tx.insert(railHolds).values(hold);
    await tx.insert(railHoldSeats).values(seats);
    return view(net, hold, seats);
  };
  // Two multi-passenger holds can each wait for a place the other has locked; PostgreSQL aborts one of them. Its
  // transaction is gone with its locks, so trying again is safe.
  for (let tries = 1; ; tries++) {
    try {
      return await db.transaction(take);
    } catch (err) {
      // The key was used before (a retry after a lost answer, or racing the first call): the first hold is the answer;
      // this attempt's takes rolled back with its transaction.
      if (isUniqueViolation(err)) {
        const raced = await holdByKey(db, net, req.idempotencyKey);
        if (raced) return raced;
      }
      if (tries >= 3 || !isDeadlock(err)) throw err;
    }
  }
}


async function lockHold(db: Db, holdId: string): Promise<{ hold: HoldRow; seats: HoldSeatRow[] }> {
  const [hold] = await db.select().from(railHolds).where(eq(railHolds.id, holdId)).for('update');
  if (!hold) throw new RailSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
  const seats = await db.select().from(railHoldSeats).where(eq(railHoldSeats.holdId, holdId)).orderBy(asc(railHoldSeats.idx));
  return { hold, seats };
}

async function returnSeats(db: Db, hold: HoldRow, seats: readonly HoldSeatRow[], status: 'RELEASED' | 'REFUNDED'): Promise<void> {
  if (seats.length === 0) return;
  await clearSeats(db, hold.trainId, hold.runDate, hold.mask, seats);
  await db
    .update(railHoldSeats)
    .set({ status })
    .where(and(eq(railHoldSeats.holdId, hold.id), inArray(railHoldSeats.idx, seats.map((s) => s.idx))));
}

export async function getHold(db: Db, net: RailNetwork, holdId: string): Promise<SeatHold | null> {
  const [hold] = await db.select().from(railHolds).where(eq(railHolds.id, holdId));
  if (!hold) return null;
  const seats = await db.select().from(railHoldSeats).where(eq(railHoldSeats.holdId, holdId)).orderBy(asc(railHoldSeats.idx));
  return view(net, hold, seats);
}

export async function releaseHold(db: Db, net: RailNetwork, ref: { holdId: string } | { idempotencyKey: string }, now: Date): Promise<SeatHold | null> {
  let holdId: string;
  if ('holdId' in ref) holdId = ref.holdId;
  else {
    const [found] = await db.select({ id: railHolds.id }).from(railHolds).where(eq(railHolds.idempotencyKey, ref.idempotencyKey));
    if (!found) return null;
    holdId = found.id;
  }
  return db.transaction(async (tx) => {
    const { hold, seats } = await lockHold(tx, holdId);
    if (hold.status === 'ISSUED') throw new RailSupplierError('ALREADY_ISSUED', `hold ${holdId} is issued: refund its tickets`);
    if (hold.status === 'HELD') {
      await returnSeats(tx, hold, seats.filter((s) => s.status === 'HELD'), 'RELEASED');
      await tx.update(railHolds).set({ status: 'RELEASED', releasedAt: now }).where(eq(railHolds.id, holdId));
    }
    return (await getHold(tx, net, holdId))!;
  });
}

export async function confirmHold(db: Db, net: RailNetwork, config: Pick<RailConfig, 'seed' | 'issueFailureRate'>, holdId: string, now: Date): Promise<SeatHold> {
  return db.transaction(async (tx) => {
    const { hold } = await lockHold(tx, holdId);
    if (hold.status === 'RELEASED') throw new RailSupplierError('HOLD_RELEASED', `hold ${holdId} was released`);
    if (hold.status === 'HELD') {
      // Fault injection decided by the hold, so a test knows which holds fail.
      if (config.issueFailureRate > 0 && hashString(`${config.seed}/issue/${holdId}`) / 4294967296 < config.issueFailureRate) {
        throw new RailSupplierError('ISSUE_FAILED', `the railway refused to issue hold ${holdId}`);
      }
      const next = (await tx.execute(sql`SELECT nextval(${`sandbox.${railOrderNoSeq.seqName}`}::regclass)::text AS n`)) as unknown as {
        rows: { n: string }[];
      };
      const eOrderNo = `E${next.rows[0]!.n}`;
      await tx.update(railHolds).set({ status: 'ISSUED', eOrderNo, issuedAt: now }).where(eq(railHolds.id, holdId));
      await tx
        .update(railHoldSeats)
        .set({ status: 'ISSUED', ticketNo: sql`${eOrderNo} || lpad((${railHoldSeats.idx} + 1)::text, 3, '0')` })
        .where(and(eq(railHoldSeats.holdId, holdId), eq(railHoldSeats.status, 'HELD')));
    }
    return (await getHold(tx, net, holdId))!;
  });
}

export async function refundTickets(db: Db, net: RailNetwork, holdId: string, indexes?: readonly number[]): Promise<SeatHold> {
  return db.transaction(async (tx) => {
    const { hold, seats } = await lockHold(tx, holdId);
    if (hold.status !== 'ISSUED') throw new RailSupplierError('NOT_ISSUED', `hold ${holdId} has no issued tickets`);
    const wanted = indexes ? new Set(indexes) : null;
    await returnSeats(tx, hold, seats.filter((s) => s.status === 'ISSUED' && (!wanted || wanted.has(s.idx))), 'REFUNDED');
    return (await getHold(tx, net, holdId))!;
  });
}
