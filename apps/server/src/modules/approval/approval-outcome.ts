import type { Db } from '../../platform/db/database';
import type { approvalInstances } from './schema';

export type InstanceRow = typeof approvalInstances.$inferSelect;
export type Outcome = 'APPROVED' | 'REJECTED';
/** What a concluded approval does to its business object; runs inside the decision's transaction. */
export type OutcomeHandler = (db: Db, instance: InstanceRow, outcome: Outcome, now: Date) => Promise<void>;

/**
 * The outcome handlers by business type, passed in at wiring (app.ts): the module that starts approvals of a type
 * supplies its handler, so approval never imports it. BOOKING comes with the booking workflow (commerce).
 */
export interface ApprovalOutcomes {
  TRAVEL_REQUEST: OutcomeHandler;
  EXCEED_APPLY: OutcomeHandler;
  BOOKING?: OutcomeHandler;
}

export async function applyOutcome(outcomes: ApprovalOutcomes, db: Db, instance: InstanceRow, outcome: Outcome, now: Date): Promise<void> {
  await outcomes[instance.bizType as keyof ApprovalOutcomes]?.(db, instance, outcome, now);
}
