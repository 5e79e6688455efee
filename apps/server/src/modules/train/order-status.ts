import type { TrainOrderStatus, TrainTicketStatus } from '@travel/contracts/train/statuses';
import { canTransition, nextStatus, type Transition } from '../../platform/status-machine';

/**
 * The train order's and ticket's status machines (spec section 4), as data; orders and tickets move only through
 * nextOrderStatus / nextTicketStatus. An order is changed or refunded as a whole only when all its tickets are.
 */
export type OrderEvent =
  | 'SEATS_HELD'
  | 'NEEDS_CONFIRM'
  | 'CONFIRM'
  | 'NEEDS_APPROVAL'
  | 'REJECT'
  | 'SETTLE_MONTHLY'
  | 'PAY'
  | 'PAY_TIMEOUT'
  | 'CANCEL'
  | 'BOOK_FAIL'
  | 'ISSUE_OK'
  | 'ISSUE_FAIL'
  | 'ALL_CHANGED'
  | 'ALL_REFUNDED'
  | 'PRESALE'
  | 'AWAIT_PAY'
  | 'GRAB_START'
  | 'GRAB_OK'
  | 'GRAB_FAIL'
  | 'RUSH';

export const ORDER_TRANSITIONS: readonly Transition<TrainOrderStatus, OrderEvent>[] = [
  { from: 'BOOKING', event: 'SEATS_HELD', to: 'WAIT_PAY' },
  { from: 'BOOKING', event: 'NEEDS_CONFIRM', to: 'WAIT_CONFIRM' },
  { from: 'BOOKING', event: 'SETTLE_MONTHLY', to: 'ISSUING' },
  { from: 'BOOKING', event: 'NEEDS_APPROVAL', to: 'WAIT_APPROVE' },
  { from: 'WAIT_CONFIRM', event: 'NEEDS_APPROVAL', to: 'WAIT_APPROVE' },
  { from: 'WAIT_APPROVE', event: 'SEATS_HELD', to: 'WAIT_PAY' },
  { from: 'WAIT_APPROVE', event: 'SETTLE_MONTHLY', to: 'ISSUING' },
  { from: 'WAIT_APPROVE', event: 'REJECT', to: 'CANCELED' },
  { from: 'WAIT_APPROVE', event: 'CANCEL', to: 'CANCELED' },
  { from: 'BOOKING', event: 'BOOK_FAIL', to: 'BOOK_FAILED' },
  // A queued purchase (presale, night order) holds no seat: it waits for the traveller's payment, then for the sale.
  { from: 'BOOKING', event: 'PRESALE', to: 'NOT_PURCHASE' },
  { from: 'BOOKING', event: 'AWAIT_PAY', to: 'WAIT_PAY' },
  { from: 'WAIT_APPROVE', event: 'PRESALE', to: 'NOT_PURCHASE' },
  { from: 'WAIT_APPROVE', event: 'AWAIT_PAY', to: 'WAIT_PAY' },
  { from: 'WAIT_PAY', event: 'PRESALE', to: 'NOT_PURCHASE' },
  { from: 'WAIT_CONFIRM', event: 'CONFIRM', to: 'WAIT_PAY' },
  { from: 'WAIT_CONFIRM', event: 'SETTLE_MONTHLY', to: 'ISSUING' },
  { from: 'WAIT_CONFIRM', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_CONFIRM', event: 'PAY_TIMEOUT', to: 'CANCELED' },
  { from: 'WAIT_PAY', event: 'PAY', to: 'ISSUING' },
  { from: 'WAIT_PAY', event: 'PAY_TIMEOUT', to: 'CANCELED' },
  { from: 'WAIT_PAY', event: 'CANCEL', to: 'CANCELED' },
  { from: 'ISSUING', event: 'ISSUE_OK', to: 'ISSUED' },
  { from: 'ISSUING', event: 'ISSUE_FAIL', to: 'ISSUE_FAILED' },
  { from: 'ISSUED', event: 'ALL_CHANGED', to: 'CHANGED' },
  { from: 'ISSUED', event: 'ALL_REFUNDED', to: 'REFUNDED' },
  { from: 'CHANGED', event: 'ALL_REFUNDED', to: 'REFUNDED' },
  { from: 'NOT_PURCHASE', event: 'GRAB_START', to: 'PURCHASING' },
  { from: 'NOT_PURCHASE', event: 'CANCEL', to: 'CANCELED' },
  // A grab or waitlist, paid up front, waits as grabbing (PURCHASING) for a freed seat until its deadline.
  { from: 'BOOKING', event: 'RUSH', to: 'PURCHASING' },
  { from: 'WAIT_APPROVE', event: 'RUSH', to: 'PURCHASING' },
  { from: 'WAIT_PAY', event: 'RUSH', to: 'PURCHASING' },
  { from: 'PURCHASING', event: 'CANCEL', to: 'CANCELED' },
  { from: 'PURCHASING', event: 'GRAB_OK', to: 'PURCHASED' },
  { from: 'PURCHASING', event: 'GRAB_FAIL', to: 'PURCHASE_FAILED' },
  // A purchased order's tickets are issued ones: refunds and changes settle it as they settle an issued order.
  { from: 'PURCHASED', event: 'ALL_CHANGED', to: 'CHANGED' },
  { from: 'PURCHASED', event: 'ALL_REFUNDED', to: 'REFUNDED' },
];

export type TicketEvent = 'ISSUE_OK' | 'ISSUE_FAIL' | 'CANCEL' | 'COLLECT' | 'APPLY_CHANGE' | 'CHANGE_DONE' | 'CHANGE_UNDONE' | 'APPLY_REFUND' | 'REFUND_DONE' | 'REFUND_UNDONE';

export const TICKET_TRANSITIONS: readonly Transition<TrainTicketStatus, TicketEvent>[] = [
  { from: 'NON_ISSUE', event: 'ISSUE_OK', to: 'ISSUED' },
  { from: 'NON_ISSUE', event: 'ISSUE_FAIL', to: 'ISSUE_FAILED' },
  { from: 'NON_ISSUE', event: 'CANCEL', to: 'CANCELED' },
  { from: 'ISSUED', event: 'COLLECT', to: 'GOT' },
  { from: 'ISSUED', event: 'APPLY_CHANGE', to: 'CHANGE_APPLYING' },
  { from: 'GOT', event: 'APPLY_CHANGE', to: 'CHANGE_APPLYING' },
  { from: 'CHANGE_APPLYING', event: 'CHANGE_DONE', to: 'CHANGED' },
  { from: 'CHANGE_APPLYING', event: 'CHANGE_UNDONE', to: 'ISSUED' },
  { from: 'ISSUED', event: 'APPLY_REFUND', to: 'REFUND_APPLYING' },
  { from: 'GOT', event: 'APPLY_REFUND', to: 'REFUND_APPLYING' },
  { from: 'REFUND_APPLYING', event: 'REFUND_DONE', to: 'REFUNDED' },
  { from: 'REFUND_APPLYING', event: 'REFUND_UNDONE', to: 'ISSUED' },
];

export const nextOrderStatus = (from: TrainOrderStatus, event: OrderEvent) => nextStatus(ORDER_TRANSITIONS, from, event);
export const orderCan = (from: TrainOrderStatus, event: OrderEvent) => canTransition(ORDER_TRANSITIONS, from, event);
export const nextTicketStatus = (from: TrainTicketStatus, event: TicketEvent) => nextStatus(TICKET_TRANSITIONS, from, event);
export const ticketCan = (from: TrainTicketStatus, event: TicketEvent) => canTransition(TICKET_TRANSITIONS, from, event);

/** Orders that hold or will hold their travellers' trip: the order ledger's `live` (budgets, duplicate checks). */
export const LIVE_ORDER_STATUSES = ['BOOKING', 'WAIT_CONFIRM', 'WAIT_APPROVE', 'WAIT_PAY', 'ISSUING', 'ISSUED', 'CHANGED', 'NOT_PURCHASE', 'PURCHASING', 'PURCHASED'] as const satisfies readonly TrainOrderStatus[];
export const isLiveOrder = (s: TrainOrderStatus) => (LIVE_ORDER_STATUSES as readonly TrainOrderStatus[]).includes(s);

/**
 * Tickets that still hold their place for their traveller: the one-ticket rule, the repeat-order warning and the
 * after-sale checks count these (the partial unique index on train_tickets lists the same statuses).
 */
export const LIVE_TICKET_STATUSES = ['NON_ISSUE', 'ISSUED', 'GOT', 'CHANGE_APPLYING', 'REFUND_APPLYING'] as const satisfies readonly TrainTicketStatus[];
export const isLiveTicket = (s: TrainTicketStatus) => (LIVE_TICKET_STATUSES as readonly TrainTicketStatus[]).includes(s);

/** A ticket counts as changed or refunded when applying or done (spec section 4). */
export const countsAsChanged = (s: TrainTicketStatus) => s === 'CHANGE_APPLYING' || s === 'CHANGED';
export const countsAsRefunded = (s: TrainTicketStatus) => s === 'REFUND_APPLYING' || s === 'REFUNDED';

/** Orders whose tickets the railway issued at booking (ISSUED) or at the sale's opening (PURCHASED): after-sale opens on both. */
export const isTicketedOrder = (s: TrainOrderStatus) => s === 'ISSUED' || s === 'PURCHASED';
