import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PayMode, PayOrderStatus, PayWay } from '@travel/contracts/payment/payment';
import type { PayOrderKey } from './pay-order-key';

/**
 * What an order asks to be paid: the company's part (monthly settlement) and the traveller's part (online, by the
 * deadline). Product modules create them in their booking transaction and hear back through payment hooks.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    /** product and purpose in one: see PayOrderKey */
    product: text('product').$type<PayOrderKey>().notNull(),
    orderId: text('order_id').notNull(),
    status: text('status').$type<PayOrderStatus>().notNull(),
    payMode: text('pay_mode').$type<PayMode>().notNull(),
    currency: text('currency').notNull(),
    totalAmount: integer('total_amount').notNull(),
    companyAmount: integer('company_amount').notNull(),
    personalAmount: integer('personal_amount').notNull(),
    paidAmount: integer('paid_amount').notNull().default(0),
    payEndTime: timestamp('pay_end_time', { withTimezone: true }).notNull(),
    chargeId: text('charge_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pay_orders_order').on(t.product, t.orderId), index('pay_orders_member').on(t.enterpriseId, t.memberId)],
);

/** Record types of money moving (spec "Other"): the booking payment and the refund kinds. */
export type PaymentRecordType = 'PAYMENT' | 'CHANGE_PAYMENT' | 'CHANGE_REFUND' | 'TICKET_REFUND' | 'OFFLINE_REFUND' | 'ISSUE_FAILURE_REFUND' | 'CANCEL_REFUND' | 'CONFIRM_FAILURE_REFUND' | 'NO_SHOW_REFUND';

/** Every movement of money, in (payment) or out (refund), by the way it went. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    payOrderId: text('pay_order_id').notNull(),
    recordType: text('record_type').$type<PaymentRecordType>().notNull(),
    direction: text('direction').$type<'IN' | 'OUT'>().notNull(),
    payWay: text('pay_way').$type<PayWay>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    /** the caller's key of a refund: a retry records nothing twice */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_records_pay_order').on(t.payOrderId), uniqueIndex('payment_records_reference').on(t.reference, t.payWay)],
);
