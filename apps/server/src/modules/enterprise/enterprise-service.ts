import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import { FALLBACK_SERVICE_PHONES, DEFAULT_SERVICE_PHONE } from '@travel/contracts/member/enums';
import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import type { CompanyDetail, EnterpriseConfig } from '@travel/contracts/member/company';
import { recordAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { MemberContext } from '../../platform/http/handler';
import { localName } from '../common/reference-cache';
import { costCentres, departments, enterprises, projects, travelLevels } from './schema';

/** Department names may carry HTML entities from imports; the spec asks for them decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) =>
    ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[e] ?? _,
  );
}

export async function getEnterprise(db: Db, enterpriseId: string) {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!row) throw notFound('enterprise');
  return row;
}

export async function enterpriseExists(db: Db, enterpriseId: string): Promise<boolean> {
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return Boolean(row);
}

/** Enterprises whose Chinese or English name contains the keyword, by name (the back office's picker); at most `limit`. */
export async function listEnterprises(db: Db, keyword: string | undefined, limit: number) {
  const like = keyword ? `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ id: enterprises.id, name: enterprises.name, nameEn: enterprises.nameEn })
    .from(enterprises)
    .where(like ? or(ilike(enterprises.name, like), ilike(enterprises.nameEn, like)) : undefined)
    .orderBy(asc(enterprises.name), asc(enterprises.id))
    .limit(limit);
}

export async function getEnterpriseName(db: Db, enterpriseId: string, locale: Locale): Promise<string> {
  const e = await getEnterprise(db, enterpriseId);
  return localName(locale, e.name, e.nameEn);
}

export async function getCompanyDetail(db: Db, enterpriseId: string, locale: Locale): Promise<CompanyDetail> {
  const e = await getEnterprise(db, enterpriseId);
  const phone = (region: 1 | 2 | 3) =>
    e.config.serviceTelList.find((t) => t.regionCode === region)?.phone || FALLBACK_SERVICE_PHONES[region];
  return {
    enterpriseId: e.id,
    enterpriseName: localName(locale, e.name, e.nameEn),
    enterpriseNameEn: e.nameEn,
    config: e.config,
    serviceTels: { region1: phone(1), region2: phone(2), region3: phone(3), default: phone(1) || DEFAULT_SERVICE_PHONE },
  };
}

/** member/company/config/save: replaces the caller's enterprise configuration; the change goes to the audit log. */
export async function saveCompanyConfig(ctx: MemberContext, config: EnterpriseConfig): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ config: enterprises.config }).from(enterprises).where(eq(enterprises.id, ctx.enterpriseId)).for('update');
    if (!before) throw notFound('enterprise');
    await tx.update(enterprises).set({ config }).where(eq(enterprises.id, ctx.enterpriseId));
    await recordAudit(tx, ctx, { action: 'COMPANY_CONFIG_SAVE', targetType: 'ENTERPRISE', targetId: ctx.enterpriseId, detail: { before: before.config, after: config } });
  });
}

export async function getTravelLevel(db: Db, enterpriseId: string, code: string) {
  const [row] = await db
    .select()
    .from(travelLevels)
    .where(and(eq(travelLevels.enterpriseId, enterpriseId), eq(travelLevels.code, code)));
  return row;
}

export async function listTravelLevels(db: Db, enterpriseId: string) {
  return db.select().from(travelLevels).where(eq(travelLevels.enterpriseId, enterpriseId)).orderBy(asc(travelLevels.code));
}

type DepartmentRow = typeof departments.$inferSelect;

async function toDepartments(db: Db, enterpriseId: string, rows: DepartmentRow[]) {
  const withChildren = new Set(
    (
      await db
        .selectDistinct({ parentId: departments.parentId })
        .from(departments)
        .where(eq(departments.enterpriseId, enterpriseId))
    ).map((r) => r.parentId),
  );
  return rows.map((d) => ({
    departmentId: d.id,
    departmentName: decodeEntities(d.name),
    departmentNameEn: d.nameEn ? decodeEntities(d.nameEn) : null,
    parentId: d.parentId,
    hasChildren: withChildren.has(d.id),
  }));
}

export async function queryDepartments(db: Db, enterpriseId: string, keyword?: string) {
  const like = keyword ? `%${keyword}%` : undefined;
  const rows = await db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.enterpriseId, enterpriseId),
        like ? or(ilike(departments.name, like), ilike(departments.nameEn, like)) : undefined,
      ),
    )
    .orderBy(asc(departments.sort), asc(departments.name));
  return toDepartments(db, enterpriseId, rows);
}

export async function subDepartments(db: Db, enterpriseId: string, departmentId?: string) {
  if (departmentId) {
    const [parent] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.enterpriseId, enterpriseId), eq(departments.id, departmentId)));
    if (!parent) throw notFound('department');
  }
  const rows = await db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.enterpriseId, enterpriseId),
        departmentId ? eq(departments.parentId, departmentId) : isNull(departments.parentId),
      ),
    )
    .orderBy(asc(departments.sort), asc(departments.name));
  return toDepartments(db, enterpriseId, rows);
}

export async function getDepartmentName(db: Db, enterpriseId: string, departmentId: string, locale: Locale) {
  const [d] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.enterpriseId, enterpriseId), eq(departments.id, departmentId)));
  if (!d) return null;
  return decodeEntities(localName(locale, d.name, d.nameEn));
}

/** Active rows of a coded enterprise list (cost centres, projects), optionally matching a keyword on either name or the code. */
async function listCoded(db: Db, table: typeof costCentres | typeof projects, enterpriseId: string, keyword?: string) {
  const like = keyword ? `%${keyword}%` : null;
  return db
    .select()
    .from(table)
    .where(
      and(
        eq(table.enterpriseId, enterpriseId),
        eq(table.active, true),
        like ? or(ilike(table.name, like), ilike(table.nameEn, like), ilike(table.code, like)) : undefined,
      ),
    )
    .orderBy(asc(table.code));
}

export async function listCostCentres(db: Db, enterpriseId: string, keyword?: string, locale: Locale = DEFAULT_LOCALE) {
  const rows = await listCoded(db, costCentres, enterpriseId, keyword);
  return rows.map((c) => ({ costCentreId: c.id, code: c.code, name: localName(locale, c.name, c.nameEn) }));
}

export async function listProjects(db: Db, enterpriseId: string, keyword?: string, locale: Locale = DEFAULT_LOCALE) {
  const rows = await listCoded(db, projects, enterpriseId, keyword);
  return rows.map((p) => ({ projectId: p.id, code: p.code, name: localName(locale, p.name, p.nameEn) }));
}


export function travelLevelName(level: { name: string; nameEn: string | null }, locale: Locale): string {
  return localName(locale, level.name, level.nameEn);
}
