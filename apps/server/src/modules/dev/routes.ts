import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { smsListCall } from '@travel/contracts/dev/sms';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { AppError } from '../../platform/errors';
import { handle, type Binding, type CallContext } from '../../platform/http/handler';
import { advanceClockOffset, saveClockOffset } from '../../platform/settings/clock-store';
import type { SmsInbox } from '../notification/sms-port';

function sandboxOnly(ctx: CallContext) {
  if (!ctx.sandbox) throw new AppError(ErrorCode.SANDBOX_ONLY);
}

const state = (ctx: CallContext) => ({ now: ctx.clock.now().toISOString(), offsetSeconds: ctx.clock.offsetSeconds });

/** The sandbox clock calls; `afterAdvance` (from the app) runs what the moved clock made due, so its effects show as the call answers. */
export const devRoutes = ({ afterAdvance, sms }: { afterAdvance: (ctx: CallContext) => Promise<void>; sms?: SmsInbox }): Binding[] => [
  handle(clockAdvanceCall, async (ctx, input) => {
    sandboxOnly(ctx);
    await advanceClockOffset(ctx.db, ctx.clock, input.seconds);
    ctx.log.warn({ offsetSeconds: ctx.clock.offsetSeconds }, 'test clock advanced');
    await afterAdvance(ctx);
    return state(ctx);
  }),
  handle(clockResetCall, async (ctx) => {
    sandboxOnly(ctx);
    await saveClockOffset(ctx.db, ctx.clock, 0);
    return state(ctx);
  }),
  // The sandbox phone: what the SMS sandbox delivered (the railway's codes), for whoever tries the sandbox.
  handle(smsListCall, async (ctx, input) => {
    sandboxOnly(ctx);
    return { list: sms ? await sms.list({ to: input.mobile?.replace(/\D/g, '') || undefined, limit: input.limit }) : [] };
  }),
];
