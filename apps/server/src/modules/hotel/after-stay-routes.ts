import { errorAuditAddCall, errorAuditListCall } from '@travel/contracts/hotel/error-audit';
import { applyCancelCall, applyCheckoutCall } from '@travel/contracts/hotel/order-apply';
import { recheckFeedbackGetCall, recheckFeedbackSubmitCall } from '@travel/contracts/hotel/recheck-feedback';
import { staffFeedbackSubmitCall } from '@travel/contracts/hotel/staff-feedback';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { addErrorReport, listErrorReports } from './error-audit';
import type { HotelDeps } from './hotel-deps';
import { applyToHotel } from './order-apply';
import { getRecheckFeedback, submitRecheckFeedback } from './recheck-feedback';
import { submitStaffFeedback } from './staff-feedback';

/** After the stay and around it: the leave confirmation, the back office's applications to the hotel, recheck feedback, error reports. */
export function hotelAfterStayRoutes({ hotels }: HotelDeps): Binding[] {
  return [
    handle(staffFeedbackSubmitCall, async (ctx, input) => submitStaffFeedback(ctx.db, actingMember(ctx), ctx.member.memberId, input, ctx.clock.now())),
    handle(applyCancelCall, async (ctx, input) => applyToHotel(hotels, ctx.db, actingMember(ctx), { ...input, kind: 'CANCEL', appliedBy: ctx.member.memberId }, ctx.clock.now())),
    handle(applyCheckoutCall, async (ctx, input) => applyToHotel(hotels, ctx.db, actingMember(ctx), { ...input, kind: 'CHECKOUT', appliedBy: ctx.member.memberId }, ctx.clock.now())),
    handle(recheckFeedbackGetCall, async (ctx, input) => getRecheckFeedback(ctx.db, actingMember(ctx), input.orderId)),
    handle(recheckFeedbackSubmitCall, async (ctx, input) => submitRecheckFeedback(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(errorAuditAddCall, async (ctx, input) => addErrorReport(hotels, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(errorAuditListCall, async (ctx) => listErrorReports(hotels, ctx.db, ctx.enterpriseId, ctx.locale)),
  ];
}
