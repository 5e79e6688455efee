import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { ApplyKind, OrderApplication } from '@travel/contracts/hotel/order-apply';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { applyCancelRefusal, applyCheckoutRefusal, type ApplyRefusal } from './apply-rules';
import type { MemberScope } from './browse-record';
import { rulePenalty } from './cancel-penalty';
import { HotelSupplierError, type HotelSupplier } from './hotel-port';
import { earlyCheckoutRange } from './modify-rules';
import { hotelToday } from './modify-state';
import { findOrder, lockOrder, type HotelOrderRow } from './order-moves';
import { orderNights, quoteOf } from './order-read';
import { applicationView, orderApplications, type ApplicationRow as Row } from './apply-view';
import { hotelOrderApplications } from './schema';

export const APPLY_JOB = 'hotel.order.application';
const applyJobKey = (applicationId: string) => `hotel-apply:${applicationId}`;

/** Why `kind` may not be applied for now (null: it may), from the order, its nights and its applications. */
export async function applyRefusal(db: Db, o: HotelOrderRow, kind: ApplyKind, now: Date, apps?: readonly Row[]): Promise<ApplyRefusal | null> {
  const existing = (apps ?? (await orderApplications(db, o.id))).find((a) => a.kind === kind);
  const nights = await orderNights(db, o.id);
  if (kind === 'CANCEL') return applyCancelRefusal(o, quoteOf(o, nights, now), existing);
  const today = await hotelToday(db, o, now);
  const due = rulePenalty({ cancelRule: o.cancelRule, totalAmount: o.totalAmount, roomNum: o.roomNum, firstNightPrice: nights[0]?.price ?? 0 }, now);
  return applyCheckoutRefusal(o, today, due, existing);
}

async function assertApplicable(db: Db, o: HotelOrderRow, kind: ApplyKind, now: Date): Promise<void> {
  const reason = await applyRefusal(db, o, kind, now);
  if (reason) throw new AppError(HotelError.APPLY_NOT_ALLOWED, {}, { orderStatus: o.status, kind, reason });
}

/**
 * order/apply_cancel and order/apply_checkout (administrators): the hotel is asked (keyed by order and kind, so a retry
 * asks once) outside our transactions; then under the order's lock the application is recorded, one per kind, and a
 * job waits for the hotel's answer at its due time (apply-outcome.ts).
 */
export async function applyToHotel(
  hotels: HotelSupplier,
  db: Db,
  scope: MemberScope,
  req: { orderId: string; kind: ApplyKind; checkoutDate?: string; reason?: string; appliedBy: string },
  now: Date,
): Promise<OrderApplication> {
  const seen = await findOrder(db, scope, req.orderId);
  await assertApplicable(db, seen, req.kind, now);
  if (req.kind === 'CHECKOUT') {
    const range = earlyCheckoutRange(seen, await hotelToday(db, seen, now));
    if (!req.checkoutDate || req.checkoutDate < range.min || req.checkoutDate > range.max) throw new AppError(HotelError.MODIFY_DATE_OUT_OF_RANGE, { minDate: range.min, maxDate: range.max }, { minDate: range.min, maxDate: range.max });
  }
  let answer;
  try {
    answer = await hotels.applyToHotel({ holdId: seen.holdId, kind: req.kind, checkoutDate: req.checkoutDate, idempotencyKey: `hotel-apply:${seen.id}:${req.kind}` });
  } catch (err) {
    if (err instanceof HotelSupplierError) throw new AppError(HotelError.APPLY_NOT_ALLOWED, {}, { orderStatus: seen.status, kind: req.kind, reason: 'STATUS' });
    throw err;
  }
  const row = await db.transaction(async (tx) => {
    const o = await lockOrder(tx, seen.id, scope);
    await assertApplicable(tx, o, req.kind, now);
    const [inserted] = await tx
      .insert(hotelOrderApplications)
      .values({
        id: `HA${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`,
        orderId: o.id,
        enterpriseId: o.enterpriseId,
        kind: req.kind,
        status: 'APPLYING',
        checkoutDate: req.kind === 'CHECKOUT' ? req.checkoutDate! : null,
        reason: req.reason || null,
        supplierApplicationId: answer.applicationId,
        appliedBy: req.appliedBy,
        answerDueAt: new Date(answer.answerAt),
        createdAt: now,
      })
      .returning();
    await enqueueJob(tx, { kind: APPLY_JOB, payload: { applicationId: inserted!.id }, runAt: new Date(answer.answerAt), dedupeKey: applyJobKey(inserted!.id) }, now);
    return inserted!;
  });
  return applicationView(row, seen.currency);
}

/** The application row and its order, for the outcome job. */
export async function findApplication(db: Db, applicationId: string): Promise<Row | undefined> {
  return (await db.select().from(hotelOrderApplications).where(eq(hotelOrderApplications.id, applicationId)))[0];
}
