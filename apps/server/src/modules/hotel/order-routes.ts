import { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import type { HotelDeps } from './hotel-deps';
import { checkOrder } from './order-check';

/** The hotel order: check, booking data, create, read and cancel, for the member acted for. */
export function hotelOrderRoutes({ hotels }: HotelDeps): Binding[] {
  return [
    handle(orderCheckCall, async (ctx, input) => checkOrder(hotels, ctx.db, actingMember(ctx), input, { locale: ctx.locale, now: ctx.clock.now(), backOffice: ctx.backOffice })),
  ];
}
