import { asc, sql } from 'drizzle-orm';
import { BACK_OFFICE_LOOKUP_LIMIT, type BackOfficeEnterprise, type BackOfficeMember } from '@travel/contracts/member/back-office';
import { recordAudit } from '../../platform/audit/audit';
import type { MemberContext } from '../../platform/http/handler';
import { maskMobile } from '../../platform/masking';
import { localName } from '../common/reference-cache';
import { getDepartmentName, listEnterprises } from '../enterprise/enterprise-service';
import { displayName } from './member-service';
import { members } from './schema';

/** member/back_office/enterprise/list: the enterprises by name, the administrator's own first. */
export async function backOfficeEnterprises(ctx: MemberContext, keyword: string | undefined): Promise<BackOfficeEnterprise[]> {
  const rows = await listEnterprises(ctx.db, keyword, BACK_OFFICE_LOOKUP_LIMIT);
  const own = ctx.member.enterpriseId;
  return rows
    .map((e) => ({ enterpriseId: e.id, enterpriseName: localName(ctx.locale, e.name, e.nameEn) }))
    .sort((a, b) => Number(b.enterpriseId === own) - Number(a.enterpriseId === own));
}

/**
 * member/back_office/member/search: the call's enterprise's members (disabled ones too: their orders still need care)
 * matching the keyword, by name; each search goes to the audit log, as it shows people of that enterprise.
 */
export async function backOfficeMembers(ctx: MemberContext, keyword: string | undefined): Promise<BackOfficeMember[]> {
  const like = `%${(keyword ?? '').replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select()
    .from(members)
    .where(
      sql`${members.enterpriseId} = ${ctx.enterpriseId} and (
        ${members.userName} ilike ${like} or coalesce(${members.familyName}, '') || coalesce(${members.givenName}, '') ilike ${like}
        or coalesce(${members.givenName}, '') || ' ' || coalesce(${members.familyName}, '') ilike ${like}
        or coalesce(${members.staffId}, '') ilike ${like} or coalesce(${members.mobile}, '') like ${like})`,
    )
    .orderBy(asc(members.userName))
    .limit(BACK_OFFICE_LOOKUP_LIMIT);
  await recordAudit(ctx.db, ctx, { action: 'BACK_OFFICE_MEMBER_SEARCH', targetType: 'ENTERPRISE', targetId: ctx.enterpriseId, detail: { keyword: keyword ?? '', found: rows.length } });
  return Promise.all(
    rows.map(async (m) => ({
      memberId: m.id,
      displayName: displayName(m),
      userName: m.userName,
      staffId: m.staffId,
      departmentName: m.departmentId ? await getDepartmentName(ctx.db, ctx.enterpriseId, m.departmentId, ctx.locale) : null,
      mobile: maskMobile(m.mobile),
    })),
  );
}
