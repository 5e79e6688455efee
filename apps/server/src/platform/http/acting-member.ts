import type { Locale } from '@travel/contracts/platform/locales';
import { ParamError } from '../errors';
import { t } from '../i18n';
import type { MemberContext } from './handler';

/** The member a call acts for: the caller, or on a bg twin the `memberId` it names (required there). */
export function actingMember(ctx: MemberContext): { enterpriseId: string; memberId: string } {
  if (!ctx.actingMemberId) {
    throw new ParamError([{ path: 'memberId', code: 'invalid_type', message: t(ctx.locale as Locale, 'validation.required') }]);
  }
  return { enterpriseId: ctx.enterpriseId, memberId: ctx.actingMemberId };
}
