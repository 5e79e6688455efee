import { commentAddCall } from '@travel/contracts/hotel/comment-add';
import { confirmGuaranteeCall, listGuaranteeTypeCall, sendVerifyCodeCall } from '@travel/contracts/hotel/guarantee';
import { orderRemindCall } from '@travel/contracts/hotel/order-actions';
import { confirmEmailSendCall } from '@travel/contracts/hotel/confirm-email';
import { viewMaskDataCall } from '@travel/contracts/hotel/view-mask-data';
import { orderCredentialCall } from '@travel/contracts/hotel/credential';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { sendConfirmEmail } from './confirm-email';
import { sendGuaranteeCode } from './guarantee-code';
import { confirmGuarantee } from './guarantee-confirm';
import { guaranteeInfo } from './guarantee-info';
import type { HotelDeps } from './hotel-deps';
import { addOrderComment } from './order-comment';
import { orderCredential } from './order-credential';
import { remindHotel } from './order-remind';
import { revealMaskData } from './view-mask-data';

/** The guest's actions on an order (spec 4): remind the hotel, comment on the stay, guarantee it with a card, mail its confirmation or print it, reveal its contact. */
export function hotelOrderActionRoutes({ hotels }: HotelDeps): Binding[] {
  return [
    handle(orderRemindCall, async (ctx, input) => remindHotel(hotels, ctx.db, actingMember(ctx), input.orderId, ctx.clock.now())),
    handle(commentAddCall, async (ctx, input) => addOrderComment(hotels, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(listGuaranteeTypeCall, async (ctx, input) => guaranteeInfo(ctx.db, actingMember(ctx), input.orderId, ctx.clock.now())),
    handle(sendVerifyCodeCall, async (ctx, input) => sendGuaranteeCode(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now())),
    handle(confirmGuaranteeCall, async (ctx, input) => confirmGuarantee(hotels, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(confirmEmailSendCall, async (ctx, input) => sendConfirmEmail(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(viewMaskDataCall, async (ctx, input) => revealMaskData(ctx, actingMember(ctx), input.maskKey)),
    handle(orderCredentialCall, async (ctx, input) => orderCredential(ctx.db, actingMember(ctx), input.orderId, ctx.locale, ctx.clock.now())),
  ];
}
