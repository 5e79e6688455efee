import { countByWaitTypeCall, orderCenterListCall, waitingListCall } from '@travel/contracts/order-center/order-center';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { createOrderCenter } from './order-center-service';
import type { OrderSource } from '../commerce/order-source';

export function orderCenterRoutes(sources: readonly OrderSource[]): Binding[] {
  const centre = createOrderCenter(sources);
  return [
    handle(countByWaitTypeCall, async (ctx) => centre.countByWaitType(ctx.db, actingMember(ctx), ctx.locale, ctx.clock.now())),
    handle(waitingListCall, async (ctx, input) => centre.waitingList(ctx.db, actingMember(ctx), ctx.locale, ctx.clock.now(), input.waitType)),
    handle(orderCenterListCall, async (ctx, input) => centre.list(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
  ];
}
