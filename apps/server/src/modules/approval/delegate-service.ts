import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { ApprovalError } from '@travel/contracts/approval/errors';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { displayName, getMember } from '../member/member-service';
import { auditApproval, type Actor } from './approval-audit';
import { approvalDelegates } from './schema';

interface Owner {
  enterpriseId: string;
  memberId: string;
}

const activeOn = (today: string) => and(lte(approvalDelegates.beginDate, today), gte(approvalDelegates.endDate, today));

/** Members whose delegation names `delegateId` today: their tasks are in the delegate's inbox too. */
export async function delegatorsOf(db: Db, enterpriseId: string, delegateId: string, today: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ memberId: approvalDelegates.memberId })
    .from(approvalDelegates)
    .where(and(eq(approvalDelegates.enterpriseId, enterpriseId), eq(approvalDelegates.delegateMemberId, delegateId), activeOn(today)));
  return rows.map((r) => r.memberId);
}

export async function isActiveDelegate(db: Db, enterpriseId: string, memberId: string, delegateId: string, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalDelegates.id })
    .from(approvalDelegates)
    .where(
      and(eq(approvalDelegates.enterpriseId, enterpriseId), eq(approvalDelegates.memberId, memberId), eq(approvalDelegates.delegateMemberId, delegateId), activeOn(today)),
    )
    .limit(1);
  return Boolean(row);
}

export async function listDelegates(db: Db, owner: Owner, today: string) {
  const rows = await db
    .select()
    .from(approvalDelegates)
    .where(and(eq(approvalDelegates.enterpriseId, owner.enterpriseId), eq(approvalDelegates.memberId, owner.memberId)))
    .orderBy(asc(approvalDelegates.beginDate), asc(approvalDelegates.createdAt));
  return Promise.all(
    rows.map(async (r) => ({
      delegateId: r.id,
      delegateMemberId: r.delegateMemberId,
      delegateName: await getMember(db, owner.enterpriseId, r.delegateMemberId).then(displayName, () => r.delegateMemberId),
      beginDate: r.beginDate,
      endDate: r.endDate,
      active: r.beginDate <= today && today <= r.endDate,
    })),
  );
}

export async function saveDelegate(
  db: Db,
  owner: Owner,
  input: { delegateMemberId: string; beginDate: string; endDate: string },
  actor: Actor,
  now: Date,
): Promise<string> {
  if (input.delegateMemberId === owner.memberId) throw new AppError(ApprovalError.DELEGATE_SELF);
  await getMember(db, owner.enterpriseId, input.delegateMemberId);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(approvalDelegates).values({ id, ...owner, ...input, createdAt: now });
    await auditApproval(tx, actor, owner.enterpriseId, { action: 'approval.delegate.save', targetType: 'APPROVAL_DELEGATE', targetId: id, detail: { ...input } }, now);
  });
  return id;
}

export async function deleteDelegate(db: Db, owner: Owner, delegateId: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(approvalDelegates)
      .where(and(eq(approvalDelegates.enterpriseId, owner.enterpriseId), eq(approvalDelegates.memberId, owner.memberId), eq(approvalDelegates.id, delegateId)))
      .returning({ id: approvalDelegates.id });
    if (deleted.length === 0) throw notFound('delegate');
    await auditApproval(tx, actor, owner.enterpriseId, { action: 'approval.delegate.delete', targetType: 'APPROVAL_DELEGATE', targetId: delegateId }, now);
  });
}
