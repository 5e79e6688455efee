import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema, okSchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { V, isValidDate } from '../platform/patterns';
import { PRODUCTS, productSchema } from '../platform/products';
import { MAX, idSchema } from '../platform/text';
import { controlResultSchema } from '../policy/control';
import { approvalStepSchema } from '../travel-request/travel-request';

const dateSchema = z.string().max(10).refine(isValidDate, { message: V.date });

export const APPROVAL_BIZ_TYPES = ['TRAVEL_REQUEST', 'BOOKING', 'EXCEED_APPLY'] as const;
export const approvalBizTypeSchema = z.enum(APPROVAL_BIZ_TYPES);
/** What an approval is about within its biz type: a booking's product, or a hotel over-standard application. */
export const APPROVAL_SUB_BIZ_TYPES = [...PRODUCTS, 'HOTEL_EXCEED'] as const;
export const approvalSubBizTypeSchema = z.enum(APPROVAL_SUB_BIZ_TYPES);
export type ApprovalSubBizType = (typeof APPROVAL_SUB_BIZ_TYPES)[number];
export const instanceStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CANCELED']);
export const timeoutActionSchema = z.enum(['ESCALATE', 'APPROVE', 'REJECT']);

export const approvalLevelSchema = z.object({
  /** Who approves: the applicant's default approver, named members (any one of them), or the enterprise's travel managers. */
  approverType: z.enum(['DEFAULT_APPROVER', 'MEMBERS', 'TRAVEL_MANAGER']),
  approverMemberIds: z.array(z.string().max(MAX.id)).max(MAX.items).default([]),
  /** Hours the level may stay undecided; 0 means no deadline. */
  deadlineHours: z.number().min(0).max(24 * 30).default(0),
  timeoutAction: timeoutActionSchema.default('ESCALATE'),
  /** Who gets the task on ESCALATE; absent means the enterprise's travel managers. */
  escalateToMemberId: z.string().max(MAX.id).optional(),
});

export const approvalFlowSchema = z.object({
  flowId: z.string().max(MAX.id).optional(),
  name: z.string().trim().min(1, { message: V.required }).max(100).describe('the name in Chinese, which Chinese readers see'),
  nameEn: z.string().trim().max(100).optional().describe('the name in English, which readers of every other language see'),
  bizType: approvalBizTypeSchema,
  priority: z.number().int().min(0).default(0).describe('higher wins when several flows match'),
  conditions: z
    .object({
      departmentIds: z.array(z.string().max(MAX.id)).max(MAX.items).default([]),
      costCentreIds: z.array(z.string().max(MAX.id)).max(MAX.items).default([]),
      products: z.array(productSchema).max(MAX.items).default([]),
      /** Minor units: the flow applies from this amount on. */
      minAmount: z.number().int().min(0).optional(),
    })
    .default({ departmentIds: [], costCentreIds: [], products: [] }),
  levels: z.array(approvalLevelSchema).min(1).max(5),
  active: z.boolean().default(true),
});
export type ApprovalFlow = z.infer<typeof approvalFlowSchema>;

export const approvalConfigCall = defineCall({
  service: 'approval',
  path: 'config',
  summary: "The enterprise's approval flows",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({ flows: z.array(approvalFlowSchema.extend({ flowId: z.string() })) }),
});

export const approvalConfigSaveCall = defineCall({
  service: 'approval',
  path: 'config/save',
  summary: 'Add or edit an approval flow (travel managers and administrators)',
  auth: 'member',
  write: true,
  bg: true,
  input: approvalFlowSchema,
  output: z.object({ flowId: z.string() }),
});

export const approverSchema = z.object({ memberId: z.string(), name: z.string(), departmentName: z.string().nullable(), travelManager: z.boolean() });

export const approverSearchCall = defineCall({
  service: 'approval',
  path: 'approver/search',
  summary: 'Colleagues who may be chosen as approvers or delegates',
  auth: 'member',
  bg: true,
  input: z.object({ keyword: z.string().trim().max(50).default('') }),
  output: z.object({ list: z.array(approverSchema) }),
});

export const matchFlowCall = defineCall({
  service: 'approval',
  path: 'match_flow',
  summary: 'Which flow a submission would follow, and who would approve each level',
  auth: 'member',
  bg: true,
  input: z.object({
    bizType: approvalBizTypeSchema,
    costCentreId: z.string().max(MAX.id).optional(),
    product: productSchema.optional(),
    amount: z.number().int().min(0).optional(),
  }),
  output: z.object({
    flowId: z.string().nullable(),
    flowName: z.string().nullable(),
    levels: z.array(z.object({ level: z.number().int(), approvers: z.array(approverSchema), deadlineHours: z.number() })),
    autoApproved: z.boolean().describe('no flow matched: the submission is approved at once'),
  }),
});

/** The over-standard (exceed) application: a new request for a TR whose hotel standard is too low. */
export const exceedApplySubmitCall = defineCall({
  service: 'approval',
  path: 'submit',
  summary: 'Submit an over-standard application (approvalBizType EXCEED_APPLY, subBizType HOTEL_EXCEED); answers the new travelNO',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({
    approvalBizType: z.literal('EXCEED_APPLY'),
    subBizType: z.literal('HOTEL_EXCEED' satisfies ApprovalSubBizType),
    exceedStandardReason: z.string().trim().min(1, { message: V.required }).max(500),
    extendParams: z.object({ trSource: z.string().max(MAX.code).default('APPROVE3.0') }).default({ trSource: 'APPROVE3.0' }),
    originalTrNo: idSchema,
    travellerList: z
      .array(
        z.object({
          travellerId: z.string().max(MAX.id),
          travellerName: z.string().max(MAX.name).optional(),
          /** Minor units per night; travellers without an entered amount are left out of the application. */
          hotelExceedActualAmount: z.number().int().min(0).optional(),
          /** per city: the nightly amount needed there (minor units), for the stay's dates when given */
          hotelExceedCityList: z
            .array(
              z.object({
                cityId: z.string().max(MAX.code),
                cityName: z.string().max(MAX.name).optional(),
                checkinDate: dateSchema.optional(),
                checkoutDate: dateSchema.optional(),
                exceedAmount: z.number().int().min(0),
              }),
            )
            .max(MAX.items)
            .default([]),
        }),
      )
      .min(1)
      .max(20),
  }),
  output: z.object({ travelNO: z.string() }),
});

export const approvalTaskSchema = z.object({
  taskId: z.string(),
  instanceId: z.string(),
  bizType: approvalBizTypeSchema,
  subBizType: approvalSubBizTypeSchema.nullable(),
  bizId: z.string().describe('the travelNO for travel requests and exceed applications'),
  title: z.string(),
  applicantName: z.string(),
  applicantMemberId: z.string(),
  level: z.number().int(),
  levelCount: z.number().int(),
  status: approvalStepSchema.shape.status,
  delegatedFromName: z.string().nullable().describe('set when the caller approves for someone who is away'),
  createTime: z.string(),
  deadline: z.string().nullable(),
  summary: z.object({
    beginDate: z.string().nullable(),
    endDate: z.string().nullable(),
    cityNameList: z.array(z.string()),
    routeCityNameList: z.array(z.string()).describe('the route: the first departure, then every arrival'),
    purpose: z.string().nullable(),
    amount: z.number().int().nullable(),
    exceedStandardReason: z.string().nullable(),
    /** a hotel booking's stay in the reader's language (BOOKING / HOTEL); null for others */
    stay: z
      .object({
        hotelName: z.string(),
        roomName: z.string(),
        checkinDate: z.string(),
        checkoutDate: z.string(),
        nights: z.number().int(),
        roomNum: z.number().int(),
        guestNames: z.array(z.string()),
        total: moneySchema,
      })
      .nullable()
      .default(null),
  }),
  /** The policy judged again now, for approvals that carry a booking. */
  policyRecheck: controlResultSchema.nullable(),
  history: z.array(approvalStepSchema),
});
export type ApprovalTask = z.infer<typeof approvalTaskSchema>;

export const taskListCall = defineCall({
  service: 'approval',
  path: 'task/list',
  summary: "The approver's inbox: tasks waiting for the caller (or for someone the caller stands in for), or decided ones",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ status: z.enum(['PENDING', 'DONE']).default('PENDING') }),
  output: pageOf(approvalTaskSchema),
});

export const taskApproveCall = defineCall({
  service: 'approval',
  path: 'task/approve',
  summary: 'Approve a task; the last level approves the request',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ taskId: idSchema, comment: z.string().trim().max(500).optional() }),
  output: z.object({ instanceStatus: instanceStatusSchema }),
});

export const taskRejectCall = defineCall({
  service: 'approval',
  path: 'task/reject',
  summary: 'Reject a task with a comment; the request is rejected',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ taskId: idSchema, comment: z.string().trim().min(1, { message: 'validation.commentRequired' }).max(500) }),
  output: z.object({ instanceStatus: instanceStatusSchema }),
});

export const delegateSchema = z.object({
  delegateId: z.string(),
  delegateMemberId: z.string(),
  delegateName: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});

export const delegateListCall = defineCall({
  service: 'approval',
  path: 'delegate/list',
  summary: "The caller's delegates while away",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({ list: z.array(delegateSchema) }),
});

export const delegateSaveCall = defineCall({
  service: 'approval',
  path: 'delegate/save',
  summary: 'Let a colleague approve for the caller between two dates',
  auth: 'member',
  write: true,
  bg: true,
  input: z
    .object({ delegateMemberId: idSchema, beginDate: dateSchema, endDate: dateSchema })
    .refine((v) => v.endDate >= v.beginDate, { message: 'validation.dateOrder', path: ['endDate'] }),
  output: z.object({ delegateId: z.string() }),
});

export const delegateDeleteCall = defineCall({
  service: 'approval',
  path: 'delegate/delete',
  summary: 'End a delegation',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ delegateId: idSchema }),
  output: okSchema,
});

export const costCentreQueryCall = defineCall({
  service: 'approval',
  path: 'cost_centre/query',
  summary: 'Cost centres selectable on travel requests and bookings',
  auth: 'member',
  bg: true,
  input: z.object({ keyword: z.string().trim().max(50).optional() }).default({}),
  output: z.object({ list: z.array(z.object({ costCentreId: z.string(), code: z.string(), name: z.string() })) }),
});

export const projectDetailCall = defineCall({
  service: 'approval',
  path: 'project/detail',
  summary: 'Projects selectable on travel requests and bookings: one by id, or all matching a keyword',
  auth: 'member',
  bg: true,
  input: z.object({ projectId: z.string().max(MAX.id).optional(), keyword: z.string().trim().max(50).optional() }).default({}),
  output: z.object({ list: z.array(z.object({ projectId: z.string(), code: z.string(), name: z.string() })) }),
});
