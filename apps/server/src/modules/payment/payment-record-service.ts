import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { paymentRecords } from './schema';

export type PaymentRecordRow = typeof paymentRecords.$inferSelect;

/** The movements of money a caller recorded under its reference (e.g. `refund:<id>`), oldest first: products read them here, not from the table. */
export async function listPaymentRecords(db: Db, enterpriseId: string, reference: string): Promise<PaymentRecordRow[]> {
  return db
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.enterpriseId, enterpriseId), eq(paymentRecords.reference, reference)))
    .orderBy(asc(paymentRecords.createdAt), asc(paymentRecords.id));
}
