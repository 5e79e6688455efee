import { commentListCall, commentTagListCall } from '@travel/contracts/hotel/comment';
import { hotelGetCall } from '@travel/contracts/hotel/detail';
import { priceFeedbackConfigCall, priceFeedbackNotifyCall } from '@travel/contracts/hotel/price-feedback';
import { rateplanListCall } from '@travel/contracts/hotel/rateplan';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { listComments, listCommentTags } from './comments';
import { hotelDetail } from './hotel-detail';
import { notifyPriceFeedback, priceFeedbackEnabled } from './price-feedback';
import type { HotelDeps } from './hotel-deps';
import { listRatePlans } from './rateplan-list';

/** One hotel: its detail, rate plans, comments and price feedback, for the member acted for. */
export function hotelDetailRoutes({ hotels }: HotelDeps): Binding[] {
  return [
    handle(hotelGetCall, async (ctx, input) => hotelDetail(hotels, ctx.db, actingMember(ctx), input.hotelId, ctx.locale, ctx.clock.now())),
    handle(rateplanListCall, async (ctx, input) => listRatePlans(hotels, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(commentListCall, async (ctx, input) => listComments(hotels, input, ctx.locale)),
    handle(commentTagListCall, async (ctx, input) => listCommentTags(hotels, input.hotelId, ctx.locale)),
    handle(priceFeedbackConfigCall, async (ctx) => ({ enabled: await priceFeedbackEnabled(ctx.db, actingMember(ctx).enterpriseId) })),
    handle(priceFeedbackNotifyCall, async (ctx, input) => notifyPriceFeedback(hotels, ctx.db, actingMember(ctx), input, ctx.clock.now())),
  ];
}
