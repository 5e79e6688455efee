import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { JobHandler } from '../../platform/jobs/job-queue';
import { notify } from '../notification/notify';
import { auditApproval, SYSTEM, SYSTEM_ACTOR_ID } from './approval-audit';
import { concludeLevel, lockInstance, notificationParams } from './approval-engine';
import type { ApprovalOutcomes } from './approval-outcome';
import { listTravelManagerIds } from '../member/member-service';
import { activeOthers } from './approvers';
import { approvalTasks } from './schema';
import { TASK_TRANSITIONS } from './approval-status';
import { nextStatus } from '../../platform/status-machine';

/** System comments are message keys, shown in the reader's language. */
export const SYSTEM_COMMENT = {
  ESCALATE: 'notification.system.escalated',
  APPROVE: 'notification.system.timeoutApproved',
  REJECT: 'notification.system.timeoutRejected',
} as const;
export const SYSTEM_NAME_KEY = 'notification.system.name';

/**
 * A level's deadline passed: its open tasks are escalated (to the level's escalation member, else the travel
 * managers) or decided by the system, as the level is configured. Does nothing when the level was decided meanwhile.
 */
export const approvalDeadlineHandler = (outcomes: ApprovalOutcomes): JobHandler => async (db, payload, { now }) => {
  const { enterpriseId, instanceId, level } = payload as { enterpriseId: string; instanceId: string; level: number };
  const instance = await lockInstance(db, enterpriseId, instanceId).catch(() => null);
  if (!instance || instance.status !== 'PENDING' || instance.currentLevel !== level) return;
  const due = await db
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.level, level), eq(approvalTasks.status, 'PENDING'), isNotNull(approvalTasks.deadline), lte(approvalTasks.deadline, now)));
  if (due.length === 0) return;
  const cfg = instance.levels[level - 1]!;

  if (cfg.timeoutAction === 'ESCALATE') {
    await escalate(db, instance, due, cfg.escalateToMemberId, now);
    return;
  }
  const decision = cfg.timeoutAction;
  // One task carries the system's decision; the level's other tasks are withdrawn with it.
  const first = due[0]!;
  const status = nextStatus(TASK_TRANSITIONS, first.status, decision);
  await db
    .update(approvalTasks)
    .set({ status, decidedBy: SYSTEM_ACTOR_ID, decidedAt: now, comment: SYSTEM_COMMENT[decision] })
    .where(and(eq(approvalTasks.id, first.id), eq(approvalTasks.status, 'PENDING')));
  await auditApproval(db, SYSTEM, enterpriseId, { action: `approval.task.timeout_${decision.toLowerCase()}`, targetType: 'APPROVAL_TASK', targetId: first.id, detail: { instanceId, level } }, now);
  await concludeLevel(outcomes, db, instance, decision, { deciderName: SYSTEM_NAME_KEY, comment: SYSTEM_COMMENT[decision] }, SYSTEM, now);
};

async function escalate(db: Db, instance: Awaited<ReturnType<typeof lockInstance>>, due: (typeof approvalTasks.$inferSelect)[], escalateTo: string | undefined, now: Date) {
  const exclude = [instance.applicantMemberId, ...due.map((t) => t.approverMemberId)];
  const candidates = escalateTo ? [escalateTo] : await listTravelManagerIds(db, instance.enterpriseId);
  let targets = await activeOthers(db, instance.enterpriseId, candidates, exclude);
  // Nobody else to escalate to: the travel managers, even one who is the late approver, rather than a stuck request.
  if (targets.length === 0) targets = await activeOthers(db, instance.enterpriseId, await listTravelManagerIds(db, instance.enterpriseId), [instance.applicantMemberId]);
  if (targets.length === 0) return;
  for (const task of due) nextStatus(TASK_TRANSITIONS, task.status, 'ESCALATE');
  await db
    .update(approvalTasks)
    .set({ status: 'ESCALATED', decidedBy: SYSTEM_ACTOR_ID, decidedAt: now, comment: SYSTEM_COMMENT.ESCALATE })
    .where(and(inArray(approvalTasks.id, due.map((t) => t.id)), eq(approvalTasks.status, 'PENDING')));
  // Escalated tasks carry no deadline of their own: an escalation does not escalate again.
  await db.insert(approvalTasks).values(
    targets.map((approverMemberId) => ({
      id: randomUUID(),
      enterpriseId: instance.enterpriseId,
      instanceId: instance.id,
      level: instance.currentLevel,
      approverMemberId,
      escalatedFromTaskId: due[0]!.id,
      status: 'PENDING' as const,
      deadline: null,
      createdAt: now,
    })),
  );
  const params = await notificationParams(db, instance);
  for (const memberId of targets) {
    await notify(db, { enterpriseId: instance.enterpriseId, memberId, kind: 'APPROVAL_ESCALATED', params, link: '/approvals' }, now);
  }
  await auditApproval(
    db,
    SYSTEM,
    instance.enterpriseId,
    { action: 'approval.task.escalate', targetType: 'APPROVAL_INSTANCE', targetId: instance.id, detail: { bizType: instance.bizType, bizId: instance.bizId, level: instance.currentLevel, from: due.map((t) => t.approverMemberId), to: targets } },
    now,
  );
}
