import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { createPayOrder, type PaymentRecordType, type PayOrderRow } from '../payment/payment-service';

export interface OrderToPay {
  /** the pay order's product: the product itself, or its after-sale kind (TRAIN_CHANGE) */
  product: Product | `${Product}_CHANGE`;
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
    { enterpriseId: o.enterpriseId, memberId: o.memberId, product: o.product, orderId: o.orderId, payMode, currency: o.currency, companyAmount: o.companyAmount, personalAmount: o.personalAmount, payEndTime: o.deadline, recordType: o.recordType },
    now,
  );
}
