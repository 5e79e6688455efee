import type { Db } from '../db/database';
import type { CallContext } from '../http/handler';
import { auditLog } from './schema';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

/** Writes one audit record for the caller; runs inside the caller's transaction when given one. */
export async function recordAudit(db: Db, ctx: CallContext, entry: AuditEntry): Promise<void> {
  if (!ctx.member || !ctx.enterpriseId) throw new Error('audit needs a member and an enterprise');
  await db.insert(auditLog).values({
    enterpriseId: ctx.enterpriseId,
    actorMemberId: ctx.member.memberId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: { ...entry.detail, ...(ctx.backOffice ? { backOffice: true } : {}) },
    requestId: ctx.requestId,
    ip: ctx.ip,
    at: ctx.clock.now(),
  });
}
