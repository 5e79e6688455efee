import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { writeEarlyCheckout } from './early-checkout';
import type { HotelApplication, HotelSupplier } from './hotel-port';
import { APPLY_JOB, findApplication } from './order-apply';
import { writeCancel } from './order-cancel';
import { lockOrder, type HotelOrderRow } from './order-moves';
import { orderNights, quoteOf } from './order-read';
import { hotelOrderApplications } from './schema';

type AppRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** The hotel agreed: the order cancelled or shortened with the penalty it agreed to, the money back the way it came. */
async function applyAgreement(tx: Db, o: HotelOrderRow, app: AppRow, answer: HotelApplication, checkoutAt: Date | null, now: Date) {
  const agreed = answer.penalty?.amount ?? 0;
  if (app.kind === 'CANCEL') {
    // What the stay took before it (nothing when paid at the hotel, which charges its agreed penalty there).
    const { paid } = quoteOf(o, await orderNights(tx, o.id), now);
    const penalty = o.payWay === 14 ? agreed : Math.min(agreed, paid);
    const refund = paid - Math.min(penalty, paid);
    await writeCancel(tx, o, { penalty, refund }, { cancelReasonCode: 'HOTEL_AGREED', cancelReason: app.reason }, now);
    return { penaltyAmount: penalty, refundAmount: refund };
  }
  const { quote } = await writeEarlyCheckout(tx, o, app.checkoutDate!, checkoutAt!, now, agreed);
  return { penaltyAmount: quote.penalty, refundAmount: quote.refund };
}

/**
 * The hotel's answer to an application, at its due time: asked outside our transactions (a hotel not yet decided is
 * asked again by the job's retry), then in one transaction under the order's lock the application is marked and,
 * agreed, the order moves. An order that meanwhile left the state applied for keeps the hotel's answer only.
 */
export async function settleApplication(hotels: HotelSupplier, db: Db, applicationId: string, now: Date): Promise<void> {
  const app = await findApplication(db, applicationId);
  if (!app || app.status !== 'APPLYING') return;
  const answer = await hotels.getApplication(app.supplierApplicationId);
  if (answer.status === 'PENDING') throw new Error(`hotel has not answered application ${applicationId} yet`);
  const decided = answer.status;
  const hold = answer.status === 'AGREED' && app.kind === 'CHECKOUT' ? await hotels.getHold(answer.holdId) : null;
  await db.transaction(async (tx) => {
    const o = await lockOrder(tx, app.orderId);
    const current = await findApplication(tx, applicationId);
    if (current?.status !== 'APPLYING') return;
    const stillApplies = app.kind === 'CANCEL' ? o.status === 'CONFIRMED' || o.status === 'WAIT_CONFIRM' : o.status === 'CHECKED_IN' && app.checkoutDate! < o.checkoutDate;
    const money = decided === 'AGREED' && stillApplies ? await applyAgreement(tx, o, app, answer, hold ? new Date(hold.checkoutAt) : null, now) : {};
    await tx
      .update(hotelOrderApplications)
      .set({ status: decided, decidedAt: now, refusalReason: answer.refusalReason, ...money })
      .where(eq(hotelOrderApplications.id, applicationId));
  });
}

export function applyJobHandlers(hotels: HotelSupplier): JobHandlers {
  return { [APPLY_JOB]: withOwnTransactions(async (db, payload, ctx) => settleApplication(hotels, db, String(payload.applicationId), ctx.now)) };
}
