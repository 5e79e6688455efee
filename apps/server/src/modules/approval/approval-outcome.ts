import type { Db } from '../../platform/db/database';
import { applyTravelRequestOutcome } from '../travel-request/tr-approval-outcome';
import type { approvalInstances } from './schema';

export type InstanceRow = typeof approvalInstances.$inferSelect;
export type Outcome = 'APPROVED' | 'REJECTED';
export type OutcomeHandler = (db: Db, instance: InstanceRow, outcome: Outcome, now: Date) => Promise<void>;

const registered = new Map<string, OutcomeHandler>();

/**
 * Product modules register what a concluded BOOKING approval does to their order (at import of their module).
 * The handler runs inside the decision's transaction.
 */
export function onApprovalConcluded(bizType: string, handler: OutcomeHandler): void {
  registered.set(bizType, handler);
}

function handlerOf(bizType: string): OutcomeHandler | undefined {
  if (bizType === 'TRAVEL_REQUEST' || bizType === 'EXCEED_APPLY') return applyTravelRequestOutcome;
  return registered.get(bizType);
}

export async function applyOutcome(db: Db, instance: InstanceRow, outcome: Outcome, now: Date): Promise<void> {
  await handlerOf(instance.bizType)?.(db, instance, outcome, now);
}
