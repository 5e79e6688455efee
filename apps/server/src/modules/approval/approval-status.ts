import type { Transition } from '../../platform/status-machine';

export type InstanceStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELED';
export type InstanceEvent = 'APPROVE_LEVEL' | 'REJECT' | 'CANCEL';

/** An approval instance: approving a level moves on to the next level, or approves the whole when it was the last. */
export const INSTANCE_TRANSITIONS: readonly Transition<InstanceStatus, InstanceEvent, { lastLevel: boolean }>[] = [
  { from: 'PENDING', event: 'APPROVE_LEVEL', to: 'PENDING', guard: (c) => !c.lastLevel },
  { from: 'PENDING', event: 'APPROVE_LEVEL', to: 'APPROVED', guard: (c) => c.lastLevel },
  { from: 'PENDING', event: 'REJECT', to: 'REJECTED' },
  { from: 'PENDING', event: 'CANCEL', to: 'CANCELED' },
];

export type TaskStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'ESCALATED' | 'EXPIRED' | 'CANCELED';
export type TaskEvent = 'APPROVE' | 'REJECT' | 'ESCALATE' | 'EXPIRE' | 'WITHDRAW';

/** An approval task: decided by its approver (or a delegate, or the system at the deadline), escalated, or withdrawn. */
export const TASK_TRANSITIONS: readonly Transition<TaskStatus, TaskEvent>[] = [
  { from: 'PENDING', event: 'APPROVE', to: 'APPROVED' },
  { from: 'PENDING', event: 'REJECT', to: 'REJECTED' },
  { from: 'PENDING', event: 'ESCALATE', to: 'ESCALATED' },
  { from: 'PENDING', event: 'EXPIRE', to: 'EXPIRED' },
  { from: 'PENDING', event: 'WITHDRAW', to: 'CANCELED' },
];
