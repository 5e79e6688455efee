import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

/** Spec 4 "Order actions": the ids 1–21 order/get lists in actionList, in the spec's order. */
export const HOTEL_ORDER_ACTION = {
  GO_PAY: 1,
  REMIND: 2,
  MODIFY_ORDER: 3,
  MODIFY_ARRIVAL_TIME: 4,
  EARLY_CHECKOUT: 5,
  EXTEND: 6,
  CONFIRM_LEAVE: 7,
  GO_COMMENT: 8,
  ALREADY_CONFIRMED_LEAVE: 9,
  CONFIRM_STAY_OVERDUE: 10,
  /** shown disabled */
  ALREADY_COMMENTED: 11,
  CANCEL: 12,
  REORDER: 13,
  GO_GUARANTEE: 14,
  RESEND_INVOICE: 15,
  SUPPLY_INVOICE: 16,
  VIEW_INVOICE: 17,
  APPLY_CANCEL: 18,
  APPLY_CHECKOUT: 19,
  ORDER_CREDENTIAL: 20,
  CONFIRMATION_EMAIL: 21,
} as const;
export type HotelOrderAction = (typeof HOTEL_ORDER_ACTION)[keyof typeof HOTEL_ORDER_ACTION];
export const hotelOrderActionSchema = z.number().int().min(1).max(21);

/** One reminder to the hotel per order at most this often. */
export const HOTEL_REMIND_INTERVAL_MINUTES = 30;

export const orderRemindCall = defineCall({
  service: 'hotel-app',
  path: 'order/remind',
  summary: `Reminds the hotel of the order (spec 4 action 2): while it waits for or has its confirmation, before check-in; once every ${HOTEL_REMIND_INTERVAL_MINUTES} minutes`,
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(MAX.id) }),
  output: z.object({ orderId: z.string(), remindedAt: z.string(), nextRemindTime: z.string() }),
});
