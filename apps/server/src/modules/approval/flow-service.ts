import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ApprovalFlow } from '@travel/contracts/approval/approval';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import { ApprovalError } from '@travel/contracts/approval/errors';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { localName } from '../common/reference-cache';
import { listCostCentres, queryDepartments } from '../enterprise/enterprise-service';
import { findMember } from './approvers';
import { approvalFlows } from './schema';

export type FlowRow = typeof approvalFlows.$inferSelect;

/** What a submission is matched on. */
export interface MatchFacts {
  bizType: string;
  /** The applicant's department and its parents: a flow for a department covers its sub-departments. */
  departmentIds: string[];
  costCentreId?: string | null;
  product?: Product | null;
  amount?: number | null;
}

export function flowMatches(flow: Pick<FlowRow, 'bizType' | 'active' | 'conditions'>, facts: MatchFacts): boolean {
  const c = flow.conditions;
  if (!flow.active || flow.bizType !== facts.bizType) return false;
  if (c.departmentIds.length > 0 && !c.departmentIds.some((d) => facts.departmentIds.includes(d))) return false;
  if (c.costCentreIds.length > 0 && !(facts.costCentreId && c.costCentreIds.includes(facts.costCentreId))) return false;
  if (c.products.length > 0 && !(facts.product && c.products.includes(facts.product))) return false;
  if (c.minAmount !== undefined && !(facts.amount != null && facts.amount >= c.minAmount)) return false;
  return true;
}

const specificity = (f: Pick<FlowRow, 'conditions'>) =>
  Number(f.conditions.departmentIds.length > 0) +
  Number(f.conditions.costCentreIds.length > 0) +
  Number(f.conditions.products.length > 0) +
  Number(f.conditions.minAmount !== undefined);

/** The flow a submission follows: the matching one of highest priority, then the most specific, then the oldest. */
export function pickFlow<F extends Pick<FlowRow, 'bizType' | 'active' | 'conditions' | 'priority' | 'createdAt'>>(flows: F[], facts: MatchFacts): F | null {
  const matching = flows.filter((f) => flowMatches(f, facts));
  matching.sort((a, b) => b.priority - a.priority || specificity(b) - specificity(a) || a.createdAt.getTime() - b.createdAt.getTime());
  return matching[0] ?? null;
}

/** A department and every department above it. */
export async function departmentChain(db: Db, enterpriseId: string, departmentId: string | null): Promise<string[]> {
  if (!departmentId) return [];
  const parents = new Map((await queryDepartments(db, enterpriseId)).map((d) => [d.departmentId, d.parentId]));
  const chain: string[] = [];
  for (let id: string | null | undefined = departmentId; id && !chain.includes(id); id = parents.get(id)) chain.push(id);
  return chain;
}

export async function findFlow(db: Db, enterpriseId: string, facts: MatchFacts): Promise<FlowRow | null> {
  const flows = await db
    .select()
    .from(approvalFlows)
    .where(and(eq(approvalFlows.enterpriseId, enterpriseId), eq(approvalFlows.bizType, facts.bizType), eq(approvalFlows.active, true)));
  return pickFlow(flows, facts);
}

/** A flow's name for the reader: Chinese for Chinese locales, English for the others (each falling back to the other). */
export const flowName = (flow: Pick<FlowRow, 'name' | 'nameEn'>, locale: Locale) => localName(locale, flow.name, flow.nameEn);

export async function listFlows(db: Db, enterpriseId: string): Promise<(ApprovalFlow & { flowId: string })[]> {
  const rows = await db.select().from(approvalFlows).where(eq(approvalFlows.enterpriseId, enterpriseId)).orderBy(asc(approvalFlows.bizType), asc(approvalFlows.createdAt));
  return rows.map((r) => ({
    flowId: r.id,
    name: r.name,
    ...(r.nameEn ? { nameEn: r.nameEn } : {}),
    bizType: r.bizType as ApprovalFlow['bizType'],
    priority: r.priority,
    conditions: r.conditions,
    levels: r.levels,
    active: r.active,
  }));
}

const invalid = (reason: string) => new AppError(ApprovalError.FLOW_INVALID, { reason });

/** Every member, department and cost centre a flow names must be of the enterprise. */
async function validateFlow(db: Db, enterpriseId: string, flow: ApprovalFlow): Promise<void> {
  for (const [i, level] of flow.levels.entries()) {
    if (level.approverType === 'MEMBERS' && level.approverMemberIds.length === 0) throw invalid(`level ${i + 1}: approverMemberIds`);
    for (const id of [...(level.approverType === 'MEMBERS' ? level.approverMemberIds : []), ...(level.escalateToMemberId ? [level.escalateToMemberId] : [])]) {
      if (!(await findMember(db, enterpriseId, id))) throw invalid(`level ${i + 1}: ${id}`);
    }
  }
  const departments = new Set((await queryDepartments(db, enterpriseId)).map((d) => d.departmentId));
  const unknownDept = flow.conditions.departmentIds.find((d) => !departments.has(d));
  if (unknownDept) throw invalid(`departmentIds: ${unknownDept}`);
  const centres = new Set((await listCostCentres(db, enterpriseId)).map((c) => c.costCentreId));
  const unknownCentre = flow.conditions.costCentreIds.find((c) => !centres.has(c));
  if (unknownCentre) throw invalid(`costCentreIds: ${unknownCentre}`);
}

/** Adds a flow, or replaces one of the enterprise's (running approvals keep the levels they started with). */
export async function saveFlow(db: Db, enterpriseId: string, flow: ApprovalFlow, now: Date): Promise<string> {
  await validateFlow(db, enterpriseId, flow);
  const values = { name: flow.name, nameEn: flow.nameEn || null, bizType: flow.bizType, priority: flow.priority, conditions: flow.conditions, levels: flow.levels, active: flow.active, updatedAt: now };
  if (flow.flowId) {
    const updated = await db
      .update(approvalFlows)
      .set(values)
      .where(and(eq(approvalFlows.enterpriseId, enterpriseId), eq(approvalFlows.id, flow.flowId)))
      .returning({ id: approvalFlows.id });
    if (updated.length === 0) throw notFound('approvalFlow');
    return flow.flowId;
  }
  const id = randomUUID();
  await db.insert(approvalFlows).values({ id, enterpriseId, ...values, createdAt: now });
  return id;
}
