import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { createPayOrder, type PaymentRecordType, type PayOrderRow } from '../payment/payment-service';

export interface OrderToPay {
  product: Product;
  /** a booking's pay order, or an after-sale change's */
  purpose?: 'BOOKING' | 'CHANGE';
  orderId: string;
  enterpriseId: string;
  memberId: string;
  currency: string;
  companyAmount: number;
  personalAmount: number;
  deadline: Date;
  recordType?: PaymentRecordType;
}

/**
 * An order's pay order, inside the product's transaction: the company's part is settled monthly at once; a personal
 * part waits for the traveller's payment by the deadline (PAID at once when there is none).
 */
export async function startPayment(db: Db, o: OrderToPay, now: Date): Promise<PayOrderRow> {
  const payMode = o.personalAmount === 0 ? 'COMPANY' : o.companyAmount === 0 ? 'PERSONAL' : 'HYBRID';
  return createPayOrder(
    db,
    { enterpriseId: o.enterpriseId, memberId: o.memberId, product: o.product, purpose: o.purpose, orderId: o.orderId, payMode, currency: o.currency, companyAmount: o.companyAmount, personalAmount: o.personalAmount, payEndTime: o.deadline, recordType: o.recordType },
    now,
  );
}
