import { nextStatus, type Transition } from '../../platform/status-machine';

export type ExtensionStatus = 'WAIT_PAY' | 'DONE' | 'CANCELED';
/**
 * PAID_AT_ONCE: nothing to pay online (paid at the hotel, the company's account); PAY: its pay order paid; PAY_TIMEOUT:
 * the deadline passed unpaid; ORDER_ENDED: the order was cancelled or its stay ended before the payment.
 */
export type ExtensionEvent = 'AWAIT_PAYMENT' | 'PAID_AT_ONCE' | 'PAY' | 'PAY_TIMEOUT' | 'ORDER_ENDED';

/** An extension's status machine, as data: born waiting for payment or done at once; done once paid, or cancelled. */
const EXTENSION_TRANSITIONS: readonly Transition<ExtensionStatus | 'NEW', ExtensionEvent>[] = [
  { from: 'NEW', event: 'AWAIT_PAYMENT', to: 'WAIT_PAY' },
  { from: 'NEW', event: 'PAID_AT_ONCE', to: 'DONE' },
  { from: 'WAIT_PAY', event: 'PAY', to: 'DONE' },
  { from: 'WAIT_PAY', event: 'PAY_TIMEOUT', to: 'CANCELED' },
  { from: 'WAIT_PAY', event: 'ORDER_ENDED', to: 'CANCELED' },
];

export const nextExtensionStatus = (from: ExtensionStatus | 'NEW', event: ExtensionEvent) => nextStatus(EXTENSION_TRANSITIONS, from, event) as ExtensionStatus;
