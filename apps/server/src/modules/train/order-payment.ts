import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { requestBookingApproval } from '../commerce/booking-approval';
import { startPayment } from '../commerce/payment-start';
import type { PayOrderRow } from '../payment/payment-service';
import { APPROVAL_TIMEOUT_JOB, approvalTimeoutKey, ISSUE_JOB } from './order-jobs';
import { moveOrder, type OrderRow } from './order-moves';
import { queuePurchase } from './order-purchase';
import { isRushKind, onRushPaid } from './rush-store';
import { trainOrderTrips } from './schema';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';

type PayableOrder = Pick<OrderRow, 'id' | 'status' | 'enterpriseId' | 'memberId' | 'totalAmount' | 'personalAmount' | 'currency' | 'purchaseAt' | 'purchaseType'>;
type ApprovableOrder = PayableOrder & Pick<OrderRow, 'approvalRequest' | 'violationReason'>;
/** How long before the first departure a booking still waiting for approval is given up. */
const APPROVAL_WAIT_MARGIN_MS = 60 * 60_000;
export type Proceeded = { status: TrainOrderStatus; payOrder: PayOrderRow | null };

/**
 * The order's pay order: company-only orders are settled at once and go to issuing (the issue job queued); others
 * wait for the traveller's payment by the deadline. A queued purchase (presale, night order) goes to the purchase
 * queue instead of issuing.
 */
export async function proceedToPayment(db: Db, order: PayableOrder, deadline: Date, now: Date): Promise<Proceeded> {
  const payOrder = await startPayment(
    db,
    { product: 'TRAIN', orderId: order.id, enterpriseId: order.enterpriseId, memberId: order.memberId, currency: order.currency, companyAmount: order.totalAmount - order.personalAmount, personalAmount: order.personalAmount, deadline },
    now,
  );
  const paid = payOrder.status === 'PAID';
  // A grab or waitlist, paid, waits for a seat (PURCHASING); unpaid it waits for the traveller's payment first.
  const rush = isRushKind(order.purchaseType);
  const event = rush || order.purchaseAt ? (paid ? (rush ? 'RUSH' : 'PRESALE') : 'AWAIT_PAY') : paid ? 'SETTLE_MONTHLY' : order.status === 'WAIT_CONFIRM' ? 'CONFIRM' : 'SEATS_HELD';
  const status = await moveOrder(db, order, event, now, { payOrderId: payOrder.id });
  if (status === 'PURCHASING') await onRushPaid(db, order.id, 'SYSTEM', now);
  if (status === 'NOT_PURCHASE') await queuePurchase(db, order.purchaseAt!, now);
  if (status === 'ISSUING') await enqueueJob(db, { kind: ISSUE_JOB, payload: { orderId: order.id }, runAt: now, dedupeKey: `train-issue:${order.id}` }, now);
  return { status, payOrder };
}

/**
 * Seats held (and accepted): an over-standard order whose policy asks for approval waits for it (WAIT_APPROVE, the
 * seats kept); any other goes on to payment.
 */
export async function proceedAfterConfirm(db: Db, order: ApprovableOrder, deadline: Date, now: Date): Promise<Proceeded> {
  if (!order.approvalRequest) return proceedToPayment(db, order, deadline, now);
  const trips = await db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, order.id)).orderBy(asc(trainOrderTrips.tripIndex));
  const request = order.approvalRequest;
  // The seats are kept for the approval until shortly before the first train leaves; then the order is cancelled.
  const waitEnd = new Date(Math.max(deadline.getTime(), trips[0]!.departureTime.getTime() - APPROVAL_WAIT_MARGIN_MS));
  const status = await requestBookingApproval(
    db,
    {
      product: 'TRAIN',
      orderId: order.id,
      enterpriseId: order.enterpriseId,
      applicantMemberId: order.memberId,
      amount: order.totalAmount - order.personalAmount,
      summary: {
        title: request.title,
        beginDate: trips[0]!.departureDate,
        endDate: trips[trips.length - 1]!.departureDate,
        cityIds: request.cityIds,
        purpose: null,
        exceedStandardReason: order.violationReason,
      },
      policyInput: request.policyInput,
      decideBy: waitEnd,
    },
    now,
  );
  if (status === 'APPROVED') return proceedToPayment(db, order, deadline, now);
  await enqueueJob(db, { kind: APPROVAL_TIMEOUT_JOB, payload: { orderId: order.id }, runAt: waitEnd, dedupeKey: approvalTimeoutKey(order.id) }, now);
  return { status: await moveOrder(db, order, 'NEEDS_APPROVAL', now, { confirmDeadline: waitEnd }), payOrder: null };
}
