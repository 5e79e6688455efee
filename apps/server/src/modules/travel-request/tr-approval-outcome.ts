import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ApprovalOutcomes, InstanceRow, Outcome } from '../approval/approval-outcome';
import { lockTravelRequest } from './tr-service';
import { nextTrStatus } from './tr-status';
import { travelRequests } from './schema';

/** A travel request's (or an exceed application's) approval concluded: the request follows, in the same transaction. */
export async function applyTravelRequestOutcome(db: Db, instance: InstanceRow, outcome: Outcome, now: Date): Promise<void> {
  const row = await lockTravelRequest(db, instance.enterpriseId, instance.bizId);
  if (!row) return;
  const status = nextTrStatus(row.status, outcome === 'APPROVED' ? 'APPROVE' : 'REJECT');
  await db.update(travelRequests).set({ status, updatedAt: now }).where(eq(travelRequests.id, row.id));
}

/** Travel-request's outcome handlers, which app.ts passes to the approval module. */
export const travelRequestApprovalOutcomes: Pick<ApprovalOutcomes, 'TRAVEL_REQUEST' | 'EXCEED_APPLY'> = {
  TRAVEL_REQUEST: applyTravelRequestOutcome,
  EXCEED_APPLY: applyTravelRequestOutcome,
};
