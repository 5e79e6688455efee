import { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import { trCancelCall, trCreateCall, trDetailCall, trHotelListAvailableCall, trListCall } from '@travel/contracts/travel-request/travel-request';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { submitExceedApplication } from './exceed-application';
import { listAvailableForHotel, listTravelRequests, travelRequestDetail } from './tr-read';
import { cancelTravelRequest, createTravelRequest } from './tr-service';
import { viewerOf } from './viewer';

export const travelRequestRoutes: Binding[] = [
  handle(trCreateCall, async (ctx, input) => createTravelRequest(ctx.db, actingMember(ctx), input, { kind: 'member', ctx }, ctx.clock.now())),
  handle(trListCall, async (ctx, input) => {
    const viewer = await viewerOf(ctx);
    return listTravelRequests(ctx.db, viewer, input, ctx.locale);
  }),
  handle(trDetailCall, async (ctx, input) => travelRequestDetail(ctx.db, await viewerOf(ctx), input.travelNO, ctx.locale, ctx.clock.now())),
  handle(trCancelCall, async (ctx, input) => {
    await cancelTravelRequest(ctx.db, await viewerOf(ctx), input.travelNO, input.reason, { kind: 'member', ctx }, ctx.clock.now());
    return { ok: true as const };
  }),
  handle(trHotelListAvailableCall, async (ctx, input) => listAvailableForHotel(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
  // The over-standard application is a travel request: its call is approval's by URL, its logic this module's.
  handle(exceedApplySubmitCall, async (ctx, input) => {
    const me = actingMember(ctx);
    return submitExceedApplication(ctx.db, { ...(await viewerOf(ctx)), memberId: me.memberId }, input, { kind: 'member', ctx }, ctx.clock.now());
  }),
];
