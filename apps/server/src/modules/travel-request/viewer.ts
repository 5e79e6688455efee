import type { MemberContext } from '../../platform/http/handler';
import { getMember, isTravelManager } from '../member/member-service';
import type { Viewer } from './tr-view';

/** The caller as a reader of travel requests: bg calls and the enterprise's administrators and travel managers oversee all. */
export async function viewerOf(ctx: MemberContext): Promise<Viewer> {
  if (ctx.backOffice) return { enterpriseId: ctx.enterpriseId, memberId: ctx.actingMemberId, oversight: true };
  const me = await getMember(ctx.db, ctx.enterpriseId, ctx.member.memberId);
  return { enterpriseId: ctx.enterpriseId, memberId: me.id, oversight: me.role === 'admin' || isTravelManager(me) };
}
