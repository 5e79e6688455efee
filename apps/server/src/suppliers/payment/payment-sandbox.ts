import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import type { ChargeResult, PaymentProvider } from '../../modules/payment/payment-port';
import { PaymentProviderError } from '../../modules/payment/payment-port';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { paymentCharges, paymentRefunds } from './schema';

/**
 * The sandbox payment provider, like a provider's test mode: card 4000 0000 0000 0002 is declined, any other card
 * succeeds. Charges and refunds are rows of its own tables, unique by the caller's reference, so retries are safe. It
 * keeps its own transactions on the handle it is given, as a remote provider would.
 */
export function createPaymentSandbox(opts: { clock: Clock; db: Db }): PaymentProvider {
  const { db } = opts;
  const resultOf = (row: typeof paymentCharges.$inferSelect): ChargeResult =>
    row.status === 'SUCCEEDED' ? { status: 'SUCCEEDED', chargeId: row.id } : { status: 'DECLINED', chargeId: row.id, declineCode: row.declineCode ?? 'card_declined' };
  return {
    async findCharge(reference) {
      const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.reference, reference));
      return row ? resultOf(row) : null;
    },
    // Like a payment intent: a declined attempt under a reference may be tried again with another card; a
    // succeeded one is final and answers every retry.
    charge: (req) =>
      db.transaction(async (tx): Promise<ChargeResult> => {
        const declined = req.cardNumber === SANDBOX_CARDS.DECLINE;
        const attempt = { amount: req.amount.amount, currency: req.amount.currency, cardLast4: req.cardNumber.slice(-4), status: declined ? 'DECLINED' : 'SUCCEEDED', declineCode: declined ? 'card_declined' : null, createdAt: opts.clock.now() };
        const [earlier] = await tx.select().from(paymentCharges).where(eq(paymentCharges.reference, req.reference)).for('update');
        if (earlier?.status === 'SUCCEEDED') return resultOf(earlier);
        if (earlier) {
          const [row] = await tx.update(paymentCharges).set(attempt).where(eq(paymentCharges.id, earlier.id)).returning();
          return resultOf(row!);
        }
        const [row] = await tx
          .insert(paymentCharges)
          .values({ id: `ch_${randomUUID().replace(/-/g, '').slice(0, 24)}`, reference: req.reference, ...attempt })
          .onConflictDoNothing()
          .returning();
        if (row) return resultOf(row);
        const [raced] = await tx.select().from(paymentCharges).where(eq(paymentCharges.reference, req.reference));
        if (!raced) throw new PaymentProviderError('CHARGE_NOT_FOUND');
        return resultOf(raced);
      }),
    refund: (req) => db.transaction(async (db) => {
      const [charge] = await db.select().from(paymentCharges).where(eq(paymentCharges.id, req.chargeId)).for('update');
      if (!charge || charge.status !== 'SUCCEEDED') throw new PaymentProviderError('CHARGE_NOT_FOUND');
      const [existing] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.reference, req.reference));
      if (existing) return { refundId: existing.id };
      const [{ refunded }] = (await db
        .select({ refunded: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.chargeId, req.chargeId))) as [{ refunded: number }];
      if (refunded + req.amount.amount > charge.amount) throw new PaymentProviderError('REFUND_EXCEEDS_CHARGE');
      const id = `re_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
      await db.insert(paymentRefunds).values({ id, reference: req.reference, chargeId: req.chargeId, amount: req.amount.amount, createdAt: opts.clock.now() });
      return { refundId: id };
    }),
  };
}
