import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { payModeSchema, payOrderSchema, payOrderStatusSchema } from '../payment/payment';
import { trainSeatClassSchema } from '../policy/enums';
import { controlResultSchema } from '../policy/control';
import { firstTripOutputSchema, searchFilterSchema, searchSortSchema, tripSchema } from './search';
import { changeOrderStatusSchema, operationStatusSchema, trainTicketStatusSchema } from './statuses';
import { needsOwnWords } from './after-sale-reason';

/**
 * The change (reschedule) of issued tickets to another train: search, verify, quote, submit, confirm (and pay), cancel,
 * and the reads. One change per ticket; the new seats are held from submit until issued or released.
 */

const id = z.string().min(1).max(64);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const stationCode = z.string().trim().min(1).max(5);
const ticketIdList = z.array(id).min(1).max(9);

/** Where the web sends a traveller whose change is refused with ItrainResouce.1335 (spec section 2). */
export const CHANGE_REFUND_PATH = 'itrain/refund/apply';

/** The new train of a change: one train between two stations (in the old stations' cities) on a date, in a seat class. */
export const changeTripSchema = z.object({
  trainNo: z.string().trim().min(1).max(10),
  departureDate: date,
  fromStationCode: stationCode,
  toStationCode: stationCode,
  seatClass: trainSeatClassSchema,
  /** the fare per passenger the traveller saw; a different current fare answers TRAIN_PRICE_CHANGED */
  price: moneySchema.optional(),
});
export type ChangeTrip = z.infer<typeof changeTripSchema>;

export const changeDirectionSchema = z.enum(['PAY_MORE', 'REFUND_DIFFERENCE', 'NONE']);
export type ChangeDirection = z.infer<typeof changeDirectionSchema>;

export const changeFirstTripCall = defineCall({
  service: 'train-app',
  path: 'train/change/search/first_trip',
  summary: "Searches direct trains for a change of an order's tickets (same passengers, same cities); further pages with train/search/next_trip",
  auth: 'member',
  bg: true,
  input: z.object({
    orderId: id,
    ticketIdList,
    departureDate: date,
    /** another station in the old boarding station's city; the old station when absent */
    fromStationCode: stationCode.optional(),
    /** another station in the old arrival station's city; the old station when absent */
    toStationCode: stationCode.optional(),
    /** true searches every station of both cities */
    sameCity: z.boolean().default(false),
    sort: searchSortSchema,
    filter: searchFilterSchema,
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  output: firstTripOutputSchema,
});

export const changeProductVerifyCall = defineCall({
  service: 'train-app',
  path: 'train/change/product/verify',
  summary:
    'Checks the new train can take the tickets now and at what fare; ItrainResouce.1335 when the change is not allowed but a refund is (data.refundPath)',
  auth: 'member',
  bg: true,
  input: z.object({ orderId: id, ticketIdList, trip: changeTripSchema }),
  output: z.object({
    trip: tripSchema,
    price: moneySchema,
    seatRemain: z.number().int(),
    changeAfterDeparture: z.boolean().describe("the new train leaves after the old one's departure"),
  }),
});

export const changeTicketQuoteSchema = z.object({
  ticketId: z.string(),
  passengerIndex: z.number().int(),
  passengerName: z.string(),
  oldTrainNo: z.string(),
  oldDepartureTime: z.string(),
  oldSeatClass: trainSeatClassSchema,
  oldFare: moneySchema,
  newFare: moneySchema,
  changeRate: z.number().int().describe('basis points of the lower fare'),
  changeFee: moneySchema,
  changeRefundRate: z.number().int().describe('basis points of the fare difference refunded'),
  changeRefundFee: moneySchema,
  priceDiff: moneySchema.describe('new fare less old fare (negative when cheaper)'),
});

/**
 * What the change costs: the fare difference, the fees, and the one amount that moves. payAmount is what is paid
 * (personal part online, company part settled monthly), refundAmount what goes back the way the order was paid;
 * at most one of them is above 0. direction is the sign of the fare difference, which labels the change.
 */
export const changeReceivableSchema = z.object({
  ticketPriceDiff: moneySchema,
  changeFee: moneySchema,
  changeRefundFee: moneySchema,
  payAmount: moneySchema,
  refundAmount: moneySchema,
  totalPrice: moneySchema.describe('payAmount or refundAmount, whichever moves'),
  direction: changeDirectionSchema,
  currency: z.string(),
});

export const changeQuoteCall = defineCall({
  service: 'train-app',
  path: 'train/change/quote',
  summary: 'Quotes the change of tickets to a new train by the railway fee rules; the quotationId holds until expireTime',
  auth: 'member',
  bg: true,
  input: z.object({ orderId: id, ticketIdList, trip: changeTripSchema }),
  output: z.object({
    quotationId: z.string(),
    expireTime: z.string(),
    expireSeconds: z.number().int().describe('seconds the quote holds from this answer, by the server clock'),
    trip: tripSchema,
    ticketList: z.array(changeTicketQuoteSchema),
    receivablePrice: changeReceivableSchema,
    tmcControl: controlResultSchema.nullable().describe("the policy's verdict on the new train (business trips)"),
  }),
});

/** The common change reasons a traveller picks from (shown in the reader's language); OTHER needs their own words. */
export const CHANGE_REASON_CODES = ['PLAN_CHANGED', 'EARLIER_TRAIN', 'LATER_TRAIN', 'BETTER_SEAT', 'WRONG_BOOKING', 'OTHER'] as const;
export const changeReasonCodeSchema = z.enum(CHANGE_REASON_CODES);

export const changeSubmitCall = defineCall({
  service: 'train-app',
  path: 'train/change/submit',
  summary: 'Submits a quoted change: the new seats are held with it and it waits for confirmation (ItrainResouce.1350 when the quote expired)',
  auth: 'member',
  bg: true,
  write: true,
  input: z.object({
    orderId: id,
    quotationId: id,
    ticketIdList,
    trip: changeTripSchema,
    reasonCode: changeReasonCodeSchema.optional(),
    reason: z.string().trim().max(200).optional().describe("the traveller's own words, after the common reason or instead of one"),
    remark: z.string().trim().max(500).optional(),
  }).superRefine(needsOwnWords),
  output: z.object({ changeId: z.string(), changeOrderStatus: changeOrderStatusSchema, confirmEndTime: z.string() }),
});

export const changeActionSchema = z.object({ orderId: id, changeId: id });

export const changeInfoConfirmCall = defineCall({
  service: 'train-app',
  path: 'train/change/info/confirm',
  summary: 'What the traveller confirms: the change figures and whether the new train leaves after the old one (changeAfterDeparture)',
  auth: 'member',
  bg: true,
  input: changeActionSchema,
  output: z.object({
    changeId: z.string(),
    changeOrderStatus: changeOrderStatusSchema,
    changeAfterDeparture: z.boolean(),
    oldDepartureTime: z.string(),
    newDepartureTime: z.string(),
    confirmEndTime: z.string().nullable(),
    ticketList: z.array(changeTicketQuoteSchema),
    receivablePrice: changeReceivableSchema,
  }),
});

export const changeConfirmCall = defineCall({
  service: 'train-app',
  path: 'train/change/confirm',
  summary: 'The traveller confirms a change: a personal part to pay waits for payment (WAIT_PAY), otherwise the new tickets are issued (WAIT_CHANGE)',
  auth: 'member',
  bg: true,
  write: true,
  input: changeActionSchema,
  output: z.object({ changeId: z.string(), changeOrderStatus: changeOrderStatusSchema, payOrder: payOrderSchema.nullable() }),
});

export const changeCancelCall = defineCall({
  service: 'train-app',
  path: 'train/change/cancel',
  summary: 'Cancels a change waiting for confirmation or payment: the new seats are released, the old tickets are valid again',
  auth: 'member',
  bg: true,
  write: true,
  input: changeActionSchema,
  output: z.object({ changeId: z.string(), changeOrderStatus: changeOrderStatusSchema }),
});

const changeTicketViewSchema = z.object({
  ticketId: z.string(),
  ticketStatus: trainTicketStatusSchema,
  ticketNo: z.string().nullable(),
  trainNo: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  fromStationName: z.string(),
  toStationName: z.string(),
  seatClass: trainSeatClassSchema,
  coachNo: z.string().nullable(),
  seatNo: z.string().nullable(),
  berth: z.string().nullable(),
  ticketPrice: moneySchema,
});

export const changeDetailSchema = z.object({
  orderId: z.string(),
  changeId: z.string(),
  changeOrder: z.object({
    changeOrderStatus: changeOrderStatusSchema,
    changeStatus: operationStatusSchema.describe('the operation status'),
    applyDate: z.string(),
    completeDate: z.string().nullable(),
    changeReason: z.string().nullable().describe("the reason in the reader's language, with the traveller's own words"),
    changeReasonCode: changeReasonCodeSchema.nullable(),
    userRemark: z.string().nullable(),
    bookingType: z.enum(['SELF', 'OTHERS']).describe('SELF when the member applied, OTHERS when an administrator did'),
    travelNo: z.string().nullable(),
    existPriceChange: z.boolean(),
    existSegChange: z.boolean().describe('the new trip uses other stations'),
    changeAfterDeparture: z.boolean(),
  }),
  changeProductList: z.array(
    z.object({
      passengerIndex: z.number().int(),
      passengerName: z.string(),
      oldTicket: changeTicketViewSchema,
      newTicket: changeTicketViewSchema,
      changeFee: moneySchema,
      changeRefundFee: moneySchema,
      priceDiff: moneySchema,
    }),
  ),
  receivablePrice: changeReceivableSchema,
  payInfo: z.object({
    payEndTime: z.string().nullable(),
    overTime: z.boolean(),
    payStatus: payOrderStatusSchema.nullable(),
    payType: payModeSchema.nullable(),
    waitPayInfo: z.object({ needPay: z.boolean(), payOrderId: z.string().nullable(), personalAmount: moneySchema }),
  }),
  buttons: z.object({ confirm: z.boolean(), cancel: z.boolean(), pay: z.boolean() }),
  tmcControl: controlResultSchema.nullable().describe("the policy's verdict on the new train when the change was submitted (business trips)"),
});
export type ChangeDetail = z.infer<typeof changeDetailSchema>;

export const changeDetailCall = defineCall({
  service: 'train-app',
  path: 'train/change/detail',
  summary: 'A change: status, old and new tickets, the money, the payment and what can be done now',
  auth: 'member',
  bg: true,
  input: changeActionSchema,
  output: changeDetailSchema,
});

/** One change in the lists (spec "Records": change number, time, old and new trip, new price, seat level and number). */
export const changeSummarySchema = z.object({
  changeId: z.string(),
  orderId: z.string(),
  changeOrderStatus: changeOrderStatusSchema,
  changeStatus: operationStatusSchema,
  applyTime: z.string(),
  passengerNames: z.array(z.string()),
  oldTrainNo: z.string(),
  oldDepartureTime: z.string(),
  newTrainNo: z.string(),
  newDepartureTime: z.string(),
  fromStationName: z.string(),
  toStationName: z.string(),
  seatClass: trainSeatClassSchema,
  seatNoList: z.array(z.string()),
  newTicketPrice: moneySchema.describe('the new fares, summed'),
  direction: changeDirectionSchema,
  totalPrice: moneySchema,
  /** which way totalPrice moves: paid by the traveller, refunded to them, or nothing */
  settlement: z.enum(['PAY', 'REFUND', 'NONE']),
});

export const changeHistoryCall = defineCall({
  service: 'train-app',
  path: 'train/change/history',
  summary: "An order's changes, newest first",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: id }),
  output: z.object({ list: z.array(changeSummarySchema) }),
});

export const changeListCall = defineCall({
  service: 'train-app',
  path: 'train/change/list',
  summary: "The member's train changes, newest first",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ statusList: z.array(changeOrderStatusSchema).max(10).default([]) }),
  output: pageOf(changeSummarySchema),
});
