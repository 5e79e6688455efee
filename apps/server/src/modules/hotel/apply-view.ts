import { desc, eq } from 'drizzle-orm';
import type { OrderApplication } from '@travel/contracts/hotel/order-apply';
import type { Db } from '../../platform/db/database';
import { hotelOrderApplications } from './schema';

export type ApplicationRow = typeof hotelOrderApplications.$inferSelect;
type Row = ApplicationRow;

export async function orderApplications(db: Db, orderId: string): Promise<Row[]> {
  return db.select().from(hotelOrderApplications).where(eq(hotelOrderApplications.orderId, orderId)).orderBy(desc(hotelOrderApplications.createdAt));
}

export function applicationView(row: Row, currency: string): OrderApplication {
  const money = (amount: number | null) => (amount === null ? null : { amount, currency });
  return {
    applicationId: row.id,
    kind: row.kind,
    status: row.status,
    checkoutDate: row.checkoutDate,
    reason: row.reason,
    appliedAt: row.createdAt.toISOString(),
    answerDueAt: row.answerDueAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    penalty: money(row.penaltyAmount),
    refund: money(row.refundAmount),
    refusalReason: row.refusalReason ?? null,
  };
}

