import { recordAudit } from '../../platform/audit/audit';
import { notFound } from '../../platform/errors';
import type { MemberContext } from '../../platform/http/handler';
import type { MemberScope } from './browse-record';
import { readMaskKey } from './mask-key';
import { findOrder } from './order-moves';

/**
 * bff/view_mask_data (spec 7): the full value behind a mask key of order/get, to whoever may open the order now (its
 * traveller; an administrator acting for them), never to another; every reveal is written to the audit log.
 */
export async function revealMaskData(ctx: MemberContext, scope: MemberScope, key: string): Promise<{ value: string | null }> {
  const named = readMaskKey(key);
  if (!named) throw notFound();
  const o = await findOrder(ctx.db, scope, named.orderId);
  const value = named.field === 'MOBILE' ? o.contact.mobile : o.contact.email;
  await recordAudit(ctx.db, ctx, {
    action: 'REVEAL_FIELD',
    targetType: 'HOTEL_ORDER_CONTACT',
    targetId: o.id,
    detail: { fieldType: named.field, actingMemberId: scope.memberId },
  });
  return { value };
}
