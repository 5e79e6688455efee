import { refundCancelCall, refundDetailCall, refundHistoryCall, refundListCall, refundQuoteCall, refundSubmitCall, refundUserConfirmCall } from '@travel/contracts/train/refund';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { refundDetail, refundHistory, refundList } from './refund-read';
import type { TrainRefunds } from './refund-service';
import { offlinePreConfirmCall, offlinePreQueryCall, offlineRefundCall } from '@travel/contracts/train/offline';
import type { createOfflineRefunds } from './refund-offline';

/** The train refund calls (member and bg variants). */
export function refundRoutes(refunds: TrainRefunds, offline: ReturnType<typeof createOfflineRefunds>): Binding[] {
  return [
    handle(refundQuoteCall, async (ctx, input) => refunds.quote(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(refundSubmitCall, async (ctx, input) => refunds.submit(ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, ctx.clock.now())),
    handle(refundCancelCall, async (ctx, input) => refunds.cancel(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(refundUserConfirmCall, async (ctx, input) => refunds.userConfirm(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(refundDetailCall, async (ctx, input) => refundDetail(ctx.db, actingMember(ctx), input, ctx.locale)),
    handle(refundHistoryCall, async (ctx, input) => refundHistory(ctx.db, actingMember(ctx), input.orderId)),
    handle(refundListCall, async (ctx, input) => refundList(ctx.db, actingMember(ctx), input)),
    // The service desk acts on any order of the enterprise: the order names its traveller.
    handle(offlinePreQueryCall, async (ctx, input) => offline.preQuery(ctx.db, ctx.enterpriseId, input.orderId, ctx.clock.now())),
    handle(offlinePreConfirmCall, async (ctx, input) => offline.preConfirm(ctx.db, ctx.enterpriseId, input)),
    handle(offlineRefundCall, async (ctx, input) => offline.record(ctx.db, ctx.enterpriseId, ctx.member.memberId, input, ctx.locale, ctx.clock.now())),
  ];
}
