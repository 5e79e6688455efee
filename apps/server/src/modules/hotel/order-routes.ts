import { modifyInfoQueryCall, modifyTypeCheckCall, orderModifyCall } from '@travel/contracts/hotel/modify';
import { cancelInfoGetCall, orderCancelCall, orderGetCall, orderHistoryListCall } from '@travel/contracts/hotel/order';
import { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { HOTEL_BOOK_TYPE, orderCreateCall, preCreateCall } from '@travel/contracts/hotel/order-create';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import type { HotelDeps } from './hotel-deps';
import { cancelOrder, getCancelInfo } from './order-cancel';
import { checkOrder } from './order-check';
import { createOrder } from './order-create';
import { getOrder, orderHistory } from './order-read';
import { queryModifyInfo } from './modify-info-query';
import { checkModifyTypes } from './modify-type-check';
import { modifyOrder } from './order-modify';
import { preCreate } from './pre-create';

/** The hotel order: check, booking data, create, read, cancel and modify, for the member acted for. */
export function hotelOrderRoutes({ hotels }: HotelDeps): Binding[] {
  return [
    handle(orderCheckCall, async (ctx, input) => checkOrder(hotels, ctx.db, actingMember(ctx), input, { locale: ctx.locale, now: ctx.clock.now(), backOffice: ctx.backOffice })),
    handle(preCreateCall, async (ctx, input) => preCreate(hotels, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(orderCreateCall, async (ctx, input) => {
      const scope = actingMember(ctx);
      // On the back-office twin an administrator books for the member acted for (spec bookType).
      const booker = { ...scope, bookedBy: ctx.member!.memberId, bookType: ctx.backOffice ? HOTEL_BOOK_TYPE.ADMIN : HOTEL_BOOK_TYPE.MEMBER };
      return createOrder(hotels, ctx.db, booker, input, ctx.locale, ctx.clock.now());
    }),
    // Administrators also see what they may apply for at the hotel (their calls).
    handle(orderGetCall, async (ctx, input) => getOrder(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now(), { admin: ctx.member.role === 'admin' })),
    handle(orderHistoryListCall, async (ctx, input) => orderHistory(ctx.db, actingMember(ctx), input.size, ctx.locale)),
    handle(cancelInfoGetCall, async (ctx, input) => getCancelInfo(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now())),
    handle(orderCancelCall, async (ctx, input) => cancelOrder(hotels, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(modifyTypeCheckCall, async (ctx, input) => checkModifyTypes(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(modifyInfoQueryCall, async (ctx, input) => queryModifyInfo(hotels, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(orderModifyCall, async (ctx, input) => modifyOrder(hotels, ctx.db, actingMember(ctx), input, ctx.clock.now())),
  ];
}
