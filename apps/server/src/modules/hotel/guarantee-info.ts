import { GUARANTEE_CARD_BRANDS, type GuaranteeInfo } from '@travel/contracts/hotel/guarantee';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { maskEmail } from '../../platform/masking';
import { getMember } from '../member/member-service';
import type { MemberScope } from './browse-record';
import { findOrder } from './order-moves';

/** order/list_guarantee_type: who guarantees the stay, what a no-show may cost, the cards taken and the deadline. */
export async function guaranteeInfo(db: Db, scope: MemberScope, orderId: string, now: Date): Promise<GuaranteeInfo> {
  const o = await findOrder(db, scope, orderId);
  if (!o.guarantee || !o.guaranteeFormat) throw new AppError(HotelError.GUARANTEE_NOT_WAITING, {}, { orderStatus: o.status });
  const waiting = o.status === 'WAIT_GUARANTEE' && o.guaranteeDeadline !== null && o.guaranteeDeadline.getTime() > now.getTime();
  const member = await getMember(db, o.enterpriseId, o.memberId);
  return {
    orderId: o.id,
    guaranteeFormat: o.guaranteeFormat,
    needCard: o.guaranteeFormat === 2,
    guaranteeCondition: o.guarantee.condition,
    guaranteeStartTime: o.guarantee.afterTime,
    guaranteeAmountType: o.guarantee.amount,
    guaranteeAmount: { amount: o.guaranteeAmount ?? 0, currency: o.currency },
    cardBrandList: [...GUARANTEE_CARD_BRANDS],
    waitGuarantee: waiting,
    latestGuaranteeTime: waiting ? o.guaranteeDeadline!.toISOString() : null,
    secondToLatestGuaranteeTime: waiting ? Math.floor((o.guaranteeDeadline!.getTime() - now.getTime()) / 1000) : 0,
    card: o.guaranteeCard ?? null,
    verifyCodeTo: maskEmail(member.email),
  };
}
