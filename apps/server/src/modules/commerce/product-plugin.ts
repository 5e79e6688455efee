import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import type { Binding } from '../../platform/http/handler';
import type { JobHandlers } from '../../platform/jobs/job-queue';
import type { OrderSource } from './order-source';
import type { InvoiceSource } from '../invoice/invoice-port';
import type { PaymentHooks } from '../payment/payment-service';
import type { StepUndo } from './booking-workflow';

export type ApprovalOutcome = 'APPROVED' | 'REJECTED';

/**
 * What a product (train, hotel, flight, car) gives the commerce core. The core knows no product: it runs bookings as
 * workflows of the product's remote steps, keeps the order ledger, starts payments and approvals, and asks the
 * product, through this, to undo a crashed booking's holds, to act on an approval's outcome and a payment's, to show
 * its orders, and for its jobs and calls.
 */
export interface ProductPlugin {
  product: Product;
  /** the undo of the product's remote booking steps (supplier holds), by what the workflow log kept */
  undoStep: StepUndo;
  /** a booking approval concluded: the order goes on to payment or issuing, or is cancelled with its hold released */
  onApprovalOutcome(db: Db, orderId: string, outcome: ApprovalOutcome, now: Date): Promise<void>;
  /** what happens when the product's pay orders are paid or time out, by pay order key (TRAIN, TRAIN_CHANGE…) */
  paymentHooks: Readonly<Record<string, PaymentHooks>>;
  /** the order centre: the product's orders for one member, and those waiting for them */
  orderSource: OrderSource;
  /** invoicing: the product's orders as the invoice module sees them (absent: the product's orders are not invoiced yet) */
  invoiceSource?: InvoiceSource;
  jobHandlers: JobHandlers;
  bindings: Binding[];
}
