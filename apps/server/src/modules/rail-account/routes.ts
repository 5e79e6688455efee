import {
  railLoginCall,
  railLoginCodeVerifyCall,
  railLoginStatusCall,
  railLogoutCall,
  railPassengerQueryCall,
  railPassengerVerifyCall,
  railPasswordResetCall,
  railRegisterCall,
  railRiskSmsSendCall,
  railRiskSmsVerifyCall,
  railUnbindCall,
  railUnlockCall,
  railVerifyCodeSendCall,
  railVerifyCodeSubmitCall,
} from '@travel/contracts/train/account';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { login, loginStatus, logout, passwordReset, register, submitCode, unbind, unlock, verifyLoginCode, type AccountDeps } from './account-actions';
import { resendCode, startVerification } from './account-verification';
import type { RailAccountSupplier } from './rail-account-port';
import { railAccountPassengers, railSessionToken } from './rail-account-service';
import { sendRiskSms, verifyRiskSms } from './risk-sms';

/** The railway account calls (train/account/*) on the railway's account system behind `accounts`. */
export function railAccountRoutes({ accounts, required }: { accounts: RailAccountSupplier; required: boolean }): Binding[] {
  const deps: AccountDeps = { accounts, required };
  return [
    handle(railLoginStatusCall, async (ctx) => loginStatus(deps, ctx.db, actingMember(ctx), ctx.clock.now())),
    handle(railLoginCall, async (ctx, input) => login(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(railLogoutCall, async (ctx) => logout(deps, ctx.db, actingMember(ctx), ctx.clock.now())),
    handle(railUnbindCall, async (ctx) => unbind(deps, ctx.db, actingMember(ctx), ctx.clock.now())),
    handle(railRegisterCall, async (ctx, input) => register(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(railPasswordResetCall, async (ctx, input) => passwordReset(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(railUnlockCall, async (ctx, input) => unlock(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(railVerifyCodeSendCall, async (ctx, input) => resendCode(accounts, ctx.db, actingMember(ctx), input.verifyId, ctx.clock.now())),
    handle(railVerifyCodeSubmitCall, async (ctx, input) => submitCode(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(railLoginCodeVerifyCall, async (ctx, input) => verifyLoginCode(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(railRiskSmsSendCall, async (ctx, input) => sendRiskSms(accounts, ctx.db, actingMember(ctx), input.verifyId, ctx.clock.now())),
    handle(railRiskSmsVerifyCall, async (ctx, input) => verifyRiskSms(deps, ctx.db, actingMember(ctx), input, ctx.clock.now())),
    handle(railPassengerQueryCall, async (ctx) => ({ list: await railAccountPassengers(accounts, ctx.db, actingMember(ctx), ctx.clock.now()) })),
    handle(railPassengerVerifyCall, async (ctx, input) => {
      const s = actingMember(ctx);
      const token = await railSessionToken(ctx.db, s, ctx.clock.now());
      return startVerification(ctx.db, s, ctx.clock.now(), (idempotencyKey) => accounts.startPassengerVerify({ token, passengerId: input.passengerId, idempotencyKey }));
    }),
  ];
}
