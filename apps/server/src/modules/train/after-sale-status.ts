import type { ChangeOrderStatus, OperationStatus, RefundStatus, TrainOrderStatus, TrainTicketStatus } from '@travel/contracts/train/statuses';
import { canTransition, nextStatus, type Transition } from '../../platform/status-machine';
import { isTicketedOrder, type OrderEvent } from './order-status';

/**
 * The refund and change work orders' status machines (spec section 4), as data. Each row also carries the operation
 * status the spec names for change and refund operations; both move only through these tables.
 */
export type RefundEvent = 'USER_CONFIRM' | 'RAIL_REFUNDED' | 'MONEY_BACK' | 'REJECT' | 'CANCEL';

export const REFUND_TRANSITIONS: readonly Transition<RefundStatus, RefundEvent>[] = [
  { from: 'CREATED', event: 'RAIL_REFUNDED', to: 'REFUND_TICKET' },
  { from: 'CREATED', event: 'REJECT', to: 'REJECT' },
  { from: 'CREATED', event: 'CANCEL', to: 'CANCELED' },
  // An offline refund entered by the service desk waits for the traveller's confirmation.
  { from: 'WAIT_CONFIRM', event: 'USER_CONFIRM', to: 'CREATED' },
  { from: 'WAIT_CONFIRM', event: 'CANCEL', to: 'CANCELED' },
  { from: 'REFUND_TICKET', event: 'MONEY_BACK', to: 'COMPLETE' },
];

export type ChangeEvent = 'QUOTE_ACCEPTED' | 'USER_CONFIRM' | 'NEEDS_PAY' | 'PAY' | 'PAY_TIMEOUT' | 'ISSUED' | 'ISSUE_FAIL' | 'CANCEL';

export const CHANGE_TRANSITIONS: readonly Transition<ChangeOrderStatus, ChangeEvent>[] = [
  { from: 'CREATED', event: 'QUOTE_ACCEPTED', to: 'WAIT_CONFIRM' },
  { from: 'CREATED', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_CONFIRM', event: 'USER_CONFIRM', to: 'WAIT_CHANGE' },
  { from: 'WAIT_CONFIRM', event: 'NEEDS_PAY', to: 'WAIT_PAY' },
  { from: 'WAIT_CONFIRM', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_CONFIRM', event: 'PAY_TIMEOUT', to: 'PAY_TIMEOUT' },
  { from: 'WAIT_PAY', event: 'PAY', to: 'WAIT_CHANGE' },
  { from: 'WAIT_PAY', event: 'PAY_TIMEOUT', to: 'PAY_TIMEOUT' },
  { from: 'WAIT_PAY', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_CHANGE', event: 'ISSUED', to: 'COMPLETE' },
  // The railway refused to issue the new tickets: the old ones stay valid and any money paid goes back.
  { from: 'WAIT_CHANGE', event: 'ISSUE_FAIL', to: 'CANCELED' },
];

/** The operation status each work-order status shows (spec: created ... processed, canceled). */
export const OPERATION_OF_REFUND: Readonly<Record<RefundStatus, OperationStatus>> = {
  CREATED: 'PROCESSING',
  WAIT_CONFIRM: 'WAIT_CONFIRM',
  REFUND_TICKET: 'PROCESSING',
  WAIT_REPAY: 'WAIT_PAY',
  WAIT_BILL: 'WAIT_PROCESS',
  COMPLETE: 'PROCESSED',
  REJECT: 'PROCESS_FAILED',
  CANCELED: 'CANCELED',
};

export const OPERATION_OF_CHANGE: Readonly<Record<ChangeOrderStatus, OperationStatus>> = {
  DRAFT: 'CREATED',
  CREATED: 'CREATED',
  WAIT_CHANGE: 'PROCESSING',
  WAIT_CONFIRM: 'WAIT_CONFIRM',
  WAIT_PAY: 'WAIT_PAY',
  WAIT_REPAY: 'WAIT_PAY',
  WAIT_APPROVE: 'WAIT_PROCESS',
  COMPLETE: 'PROCESSED',
  PAY_TIMEOUT: 'CANCELED',
  CANCELED: 'CANCELED',
};

/** A change batch occupies its order while any change is created or processing (spec section 4). */
export const isOccupying = (operation: OperationStatus) => operation === 'CREATED' || operation === 'PROCESSING';

export const nextRefundStatus = (from: RefundStatus, event: RefundEvent) => nextStatus(REFUND_TRANSITIONS, from, event);
export const refundCan = (from: RefundStatus, event: RefundEvent) => canTransition(REFUND_TRANSITIONS, from, event);
export const nextChangeStatus = (from: ChangeOrderStatus, event: ChangeEvent) => nextStatus(CHANGE_TRANSITIONS, from, event);
export const changeCan = (from: ChangeOrderStatus, event: ChangeEvent) => canTransition(CHANGE_TRANSITIONS, from, event);

/**
 * What the order becomes once its tickets settle: refunded when every current ticket is refunded, changed when every
 * ticket the booking issued was changed and the new ones are issued. Superseded (CHANGED) and never-issued cancelled
 * tickets of a cancelled change are not current. `madeByChange`: the ticket is on a trip a change made.
 */
export function afterSaleOrderEvent(status: TrainOrderStatus, tickets: readonly { status: TrainTicketStatus; madeByChange: boolean }[]): OrderEvent | null {
  const current = tickets.filter((t) => t.status !== 'CHANGED' && t.status !== 'CANCELED');
  if (current.length > 0 && current.every((t) => t.status === 'REFUNDED')) return status === 'REFUNDED' ? null : 'ALL_REFUNDED';
  const originals = tickets.filter((t) => !t.madeByChange);
  const settled = current.every((t) => t.status === 'ISSUED' || t.status === 'GOT' || t.status === 'REFUNDED');
  if (isTicketedOrder(status) && originals.length > 0 && originals.every((t) => t.status === 'CHANGED') && settled) return 'ALL_CHANGED';
  return null;
}
