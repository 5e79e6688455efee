import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';

/** The tag colour of a train order's status, on the order page and in the one orders list. */
export const TRAIN_ORDER_STATUS_COLOR: Partial<Record<TrainOrderStatus, string>> = {
  WAIT_PAY: 'orange',
  WAIT_CONFIRM: 'orange',
  WAIT_APPROVE: 'gold',
  BOOKING: 'blue',
  ISSUING: 'blue',
  ISSUED: 'green',
  CANCELED: 'default',
  BOOK_FAILED: 'red',
  ISSUE_FAILED: 'red',
  REFUNDED: 'purple',
  CHANGED: 'cyan',
};

/** The tag colour of a hotel order's status, on the order page, the hotel history and the one orders list. */
export const HOTEL_ORDER_STATUS_COLOR: Record<HotelOrderStatus, string> = {
  BOOKING: 'blue',
  WAIT_PAY: 'orange',
  WAIT_GUARANTEE: 'orange',
  WAIT_CONFIRM: 'blue',
  WAIT_APPROVE: 'gold',
  CONFIRMED: 'green',
  CHECKED_IN: 'cyan',
  CHECKED_OUT: 'default',
  CANCELED: 'default',
  CONFIRM_FAILED: 'red',
  NO_SHOW: 'volcano',
};
