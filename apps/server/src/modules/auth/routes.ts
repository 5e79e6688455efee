import { loginCall, logoutCall } from '@travel/contracts/auth/login';
import { handle, type Binding } from '../../platform/http/handler';
import { saveMemberLanguage } from '../member/member-language';
import { getUserProfile } from '../member/member-service';
import { authenticate } from './login-service';
import { createSession, deleteSession } from './session-service';

export const authRoutes: Binding[] = [
  handle(loginCall, async (ctx, input) => {
    const now = ctx.clock.now();
    const member = await authenticate(
      ctx.db,
      { userName: input.userName, password: input.password, ip: ctx.ip, now },
      { maxFailures: ctx.config.loginMaxFailures, windowMinutes: ctx.config.loginWindowMinutes },
    );
    if (input.language) await saveMemberLanguage(ctx.db, member.enterpriseId, member.id, input.language);
    const session = await createSession(ctx.db, member, now, ctx.config.sessionTtlHours);
    ctx.session.start(session.token, session.csrfToken, session.expiresAt);
    return { user: await getUserProfile(ctx.db, member.enterpriseId, member.id, ctx.locale), csrfToken: session.csrfToken };
  }),
  handle(logoutCall, async (ctx) => {
    if (ctx.member) await deleteSession(ctx.db, ctx.member.sessionId);
    ctx.session.end();
    return { ok: true as const };
  }),
];
