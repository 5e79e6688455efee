import { refundCancelCall, refundDetailCall, refundHistoryCall, refundListCall, refundQuoteCall, refundSubmitCall, refundUserConfirmCall } from '@travel/contracts/train/refund';
import { offlinePreConfirmCall, offlinePreQueryCall, offlineRefundCall } from '@travel/contracts/train/offline';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import type { AfterSaleConfig } from './after-sale-common';
import { cancelRefund } from './refund-cancel';
import { confirmRefund } from './refund-confirm';
import { offlinePreConfirm, offlinePreQuery, recordOfflineRefund } from './refund-offline';
import { quoteRefund } from './refund-quote';
import { refundDetail, refundHistory, refundList } from './refund-read';
import { submitRefund } from './refund-submit';

/** The train refund calls (member and bg variants). */
export function refundRoutes(deps: { config: AfterSaleConfig }): Binding[] {
  return [
    handle(refundQuoteCall, async (ctx, input) => quoteRefund(deps, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(refundSubmitCall, async (ctx, input) => submitRefund(ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, ctx.clock.now())),
    handle(refundCancelCall, async (ctx, input) => cancelRefund(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(refundUserConfirmCall, async (ctx, input) => confirmRefund(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(refundDetailCall, async (ctx, input) => refundDetail(ctx.db, actingMember(ctx), input, ctx.locale)),
    handle(refundHistoryCall, async (ctx, input) => refundHistory(ctx.db, actingMember(ctx), input.orderId)),
    handle(refundListCall, async (ctx, input) => refundList(ctx.db, actingMember(ctx), input)),
    // The service desk acts on any order of the enterprise: the order names its traveller.
    handle(offlinePreQueryCall, async (ctx, input) => offlinePreQuery(deps, ctx.db, ctx.enterpriseId, input.orderId, ctx.clock.now())),
    handle(offlinePreConfirmCall, async (ctx, input) => offlinePreConfirm(ctx.db, ctx.enterpriseId, input)),
    handle(offlineRefundCall, async (ctx, input) => recordOfflineRefund(ctx.db, ctx.enterpriseId, ctx.member.memberId, input, ctx.clock.now())),
  ];
}
