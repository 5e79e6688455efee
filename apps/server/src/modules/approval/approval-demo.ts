import { and, eq, isNull, like } from 'drizzle-orm';
import type { ApprovalFlow } from '@travel/contracts/approval/approval';
import type { Db } from '../../platform/db/database';
import { enterpriseExists } from '../enterprise/enterprise-service';
import { approvalFlows } from './schema';

const DEMO = 'ent-demo';
const OTHER = 'ent-other';
const anyone = { departmentIds: [], costCentreIds: [], products: [] };

type DemoFlow = Omit<ApprovalFlow, 'flowId'> & { id: string; enterpriseId: string };

/**
 * Demo Enterprise: travel requests go to the applicant's default approver (employee's and notr's: manager), escalating
 * to the travel managers after 48 hours; over-standard applications to the default approver, then a travel manager;
 * bookings to the default approver. Other Enterprise: travel requests to its own member. Members with no approver get
 * their requests approved at once.
 */
const FLOWS: DemoFlow[] = [
  {
    id: 'flow-demo-tr',
    enterpriseId: DEMO,
    name: '出差申请审批',
    nameEn: 'Travel request approval',
    bizType: 'TRAVEL_REQUEST',
    priority: 0,
    conditions: anyone,
    levels: [{ approverType: 'DEFAULT_APPROVER', approverMemberIds: [], deadlineHours: 48, timeoutAction: 'ESCALATE' }],
    active: true,
  },
  {
    id: 'flow-demo-exceed',
    enterpriseId: DEMO,
    name: '超标申请审批',
    nameEn: 'Over-standard application approval',
    bizType: 'EXCEED_APPLY',
    priority: 0,
    conditions: anyone,
    levels: [
      { approverType: 'DEFAULT_APPROVER', approverMemberIds: [], deadlineHours: 24, timeoutAction: 'ESCALATE' },
      { approverType: 'TRAVEL_MANAGER', approverMemberIds: [], deadlineHours: 0, timeoutAction: 'ESCALATE' },
    ],
    active: true,
  },
  {
    id: 'flow-demo-booking',
    enterpriseId: DEMO,
    name: '超标预订审批',
    nameEn: 'Over-standard booking approval',
    bizType: 'BOOKING',
    priority: 0,
    conditions: anyone,
    levels: [{ approverType: 'DEFAULT_APPROVER', approverMemberIds: [], deadlineHours: 24, timeoutAction: 'REJECT' }],
    active: true,
  },
  {
    id: 'flow-other-tr',
    enterpriseId: OTHER,
    name: '出差申请审批',
    nameEn: 'Travel request approval',
    bizType: 'TRAVEL_REQUEST',
    priority: 0,
    conditions: anyone,
    levels: [{ approverType: 'MEMBERS', approverMemberIds: ['mem-outsider'], deadlineHours: 0, timeoutAction: 'ESCALATE' }],
    active: true,
  },
];

/**
 * A database seeded before flows had an English name kept both languages in one ("出差申请审批 Travel request
 * approval"): those demo flows, untouched since, get their two names.
 */
async function nameFlowsInEnglish(db: Db, enterpriseId: string) {
  for (const flow of FLOWS.filter((f) => f.enterpriseId === enterpriseId)) {
    await db
      .update(approvalFlows)
      .set({ name: flow.name, nameEn: flow.nameEn })
      .where(and(eq(approvalFlows.enterpriseId, enterpriseId), eq(approvalFlows.id, flow.id), isNull(approvalFlows.nameEn), like(approvalFlows.name, `${flow.name} %`)));
  }
}

/** The demo approval flows; each enterprise gets them once (a database seeded before approvals existed gains them). */
export async function seedApprovalDemo(db: Db, now: Date): Promise<void> {
  for (const enterpriseId of [DEMO, OTHER]) {
    if (!(await enterpriseExists(db, enterpriseId))) continue;
    const existing = await db.select({ id: approvalFlows.id }).from(approvalFlows).where(eq(approvalFlows.enterpriseId, enterpriseId)).limit(1);
    if (existing.length > 0) {
      await nameFlowsInEnglish(db, enterpriseId);
      continue;
    }
    for (const { id, ...flow } of FLOWS.filter((f) => f.enterpriseId === enterpriseId)) {
      await db.insert(approvalFlows).values({ ...flow, id, createdAt: now, updatedAt: now });
    }
  }
}
