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
import type { AfterSaleDeps } from './after-sale-common';
import { cancelChange } from './change-cancel';
import { confirmChange } from './change-confirm';
import { recordOfflineChange } from './change-offline';
import { quoteChange } from './change-quote';
import { changeFirstTrip } from './change-rules';
import { submitChange } from './change-submit';
import { verifyChange } from './change-verify';

/** The change (reschedule) calls; bg twins act for the member they name, the administrator recorded as the applicant. */
export function changeRoutes(deps: AfterSaleDeps): Binding[] {
  const { rail } = deps;
  const confirmMinutes = deps.config.changePayMinutes;
  return [
    handle(changeFirstTripCall, async (ctx, input) => changeFirstTrip(ctx.db, rail, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(changeProductVerifyCall, async (ctx, input) => verifyChange(deps, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(changeQuoteCall, async (ctx, input) => quoteChange(deps, ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(changeSubmitCall, async (ctx, input) => submitChange(deps, ctx.db, { ...actingMember(ctx), bookedBy: ctx.member.memberId }, input, ctx.locale, ctx.clock.now())),
    handle(changeInfoConfirmCall, async (ctx, input) => changeInfo(ctx.db, actingMember(ctx), input, confirmMinutes)),
    handle(changeConfirmCall, async (ctx, input) => confirmChange(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(changeCancelCall, async (ctx, input) => cancelChange(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(offlineChangeCall, async (ctx, input) => recordOfflineChange(deps, ctx.db, ctx.enterpriseId, ctx.member.memberId, input, ctx.locale, ctx.clock.now())),
    handle(changeDetailCall, async (ctx, input) => changeDetail(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now(), confirmMinutes)),
    handle(changeHistoryCall, async (ctx, input) => changeHistory(ctx.db, actingMember(ctx), input.orderId, ctx.locale)),
    handle(changeListCall, async (ctx, input) => changeList(ctx.db, actingMember(ctx), input, ctx.locale)),
  ];
}
