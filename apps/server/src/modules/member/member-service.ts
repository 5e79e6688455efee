import type { Locale } from '@travel/contracts/platform/locales';
import { eq, or, sql } from 'drizzle-orm';
import type { UserProfile } from '@travel/contracts/member/user';
import { TRAVEL_MANAGER_ROLES } from '@travel/contracts/member/enums';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { maskEmail, maskMobile } from '../../platform/masking';
import { getDepartmentName, getEnterpriseName, getTravelLevel, travelLevelName } from '../enterprise/enterprise-service';
import { members } from './schema';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberForLogin(db: Db, userKey: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(or(eq(sql`lower(${members.userName})`, userKey), eq(sql`lower(${members.email})`, userKey)))
    .limit(1);
  return row;
}

export async function findMemberForSession(db: Db, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  return row;
}

/** A member of the given enterprise, or DATA_NOT_FOUND: ids from another enterprise are never found. */
export async function getMember(db: Db, enterpriseId: string, memberId: string): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  if (!row || row.enterpriseId !== enterpriseId) throw notFound('member');
  return row;
}

export function isTravelManager(m: Pick<MemberRow, 'travelManager' | 'roleList'>): boolean {
  return m.travelManager || m.roleList.some((r) => (TRAVEL_MANAGER_ROLES as readonly number[]).includes(r));
}

export function displayName(m: Pick<MemberRow, 'familyName' | 'givenName' | 'userName'>): string {
  if (!m.familyName && !m.givenName) return m.userName;
  const cjk = /[\u3400-\u9fff]/.test(`${m.familyName ?? ''}${m.givenName ?? ''}`);
  return cjk ? `${m.familyName ?? ''}${m.givenName ?? ''}` : [m.givenName, m.familyName].filter(Boolean).join(' ');
}

export async function getUserProfile(db: Db, enterpriseId: string, memberId: string, locale: Locale): Promise<UserProfile> {
  const m = await getMember(db, enterpriseId, memberId);
  const [enterpriseName, departmentName, level] = await Promise.all([
    getEnterpriseName(db, m.enterpriseId, locale),
    m.departmentId ? getDepartmentName(db, m.enterpriseId, m.departmentId, locale) : Promise.resolve(null),
    m.travelLevel ? getTravelLevel(db, m.enterpriseId, m.travelLevel) : Promise.resolve(undefined),
  ]);
  return {
    memberId: m.id,
    userName: m.userName,
    staffId: m.staffId,
    mobile: maskMobile(m.mobile),
    mobileCountryCode: m.mobileCountryCode,
    email: maskEmail(m.email),
    departmentId: m.departmentId,
    departmentName,
    enterpriseId: m.enterpriseId,
    enterpriseName,
    role: m.role,
    vip: m.vip,
    NoTRBook: m.noTrBook,
    IairNoTrBook: m.iairNoTrBook,
    travelManager: isTravelManager(m),
    travelLevel: m.travelLevel,
    travelLevelName: level ? travelLevelName(level, locale) : null,
    cabinLevelLimit: m.cabinLevelLimit as UserProfile['cabinLevelLimit'],
    roleList: m.roleList,
    auditSubmitPermissionList: m.auditSubmitPermissionList,
    canCreateTravelRequest: m.auditSubmitPermissionList.length > 0,
    strategyPrivilege: m.strategyPrivilege,
    showReport: m.strategyPrivilege !== 'no',
    birthday: m.birthday,
    gender: (m.gender as UserProfile['gender']) ?? null,
    givenName: m.givenName,
    familyName: m.familyName,
    displayName: displayName(m),
    language: m.language ?? null,
  };
}

/** The enterprise's active travel managers (the flag, or roleList containing 3 or 7), by id. */
export async function listTravelManagerIds(db: Db, enterpriseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      sql`${members.enterpriseId} = ${enterpriseId} and not ${members.disabled} and (${members.travelManager}
        or ${members.roleList} @> '[3]'::jsonb or ${members.roleList} @> '[7]'::jsonb)`,
    )
    .orderBy(members.id);
  return rows.map((r) => r.id);
}

/** Colleagues of the enterprise matching a keyword (name, user name, staff id, mobile). */
export async function searchColleagues(db: Db, enterpriseId: string, keyword: string, limit: number) {
  const like = `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(members)
    .where(
      sql`${members.enterpriseId} = ${enterpriseId} and not ${members.disabled} and (
        ${members.userName} ilike ${like} or coalesce(${members.familyName}, '') || coalesce(${members.givenName}, '') ilike ${like}
        or coalesce(${members.givenName}, '') || ' ' || coalesce(${members.familyName}, '') ilike ${like}
        or ${members.staffId} ilike ${like} or ${members.mobile} like ${like})`,
    )
    .limit(limit);
}
