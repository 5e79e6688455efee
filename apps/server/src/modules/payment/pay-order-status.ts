import type { PayOrderStatus } from '@travel/contracts/payment/payment';
import { nextStatus, type Transition } from '../../platform/status-machine';

export type PayOrderEvent = 'PAY' | 'SETTLE' | 'CANCEL' | 'TIMEOUT' | 'REFUND_ALL';

/** A pay order: paid online (or settled by the company at once), cancelled with its order, or timed out unpaid. */
export const PAY_ORDER_TRANSITIONS: readonly Transition<PayOrderStatus, PayOrderEvent>[] = [
  { from: 'WAIT_PAY', event: 'PAY', to: 'PAID' },
  { from: 'WAIT_PAY', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_PAY', event: 'TIMEOUT', to: 'PAY_TIMEOUT' },
  { from: 'PAID', event: 'REFUND_ALL', to: 'REFUNDED' },
];

export const nextPayOrderStatus = (from: PayOrderStatus, event: PayOrderEvent) => nextStatus(PAY_ORDER_TRANSITIONS, from, event);
