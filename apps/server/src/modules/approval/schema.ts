import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ApprovalSubBizType, approvalFlowSchema, approvalLevelSchema } from '@travel/contracts/approval/approval';
import type { InstanceStatus, TaskStatus } from './approval-status';

export type FlowConditions = z.infer<typeof approvalFlowSchema>['conditions'];
export type FlowLevel = z.infer<typeof approvalLevelSchema>;

/** What the inbox shows of the thing being approved, fixed at submission. */
export interface InstanceSummary {
  title: string;
  beginDate: string | null;
  endDate: string | null;
  /** City ids; names are given in the reader's language. */
  cityIds: string[];
  /** The route's city ids, the first departure first (summaries written before it was kept have only `cityIds`). */
  routeCityIds?: string[];
  purpose: string | null;
  amount: number | null;
  exceedStandardReason: string | null;
  /** A booking's: until when it waits for the decision (ISO instant; its product cancels it then). */
  decideBy?: string;
  /** A hotel booking's stay, shown in the reader's language (names kept in Chinese and English). */
  stay?: StaySummary;
}

/** A hotel booking's stay as an approval shows it: names kept in Chinese and English, given in the reader's language. */
export interface StaySummary {
  hotelName: { zh: string; en: string };
  roomName: { zh: string; en: string };
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  roomNum: number;
  guestNames: string[];
  total: { amount: number; currency: string };
}

export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    name: text('name').notNull(),
    /** The name in English, read by every locale but Chinese. */
    nameEn: text('name_en'),
    bizType: text('biz_type').notNull(),
    priority: integer('priority').notNull().default(0),
    conditions: jsonb('conditions').$type<FlowConditions>().notNull(),
    levels: jsonb('levels').$type<FlowLevel[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('approval_flows_enterprise').on(t.enterpriseId, t.bizType)],
);

export const approvalInstances = pgTable(
  'approval_instances',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    bizType: text('biz_type').notNull(),
    /** The travelNO for travel requests and exceed applications; the order id for bookings. */
    bizId: text('biz_id').notNull(),
    subBizType: text('sub_biz_type').$type<ApprovalSubBizType>(),
    applicantMemberId: text('applicant_member_id').notNull(),
    flowId: text('flow_id'),
    flowName: text('flow_name'),
    status: text('status').$type<InstanceStatus>().notNull(),
    currentLevel: integer('current_level').notNull(),
    /** The flow's levels as they were at submission: editing a flow never changes running approvals. */
    levels: jsonb('levels').$type<FlowLevel[]>().notNull(),
    summary: jsonb('summary').$type<InstanceSummary>().notNull(),
    /** The booking an approval carries (a tmc/control input), judged again when approving. */
    policyInput: jsonb('policy_input').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('approval_instances_biz').on(t.enterpriseId, t.bizType, t.bizId)],
);

export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    instanceId: text('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    level: integer('level').notNull(),
    approverMemberId: text('approver_member_id').notNull(),
    /** Set on a decision made by a delegate: the approver they stood in for (approver_member_id). */
    delegatedFromMemberId: text('delegated_from_member_id'),
    /** The task this one was escalated from. */
    escalatedFromTaskId: text('escalated_from_task_id'),
    status: text('status').$type<TaskStatus>().notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** A member id, or 'system' for decisions at a deadline. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('approval_tasks_approver').on(t.enterpriseId, t.approverMemberId, t.status),
    index('approval_tasks_instance').on(t.instanceId, t.level),
  ],
);

export const approvalDelegates = pgTable(
  'approval_delegates',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    delegateMemberId: text('delegate_member_id').notNull(),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('approval_delegates_delegate').on(t.enterpriseId, t.delegateMemberId), index('approval_delegates_member').on(t.enterpriseId, t.memberId)],
);
