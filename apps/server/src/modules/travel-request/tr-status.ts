import type { TrStatus } from '@travel/contracts/travel-request/travel-request';
import { canTransition, nextStatus, type Transition } from '../../platform/status-machine';

/** 'NEW' is the request before it is stored: submitting sends it to approval, or approves it when no flow applies. */
export type TrState = TrStatus | 'NEW';
export type TrEvent = 'SUBMIT' | 'AUTO_APPROVE' | 'APPROVE' | 'REJECT' | 'CANCEL';

export const TR_TRANSITIONS: readonly Transition<TrState, TrEvent>[] = [
  { from: 'NEW', event: 'SUBMIT', to: 'WAIT_APPROVE' },
  { from: 'NEW', event: 'AUTO_APPROVE', to: 'APPROVED' },
  { from: 'WAIT_APPROVE', event: 'APPROVE', to: 'APPROVED' },
  { from: 'WAIT_APPROVE', event: 'REJECT', to: 'REJECTED' },
  { from: 'WAIT_APPROVE', event: 'CANCEL', to: 'CANCELED' },
  { from: 'APPROVED', event: 'CANCEL', to: 'CANCELED' },
];

export const nextTrStatus = (from: TrState, event: TrEvent) => nextStatus(TR_TRANSITIONS, from, event) as TrStatus;
export const trCan = (from: TrState, event: TrEvent) => canTransition(TR_TRANSITIONS, from, event);
