import { MemberError } from '@travel/contracts/member/errors';
import { AppError } from '../../platform/errors';
import type { MemberContext } from '../../platform/http/handler';
import { getMember, isTravelManager } from './member-service';

/**
 * Travel policy and approvals are edited by travel managers (the flag, or roleList 3 or 7) and administrators;
 * back-office (bg) calls are administrators' by construction. Anyone else gets NOT_TRAVEL_MANAGER.
 */
export async function requireTravelManager(ctx: MemberContext): Promise<void> {
  if (ctx.backOffice || ctx.member.role === 'admin' || ctx.member.travelManager) return;
  // The session carries the flag only; roles are read from the member, who belongs to the caller's enterprise.
  const me = await getMember(ctx.db, ctx.member.enterpriseId, ctx.member.memberId).catch(() => undefined);
  if (!me || !isTravelManager(me)) throw new AppError(MemberError.NOT_TRAVEL_MANAGER);
}
