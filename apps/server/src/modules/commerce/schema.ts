import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Product } from '@travel/contracts/platform/products';

/**
 * The order ledger: one row per order of every product, whatever the product's own tables hold. What the company
 * spends under a travel request, the order centre's list and the duplicate-trip checks read it, never a product's
 * tables. A product writes its row in the transaction that persists its order and keeps `live` and the amounts true.
 */
export const commerceOrders = pgTable(
  'commerce_orders',
  {
    product: text('product').$type<Product>().notNull(),
    orderId: text('order_id').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    bookedBy: text('booked_by').notNull(),
    travelType: text('travel_type').$type<'BUSINESS' | 'PRIVATE'>().notNull(),
    travelNo: text('travel_no'),
    /** the order holds or will hold the traveller's trip (not cancelled, failed or refunded) */
    live: boolean('live').notNull(),
    currency: text('currency').notNull(),
    companyAmount: integer('company_amount').notNull(),
    personalAmount: integer('personal_amount').notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.orderId] }),
    index('commerce_orders_member').on(t.enterpriseId, t.memberId, t.createdAt),
    index('commerce_orders_travel').on(t.enterpriseId, t.travelNo),
  ],
);

/** Who travels on a ledger order and when: the duplicate and overlapping-trip checks of every product. */
export const commerceOrderTravellers = pgTable(
  'commerce_order_travellers',
  {
    product: text('product').$type<Product>().notNull(),
    orderId: text('order_id').notNull(),
    /** the traveller's identity: certificate type and number (`1:110101…`) */
    traveller: text('traveller').notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.product, t.orderId, t.traveller] }), index('commerce_order_travellers_traveller').on(t.traveller, t.beginDate)],
);

/** A booking workflow's log: the remote steps it may have run, so a crash before its commit can be undone by a job. */
export const commerceWorkflows = pgTable(
  'commerce_workflows',
  {
    id: text('id').primaryKey(),
    product: text('product').$type<Product>().notNull(),
    kind: text('kind').notNull(),
    /** a booking's order id: its row in the order ledger is its commit (so the commit writes nothing more here) */
    ledgerRef: text('ledger_ref'),
    /** RUNNING until the commit step commits (DONE) or the undo ran (UNDONE) */
    status: text('status').$type<'RUNNING' | 'DONE' | 'UNDONE'>().notNull(),
    /** the remote steps in order, each with what its undo needs (idempotency keys), known before it runs */
    steps: jsonb('steps').$type<{ name: string; undo: Record<string, unknown> }[]>().notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('commerce_workflows_running').on(t.status, t.startedAt)],
);

/**
 * An after-sale quote (refund or change) of any product: what the traveller was shown, binding until it expires. The
 * body is the product's own; the store only keeps who may take it, for which items and until when.
 */
export const commerceAfterSaleQuotes = pgTable(
  'commerce_after_sale_quotes',
  {
    id: text('id').primaryKey(),
    product: text('product').$type<Product>().notNull(),
    kind: text('kind').$type<'REFUND' | 'CHANGE'>().notNull(),
    orderId: text('order_id').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    /** the order's items the quote prices (a train's tickets) */
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    quote: jsonb('quote').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('commerce_after_sale_quotes_order').on(t.product, t.orderId)],
);
