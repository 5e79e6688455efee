import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { recheckFeedbackGetCall, recheckFeedbackSubmitCall } from '@travel/contracts/hotel/recheck-feedback';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { MemberScope } from './browse-record';
import { findOrder } from './order-moves';
import { hotelRecheckFeedback } from './schema';

type GetOutput = z.output<(typeof recheckFeedbackGetCall)['output']>;
type SubmitInput = z.output<(typeof recheckFeedbackSubmitCall)['input']>;
type SubmitOutput = z.output<(typeof recheckFeedbackSubmitCall)['output']>;
type Row = typeof hotelRecheckFeedback.$inferSelect;

const answerOf = (r: Row) => ({ matched: r.matched, mismatchItems: r.mismatchItems as SubmitOutput['feedback']['mismatchItems'], remark: r.remark, submittedAt: r.createdAt.toISOString() });
const rowOf = async (db: Db, orderId: string) => (await db.select().from(hotelRecheckFeedback).where(eq(hotelRecheckFeedback.orderId, orderId)))[0];

/** order/recheck_feedback/get: open once the stay is checked out and not yet answered; the answer once given. */
export async function getRecheckFeedback(db: Db, scope: MemberScope, orderId: string): Promise<GetOutput> {
  const o = await findOrder(db, scope, orderId);
  const row = await rowOf(db, o.id);
  return { orderId: o.id, canSubmit: o.status === 'CHECKED_OUT' && !row, feedback: row ? answerOf(row) : null };
}

/** order/recheck_feedback/submit: whether the stay matched the order (and what did not), once, after check-out. */
export async function submitRecheckFeedback(db: Db, scope: MemberScope, input: SubmitInput, now: Date): Promise<SubmitOutput> {
  const o = await findOrder(db, scope, input.orderId);
  if (o.status !== 'CHECKED_OUT') throw new AppError(HotelError.RECHECK_CLOSED, {}, { orderStatus: o.status });
  const [row] = await db
    .insert(hotelRecheckFeedback)
    .values({
      orderId: o.id,
      enterpriseId: o.enterpriseId,
      memberId: o.memberId,
      matched: input.matched,
      mismatchItems: input.matched ? [] : [...new Set(input.mismatchItems)],
      remark: input.remark || null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(HotelError.RECHECK_CLOSED, {}, { orderStatus: o.status });
  return { orderId: o.id, feedback: answerOf(row) };
}
