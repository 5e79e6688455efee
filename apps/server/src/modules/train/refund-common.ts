import { TrainError } from '@travel/contracts/train/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/job-queue';
import type { Scope, TicketRow } from './after-sale-common';
import { nextRefundStatus, OPERATION_OF_REFUND, type RefundEvent } from './after-sale-status';
import { lockOrder, type OrderRow } from './order-moves';
import { nextTicketStatus, ticketCan } from './order-status';
import { trainRefunds, trainRefundTickets, trainTickets } from './schema';

export const REFUND_JOB = 'train.refund';
export const REFUND_MONEY_JOB = 'train.refund.money';

export type RefundRow = typeof trainRefunds.$inferSelect;
export const money = (amount: number, currency = 'CNY') => ({ amount, currency });

/** The quote as stored with its quotationId: what the traveller saw is what the refund charges. */
export interface StoredQuote {
  tickets: { ticketId: string; ticketPrice: number; rate: number; rule: string; fee: number; refundAmount: number }[];
  refundServiceFee: number;
  /** the insurance fees returned with the refund (passengers it leaves with no ticket) */
  insuranceFee?: number;
}

/** A ticket a refund may take: issued or collected, not already in a change or refund (420011021). */
export function assertRefundable(ticket: TicketRow) {
  if (ticket.status === 'CHANGE_APPLYING' || ticket.status === 'REFUND_APPLYING') throw new AppError(TrainError.ORDER_OCCUPIED, {}, { ticketId: ticket.id });
  if (!ticketCan(ticket.status, 'APPLY_REFUND')) throw new AppError(TrainError.TICKET_NOT_REFUNDABLE, { status: ticket.status }, { ticketId: ticket.id });
}

/** The refund's figures from its lines: what the traveller gets back after fees, and the insurance returned with it. */
export function receivable(lines: { ticketPrice: number; fee: number; refundAmount: number }[], serviceFee: number, insuranceFee = 0, actual: number | null = null) {
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const serviceFees = serviceFee * lines.length;
  return {
    refundTicketPrice: money(sum((l) => l.ticketPrice)),
    refundTax: money(0),
    refundFee: money(sum((l) => l.fee)),
    refundServiceFee: money(serviceFees),
    refundInsurancePrice: money(insuranceFee),
    totalRefundPrice: money(Math.max(0, sum((l) => l.refundAmount) - serviceFees) + insuranceFee),
    actualTotalRefundPrice: actual === null ? null : money(actual),
    promotionPrice: money(0),
  };
}

/** The one way a refund's status moves: by its machine, with the operation status kept with it. */
export async function moveRefund(db: Db, refund: RefundRow, event: RefundEvent, now: Date, extra: Partial<RefundRow> = {}) {
  const status = nextRefundStatus(refund.status, event);
  await db.update(trainRefunds).set({ ...extra, status, operationStatus: OPERATION_OF_REFUND[status], updatedAt: now }).where(eq(trainRefunds.id, refund.id));
  return status;
}

export async function moveRefundTickets(db: Db, refundId: string, event: 'APPLY_REFUND' | 'REFUND_DONE' | 'REFUND_UNDONE', now: Date) {
  const ids = (await db.select({ id: trainRefundTickets.ticketId }).from(trainRefundTickets).where(eq(trainRefundTickets.refundId, refundId))).map((r) => r.id);
  for (const ticket of await db.select().from(trainTickets).where(inArray(trainTickets.id, ids))) {
    await db.update(trainTickets).set({ status: nextTicketStatus(ticket.status, event), updatedAt: now }).where(eq(trainTickets.id, ticket.id));
  }
}

/** The refund of the order with both rows locked, the order first (the one lock of every after-sale write). */
export async function lockRefund(db: Db, scope: Scope | null, orderId: string, refundId: string): Promise<{ order: OrderRow; refund: RefundRow }> {
  const order = await lockOrder(db, orderId, scope ?? undefined);
  const [refund] = await db.select().from(trainRefunds).where(and(eq(trainRefunds.id, refundId), eq(trainRefunds.orderId, order.id))).for('update');
  if (!refund) throw notFound('refund');
  return { order, refund };
}

/** The railway's refund of the tickets, queued inside the caller's transaction. */
export const queueRailRefund = (db: Db, refundId: string, now: Date) => enqueueJob(db, { kind: REFUND_JOB, payload: { refundId }, runAt: now, dedupeKey: `train-refund:${refundId}` }, now);
