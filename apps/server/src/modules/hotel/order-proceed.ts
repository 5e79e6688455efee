import { GUARANTEE_FORMAT } from '@travel/contracts/hotel/guarantee';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { Db } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { startPayment } from '../commerce/payment-start';
import type { PayOrderRow } from '../payment/payment-service';
import { CONFIRM_JOB, confirmKey, GUARANTEE_TIMEOUT_JOB, guaranteeTimeoutKey } from './order-jobs';
import type { HotelOrderRow } from './order-moves';
import type { HotelOrderEvent } from './order-status';

/** How long an online prepay waits for the traveller, within the hotel's hold (which lapses after its own minutes). */
export const HOTEL_PAY_MINUTES = 15;
/** Time kept between the pay deadline and the hold's lapse, for the hotel's confirmation after payment. */
export const HOLD_MARGIN_MS = 5 * 60_000;

export function payDeadline(now: Date, hold: { expiresAt: string }): Date {
  return new Date(Math.max(now.getTime() + 60_000, Math.min(now.getTime() + HOTEL_PAY_MINUTES * 60_000, Date.parse(hold.expiresAt) - HOLD_MARGIN_MS)));
}

type ProceedingOrder = Pick<HotelOrderRow, 'id' | 'enterpriseId' | 'memberId' | 'payWay' | 'currency' | 'totalAmount' | 'personalAmount' | 'guaranteeFormat'>;

/**
 * What a booking does once nothing (or no longer an approval) stands before it: its pay order (none when paid at the
 * hotel; settled at once when nothing is the traveller's), and the event that moves it on — waiting for payment, for
 * the traveller's card guarantee, or nothing online (the hotel confirms).
 */
export async function startOrderPayment(tx: Db, o: ProceedingOrder, deadline: Date, now: Date): Promise<{ event: HotelOrderEvent; payOrder: PayOrderRow | null }> {
  let payOrder: PayOrderRow | null = null;
  if (o.payWay !== 14) {
    payOrder = await startPayment(tx, { product: 'HOTEL', orderId: o.id, enterpriseId: o.enterpriseId, memberId: o.memberId, currency: o.currency, companyAmount: o.totalAmount - o.personalAmount, personalAmount: o.personalAmount, deadline }, now);
  }
  const awaitsCard = o.guaranteeFormat === GUARANTEE_FORMAT.THIRD_PARTY;
  return { event: payOrder && payOrder.status !== 'PAID' ? 'AWAIT_PAYMENT' : awaitsCard ? 'AWAIT_GUARANTEE' : 'NOTHING_ONLINE', payOrder };
}

/** The job a status starts: the hotel's confirmation at once, or the card guarantee's deadline. */
export async function queueAfterStatus(tx: Db, orderId: string, status: HotelOrderStatus, deadline: Date, now: Date): Promise<void> {
  if (status === 'WAIT_CONFIRM') await enqueueJob(tx, { kind: CONFIRM_JOB, payload: { orderId }, runAt: now, dedupeKey: confirmKey(orderId) }, now);
  if (status === 'WAIT_GUARANTEE') await enqueueJob(tx, { kind: GUARANTEE_TIMEOUT_JOB, payload: { orderId }, runAt: deadline, dedupeKey: guaranteeTimeoutKey(orderId) }, now);
}
