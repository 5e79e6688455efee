import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { StaffFeedback, staffFeedbackSubmitCall } from '@travel/contracts/hotel/staff-feedback';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { updateOrder } from '../commerce/order-ledger';
import type { MemberScope } from './browse-record';
import { hotelToday } from './modify-state';
import { findOrder, type HotelOrderRow } from './order-moves';
import { hotelStaffFeedback } from './schema';
import { feedbackDeadline, leaveRange, staffFeedbackStatusOf } from './staff-feedback-rules';

type SubmitInput = z.output<(typeof staffFeedbackSubmitCall)['input']>;
type SubmitOutput = z.output<(typeof staffFeedbackSubmitCall)['output']>;
type Row = typeof hotelStaffFeedback.$inferSelect;

const feedbackOf = async (db: Db, orderId: string): Promise<Row | undefined> => (await db.select().from(hotelStaffFeedback).where(eq(hotelStaffFeedback.orderId, orderId)))[0];

/** order/get's staff feedback: its status (spec 4) and, once asked, the booked checkout, the deadline and the answer. */
export async function staffFeedbackView(db: Db, o: HotelOrderRow, today: string): Promise<{ status: 1 | 2 | 3 | null; view: StaffFeedback | null }> {
  const row = o.travelType === 0 ? await feedbackOf(db, o.id) : undefined;
  const status = staffFeedbackStatusOf(o, row !== undefined, today);
  if (status === null) return { status, view: null };
  const feedback = row
    ? { leftAsBooked: row.leftAsBooked, actualCheckoutDate: row.actualCheckoutDate, remark: row.remark, late: row.late, submittedAt: row.createdAt.toISOString() }
    : null;
  const range = leaveRange(o, today);
  return { status, view: { bookedCheckoutDate: row?.bookedCheckoutDate ?? o.checkoutDate, deadlineDate: feedbackDeadline(o), earliestDate: range.min, latestDate: range.max, feedback } };
}

/**
 * order/staff_feedback/submit: the traveller of a business stay says when they left, once, from the checkout date on
 * (late after the deadline). A leave other than booked moves the order ledger's end date (who travels when: the travel
 * request's trips and the overlapping-stay checks); the money stays as the hotel charged it.
 */
export async function submitStaffFeedback(db: Db, scope: MemberScope, submittedBy: string, input: SubmitInput, now: Date): Promise<SubmitOutput> {
  const o = await findOrder(db, scope, input.orderId);
  const today = await hotelToday(db, o, now);
  const status = staffFeedbackStatusOf(o, (await feedbackOf(db, o.id)) !== undefined, today);
  if (status === null || status === 2) throw new AppError(HotelError.STAFF_FEEDBACK_CLOSED, {}, { staffFeedbackStatus: status });
  const actual = input.leftAsBooked ? o.checkoutDate : input.actualCheckoutDate!;
  const range = leaveRange(o, today);
  if (actual !== o.checkoutDate && (actual < range.min || actual > range.max)) throw new AppError(HotelError.STAFF_FEEDBACK_DATE_OUT_OF_RANGE, { minDate: range.min, maxDate: range.max }, { minDate: range.min, maxDate: range.max });
  const late = status === 3;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(hotelStaffFeedback)
      .values({
        orderId: o.id,
        enterpriseId: o.enterpriseId,
        memberId: o.memberId,
        leftAsBooked: actual === o.checkoutDate,
        bookedCheckoutDate: o.checkoutDate,
        actualCheckoutDate: actual,
        remark: input.remark || null,
        late,
        submittedBy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ orderId: hotelStaffFeedback.orderId });
    if (inserted.length === 0) throw new AppError(HotelError.STAFF_FEEDBACK_CLOSED, {}, { staffFeedbackStatus: 2 });
    if (actual !== o.checkoutDate) await updateOrder(tx, 'HOTEL', o.id, { endDate: actual }, now);
  });
  return { orderId: o.id, staffFeedbackStatus: 2, actualCheckoutDate: actual, late };
}
