import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { genderSchema } from '../member/enums';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });

/**
 * A free-ticket child (spec 5): under 6 at departure, no seat, riding on one accompanying passenger's ticket — one per
 * passenger. Sent with a booking's passenger, or added to an order's passenger afterwards (train/free_child/add).
 */
export const freeChildSchema = z.object({
  familyName: z.string().trim().min(1).max(60),
  givenName: z.string().trim().min(1).max(60),
  birthday: date,
  gender: genderSchema,
  /** only the passport is selectable for train passengers (spec 5) */
  idType: z.literal('PASSPORT', { message: 'validation.passportOnly' }),
  idNumber: z.string().trim().regex(/^[A-Za-z0-9]{5,20}$/, { message: 'validation.certNo' }),
});
export type FreeChild = z.infer<typeof freeChildSchema>;

/** A free child on an order, under its accompanying passenger; it travels while that passenger has a live ticket. */
export const orderFreeChildSchema = z.object({
  freeChildId: z.string(),
  passengerType: z.literal('FREE_CHILD'),
  name: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  birthday: z.string(),
  gender: z.string(),
  idType: z.string(),
  idNumber: z.string().describe('masked'),
  status: z.enum(['ACTIVE', 'CANCELED']).describe('CANCELED once the accompanying passenger has no live ticket (refunded, cancelled)'),
  /** train/free_child/delete would take it off now (no train of the order has left) */
  canRemove: z.boolean(),
});
export type OrderFreeChild = z.infer<typeof orderFreeChildSchema>;

export const freeChildAddCall = defineCall({
  service: 'train-app',
  path: 'train/free_child/add',
  summary: "Attaches a free-ticket child (under 6, no seat) to a passenger of an order who pays the full fare; one per passenger, before the train leaves",
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64), passengerIndex: z.number().int().min(1).max(9).describe('the accompanying passenger'), freeChild: freeChildSchema }),
  output: z.object({ orderId: z.string(), passengerIndex: z.number().int(), freeChild: orderFreeChildSchema }),
});

export const freeChildDeleteCall = defineCall({
  service: 'train-app',
  path: 'train/free_child/delete',
  summary: 'Removes a free-ticket child from its passenger, before the train leaves',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64), freeChildId: z.string().min(1).max(64) }),
  output: z.object({ orderId: z.string(), freeChildId: z.string() }),
});
