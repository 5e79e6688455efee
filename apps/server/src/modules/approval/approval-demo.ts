import { eq } from 'drizzle-orm';
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
    name: '出差申请审批 Travel request approval',
    bizType: 'TRAVEL_REQUEST',
    priority: 0,
    conditions: anyone,
    levels: [{ approverType: 'DEFAULT_APPROVER', approverMemberIds: [], deadlineHours: 48, timeoutAction: 'ESCALATE' }],
    active: true,
  },
  {
    id: 'flow-demo-exceed',
    enterpriseId: DEMO,
    name: '超标申请审批 Over-standard application approval',
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
    name: '超标预订审批 Booking approval',
    bizType: 'BOOKING',
    priority: 0,
    conditions: anyone,
    levels: [{ approverType: 'DEFAULT_APPROVER', approverMemberIds: [], deadlineHours: 24, timeoutAction: 'REJECT' }],
    active: true,
  },
  {
    id: 'flow-other-tr',
    enterpriseId: OTHER,
    name: 'Travel request approval',
    bizType: 'TRAVEL_REQUEST',
    priority: 0,
    conditions: anyone,
    levels: [{ approverType: 'MEMBERS', approverMemberIds: ['mem-outsider'], deadlineHours: 0, timeoutAction: 'ESCALATE' }],
    active: true,
  },
];

/** The demo approval flows; each enterprise gets them once (a database seeded before approvals existed gains them). */
export async function seedApprovalDemo(db: Db, now: Date): Promise<void> {
  for (const enterpriseId of [DEMO, OTHER]) {
    if (!(await enterpriseExists(db, enterpriseId))) continue;
    const existing = await db.select({ id: approvalFlows.id }).from(approvalFlows).where(eq(approvalFlows.enterpriseId, enterpriseId)).limit(1);
    if (existing.length > 0) continue;
    for (const { id, ...flow } of FLOWS.filter((f) => f.enterpriseId === enterpriseId)) {
      await db.insert(approvalFlows).values({ ...flow, id, createdAt: now, updatedAt: now });
    }
  }
}
