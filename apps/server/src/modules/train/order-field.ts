import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { fieldQueryCall } from '@travel/contracts/train/booking';
import { recordAudit } from '../../platform/audit/audit';
import { notFound } from '../../platform/errors';
import type { MemberContext } from '../../platform/http/handler';
import { trainOrderPassengers, trainOrders } from './schema';
import { visibleOrder } from './order-visibility';

type Input = z.output<(typeof fieldQueryCall)['input']>;

/** train/field/query: one full value of the member's own order (or, on a bg call, of the member acted for); audited. */
export async function revealOrderField(ctx: MemberContext, scope: { enterpriseId: string; memberId: string }, input: Input): Promise<{ fieldValue: string | null }> {
  const [order] = await ctx.db
    .select()
    .from(trainOrders)
    .where(visibleOrder(scope, input.orderId));
  if (!order) throw notFound('order');
  let value: string | null;
  if (input.fieldType === 'CONTACT_MOBILE') value = order.contact.mobile;
  else if (input.fieldType === 'CONTACT_EMAIL') value = order.contact.email;
  else {
    const [p] = await ctx.db
      .select()
      .from(trainOrderPassengers)
      .where(and(eq(trainOrderPassengers.orderId, order.id), eq(trainOrderPassengers.passengerIndex, input.passengerId ?? 0)));
    if (!p) throw notFound('passenger');
    value = input.fieldType === 'ID_NUMBER' ? p.idNumber : p.mobile;
  }
  await recordAudit(ctx.db, ctx, {
    action: 'REVEAL_FIELD',
    targetType: 'TRAIN_ORDER',
    targetId: order.id,
    detail: { fieldType: input.fieldType, passengerId: input.passengerId ?? null, actingMemberId: scope.memberId },
  });
  return { fieldValue: value };
}

/** train/view_mask: every masked value of the member's own order at once; audited like a single reveal. */
export async function revealOrder(ctx: MemberContext, scope: { enterpriseId: string; memberId: string }, orderId: string) {
  const [order] = await ctx.db
    .select()
    .from(trainOrders)
    .where(visibleOrder(scope, orderId));
  if (!order) throw notFound('order');
  const passengers = await ctx.db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, order.id));
  await recordAudit(ctx.db, ctx, { action: 'REVEAL_FIELD', targetType: 'TRAIN_ORDER', targetId: order.id, detail: { fieldType: 'ALL', actingMemberId: scope.memberId } });
  return {
    contact: { mobile: order.contact.mobile, email: order.contact.email },
    passengerList: passengers.sort((a, b) => a.passengerIndex - b.passengerIndex).map((p) => ({ passengerIndex: p.passengerIndex, idNumber: p.idNumber, mobile: p.mobile })),
  };
}
