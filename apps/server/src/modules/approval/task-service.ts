import { and, asc, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApprovalTask } from '@travel/contracts/approval/approval';
import type { approvalStepSchema } from '@travel/contracts/travel-request/travel-request';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { localDate } from '../../platform/dates';
import { cityName, lookupCities } from '../common/city-service';
import { localName } from '../common/reference-cache';
import { SYSTEM_ACTOR_ID } from './approval-audit';
import type { InstanceRow } from './approval-outcome';
import { SYSTEM_NAME_KEY } from './approval-deadline';
import { MemberNames } from './approvers';
import { delegatorsOf } from './delegate-service';
import { recheckPolicy } from './policy-recheck';
import { approvalInstances, approvalTasks } from './schema';

type Step = z.infer<typeof approvalStepSchema>;
type TaskRow = typeof approvalTasks.$inferSelect;

function stepOf(task: TaskRow, names: Map<string, string>, locale: Locale): Step {
  const name = (id: string) => names.get(id) ?? id;
  const system = task.decidedBy === SYSTEM_ACTOR_ID;
  // A delegate's decision shows the delegate as the approver, standing in for the one the task was for.
  const acting = task.delegatedFromMemberId && task.decidedBy ? task.decidedBy : task.approverMemberId;
  return {
    taskId: task.id,
    level: task.level,
    approverMemberId: acting,
    approverName: name(acting),
    delegatedFromName: task.delegatedFromMemberId ? name(task.delegatedFromMemberId) : null,
    status: task.status,
    comment: system && task.comment ? t(locale, task.comment) : task.comment,
    deadline: task.deadline?.toISOString() ?? null,
    decidedAt: task.decidedAt?.toISOString() ?? null,
    decidedBy: system ? t(locale, SYSTEM_NAME_KEY) : task.decidedBy ? name(task.decidedBy) : null,
  };
}

async function namesOf(db: Db, enterpriseId: string, tasks: TaskRow[], extra: string[] = []): Promise<Map<string, string>> {
  const names = new MemberNames(db, enterpriseId);
  const ids = new Set<string>(extra);
  for (const task of tasks) {
    ids.add(task.approverMemberId);
    if (task.delegatedFromMemberId) ids.add(task.delegatedFromMemberId);
    if (task.decidedBy && task.decidedBy !== SYSTEM_ACTOR_ID) ids.add(task.decidedBy);
  }
  const out = new Map<string, string>();
  for (const id of ids) out.set(id, await names.get(id));
  return out;
}

async function stepsByInstance(db: Db, enterpriseId: string, instanceIds: string[], locale: Locale): Promise<Map<string, Step[]>> {
  const out = new Map<string, Step[]>();
  if (instanceIds.length === 0) return out;
  const tasks = await db
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.enterpriseId, enterpriseId), inArray(approvalTasks.instanceId, instanceIds)))
    .orderBy(asc(approvalTasks.level), asc(approvalTasks.createdAt), asc(approvalTasks.approverMemberId));
  const names = await namesOf(db, enterpriseId, tasks);
  for (const task of tasks) {
    const list = out.get(task.instanceId) ?? [];
    list.push(stepOf(task, names, locale));
    out.set(task.instanceId, list);
  }
  return out;
}

/** Every approval step of a business object (a travel request's, oldest submission first). */
export async function listApprovalSteps(db: Db, enterpriseId: string, bizId: string, locale: Locale): Promise<Step[]> {
  const instances = await db
    .select({ id: approvalInstances.id })
    .from(approvalInstances)
    .where(and(eq(approvalInstances.enterpriseId, enterpriseId), eq(approvalInstances.bizId, bizId)))
    .orderBy(asc(approvalInstances.createdAt));
  const steps = await stepsByInstance(db, enterpriseId, instances.map((i) => i.id), locale);
  return instances.flatMap((i) => steps.get(i.id) ?? []);
}

/** May this member see the object as one of its approvers (or as a delegate of one today)? */
export async function isApproverOf(db: Db, enterpriseId: string, memberId: string, bizId: string, now: Date): Promise<boolean> {
  const standIns = await delegatorsOf(db, enterpriseId, memberId, localDate(now));
  const [row] = await db
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .where(
      and(
        eq(approvalTasks.enterpriseId, enterpriseId),
        eq(approvalInstances.bizId, bizId),
        or(inArray(approvalTasks.approverMemberId, [memberId, ...standIns]), eq(approvalTasks.decidedBy, memberId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The inbox: PENDING lists the tasks waiting for the member or for anyone whose delegation names them today; DONE
 * lists the tasks they were given or decided that are no longer open.
 */
export async function listTasks(
  db: Db,
  scope: { enterpriseId: string; memberId: string },
  input: { status: 'PENDING' | 'DONE'; pageIndex: number; pageSize: number },
  locale: Locale,
  now: Date,
) {
  const standIns = input.status === 'PENDING' ? await delegatorsOf(db, scope.enterpriseId, scope.memberId, localDate(now)) : [];
  const where =
    input.status === 'PENDING'
      ? and(eq(approvalTasks.enterpriseId, scope.enterpriseId), eq(approvalTasks.status, 'PENDING'), inArray(approvalTasks.approverMemberId, [scope.memberId, ...standIns]))
      : and(
          eq(approvalTasks.enterpriseId, scope.enterpriseId),
          ne(approvalTasks.status, 'PENDING'),
          or(eq(approvalTasks.approverMemberId, scope.memberId), eq(approvalTasks.decidedBy, scope.memberId)),
        );
  const [rows, [total]] = await Promise.all([
    db
      .select({ task: approvalTasks, instance: approvalInstances })
      .from(approvalTasks)
      .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
      .where(where)
      .orderBy(input.status === 'PENDING' ? asc(approvalTasks.createdAt) : desc(approvalTasks.decidedAt), asc(approvalTasks.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize),
    db.select({ n: count() }).from(approvalTasks).where(where),
  ]);
  const steps = await stepsByInstance(db, scope.enterpriseId, [...new Set(rows.map((r) => r.instance.id))], locale);
  const names = await namesOf(db, scope.enterpriseId, rows.map((r) => r.task), rows.map((r) => r.instance.applicantMemberId));
  const cities = await lookupCities(db, rows.flatMap((r) => [...r.instance.summary.cityIds, ...(r.instance.summary.routeCityIds ?? [])]));
  const list: ApprovalTask[] = [];
  for (const { task, instance } of rows) {
    list.push({
      taskId: task.id,
      instanceId: instance.id,
      bizType: instance.bizType as ApprovalTask['bizType'],
      subBizType: instance.subBizType,
      bizId: instance.bizId,
      // A hotel stay is named in the reader's language.
      title: instance.summary.stay ? `${localName(locale, instance.summary.stay.hotelName.zh, instance.summary.stay.hotelName.en)} · ${localName(locale, instance.summary.stay.roomName.zh, instance.summary.stay.roomName.en)}` : instance.summary.title,
      applicantName: names.get(instance.applicantMemberId) ?? instance.applicantMemberId,
      applicantMemberId: instance.applicantMemberId,
      level: task.level,
      levelCount: instance.levels.length,
      status: task.status,
      delegatedFromName: task.status === 'PENDING' && task.approverMemberId !== scope.memberId ? (names.get(task.approverMemberId) ?? null) : task.delegatedFromMemberId ? (names.get(task.delegatedFromMemberId) ?? null) : null,
      createTime: task.createdAt.toISOString(),
      deadline: task.deadline?.toISOString() ?? null,
      summary: summaryOf(instance, cities, locale),
      // A booking the policy can no longer judge (a traveller gone, say) shows no re-check rather than breaking the inbox.
      policyRecheck: task.status === 'PENDING' ? await recheckPolicy(db, instance, locale, now).catch(() => null) : null,
      history: steps.get(instance.id) ?? [],
    });
  }
  const totalSize = Number(total?.n ?? 0);
  return { list, totalSize, pageIndex: input.pageIndex, totalPages: Math.ceil(totalSize / input.pageSize) };
}

function summaryOf(instance: InstanceRow, cities: Awaited<ReturnType<typeof lookupCities>>, locale: Locale): ApprovalTask['summary'] {
  const s = instance.summary;
  return {
    beginDate: s.beginDate,
    endDate: s.endDate,
    cityNameList: s.cityIds.map((id) => cityName(cities, id, locale)),
    routeCityNameList: (s.routeCityIds ?? s.cityIds).map((id) => cityName(cities, id, locale)),
    purpose: s.purpose,
    amount: s.amount,
    exceedStandardReason: s.exceedStandardReason,
    stay: s.stay
      ? {
          hotelName: localName(locale, s.stay.hotelName.zh, s.stay.hotelName.en),
          roomName: localName(locale, s.stay.roomName.zh, s.stay.roomName.en),
          checkinDate: s.stay.checkinDate,
          checkoutDate: s.stay.checkoutDate,
          nights: s.stay.nights,
          roomNum: s.stay.roomNum,
          guestNames: s.stay.guestNames,
          total: s.stay.total,
        }
      : null,
  };
}

/** The earliest deadline of the open tasks of a business object's pending approval (when the flow decides by itself). */
export async function pendingApprovalDeadline(db: Db, enterpriseId: string, bizId: string): Promise<Date | null> {
  const rows = await db
    .select({ deadline: approvalTasks.deadline })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .where(and(eq(approvalInstances.enterpriseId, enterpriseId), eq(approvalInstances.bizId, bizId), eq(approvalInstances.status, 'PENDING'), eq(approvalTasks.status, 'PENDING')));
  const times = rows.flatMap((r) => (r.deadline ? [r.deadline.getTime()] : []));
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
