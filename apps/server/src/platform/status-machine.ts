import { AppError } from './errors';
import { ErrorCode } from '@travel/contracts/platform/error-codes';

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
  if (!found) throw new AppError(ErrorCode.STATUS_TRANSITION_INVALID, { status: from }, { status: from, event });
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
