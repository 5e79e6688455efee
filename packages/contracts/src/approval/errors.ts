import { z } from 'zod';

/** Refusals of approval flows, tasks and delegates (a denied booking at approval is policy's 432002029). */
export const ApprovalError = {
  FLOW_INVALID: 'APPROVAL_FLOW_INVALID',
  TASK_NOT_PENDING: 'APPROVAL_TASK_NOT_PENDING',
  NOT_APPROVER: 'NOT_APPROVER',
  DELEGATE_SELF: 'DELEGATE_SELF',
} as const;
export type ApprovalError = (typeof ApprovalError)[keyof typeof ApprovalError];

export const approvalErrorData = {
  [ApprovalError.FLOW_INVALID]: z.null(),
  [ApprovalError.TASK_NOT_PENDING]: z.null(),
  [ApprovalError.NOT_APPROVER]: z.null(),
  [ApprovalError.DELEGATE_SELF]: z.null(),
} satisfies Record<ApprovalError, z.ZodType>;
