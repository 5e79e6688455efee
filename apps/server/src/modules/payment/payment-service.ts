import { PaymentError } from '@travel/contracts/payment/errors';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PayMode, PayOrder, PayPurpose, PayWay } from '@travel/contracts/payment/payment';
import type { Money } from '@travel/contracts/platform/envelope';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { cancelJob, enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { payOrderKey, splitPayOrderKey, type PayOrderKey } from './pay-order-key';
import { nextPayOrderStatus } from './pay-order-status';
import type { PaymentProvider } from './payment-port';
import { paymentRecords, payOrders, type PaymentRecordType } from './schema';

export type PayOrderRow = typeof payOrders.$inferSelect;
export type { PaymentRecordType };

/** What a product does when its pay order is paid or times out; runs inside the payment's transaction. Given at wiring. */
export interface PaymentHooks {
  onPaid(db: Db, payOrder: PayOrderRow, now: Date): Promise<void>;
  onTimeout(db: Db, payOrder: PayOrderRow, now: Date): Promise<void>;
  /** how the product's payments are recorded (a change's payment is CHANGE_PAYMENT); PAYMENT when absent */
  recordType?: PaymentRecordType;
}

export const PAY_TIMEOUT_JOB = 'payment.timeout';
const ONLINE_WAYS: PayWay[] = ['online_payment'];

const money = (amount: number, currency: string): Money => ({ amount, currency });

export function payOrderView(row: PayOrderRow, now: Date): PayOrder {
  const left = Math.max(0, Math.floor((row.payEndTime.getTime() - now.getTime()) / 1000));
  const waiting = row.status === 'WAIT_PAY';
  return {
    payOrderId: row.id,
    orderId: row.orderId,
    ...splitPayOrderKey(row.product),
    status: row.status,
    payMode: row.payMode,
    totalAmount: money(row.totalAmount, row.currency),
    companyAmount: money(row.companyAmount, row.currency),
    personalAmount: money(row.personalAmount, row.currency),
    paidAmount: money(row.paidAmount, row.currency),
    needPay: waiting && left > 0,
    overTime: (waiting && left === 0) || row.status === 'PAY_TIMEOUT',
    payEndTime: row.payEndTime.toISOString(),
    payDeadLineSeconds: waiting ? left : 0,
    payWayList: row.personalAmount > 0 ? ONLINE_WAYS : ['company_monthly_settlement'],
  };
}

export interface NewPayOrder {
  enterpriseId: string;
  memberId: string;
  product: Product;
  /** BOOKING when absent; a CHANGE pay order's orderId is the change's id */
  purpose?: PayPurpose;
  orderId: string;
  payMode: PayMode;
  currency: string;
  companyAmount: number;
  personalAmount: number;
  payEndTime: Date;
  /** how the company part is recorded; PAYMENT when absent */
  recordType?: PaymentRecordType;
}

/**
 * Creates an order's pay order inside the product's booking transaction. With nothing for the traveller to pay it is
 * settled at once (company monthly settlement); otherwise it waits for payment and a job times it out at the deadline.
 */
export async function createPayOrder(db: Db, input: NewPayOrder, now: Date): Promise<PayOrderRow> {
  const id = `PO${now.getTime().toString(36).toUpperCase()}${randomUUID().slice(0, 6).toUpperCase()}`;
  const settled = input.personalAmount === 0;
  const [row] = await db
    .insert(payOrders)
    .values({
      id,
      enterpriseId: input.enterpriseId,
      memberId: input.memberId,
      product: payOrderKey(input.product, input.purpose ?? 'BOOKING'),
      orderId: input.orderId,
      status: settled ? 'PAID' : 'WAIT_PAY',
      payMode: input.payMode,
      currency: input.currency,
      totalAmount: input.companyAmount + input.personalAmount,
      companyAmount: input.companyAmount,
      personalAmount: input.personalAmount,
      paidAmount: settled ? input.companyAmount : 0,
      payEndTime: input.payEndTime,
      paidAt: settled ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (input.companyAmount > 0) await record(db, row!, input.recordType ?? 'PAYMENT', 'IN', 'company_monthly_settlement', input.companyAmount, null, now);
  if (!settled) await enqueueJob(db, { kind: PAY_TIMEOUT_JOB, payload: { payOrderId: id }, runAt: input.payEndTime, dedupeKey: `pay-timeout:${id}` }, now);
  return row!;
}

async function record(db: Db, po: PayOrderRow, type: PaymentRecordType, direction: 'IN' | 'OUT', way: PayWay, amount: number, ref: string | null, now: Date, reference: string | null = null) {
  await db.insert(paymentRecords).values({
    reference,
    id: randomUUID(),
    enterpriseId: po.enterpriseId,
    payOrderId: po.id,
    recordType: type,
    direction,
    payWay: way,
    amount,
    currency: po.currency,
    providerRef: ref,
    createdAt: now,
  }).onConflictDoNothing();
}

async function lockPayOrder(db: Db, scope: { enterpriseId: string; memberId?: string }, payOrderId: string): Promise<PayOrderRow> {
  const [row] = await db
    .select()
    .from(payOrders)
    .where(and(eq(payOrders.id, payOrderId), eq(payOrders.enterpriseId, scope.enterpriseId), ...(scope.memberId ? [eq(payOrders.memberId, scope.memberId)] : [])))
    .for('update');
  if (!row) throw notFound('payOrder');
  return row;
}

export async function getPayOrder(db: Db, scope: { enterpriseId: string; memberId: string }, payOrderId: string): Promise<PayOrderRow> {
  const [row] = await db.select().from(payOrders).where(and(eq(payOrders.id, payOrderId), eq(payOrders.enterpriseId, scope.enterpriseId), eq(payOrders.memberId, scope.memberId)));
  if (!row) throw notFound('payOrder');
  return row;
}

export async function getPayOrderById(db: Db, payOrderId: string): Promise<PayOrderRow> {
  const [row] = await db.select().from(payOrders).where(eq(payOrders.id, payOrderId));
  if (!row) throw notFound('payOrder');
  return row;
}

export async function findPayOrderOf(db: Db, enterpriseId: string, of: { product: Product; purpose: PayPurpose; orderId: string }): Promise<PayOrderRow | null> {
  const key = payOrderKey(of.product, of.purpose);
  const [row] = await db.select().from(payOrders).where(and(eq(payOrders.enterpriseId, enterpriseId), eq(payOrders.product, key), eq(payOrders.orderId, of.orderId)));
  return row ?? null;
}

/** Closes an unpaid pay order with its order (inside the product's transaction that cancels the order). */
export async function cancelUnpaid(db: Db, payOrderId: string, now: Date): Promise<void> {
  const [po] = await db.select().from(payOrders).where(eq(payOrders.id, payOrderId)).for('update');
  if (!po || po.status !== 'WAIT_PAY') return;
  await db.update(payOrders).set({ status: nextPayOrderStatus(po.status, 'CANCEL'), updatedAt: now }).where(eq(payOrders.id, po.id));
  await cancelJob(db, `pay-timeout:${po.id}`, now);
}

export const PAY_REFUND_JOB = 'payment.refund';
export interface RefundParts {
  company: number;
  personal: number;
  type: PaymentRecordType;
  /** the caller's key of this refund: a retry refunds nothing twice */
  reference: string;
}

/**
 * Gives money back the way it came, asked inside the product's transaction: queued as a job there (the provider is
 * a remote call that joins no transaction of ours), so the refund happens once that transaction commits, and only then.
 */
export async function requestRefund(db: Db, payOrderId: string, parts: RefundParts, now: Date): Promise<void> {
  if (parts.company <= 0 && parts.personal <= 0) return;
  await enqueueJob(db, { kind: PAY_REFUND_JOB, payload: { payOrderId, ...parts }, runAt: now, dedupeKey: `pay-refund:${parts.reference}`, maxAttempts: 10 }, now);
}

/**
 * The payment service: pays the personal part through the provider and tells the product of payments and timeouts
 * (`hooks`, by pay order product, given at wiring), and sends refunds the way the money came.
 */
export function createPaymentService(deps: { provider: PaymentProvider; hooks: Readonly<Record<string, PaymentHooks>> }) {
  const { provider } = deps;
  const hooksOf = (product: string) => {
    const hooks = deps.hooks[product];
    if (!hooks) throw new Error(`payment: no hooks for product ${product}`);
    return hooks;
  };

  /** Marks a pay order paid by a charge and tells its product, inside one transaction of ours. */
  async function settlePaid(tx: Db, po: PayOrderRow, chargeId: string, payWay: PayWay, now: Date): Promise<PayOrderRow> {
    const [paid] = await tx
      .update(payOrders)
      .set({ status: nextPayOrderStatus(po.status, 'PAY'), paidAmount: po.totalAmount, chargeId, paidAt: now, updatedAt: now })
      .where(eq(payOrders.id, po.id))
      .returning();
    await record(tx, paid!, hooksOf(po.product).recordType ?? 'PAYMENT', 'IN', payWay, po.personalAmount, chargeId, now);
    await cancelJob(tx, `pay-timeout:${po.id}`, now);
    await hooksOf(po.product).onPaid(tx, paid!, now);
    return paid!;
  }

  /**
   * Charges the card (outside our transactions, idempotent by the pay order's id), then marks the pay order paid. A
   * charge that finds the pay order closed meanwhile (timed out, cancelled) is refunded at once.
   */
  async function pay(db: Db, scope: { enterpriseId: string; memberId: string }, input: { payOrderId: string; payWay: PayWay; cardNumber: string }, now: Date): Promise<PayOrderRow> {
    const po = await getPayOrder(db, scope, input.payOrderId);
    if (po.status === 'PAID') return po;
    if (po.status !== 'WAIT_PAY') throw new AppError(PaymentError.PAY_ORDER_CLOSED, { status: po.status });
    if (now >= po.payEndTime) throw new AppError(PaymentError.PAY_TIMEOUT);
    if (!ONLINE_WAYS.includes(input.payWay)) throw new AppError(PaymentError.PAY_WAY_NOT_ALLOWED, { payWay: input.payWay });
    const charge = await provider.charge({ reference: po.id, amount: money(po.personalAmount, po.currency), cardNumber: input.cardNumber });
    if (charge.status === 'DECLINED') throw new AppError(PaymentError.PAYMENT_DECLINED, { reason: charge.declineCode });
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockPayOrder(tx, scope, po.id);
      if (locked.status === 'PAID') return { paid: locked };
      if (locked.status !== 'WAIT_PAY') return { closed: locked.status };
      return { paid: await settlePaid(tx, locked, charge.chargeId, input.payWay, now) };
    });
    if (outcome.paid) return outcome.paid;
    await provider.refund({ reference: `undo:${po.id}`, chargeId: charge.chargeId, amount: money(po.personalAmount, po.currency) });
    throw new AppError(PaymentError.PAY_ORDER_CLOSED, { status: outcome.closed });
  }

  /** Sends one requested refund: the company's part as a settlement credit, the traveller's part to their card. */
  async function sendRefund(db: Db, payOrderId: string, parts: RefundParts, now: Date): Promise<void> {
    const po = await getPayOrderById(db, payOrderId);
    if (parts.company > 0) await record(db, po, parts.type, 'OUT', 'company_monthly_settlement', parts.company, null, now, parts.reference);
    if (parts.personal > 0) {
      if (!po.chargeId) throw new Error(`pay order ${po.id} has no charge to refund`);
      const { refundId } = await provider.refund({ reference: parts.reference, chargeId: po.chargeId, amount: money(parts.personal, po.currency) });
      await record(db, po, parts.type, 'OUT', 'online_payment', parts.personal, refundId, now, parts.reference);
    }
  }

  const jobHandlers: JobHandlers = {
    // The deadline passed: a charge made but not recorded (a crash between the two) still pays the order.
    [PAY_TIMEOUT_JOB]: withOwnTransactions(async (db, payload, ctx) => {
      const payOrderId = String(payload.payOrderId);
      const [head] = await db.select().from(payOrders).where(eq(payOrders.id, payOrderId));
      if (!head || head.status !== 'WAIT_PAY') return;
      if (ctx.now < head.payEndTime) throw new Error('pay timeout job ran before the deadline');
      const charge = await provider.findCharge(head.id);
      await db.transaction(async (tx) => {
        const [po] = await tx.select().from(payOrders).where(eq(payOrders.id, payOrderId)).for('update');
        if (!po || po.status !== 'WAIT_PAY') return;
        if (charge?.status === 'SUCCEEDED') {
          await settlePaid(tx, po, charge.chargeId, 'online_payment', ctx.now);
          return;
        }
        const [out] = await tx.update(payOrders).set({ status: nextPayOrderStatus(po.status, 'TIMEOUT'), updatedAt: ctx.now }).where(eq(payOrders.id, po.id)).returning();
        await hooksOf(po.product).onTimeout(tx, out!, ctx.now);
      });
    }),
    [PAY_REFUND_JOB]: withOwnTransactions(async (db, payload, ctx) => {
      const { payOrderId, ...parts } = payload as unknown as RefundParts & { payOrderId: string };
      await sendRefund(db, payOrderId, parts, ctx.now);
    }),
  };

  return { pay, sendRefund, jobHandlers };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
