import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { sandbox } from '../sandbox-schema';

/** The payment sandbox's charges: one per reference, whatever the number of retries. */
export const paymentCharges = sandbox.table('payment_charges', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  cardLast4: text('card_last4').notNull(),
  /** SUCCEEDED or DECLINED */
  status: text('status').notNull(),
  declineCode: text('decline_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const paymentRefunds = sandbox.table(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    chargeId: text('charge_id').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_refunds_charge').on(t.chargeId)],
);
