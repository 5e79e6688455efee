import {
  changeCancelCall,
  changeConfirmCall,
  changeDetailCall,
  changeFirstTripCall,
  changeHistoryCall,
  changeInfoConfirmCall,
  changeListCall,
  changeProductVerifyCall,
  changeQuoteCall,
  changeSubmitCall,
} from '@travel/contracts/train/change';
import { offlineChangeCall } from '@travel/contracts/train/offline';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { changeDetail, changeHistory, changeInfo, changeList } from './change-read';
import { changeFirstTrip } from './change-rules';
import type { TrainChanges } from './change-service';
import type { RailSupplier } from './rail-port';

/** The change (reschedule) calls; bg twins act for the member they name, the administrator recorded as the applicant. */
export function changeRoutes(changes: TrainChanges, rail: RailSupplier): Binding[] {
  const confirmMinutes = changes.confirmMinutes;
  return [
    handle(changeFirstTripCall, async (ctx, input) => changeFirstTrip(ctx.db, rail, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(changeProductVerifyCall, async (ctx, input) => changes.verify(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(changeQuoteCall, async (ctx, input) => changes.quote(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(changeSubmitCall, async (ctx, input) => changes.submit(ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, ctx.locale, ctx.clock.now())),
    handle(changeInfoConfirmCall, async (ctx, input) => changeInfo(ctx.db, actingMember(ctx), input, confirmMinutes)),
    handle(changeConfirmCall, async (ctx, input) => changes.confirm(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(changeCancelCall, async (ctx, input) => changes.cancel(ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(offlineChangeCall, async (ctx, input) => changes.recordOffline(ctx.db, ctx.enterpriseId, ctx.member.memberId, input, ctx.locale, ctx.clock.now())),
    handle(changeDetailCall, async (ctx, input) => changeDetail(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now(), confirmMinutes)),
    handle(changeHistoryCall, async (ctx, input) => changeHistory(ctx.db, actingMember(ctx), input.orderId, ctx.locale)),
    handle(changeListCall, async (ctx, input) => changeList(ctx.db, actingMember(ctx), input, ctx.locale)),
  ];
}
