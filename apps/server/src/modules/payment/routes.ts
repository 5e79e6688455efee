import { paymentDetailCall, paymentPayCall, payTypeCheckCall } from '@travel/contracts/payment/payment';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { getPayOrder, payOrderView, type PaymentService } from './payment-service';

export function paymentRoutes(payments: PaymentService): Binding[] {
  return [
    handle(paymentDetailCall, async (ctx, input) => payOrderView(await getPayOrder(ctx.db, actingMember(ctx), input.payOrderId), ctx.clock.now())),
    handle(paymentPayCall, async (ctx, input) => {
      const now = ctx.clock.now();
      return payOrderView(await payments.pay(ctx.db, actingMember(ctx), input, now), now);
    }),
    handle(payTypeCheckCall, async (ctx, input) => {
      const view = payOrderView(await getPayOrder(ctx.db, actingMember(ctx), input.payOrderId), ctx.clock.now());
      return { allowed: view.payWayList.includes(input.payWay), payWayList: view.payWayList };
    }),
  ];
}
