import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { HotelSupplierError, type Comment, type CommentPage, type GuestCommentRequest } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import { commentSlice } from './comments';
import type { HotelRates } from './hotel-catalog';
import { findHold } from './hold-view';
import { hotelGuestComments, hotelHoldReminders } from './schema';

type Row = typeof hotelGuestComments.$inferSelect;

/**
 * The front desk logs a traveller's reminder about a held or confirmed reservation. It only counts them: the sandbox's
 * confirmation keeps its own pace (a reminder does not speed it up).
 */
export async function remindReservation(db: Db, holdId: string, now: Date): Promise<{ holdId: string; reminders: number }> {
  const hold = await findHold(db, { holdId });
  if (!hold || (hold.status !== 'HELD' && hold.status !== 'CONFIRMED')) throw new HotelSupplierError('HOLD_NOT_FOUND', `no live hold ${holdId}`);
  await db.insert(hotelHoldReminders).values({ holdId, remindedAt: now }).onConflictDoNothing();
  const [n] = await db.select({ n: count() }).from(hotelHoldReminders).where(eq(hotelHoldReminders.holdId, holdId));
  return { holdId, reminders: n?.n ?? 0 };
}

/** Keeps a guest's comment once per key; a retry answers the first. */
export async function addComment(db: Db, req: GuestCommentRequest, now: Date): Promise<{ commentId: string; commentTime: string }> {
  await db
    .insert(hotelGuestComments)
    .values({ id: `${req.hotelId}-G${randomUUID().slice(0, 8)}`, ...req, createdAt: now })
    .onConflictDoNothing({ target: hotelGuestComments.idempotencyKey });
  const [row] = await db.select().from(hotelGuestComments).where(eq(hotelGuestComments.idempotencyKey, req.idempotencyKey));
  return { commentId: row!.id, commentTime: row!.createdAt.toISOString() };
}

const level = (score: number) => (score >= 4 ? 'GOOD' : score < 3 ? 'BAD' : 'MEDIUM');

function toComment(r: Row): Comment {
  return {
    commentId: r.id,
    nickName: r.nickName,
    score: r.score,
    catalogs: [level(r.score)],
    tags: r.tags,
    // The guest wrote in one language: both readings show their words.
    content: { zh: r.content, en: r.content },
    roomTypeName: r.roomTypeName,
    travelType: null,
    stayDate: r.stayDate,
    commentTime: r.createdAt.toISOString(),
    pictureUrls: [],
    reply: null,
  };
}

/** A page of the hotel's comments: guests' real comments first (newest first), then the generated ones. */
export async function commentPageWithGuests(
  db: Db,
  seed: string,
  rates: HotelRates,
  q: { catalog?: string; tag?: string; pageIndex: number; pageSize: number },
  nowMs: number,
): Promise<CommentPage> {
  const rows = await db.select().from(hotelGuestComments).where(eq(hotelGuestComments.hotelId, rates.meta.summary.hotelId)).orderBy(desc(hotelGuestComments.createdAt));
  const real = rows.map(toComment).filter((c) => (!q.catalog || c.catalogs.includes(q.catalog)) && (!q.tag || c.tags.includes(q.tag)));
  const size = Math.max(1, q.pageSize);
  const from = Math.max(0, q.pageIndex - 1) * size;
  const mine = real.slice(from, from + size);
  const generated = commentSlice(seed, rates, q, Math.max(0, from - real.length), size - mine.length, nowMs);
  return { total: real.length + generated.total, list: [...mine, ...generated.list] };
}
