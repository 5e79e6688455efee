import { z } from 'zod';
import { moneySchema } from '../platform/envelope';
import { searchPassengerSchema } from './search';
import { trainOrderStatusSchema } from './statuses';

/** Refusals of train search, booking and after-sale: the spec's catalogue codes (train.md) where it has them. */
export const TrainError = {
  /** spec: insufficient departure time (the sale closed before departure). */
  SALE_CLOSED: '420011006',
  /** spec: seat selection hint — a seat letter or berth the seat class cannot take; data lists what it can. */
  SEAT_SELECTION_HINT: '420011018',
  /** spec: the order is being changed or refunded. */
  ORDER_OCCUPIED: '420011021',
  /** spec: duplicate order; the traveller may go back or continue. */
  REPEAT_ORDER: '430019095',
  /** spec: reservation failed, choose another train. */
  RESERVATION_FAILED: 'ItrainResouce.1222',
  /** spec (change verify): not changeable this way, refund instead. */
  CHANGE_REFUND_INSTEAD: 'ItrainResouce.1335',
  /** spec (refund submit): the quote timed out. */
  QUOTE_EXPIRED: 'ItrainResouce.1350',
  /** spec (pre-search verify): a traveller's type does not fit their age. */
  PASSENGER_TYPE_MISMATCH: 'ItrainTrading.1518',
  STATION_NOT_FOUND: 'TRAIN_STATION_NOT_FOUND',
  SEARCH_PARAM: 'TRAIN_SEARCH_PARAM',
  DATE_OUT_OF_RANGE: 'TRAIN_DATE_OUT_OF_RANGE',
  SEARCH_EXPIRED: 'TRAIN_SEARCH_EXPIRED',
  NOT_FOUND: 'TRAIN_NOT_FOUND',
  NOT_ON_SALE: 'TRAIN_NOT_ON_SALE',
  SEAT_CLASS_NOT_SOLD: 'TRAIN_SEAT_CLASS_NOT_SOLD',
  PRICE_CHANGED: 'TRAIN_PRICE_CHANGED',
  TICKET_EXISTS: 'TRAIN_TICKET_EXISTS',
  INSURANCE_NOT_FOR_SALE: 'INSURANCE_NOT_FOR_SALE',
  ORDER_NOT_CANCELABLE: 'TRAIN_ORDER_NOT_CANCELABLE',
  ORDER_NOT_CONFIRMABLE: 'TRAIN_ORDER_NOT_CONFIRMABLE',
  ORDER_NOT_REFUNDABLE: 'TRAIN_ORDER_NOT_REFUNDABLE',
  ORDER_NOT_CHANGEABLE: 'TRAIN_ORDER_NOT_CHANGEABLE',
  TICKET_NOT_REFUNDABLE: 'TRAIN_TICKET_NOT_REFUNDABLE',
  TICKET_DEPARTED: 'TRAIN_TICKET_DEPARTED',
  TICKET_NOT_CHANGEABLE: 'TRAIN_TICKET_NOT_CHANGEABLE',
  TICKET_CHANGED_ONCE: 'TRAIN_TICKET_CHANGED_ONCE',
  REFUND_NOT_CANCELABLE: 'TRAIN_REFUND_NOT_CANCELABLE',
  REFUND_NOT_CONFIRMABLE: 'TRAIN_REFUND_NOT_CONFIRMABLE',
  QUOTE_MISMATCH: 'TRAIN_QUOTE_MISMATCH',
  OFFLINE_AMOUNT_MISMATCH: 'TRAIN_OFFLINE_AMOUNT_MISMATCH',
  OFFLINE_STATION_MISMATCH: 'TRAIN_OFFLINE_STATION_MISMATCH',
  CHANGE_ONE_TRIP: 'TRAIN_CHANGE_ONE_TRIP',
  CHANGE_DEPARTED: 'TRAIN_CHANGE_DEPARTED',
  CHANGE_SAME_TRAIN: 'TRAIN_CHANGE_SAME_TRAIN',
  CHANGE_STATION_CITY: 'TRAIN_CHANGE_STATION_CITY',
  CHANGE_NOT_CONFIRMABLE: 'TRAIN_CHANGE_NOT_CONFIRMABLE',
  CHANGE_NOT_CANCELABLE: 'TRAIN_CHANGE_NOT_CANCELABLE',
  FREE_CHILD_AGE: 'TRAIN_FREE_CHILD_AGE',
  FREE_CHILD_ADULT_REQUIRED: 'TRAIN_FREE_CHILD_ADULT_REQUIRED',
  FREE_CHILD_LIMIT: 'TRAIN_FREE_CHILD_LIMIT',
  FREE_CHILD_CLOSED: 'TRAIN_FREE_CHILD_CLOSED',
  /** spec text: "{data} does not support this waitlist" — an option with seats on sale, FULL, not on sale or departed. */
  WAITLIST_NOT_SUPPORTED: 'TRAIN_WAITLIST_NOT_SUPPORTED',
  /** a grab or waitlist is for one trip */
  RUSH_ONE_TRIP: 'TRAIN_RUSH_ONE_TRIP',
  /** every option of a grab or waitlist runs between the cities of the trip asked for */
  RUSH_ROUTE: 'TRAIN_RUSH_ROUTE',
  /** the deadline is not one of train/waitlist/limit_time/list */
  RUSH_LIMIT_TIME: 'TRAIN_RUSH_LIMIT_TIME',
  /** the rush has ended (won, failed or cancelled): it cannot be cancelled or moved */
  RUSH_ENDED: 'TRAIN_RUSH_ENDED',
  /** train/order/import: the railway has no order with this number and a passenger with this id number */
  IMPORT_NOT_FOUND: 'TRAIN_IMPORT_NOT_FOUND',
  /** train/order/import: the order's tickets are already on the platform (imported or booked by another member) */
  IMPORT_TAKEN: 'TRAIN_IMPORT_TAKEN',
  /** an imported order's tickets are refunded and changed at the railway (its counters, its app), not through us */
  IMPORTED_AFTER_SALE: 'TRAIN_IMPORTED_AFTER_SALE',
} as const;
export type TrainError = (typeof TrainError)[keyof typeof TrainError];

/** The order a refusal names, present only when the caller may open it. */
const otherOrderSchema = z.object({ orderId: z.string().optional() });
const ticketSchema = z.object({ ticketId: z.string() });

/** A booking's trips at their current fares, or a change's new train's fare. */
export const trainPriceChangedDataSchema = z.union([
  z.object({ tripList: z.array(z.object({ tripIndex: z.number().int(), price: moneySchema })) }),
  z.object({ price: moneySchema }),
]);

/** The live orders a repeat booking would duplicate (only those the caller may open). */
export const trainRepeatOrderDataSchema = z.object({
  orderList: z.array(z.object({ orderId: z.string(), bookOrderStatus: trainOrderStatusSchema, orderTime: z.string(), trainNoList: z.array(z.string()) })),
});

export const trainErrorData = {
  [TrainError.SALE_CLOSED]: z.null(),
  /** The first passenger (1-based) and trip whose wish the class cannot take, and the letters and berths it offers. */
  [TrainError.SEAT_SELECTION_HINT]: z.object({ tripIndex: z.number().int(), passengerIndex: z.number().int(), seatLetterList: z.array(z.string()), berthList: z.array(z.string()) }),
  /** The order or ticket that is busy (an order of another booking only when the caller may open it). */
  [TrainError.ORDER_OCCUPIED]: z.object({ orderId: z.string().optional(), ticketId: z.string().optional() }),
  [TrainError.REPEAT_ORDER]: trainRepeatOrderDataSchema,
  [TrainError.RESERVATION_FAILED]: z.null(),
  /** Where the spec sends the traveller instead: the refund apply page with fromChangeApply=1. */
  [TrainError.CHANGE_REFUND_INSTEAD]: z.object({ orderId: z.string(), refundPath: z.string() }),
  [TrainError.QUOTE_EXPIRED]: z.null(),
  /** The travellers regrouped by age, to search again with. */
  [TrainError.PASSENGER_TYPE_MISMATCH]: z.object({ passengerList: z.array(searchPassengerSchema) }),
  [TrainError.STATION_NOT_FOUND]: z.null(),
  [TrainError.SEARCH_PARAM]: z.null(),
  [TrainError.DATE_OUT_OF_RANGE]: z.null(),
  [TrainError.SEARCH_EXPIRED]: z.null(),
  [TrainError.NOT_FOUND]: z.null(),
  [TrainError.NOT_ON_SALE]: z.null(),
  [TrainError.SEAT_CLASS_NOT_SOLD]: z.null(),
  [TrainError.PRICE_CHANGED]: trainPriceChangedDataSchema,
  [TrainError.TICKET_EXISTS]: otherOrderSchema,
  /** 1-based index of the passenger whose insurance is not sold. */
  [TrainError.INSURANCE_NOT_FOR_SALE]: z.object({ passengerIndex: z.number().int() }),
  [TrainError.ORDER_NOT_CANCELABLE]: z.null(),
  [TrainError.ORDER_NOT_CONFIRMABLE]: z.null(),
  [TrainError.ORDER_NOT_REFUNDABLE]: z.null(),
  [TrainError.ORDER_NOT_CHANGEABLE]: z.null(),
  [TrainError.TICKET_NOT_REFUNDABLE]: ticketSchema,
  [TrainError.TICKET_DEPARTED]: ticketSchema,
  [TrainError.TICKET_NOT_CHANGEABLE]: z.null(),
  [TrainError.TICKET_CHANGED_ONCE]: z.null(),
  [TrainError.REFUND_NOT_CANCELABLE]: z.null(),
  [TrainError.REFUND_NOT_CONFIRMABLE]: z.null(),
  [TrainError.QUOTE_MISMATCH]: z.null(),
  /** What the tickets cost and what a refund with the given fee would return. */
  [TrainError.OFFLINE_AMOUNT_MISMATCH]: z.object({ refundTicketPrice: moneySchema, expectedRefundAmount: moneySchema }),
  [TrainError.OFFLINE_STATION_MISMATCH]: z.null(),
  [TrainError.CHANGE_ONE_TRIP]: z.null(),
  [TrainError.CHANGE_DEPARTED]: z.null(),
  [TrainError.CHANGE_SAME_TRAIN]: z.null(),
  [TrainError.CHANGE_STATION_CITY]: z.null(),
  [TrainError.CHANGE_NOT_CONFIRMABLE]: z.null(),
  [TrainError.CHANGE_NOT_CANCELABLE]: z.null(),
  /** The passenger (1-based) whose free child is 6 or over at departure: it needs a child ticket with a seat. */
  [TrainError.FREE_CHILD_AGE]: z.object({ passengerIndex: z.number().int() }),
  /** The passenger (1-based) who may not take a free child along: under 14 (a child themself). */
  [TrainError.FREE_CHILD_ADULT_REQUIRED]: z.object({ passengerIndex: z.number().int() }),
  /** The passenger (1-based) who already has a free child: one per passenger. */
  [TrainError.FREE_CHILD_LIMIT]: z.object({ passengerIndex: z.number().int() }),
  /** The order or its passenger's ticket is no longer travelling (cancelled, refunded, departed). */
  [TrainError.FREE_CHILD_CLOSED]: z.null(),
  /** The first option (1-based) that cannot be waited for, and why. */
  [TrainError.WAITLIST_NOT_SUPPORTED]: z.object({ optionIndex: z.number().int(), trainNo: z.string(), departureDate: z.string(), seatClass: z.string(), reason: z.enum(['ON_SALE', 'FULL', 'NOT_ON_SALE', 'DEPARTED']) }),
  [TrainError.RUSH_ONE_TRIP]: z.null(),
  /** The first option (1-based) on another route. */
  [TrainError.RUSH_ROUTE]: z.object({ optionIndex: z.number().int() }),
  /** The deadlines the rush may take now. */
  [TrainError.RUSH_LIMIT_TIME]: z.object({ limitTimeList: z.array(z.string()) }),
  [TrainError.RUSH_ENDED]: z.null(),
  [TrainError.IMPORT_NOT_FOUND]: z.null(),
  [TrainError.IMPORT_TAKEN]: z.null(),
  [TrainError.IMPORTED_AFTER_SALE]: z.null(),
} satisfies Record<TrainError, z.ZodType>;
