import { bookingCheckCall, controlCall, multiPassengerControlCall } from '@travel/contracts/policy/control';
import {
  travelStandardDeleteCall,
  travelStandardListCall,
  travelStandardQueryCall,
  travelStandardSaveCall,
  violationReasonDeleteCall,
  violationReasonListCall,
  violationReasonSaveCall,
} from '@travel/contracts/policy/standards';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { requireTravelManager } from '../member/permissions';
import { checkBooking, evaluateControl, evaluateSharedRoom, type ExceedQueueProbe } from './control-service';
import { deleteTravelStandard, listTravelStandards, queryTravellerStandards, saveTravelStandard } from './standards-service';
import { deleteViolationReason, listViolationReasons, saveViolationReason } from './violation-reason-service';

const ok = { ok: true } as const;

/** The policy calls; tmc/booking_check asks `isExceedPending` (travel-request's, given at wiring) for 432002028. */
export const policyRoutes = ({ isExceedPending }: { isExceedPending: ExceedQueueProbe }): Binding[] => [
  handle(controlCall, async (ctx, input) => evaluateControl(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
  handle(multiPassengerControlCall, async (ctx, input) => evaluateSharedRoom(ctx.db, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
  handle(bookingCheckCall, async (ctx, input) => checkBooking(ctx.db, actingMember(ctx), input, ctx.locale, { now: ctx.clock.now(), isExceedPending })),
  handle(travelStandardQueryCall, async (ctx, input) => queryTravellerStandards(ctx.db, actingMember(ctx), input)),
  handle(travelStandardListCall, async (ctx) => {
    await requireTravelManager(ctx);
    return listTravelStandards(ctx.db, ctx.enterpriseId, ctx.locale);
  }),
  handle(travelStandardSaveCall, async (ctx, input) => {
    await requireTravelManager(ctx);
    await saveTravelStandard(ctx, input);
    return ok;
  }),
  handle(travelStandardDeleteCall, async (ctx, input) => {
    await requireTravelManager(ctx);
    await deleteTravelStandard(ctx, input);
    return ok;
  }),
  handle(violationReasonListCall, async (ctx, input) => ({ list: await listViolationReasons(ctx.db, ctx.enterpriseId, input.violationType, ctx.locale) })),
  handle(violationReasonSaveCall, async (ctx, input) => {
    await requireTravelManager(ctx);
    return saveViolationReason(ctx, input);
  }),
  handle(violationReasonDeleteCall, async (ctx, input) => {
    await requireTravelManager(ctx);
    await deleteViolationReason(ctx, input.recordID);
    return ok;
  }),
];
