import { z } from 'zod';
import { trainSeatClassSchema } from '../policy/enums';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const instant = z.string().max(40).datetime({ offset: true });

/**
 * Ticket rush (spec 3, ticketRushInfo): a sold-out trip asked for anyway. GRAB (purchase kind 3, "snap") is the
 * platform's ticket grab; WAITLIST (kind 6, "alternate") is the railway's waitlist. Both are paid up front at the highest
 * fare of their options; a seat freed by a refund, a change or a cancelled order goes to waiting waitlists first, then
 * to grabs, each first come first served. Won on a cheaper option, the difference goes back; not won by the deadline,
 * everything goes back.
 */
export const RUSH_TYPES = ['GRAB', 'WAITLIST'] as const;
export const rushTypeSchema = z.enum(RUSH_TYPES);
export type RushType = z.infer<typeof rushTypeSchema>;

/** At most this many options (trains × seat classes × dates) per rush order, the first being the trip asked for. */
export const MAX_RUSH_OPTIONS = 6;

/** One option of a rush: a train between two stations on a date in a seat class. */
export const rushOptionSchema = z.object({
  trainNo: z.string().trim().min(1).max(10),
  departureDate: date,
  fromStationCode: z.string().min(1).max(5),
  toStationCode: z.string().min(1).max(5),
  seatClass: trainSeatClassSchema,
});
export type RushOption = z.infer<typeof rushOptionSchema>;

/** Asked with a booking (train/book/submit) on a sold-out trip: grab it, with alternatives, until the deadline. */
export const ticketRushRequestSchema = z.object({
  type: z.literal('GRAB'),
  /** other trains, seat classes or dates that would also do (the trip of tripList is option 1) */
  alternativeList: z.array(rushOptionSchema).max(MAX_RUSH_OPTIONS - 1).default([]),
  /** default: the latest the options allow */
  limitTime: instant.optional(),
});

