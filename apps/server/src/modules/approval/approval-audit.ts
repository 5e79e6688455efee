import { recordAudit, type AuditEntry } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/schema';
import type { Db } from '../../platform/db/database';
import type { CallContext } from '../../platform/http/handler';

/** Who did it: a member through a call, or the platform itself (deadlines). */
export type Actor = { kind: 'member'; ctx: CallContext } | { kind: 'system' };
export const SYSTEM: Actor = { kind: 'system' };
export const SYSTEM_ACTOR_ID = 'system';

/** One audit row per decision, escalation and cancellation; system rows carry actor 'system'. */
export async function auditApproval(db: Db, actor: Actor, enterpriseId: string, entry: AuditEntry, now: Date): Promise<void> {
  if (actor.kind === 'member') return recordAudit(db, actor.ctx, entry);
  await db.insert(auditLog).values({
    enterpriseId,
    actorMemberId: SYSTEM_ACTOR_ID,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    at: now,
  });
}
