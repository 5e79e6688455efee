import { and, eq } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import { ApprovalError } from '@travel/contracts/approval/errors';
import { PolicyError } from '@travel/contracts/policy/errors';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { localDate } from '../../platform/dates';
import { displayName, getMember } from '../member/member-service';
import { auditApproval, type Actor } from './approval-audit';
import { concludeLevel, lockInstance } from './approval-engine';
import type { ApprovalOutcomes } from './approval-outcome';
import { isActiveDelegate } from './delegate-service';
import { deniesBooking, recheckPolicy } from './policy-recheck';
import { approvalTasks } from './schema';
import { TASK_TRANSITIONS, type InstanceStatus } from './approval-status';
import { nextStatus } from '../../platform/status-machine';

export interface Decision {
  taskId: string;
  decision: 'APPROVE' | 'REJECT';
  comment?: string;
}

const notPending = () => new AppError(ApprovalError.TASK_NOT_PENDING);

/**
 * An approver (or their delegate today) approves or rejects a task. One transaction: the instance is locked first, so a
 * second approver or the deadline job deciding the same level at once waits and then finds the task no longer pending.
 */
export async function decideTask(outcomes: ApprovalOutcomes, db: Db, scope: { enterpriseId: string; memberId: string }, input: Decision, actor: Actor, locale: Locale, now: Date): Promise<InstanceStatus> {
  const [found] = await db
    .select({ instanceId: approvalTasks.instanceId })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.enterpriseId, scope.enterpriseId), eq(approvalTasks.id, input.taskId)));
  if (!found) throw notFound('approvalTask');

  return db.transaction(async (tx) => {
    const instance = await lockInstance(tx, scope.enterpriseId, found.instanceId);
    const [task] = await tx.select().from(approvalTasks).where(and(eq(approvalTasks.enterpriseId, scope.enterpriseId), eq(approvalTasks.id, input.taskId)));
    if (!task) throw notFound('approvalTask');
    let delegatedFrom: string | null = null;
    if (task.approverMemberId !== scope.memberId) {
      if (!(await isActiveDelegate(tx, scope.enterpriseId, task.approverMemberId, scope.memberId, localDate(now)))) throw new AppError(ApprovalError.NOT_APPROVER);
      delegatedFrom = task.approverMemberId;
    }
    if (task.status !== 'PENDING' || instance.status !== 'PENDING' || task.level !== instance.currentLevel) throw notPending();
    const status = nextStatus(TASK_TRANSITIONS, task.status, input.decision);
    if (input.decision === 'APPROVE' && deniesBooking(await recheckPolicy(tx, instance, locale, now))) throw new AppError(PolicyError.EXCEEDING_STANDARD);

    const updated = await tx
      .update(approvalTasks)
      .set({ status, decidedBy: scope.memberId, decidedAt: now, comment: input.comment || null, delegatedFromMemberId: delegatedFrom })
      .where(and(eq(approvalTasks.id, task.id), eq(approvalTasks.status, 'PENDING')))
      .returning({ id: approvalTasks.id });
    if (updated.length === 0) throw notPending();
    await auditApproval(
      tx,
      actor,
      scope.enterpriseId,
      {
        action: input.decision === 'APPROVE' ? 'approval.task.approve' : 'approval.task.reject',
        targetType: 'APPROVAL_TASK',
        targetId: task.id,
        detail: { instanceId: instance.id, bizType: instance.bizType, bizId: instance.bizId, level: task.level, decidedBy: scope.memberId, delegatedFrom, comment: input.comment ?? null },
      },
      now,
    );
    const decider = await getMember(tx, scope.enterpriseId, scope.memberId);
    return concludeLevel(outcomes, tx, instance, input.decision, { deciderName: displayName(decider), comment: input.comment ?? '' }, actor, now);
  });
}
