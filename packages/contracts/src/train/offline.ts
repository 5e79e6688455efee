import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { trainSeatClassSchema } from '../policy/enums';
import { refundRuleSchema } from './refund';
import { changeOrderStatusSchema, refundStatusSchema, trainTicketStatusSchema } from './statuses';

const id = z.string().min(1).max(64);
const fen = z.number({ message: 'validation.required' }).int().min(0);

/** Back office: the service desk records refunds and changes made at the station (offline), for the traveller to confirm. */
export const offlinePreQueryCall = defineCall({
  service: 'train-app',
  path: 'train/offline/pre_query',
  summary: 'Back office: an order’s tickets with what the rules would charge for a refund now, before an offline supplement',
  auth: 'admin',
  bg: true,
  input: z.object({ orderId: id }),
  output: z.object({
    orderId: z.string(),
    memberId: z.string(),
    ticketList: z.array(
      z.object({
        ticketId: z.string(),
        passengerName: z.string(),
        trainNo: z.string(),
        departureTime: z.string(),
        fromStationCode: z.string(),
        toStationCode: z.string(),
        seatClass: trainSeatClassSchema,
        ticketStatus: trainTicketStatusSchema,
        ticketPrice: moneySchema,
        canRefund: z.boolean(),
        suggestedRefundFee: moneySchema.nullable().describe('by the fee rules now; null once departed'),
        rule: refundRuleSchema.nullable(),
      }),
    ),
  }),
});

export const offlineRefundInputSchema = z.object({
  orderId: id,
  /** passengers' tickets, chosen first */
  ticketIdList: z.array(id).min(1, { message: 'validation.passengersFirst' }).max(18),
  refundFee: fen,
  refundAmount: fen.describe('must equal the ticket prices less the refund fee'),
  reason: z.string().trim().min(1, { message: 'validation.required' }).max(200),
});

export const offlinePreConfirmCall = defineCall({
  service: 'train-app',
  path: 'train/offline/pre_confirm',
  summary: 'Back office: checks an offline refund supplement without recording it, answering the figures it would record',
  auth: 'admin',
  bg: true,
  input: offlineRefundInputSchema,
  output: z.object({ refundTicketPrice: moneySchema, refundFee: moneySchema, totalRefundPrice: moneySchema }),
});

export const offlineRefundCall = defineCall({
  service: 'train-app',
  path: 'train/offline/refund',
  summary: 'Back office: records a refund made offline; it waits for the traveller’s confirmation (train/refund/user_confirm)',
  auth: 'admin',
  bg: true,
  write: true,
  input: offlineRefundInputSchema,
  output: z.object({ refundId: z.string(), refundStatus: refundStatusSchema }),
});

export const offlineChangeInputSchema = z.object({
  orderId: id,
  /** passengers' tickets, chosen first */
  ticketIdList: z.array(id).min(1, { message: 'validation.passengersFirst' }).max(9),
  trainNo: z.string().trim().min(1, { message: 'validation.required' }).max(10),
  departureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' }),
  fromStationCode: z.string().trim().min(1, { message: 'validation.required' }).max(5),
  toStationCode: z.string().trim().min(1, { message: 'validation.required' }).max(5),
  seatClass: trainSeatClassSchema,
  coachNo: z.string().trim().max(3).optional(),
  seatNo: z.string().trim().min(1, { message: 'validation.required' }).max(5),
  changeFee: fen,
  reason: z.string().trim().min(1, { message: 'validation.required' }).max(200),
});

export const offlineChangeCall = defineCall({
  service: 'train-app',
  path: 'train/offline/change',
  summary: 'Back office: records a change the station made (the train must stop at the stations given); it waits for the traveller’s confirmation',
  auth: 'admin',
  bg: true,
  write: true,
  input: offlineChangeInputSchema,
  output: z.object({ changeId: z.string(), changeOrderStatus: changeOrderStatusSchema, confirmEndTime: z.string() }),
});
