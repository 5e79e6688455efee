import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { commentAddCall } from '@travel/contracts/hotel/comment-add';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { MemberScope } from './browse-record';
import type { HotelSupplier } from './hotel-port';
import { mayComment } from './order-actions';
import { findOrder } from './order-moves';
import { hotelOrderComments } from './schema';

type AddInput = z.output<(typeof commentAddCall)['input']>;
type AddOutput = z.output<(typeof commentAddCall)['output']>;

/** The reviewer's shown name: the first character of the contact's name, the rest masked. */
const nickOf = (name: string) => `${[...name][0] ?? '*'}**`;

/**
 * comment/add: once per order, after check-out. The hotel gets it first (keyed by the order, so a retry or a race
 * sends it once), then our row; the order's primary key refuses a second comment.
 */
export async function addOrderComment(hotels: HotelSupplier, db: Db, scope: MemberScope, input: AddInput, now: Date): Promise<AddOutput> {
  const o = await findOrder(db, scope, input.orderId);
  if (!mayComment(o)) throw new AppError(HotelError.COMMENT_NOT_ALLOWED, {}, { orderStatus: o.status });
  const exists = await db.select({ id: hotelOrderComments.orderId }).from(hotelOrderComments).where(eq(hotelOrderComments.orderId, o.id));
  if (exists.length > 0) throw new AppError(HotelError.COMMENT_EXISTS);
  const sent = await hotels.addComment({
    hotelId: o.hotelId,
    idempotencyKey: `order-comment:${o.id}`,
    nickName: nickOf(o.contact.name),
    score: input.score,
    tags: input.tags,
    content: input.content,
    roomTypeName: o.roomName,
    stayDate: o.checkoutDate,
  });
  const inserted = await db
    .insert(hotelOrderComments)
    .values({ orderId: o.id, hotelId: o.hotelId, score: input.score, tags: input.tags, content: input.content, supplierCommentId: sent.commentId, createdAt: now })
    .onConflictDoNothing()
    .returning({ orderId: hotelOrderComments.orderId });
  if (inserted.length === 0) throw new AppError(HotelError.COMMENT_EXISTS);
  return { orderId: o.id, commentId: sent.commentId, commentTime: sent.commentTime };
}
