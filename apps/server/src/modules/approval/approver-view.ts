import type { z } from 'zod';
import type { approverSchema } from '@travel/contracts/approval/approval';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { getDepartmentName } from '../enterprise/enterprise-service';
import { displayName, isTravelManager, searchColleagues, type MemberRow } from '../member/member-service';
import { findMember, levelApprovers } from './approvers';
import { departmentChain, findFlow, flowName } from './flow-service';

type Approver = z.infer<typeof approverSchema>;

export async function toApprover(db: Db, m: MemberRow, locale: Locale): Promise<Approver> {
  return {
    memberId: m.id,
    name: displayName(m),
    departmentName: m.departmentId ? await getDepartmentName(db, m.enterpriseId, m.departmentId, locale) : null,
    travelManager: isTravelManager(m),
  };
}

export async function searchApprovers(db: Db, enterpriseId: string, keyword: string, locale: Locale): Promise<Approver[]> {
  const found = await searchColleagues(db, enterpriseId, keyword, 20);
  return Promise.all(found.map((m) => toApprover(db, m, locale)));
}

/** approval/match_flow: the flow a submission of the member would follow, and who would approve each level. */
export async function describeMatch(
  db: Db,
  scope: { enterpriseId: string; memberId: string },
  input: { bizType: string; costCentreId?: string; product?: Product; amount?: number },
  locale: Locale,
) {
  const applicant = (await findMember(db, scope.enterpriseId, scope.memberId))!;
  const flow = await findFlow(db, scope.enterpriseId, { ...input, departmentIds: await departmentChain(db, scope.enterpriseId, applicant.departmentId) });
  if (!flow) return { flowId: null, flowName: null, levels: [], autoApproved: true };
  const levels = [];
  for (const [i, level] of flow.levels.entries()) {
    const ids = await levelApprovers(db, scope.enterpriseId, level, applicant);
    if (ids.length === 0) continue;
    const approvers = await Promise.all(ids.map(async (id) => toApprover(db, (await findMember(db, scope.enterpriseId, id))!, locale)));
    levels.push({ level: i + 1, approvers, deadlineHours: level.deadlineHours });
  }
  return { flowId: flow.id, flowName: flowName(flow, locale), levels, autoApproved: levels.length === 0 };
}
