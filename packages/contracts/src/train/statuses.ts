import { z } from 'zod';

/** Train order (booking) statuses, spec section 4. */
export const TRAIN_ORDER_STATUSES = [
  'BOOKING',
  'WAIT_CONFIRM',
  'WAIT_APPROVE',
  'WAIT_PAY',
  'ISSUING',
  'ISSUED',
  'CHANGED',
  'REFUNDED',
  'CANCELED',
  'BOOK_FAILED',
  'ISSUE_FAILED',
  'NOT_PURCHASE',
  'PURCHASING',
  'PURCHASED',
  'PURCHASE_FAILED',
] as const;
export const trainOrderStatusSchema = z.enum(TRAIN_ORDER_STATUSES);
export type TrainOrderStatus = z.infer<typeof trainOrderStatusSchema>;

/** Train ticket statuses, spec section 4. */
export const TRAIN_TICKET_STATUSES = [
  'NON_ISSUE',
  'ISSUE_FAILED',
  'ISSUED',
  'GOT',
  'CHANGE_APPLYING',
  'CHANGED',
  'REFUND_APPLYING',
  'REFUNDED',
  'CANCELED',
] as const;
export const trainTicketStatusSchema = z.enum(TRAIN_TICKET_STATUSES);
export type TrainTicketStatus = z.infer<typeof trainTicketStatusSchema>;

/** Change or refund operation order statuses, spec section 4. */
export const OPERATION_STATUSES = [
  'CREATED',
  'CREATE_FAILED',
  'WAIT_CONFIRM',
  'WAIT_PAY',
  'WAIT_PROCESS',
  'PROCESSING',
  'PROCESS_FAILED',
  'PROCESSED',
  'CANCELED',
] as const;
export const operationStatusSchema = z.enum(OPERATION_STATUSES);
export type OperationStatus = z.infer<typeof operationStatusSchema>;

/** Change order statuses with their colours in the UI (spec section 4). */
export const CHANGE_ORDER_STATUSES = ['DRAFT', 'CREATED', 'WAIT_CHANGE', 'WAIT_CONFIRM', 'WAIT_PAY', 'WAIT_REPAY', 'WAIT_APPROVE', 'COMPLETE', 'PAY_TIMEOUT', 'CANCELED'] as const;
export const changeOrderStatusSchema = z.enum(CHANGE_ORDER_STATUSES);
export type ChangeOrderStatus = z.infer<typeof changeOrderStatusSchema>;

/** Refund statuses (spec section 4). */
export const REFUND_STATUSES = ['CREATED', 'WAIT_CONFIRM', 'REFUND_TICKET', 'WAIT_REPAY', 'WAIT_BILL', 'COMPLETE', 'REJECT', 'CANCELED'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Purchase kinds (spec section 1): 0 booking, 1 night order, 2 presale, 3 grab, 4 imported, 5 user imported, 6 waitlist, 7 offline. */
export const PURCHASE_KINDS = { BOOKING: 0, NIGHT: 1, PRESALE: 2, GRAB: 3, IMPORTED: 4, USER_IMPORTED: 5, WAITLIST: 6, OFFLINE: 7 } as const;
