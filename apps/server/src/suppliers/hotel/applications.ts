import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HotelSupplierError, type HotelApplication, type HotelApplicationRequest } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import type { AvailabilityDeps } from './availability';
import { lockHold, findHold, type HoldRow } from './hold-view';
import { returnNights } from './inventory-writes';
import { shortenLocked } from './reservation-changes';
import { hotelApplications, hotelHolds } from './schema';
import { stayTimes } from './stay-times';

type Row = typeof hotelApplications.$inferSelect;

/** The hotel answers an application this long after it was asked. */
export const APPLICATION_ANSWER_MINUTES = 30;
const HOUR = 3_600_000;

/**
 * The hotel's rule, decided by the moment it was asked against the start (its check-in time) of the first night it
 * would give up: 48 hours or more ahead it agrees and waives the penalty (it can sell the rooms again); 24 to 48 hours
 * ahead it agrees for the first given-up night of every room; less than 24 hours ahead it refuses.
 */
export function applicationDecision(firstNightAt: Date, firstNightAmount: number, roomNum: number, askedAt: Date): { decision: 'AGREED' | 'REFUSED'; penalty: number } {
  const ahead = firstNightAt.getTime() - askedAt.getTime();
  if (ahead >= 48 * HOUR) return { decision: 'AGREED', penalty: 0 };
  if (ahead >= 24 * HOUR) return { decision: 'AGREED', penalty: firstNightAmount * roomNum };
  return { decision: 'REFUSED', penalty: 0 };
}

function view(row: Row, currency: string): HotelApplication {
  return {
    applicationId: row.id,
    holdId: row.holdId,
    kind: row.kind,
    checkoutDate: row.checkoutDate,
    status: row.status,
    answerAt: row.answerAt.toISOString(),
    penalty: row.status === 'AGREED' ? { amount: row.penaltyAmount, currency } : null,
    refusalReason: row.status === 'REFUSED' ? 'TOO_LATE' : null,
  };
}

/** The first night given up and when it starts: the stay's first (cancel) or the new checkout's (early checkout). */
function firstGivenUp(deps: Pick<AvailabilityDeps, 'catalog' | 'config'>, hold: HoldRow, req: HotelApplicationRequest): { at: Date; amount: number } {
  if (req.kind === 'CANCEL') return { at: hold.checkinAt, amount: hold.nights[0]?.amount ?? 0 };
  const date = req.checkoutDate!;
  const rates = deps.catalog.hotelRates(hold.hotelId)!;
  return { at: stayTimes(deps.config.seed, rates, date, date).checkinAt, amount: hold.nights.find((n) => n.date === date)?.amount ?? 0 };
}

/** A confirmed reservation's cancel (before the stay) or early end (before or during it) asked of the hotel; a retry with the key answers the first. */
export async function applyToHotel(deps: AvailabilityDeps, req: HotelApplicationRequest, now: Date): Promise<HotelApplication> {
  const hold = await findHold(deps.db, { holdId: req.holdId });
  if (!hold) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${req.holdId}`);
  const [seen] = await deps.db.select().from(hotelApplications).where(eq(hotelApplications.idempotencyKey, req.idempotencyKey));
  if (seen) return view(seen, hold.currency);
  if (hold.status !== 'CONFIRMED') throw new HotelSupplierError('NOT_CONFIRMED', `hold ${hold.id} is not a confirmed reservation`);
  const shortenable = req.kind === 'CHECKOUT' && (hold.stayState === null || hold.stayState === 'IN_HOUSE') && !!req.checkoutDate && req.checkoutDate > hold.checkinDate && req.checkoutDate < hold.checkoutDate;
  if (req.kind === 'CANCEL' ? hold.stayState !== null : !shortenable) throw new HotelSupplierError('NOT_CANCELLABLE', `hold ${hold.id} cannot be let go so`);
  const first = firstGivenUp(deps, hold, req);
  const { decision, penalty } = applicationDecision(first.at, first.amount, hold.roomNum, now);
  await deps.db
    .insert(hotelApplications)
    .values({
      id: `HA${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      idempotencyKey: req.idempotencyKey,
      holdId: hold.id,
      kind: req.kind,
      checkoutDate: req.kind === 'CHECKOUT' ? req.checkoutDate! : null,
      askedAt: now,
      answerAt: new Date(now.getTime() + APPLICATION_ANSWER_MINUTES * 60_000),
      decision,
      penaltyAmount: penalty,
      status: 'PENDING',
    })
    .onConflictDoNothing({ target: hotelApplications.idempotencyKey });
  const [row] = await deps.db.select().from(hotelApplications).where(eq(hotelApplications.idempotencyKey, req.idempotencyKey));
  return view(row!, hold.currency);
}

/**
 * The application now: at its answer time the hotel tells its decision, and agreeing it lets the rooms go itself (the
 * reservation cancelled with the agreed penalty, or shortened), in one sandbox transaction. A guest who arrived
 * meanwhile turns an agreed cancel into a refusal (the stay began).
 */
export async function getApplication(deps: AvailabilityDeps, applicationId: string, now: Date): Promise<HotelApplication> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(hotelApplications).where(eq(hotelApplications.id, applicationId)).for('update');
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no application ${applicationId}`);
    const hold = (await lockHold(tx, row.holdId))!;
    if (row.status !== 'PENDING' || now.getTime() < row.answerAt.getTime()) return view(row, hold.currency);
    const status = row.decision === 'AGREED' && (await letGo(tx, deps, hold, row, now)) ? 'AGREED' : 'REFUSED';
    const [decided] = await tx.update(hotelApplications).set({ status, decidedAt: now }).where(eq(hotelApplications.id, row.id)).returning();
    return view(decided!, hold.currency);
  });
}

async function letGo(tx: Db, deps: Pick<AvailabilityDeps, 'catalog' | 'config'>, hold: HoldRow, app: Row, now: Date): Promise<boolean> {
  if (hold.status !== 'CONFIRMED') return false;
  if (app.kind === 'CHECKOUT') {
    if (hold.stayState !== null && hold.stayState !== 'IN_HOUSE') return false;
    await shortenLocked(tx, deps, hold, app.checkoutDate!);
    return true;
  }
  if (hold.stayState !== null) return false;
  await returnNights(tx, hold.hotelId, hold.roomTypeId, hold.nights.map((n) => n.date), hold.roomNum);
  await tx.update(hotelHolds).set({ status: 'CANCELLED', penaltyAmount: app.penaltyAmount, endedAt: now }).where(eq(hotelHolds.id, hold.id));
  return true;
}
