import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApprovalSubBizType } from '@travel/contracts/approval/approval';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { cancelJob, enqueueJob } from '../../platform/jobs/job-queue';
import { notify } from '../notification/notify';
import { displayName, getMember, type MemberRow } from '../member/member-service';
import { auditApproval, type Actor } from './approval-audit';
import { applyOutcome, type ApprovalOutcomes, type InstanceRow } from './approval-outcome';
import { levelApprovers } from './approvers';
import { departmentChain, findFlow } from './flow-service';
import { approvalInstances, approvalTasks, type InstanceSummary } from './schema';
import { INSTANCE_TRANSITIONS, type InstanceEvent } from './approval-status';
import { nextStatus } from '../../platform/status-machine';

export const DEADLINE_JOB = 'approval.deadline';
export const deadlineKey = (instanceId: string, level: number) => `${DEADLINE_JOB}:${instanceId}:${level}`;
const HOUR_MS = 3_600_000;

export type TaskRow = typeof approvalTasks.$inferSelect;

export interface StartApprovalInput {
  enterpriseId: string;
  bizType: 'TRAVEL_REQUEST' | 'BOOKING' | 'EXCEED_APPLY';
  bizId: string;
  subBizType?: ApprovalSubBizType | null;
  applicantMemberId: string;
  /** What flows may match on besides the applicant's department. */
  costCentreId?: string | null;
  product?: Product | null;
  amount?: number | null;
  summary: InstanceSummary;
  /** A BOOKING approval's candidate booking (a tmc/control input): judged again when approving. */
  policyInput?: Record<string, unknown> | null;
  /** Where the applicant's notifications point in the web app. */
  link?: string;
}

export interface StartApprovalResult {
  /** APPROVED at once when no flow matches or no level has anyone to approve. */
  status: 'PENDING' | 'APPROVED';
  instanceId: string | null;
  flowId: string | null;
}

export const applicantLink = (i: Pick<InstanceRow, 'bizType' | 'bizId'>) =>
  i.bizType === 'BOOKING' ? '/orders' : `/travel-requests/${encodeURIComponent(i.bizId)}`;

export async function notificationParams(db: Db, instance: InstanceRow): Promise<Record<string, string>> {
  const applicant = await getMember(db, instance.enterpriseId, instance.applicantMemberId);
  return { bizType: instance.bizType, bizNo: instance.bizId, applicantName: displayName(applicant), title: instance.summary.title };
}

/** Creates the tasks of a level, its deadline job and the approvers' notifications. */
export async function createLevelTasks(db: Db, instance: InstanceRow, level: number, approverIds: string[], now: Date): Promise<void> {
  const cfg = instance.levels[level - 1]!;
  const deadline = cfg.deadlineHours > 0 ? new Date(now.getTime() + cfg.deadlineHours * HOUR_MS) : null;
  await db.insert(approvalTasks).values(
    approverIds.map((approverMemberId) => ({
      id: randomUUID(),
      enterpriseId: instance.enterpriseId,
      instanceId: instance.id,
      level,
      approverMemberId,
      status: 'PENDING' as const,
      deadline,
      createdAt: now,
    })),
  );
  if (deadline) {
    await enqueueJob(db, { kind: DEADLINE_JOB, payload: { enterpriseId: instance.enterpriseId, instanceId: instance.id, level }, runAt: deadline, dedupeKey: deadlineKey(instance.id, level) }, now);
  }
  const params = await notificationParams(db, instance);
  for (const memberId of approverIds) {
    await notify(db, { enterpriseId: instance.enterpriseId, memberId, kind: 'APPROVAL_TASK', params, link: '/approvals' }, now);
  }
}

/** Opens the first level from `from` on that has approvers; null when none is left (the instance is approved). */
async function openNextLevel(db: Db, instance: InstanceRow, applicant: MemberRow, from: number, now: Date): Promise<number | null> {
  for (let level = from; level <= instance.levels.length; level++) {
    const approvers = await levelApprovers(db, instance.enterpriseId, instance.levels[level - 1]!, applicant);
    if (approvers.length === 0) continue;
    await createLevelTasks(db, instance, level, approvers, now);
    return level;
  }
  return null;
}

/**
 * Starts the approval of a submission, inside the caller's transaction: finds the flow (by department, cost centre,
 * product, amount), snapshots its levels and opens the first level that has an approver.
 */
export async function startApproval(db: Db, input: StartApprovalInput, actor: Actor, now: Date): Promise<StartApprovalResult> {
  const applicant = await getMember(db, input.enterpriseId, input.applicantMemberId);
  const flow = await findFlow(db, input.enterpriseId, {
    bizType: input.bizType,
    departmentIds: await departmentChain(db, input.enterpriseId, applicant.departmentId),
    costCentreId: input.costCentreId,
    product: input.product,
    amount: input.amount,
  });
  if (!flow) return { status: 'APPROVED', instanceId: null, flowId: null };
  const instance: InstanceRow = {
    id: randomUUID(),
    enterpriseId: input.enterpriseId,
    bizType: input.bizType,
    bizId: input.bizId,
    subBizType: input.subBizType ?? null,
    applicantMemberId: applicant.id,
    flowId: flow.id,
    flowName: flow.name,
    status: 'PENDING',
    currentLevel: 1,
    levels: flow.levels,
    summary: input.summary,
    policyInput: input.policyInput ?? null,
    createdAt: now,
    updatedAt: now,
    decidedAt: null,
  };
  await db.insert(approvalInstances).values(instance);
  const level = await openNextLevel(db, instance, applicant, 1, now);
  if (level === null) {
    await db.update(approvalInstances).set({ status: 'APPROVED', decidedAt: now, updatedAt: now }).where(eq(approvalInstances.id, instance.id));
    await auditApproval(db, actor, input.enterpriseId, { action: 'approval.auto_approve', targetType: input.bizType, targetId: input.bizId, detail: { instanceId: instance.id, flowId: flow.id } }, now);
    return { status: 'APPROVED', instanceId: instance.id, flowId: flow.id };
  }
  if (level !== 1) await db.update(approvalInstances).set({ currentLevel: level }).where(eq(approvalInstances.id, instance.id));
  await auditApproval(db, actor, input.enterpriseId, { action: 'approval.submit', targetType: input.bizType, targetId: input.bizId, detail: { instanceId: instance.id, flowId: flow.id, level } }, now);
  return { status: 'PENDING', instanceId: instance.id, flowId: flow.id };
}

/**
 * The approvals still open that a member applied for, of one kind (their bookings waiting for a decision), oldest
 * first, each with its open tasks' earliest deadline (when the flow acts by itself; null: none).
 */
export async function openApprovalsOf(db: Db, enterpriseId: string, applicantMemberId: string, bizType: StartApprovalInput['bizType']): Promise<(InstanceRow & { taskDeadline: Date | null })[]> {
  const open = await db
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.enterpriseId, enterpriseId), eq(approvalInstances.applicantMemberId, applicantMemberId), eq(approvalInstances.bizType, bizType), eq(approvalInstances.status, 'PENDING')))
    .orderBy(asc(approvalInstances.createdAt));
  if (open.length === 0) return [];
  const tasks = await db
    .select({ instanceId: approvalTasks.instanceId, deadline: approvalTasks.deadline })
    .from(approvalTasks)
    .where(and(inArray(approvalTasks.instanceId, open.map((i) => i.id)), eq(approvalTasks.status, 'PENDING')));
  return open.map((i) => {
    const times = tasks.flatMap((t) => (t.instanceId === i.id && t.deadline ? [t.deadline.getTime()] : []));
    return { ...i, taskDeadline: times.length > 0 ? new Date(Math.min(...times)) : null };
  });
}

/** Reads an instance of the enterprise and locks it: decisions and deadline jobs on one instance take turns. */
export async function lockInstance(db: Db, enterpriseId: string, instanceId: string): Promise<InstanceRow> {
  const [row] = await db
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.enterpriseId, enterpriseId), eq(approvalInstances.id, instanceId)))
    .for('update');
  if (!row) throw notFound('approvalTask');
  return row;
}

/** Withdraws the other open tasks of a level once it is decided, and its deadline. */
export async function closeLevel(db: Db, instance: InstanceRow, level: number, now: Date): Promise<void> {
  await db
    .update(approvalTasks)
    .set({ status: 'CANCELED', decidedAt: now })
    .where(and(eq(approvalTasks.instanceId, instance.id), eq(approvalTasks.level, level), eq(approvalTasks.status, 'PENDING')));
  await cancelJob(db, deadlineKey(instance.id, level), now);
}

/**
 * A level was approved or rejected (the deciding task already updated): withdraws the level's other tasks, then moves
 * the instance on — the next level, or the outcome, which the business side applies and the applicant is told of.
 */
export async function concludeLevel(
  outcomes: ApprovalOutcomes,
  db: Db,
  instance: InstanceRow,
  decision: 'APPROVE' | 'REJECT',
  note: { deciderName: string; comment: string },
  actor: Actor,
  now: Date,
): Promise<InstanceRow['status']> {
  await closeLevel(db, instance, instance.currentLevel, now);
  const applicant = await getMember(db, instance.enterpriseId, instance.applicantMemberId);
  const next = decision === 'APPROVE' ? await openNextLevel(db, instance, applicant, instance.currentLevel + 1, now) : null;
  const event: InstanceEvent = decision === 'APPROVE' ? 'APPROVE_LEVEL' : 'REJECT';
  const status = nextStatus(INSTANCE_TRANSITIONS, instance.status, event, { lastLevel: next === null });
  await db
    .update(approvalInstances)
    .set({ status, currentLevel: next ?? instance.currentLevel, updatedAt: now, decidedAt: status === 'PENDING' ? null : now })
    .where(eq(approvalInstances.id, instance.id));
  if (status === 'APPROVED' || status === 'REJECTED') {
    await applyOutcome(outcomes, db, { ...instance, status }, status, now);
    const params = { ...(await notificationParams(db, instance)), deciderName: note.deciderName, comment: note.comment };
    await notify(db, { enterpriseId: instance.enterpriseId, memberId: instance.applicantMemberId, kind: status === 'APPROVED' ? 'APPROVAL_APPROVED' : 'APPROVAL_REJECTED', params, link: applicantLink(instance) }, now);
    await auditApproval(db, actor, instance.enterpriseId, { action: status === 'APPROVED' ? 'approval.approved' : 'approval.rejected', targetType: instance.bizType, targetId: instance.bizId, detail: { instanceId: instance.id } }, now);
  }
  return status;
}

/** Withdraws the open approvals of a business object (a cancelled travel request), inside the caller's transaction. */
export async function cancelApprovals(db: Db, enterpriseId: string, bizId: string, actor: Actor, now: Date): Promise<void> {
  const open = await db
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.enterpriseId, enterpriseId), eq(approvalInstances.bizId, bizId), eq(approvalInstances.status, 'PENDING')))
    .for('update');
  for (const instance of open) {
    const status = nextStatus(INSTANCE_TRANSITIONS, instance.status, 'CANCEL');
    await closeLevel(db, instance, instance.currentLevel, now);
    await db.update(approvalInstances).set({ status, updatedAt: now, decidedAt: now }).where(eq(approvalInstances.id, instance.id));
    await auditApproval(db, actor, enterpriseId, { action: 'approval.cancel', targetType: instance.bizType, targetId: bizId, detail: { instanceId: instance.id } }, now);
  }
}
