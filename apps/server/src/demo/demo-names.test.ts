import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { approverSearchCall, costCentreQueryCall, matchFlowCall, projectDetailCall } from '@travel/contracts/approval/approval';
import { passengerFuzzyQueryCall } from '@travel/contracts/member/passenger';
import { companyDetailCall, costCentreListCall, departmentQueryCall, projectListCall } from '@travel/contracts/member/company';
import { userDetailCall } from '@travel/contracts/member/user';
import { travelStandardListCall, violationReasonListCall } from '@travel/contracts/policy/standards';
import { approvalFlows } from '../modules/approval/schema';
import { costCentres, enterprises, projects } from '../modules/enterprise/schema';
import { violationReasons } from '../modules/policy/schema';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { seedDemo } from './seed-demo';

const CJK = /[\u3400-\u9fff]/;

/** Every name the demo data gives a reader, through the calls that show them. */
async function demoNames(c: TestClient, lang: string): Promise<string[]> {
  const o = { lang };
  const [company, user, departments, centres, centresQ, projectsL, projectsD, flow, reasons, standards, colleagues, approvers] = await Promise.all([
    c.ok(companyDetailCall, {}, o),
    c.ok(userDetailCall, {}, o),
    c.ok(departmentQueryCall, {}, o),
    c.ok(costCentreListCall, {}, o),
    c.ok(costCentreQueryCall, {}, o),
    c.ok(projectListCall, {}, o),
    c.ok(projectDetailCall, {}, o),
    c.ok(matchFlowCall, { bizType: 'TRAVEL_REQUEST' }, o),
    c.ok(violationReasonListCall, {}, o),
    c.ok(travelStandardListCall, {}, o),
    c.ok(passengerFuzzyQueryCall, { keyword: '1380000' }, o),
    c.ok(approverSearchCall, { keyword: '' }, o),
  ]);
  // department/query gives both names (the spec's fields); the reader sees the one of their language.
  const department = (d: { departmentName: string; departmentNameEn: string | null }) => (lang.startsWith('zh') ? d.departmentName : (d.departmentNameEn ?? d.departmentName));
  return [
    company.enterpriseName,
    user.departmentName ?? '',
    user.travelLevelName ?? '',
    ...departments.list.map(department),
    ...colleagues.list.map((p) => p.departmentName ?? ''),
    ...approvers.list.map((a) => a.departmentName ?? ''),
    ...[...centres.list, ...centresQ.list, ...projectsL.list, ...projectsD.list].map((x) => x.name),
    flow.flowName ?? '',
    ...reasons.list.map((r) => r.reasonDescription),
    ...standards.list.flatMap((l) => [l.travelLevelName, ...l.standards.flatMap((s) => (s.product === 'HOTEL' ? s.standard.cityCaps.map((x) => x.cityName ?? '') : []))]),
  ].filter(Boolean);
}

describe('demo data in each language', () => {
  let t: TestApp;
  let manager: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager');
  });
  afterAll(async () => t.close());

  it('names nothing in Chinese for an English, German or Japanese reader', async () => {
    const en = await demoNames(manager, 'en');
    expect(en.length).toBeGreaterThan(25);
    expect(en.filter((n) => CJK.test(n))).toEqual([]);
    expect(en).toEqual(expect.arrayContaining(['Demo Enterprise', 'Sales', 'Travel request approval', 'Second class sold out', 'Shanghai']));
    expect((await demoNames(manager, 'de')).filter((n) => CJK.test(n))).toEqual([]);
  });

  it('names everything in Chinese for a Chinese reader, without the English beside it', async () => {
    const zh = await demoNames(manager, 'zh-CN');
    expect(zh.filter((n) => !CJK.test(n))).toEqual([]);
    expect(zh).toEqual(expect.arrayContaining(['演示企业', '销售成本中心', '出差申请审批', '二等座已售完', '上海']));
    expect(zh.filter((n) => /[A-Za-z]{3}/.test(n) && !/^(Alpha|Beta) /.test(n))).toEqual([]);
  });
});

describe('demo data seeded by an older version', () => {
  it('splits the names that held both languages into their Chinese and English names', async () => {
    const database = await createTestDatabase();
    try {
      const now = new Date('2026-01-01T00:00:00Z');
      await seedDemo(database.db, now);
      // What the older version wrote.
      await database.db.update(costCentres).set({ name: '销售成本中心 Sales', nameEn: null }).where(eq(costCentres.code, 'CC-SALES'));
      await database.db.update(projects).set({ name: 'Alpha 客户拓展 Alpha client expansion', nameEn: null }).where(eq(projects.code, 'PRJ-ALPHA'));
      await database.db.update(approvalFlows).set({ name: '出差申请审批 Travel request approval', nameEn: null }).where(eq(approvalFlows.id, 'flow-demo-tr'));
      await database.db.update(violationReasons).set({ reasonDescription: '二等座已售完 Second class sold out', reasonDescriptionEn: null }).where(eq(violationReasons.reasonCode, 'T01'));
      await database.db.update(enterprises).set({ name: 'Demo Enterprise' }).where(eq(enterprises.id, 'ent-demo'));

      await seedDemo(database.db, now);
      const [cc] = await database.db.select().from(costCentres).where(eq(costCentres.code, 'CC-SALES'));
      expect([cc!.name, cc!.nameEn]).toEqual(['销售成本中心', 'Sales']);
      const [prj] = await database.db.select().from(projects).where(eq(projects.code, 'PRJ-ALPHA'));
      expect([prj!.name, prj!.nameEn]).toEqual(['Alpha 客户拓展', 'Alpha client expansion']);
      const [flow] = await database.db.select().from(approvalFlows).where(eq(approvalFlows.id, 'flow-demo-tr'));
      expect([flow!.name, flow!.nameEn]).toEqual(['出差申请审批', 'Travel request approval']);
      const [reason] = await database.db.select().from(violationReasons).where(eq(violationReasons.reasonCode, 'T01'));
      expect([reason!.reasonDescription, reason!.reasonDescriptionEn]).toEqual(['二等座已售完', 'Second class sold out']);
      const [ent] = await database.db.select().from(enterprises).where(eq(enterprises.id, 'ent-demo'));
      expect([ent!.name, ent!.nameEn]).toEqual(['演示企业', 'Demo Enterprise']);
    } finally {
      await database.close();
    }
  });
});
