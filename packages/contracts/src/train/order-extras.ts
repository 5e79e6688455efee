import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { trainTicketStatusSchema } from './statuses';
import { searchPlaceSchema, transferInfoSchema, tripSchema } from './search';

/** Where a ticket was bought (spec 3): the traveller's own railway account (12306) or the agency's channel (GTGJ). */
export const ticketSourceSchema = z.enum(['12306', 'GTGJ']);
export type TicketSource = z.infer<typeof ticketSourceSchema>;

/** Whether the order's tickets were collected (GOT: taken at the station or used to board). */
export const collectionStatusSchema = z.enum(['NOT_COLLECTED', 'PART_COLLECTED', 'COLLECTED']);

export const companionCheckCall = defineCall({
  service: 'train-app',
  path: 'train/order/companion_check',
  summary: "Whether an order's passengers still travel together: per trip the companions on it, and who left the party (changed or refunded)",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64) }),
  output: z.object({
    orderId: z.string(),
    together: z.boolean().describe('every passenger still holds a ticket on the same trains'),
    tripList: z.array(
      z.object({
        tripIndex: z.number().int(),
        trainNo: z.string(),
        departureTime: z.string(),
        companionList: z.array(z.object({ passengerIndex: z.number().int(), name: z.string(), coachNo: z.string().nullable(), seatNo: z.string().nullable(), ticketStatus: trainTicketStatusSchema })),
      }),
    ),
    apartList: z.array(z.object({ passengerIndex: z.number().int(), name: z.string(), reason: z.enum(['CHANGED', 'REFUNDED', 'CANCELED']) })),
  }),
});

/** The value kinds train/translate_data names in the caller's language. */
export const TRANSLATE_DATA_TYPES = ['ORDER_STATUS', 'TICKET_STATUS', 'OPERATION_STATUS', 'REFUND_STATUS', 'CHANGE_STATUS', 'SEAT_CLASS', 'PURCHASE_TYPE', 'TICKET_SOURCE', 'COLLECTION_STATUS'] as const;
export const translateDataTypeSchema = z.enum(TRANSLATE_DATA_TYPES);

export const translateDataCall = defineCall({
  service: 'train-app',
  path: 'train/translate_data',
  summary: "Names data values (statuses, seat classes, purchase types, ticket sources) in the caller's language; text null for an unknown value",
  auth: 'member',
  input: z.object({ dataList: z.array(z.object({ dataType: translateDataTypeSchema, value: z.string().min(1).max(64) })).min(1).max(100) }),
  output: z.object({ dataList: z.array(z.object({ dataType: translateDataTypeSchema, value: z.string(), text: z.string().nullable() })) }),
});

export const agreementTypeSchema = z.enum(['RAIL_ACCOUNT', 'TICKET_BOOKING', 'PRIVACY']);

export const agreementLatestCall = defineCall({
  service: 'train-app',
  path: 'train/agreement/latest',
  summary: "The latest version of an agreement the train pages ask the traveller to accept, in the caller's language",
  auth: 'member',
  input: z.object({ type: agreementTypeSchema, environment: z.enum(['HW', 'CN']).default('HW').describe('deployment region; HW (overseas) by default') }),
  output: z.object({ type: agreementTypeSchema, environment: z.enum(['HW', 'CN']), version: z.string(), effectiveDate: z.string(), title: z.string(), content: z.array(z.string()).describe('paragraphs') }),
});

export const purchaseChannelQueryCall = defineCall({
  service: 'train-app',
  path: 'train/purchase_channel/query',
  summary: "The channels a booking can buy through for the member: the member's own railway account (12306, when one is bound and logged in) and the agency's (GTGJ)",
  auth: 'member',
  bg: true,
  input: z.object({}),
  output: z.object({
    defaultChannel: ticketSourceSchema,
    channelList: z.array(z.object({ channel: ticketSourceSchema, available: z.boolean(), reason: z.enum(['NO_ACCOUNT', 'NOT_LOGGED_IN']).nullable() })),
  }),
});

export const restTripQueryCall = defineCall({
  service: 'train-app',
  path: 'train/transfer/rest_trip/query',
  summary: 'The onward trains of a transfer: from the first train\'s arrival city (same or other station) to the destination, catchable after the first train arrives',
  auth: 'member',
  bg: true,
  input: z.object({
    firstTrip: z.object({ trainNo: z.string().min(1).max(8), departureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), fromStationCode: z.string().min(1).max(8), toStationCode: z.string().min(1).max(8) }),
    toPlace: searchPlaceSchema.describe('the final destination, a city or a station'),
  }),
  output: z.object({
    firstTrip: tripSchema,
    restList: z.array(z.object({ transferInfo: transferInfoSchema, trip: tripSchema })),
  }),
});
