import { refundCancelCall, refundDetailCall, refundHistoryCall, refundListCall, refundQuoteCall, refundSubmitCall, refundUserConfirmCall } from '@travel/contracts/train/refund';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { refundDetail, refundHistory, refundList } from './refund-read';
import type { TrainRefunds } from './refund-service';

/** The train refund calls (member and bg variants). */
export function refundRoutes(refunds: TrainRefunds): Binding[] {
  return [
    handle(refundQuoteCall, async (ctx, input) => refunds.quote(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(refundSubmitCall, async (ctx, input) => refunds.submit(ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, ctx.clock.now())),
    handle(refundCancelCall, async (ctx, input) => refunds.cancel(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(refundUserConfirmCall, async (ctx, input) => refunds.userConfirm(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(refundDetailCall, async (ctx, input) => refundDetail(ctx.db, actingMember(ctx), input, ctx.locale)),
    handle(refundHistoryCall, async (ctx, input) => refundHistory(ctx.db, actingMember(ctx), input.orderId)),
    handle(refundListCall, async (ctx, input) => refundList(ctx.db, actingMember(ctx), input)),
  ];
}
