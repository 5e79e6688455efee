import { AppError } from '../../platform/errors';

export interface Transition<S extends string, E extends string, C = undefined> {
  from: S;
  event: E;
  to: S;
  /** When several transitions share from and event, the first whose guard holds applies. */
  guard?: (context: C) => boolean;
}

/**
 * The one place a status machine is enforced: the next status for an event, or STATUS_TRANSITION_INVALID {status}.
 * Each module declares its transitions as data (the spec's status names) and moves only through this.
 */
export function nextStatus<S extends string, E extends string, C>(
  table: readonly Transition<S, E, C>[],
  from: S,
  event: E,
  context?: C,
): S {
  const found = table.find((t) => t.from === from && t.event === event && (!t.guard || t.guard(context as C)));
  if (!found) throw new AppError('STATUS_TRANSITION_INVALID', { status: from }, { status: from, event });
  return found.to;
}

export function canTransition<S extends string, E extends string, C>(
  table: readonly Transition<S, E, C>[],
  from: S,
  event: E,
  context?: C,
): boolean {
  return table.some((t) => t.from === from && t.event === event && (!t.guard || t.guard(context as C)));
}

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
