import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeEnterpriseListCall, backOfficeMemberSearchCall } from '@travel/contracts/member/back-office';
import { auditLog } from '../../platform/audit/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

const bg = { bg: true } as const;

/** The back office's pickers: enterprises, then the members of one, for administrators only. */
describe('back-office look-ups', () => {
  let t: TestApp;
  let admin: TestClient;
  let employee: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    employee = await t.login('employee');
  });
  afterAll(async () => t.close());

  it('lists the enterprises, the administrator’s own first, by a part of either name', async () => {
    const all = (await admin.ok(backOfficeEnterpriseListCall, {})).list;
    expect(all[0]!.enterpriseId).toBe('ent-demo');
    expect(all.map((e) => e.enterpriseId)).toContain('ent-other');
    expect((await admin.ok(backOfficeEnterpriseListCall, { keyword: 'Other' })).list).toEqual([{ enterpriseId: 'ent-other', enterpriseName: 'Other Enterprise' }]);
    expect((await admin.ok(backOfficeEnterpriseListCall, { keyword: '其他' }, { lang: 'zh-CN' })).list).toEqual([{ enterpriseId: 'ent-other', enterpriseName: '其他企业' }]);
    expect((await admin.ok(backOfficeEnterpriseListCall, { keyword: '%' })).list).toEqual([]);
  });

  it('finds an enterprise’s members by name, user name or staff id, masked, only in the enterprise named, and audits the search', async () => {
    const byName = (await admin.ok(backOfficeMemberSearchCall, { enterpriseId: 'ent-demo', keyword: '李' }, bg)).list;
    expect(byName).toEqual([expect.objectContaining({ memberId: 'mem-notr', displayName: '李娜', userName: 'notr', staffId: 'D1003' })]);
    expect(byName[0]!.mobile).not.toContain('13800000003');
    expect((await admin.ok(backOfficeMemberSearchCall, { enterpriseId: 'ent-demo', keyword: 'D1001' }, bg)).list.map((m) => m.userName)).toEqual(['employee']);
    const everyone = (await admin.ok(backOfficeMemberSearchCall, { enterpriseId: 'ent-demo' }, bg)).list.map((m) => m.userName);
    expect(everyone).toEqual(expect.arrayContaining(['admin', 'employee', 'manager', 'notr']));
    expect(everyone).not.toContain('outsider');
    // Another enterprise's members only under its own id; the plain call is the administrator's own enterprise.
    expect((await admin.ok(backOfficeMemberSearchCall, { enterpriseId: 'ent-other', keyword: 'notr' }, bg)).list).toEqual([]);
    expect((await admin.ok(backOfficeMemberSearchCall, { enterpriseId: 'ent-other' }, bg)).list.map((m) => m.userName)).toEqual(['outsider']);
    expect((await admin.ok(backOfficeMemberSearchCall, { keyword: 'outsider' })).list).toEqual([]);
    expect((await admin.call(backOfficeMemberSearchCall, { enterpriseId: 'ent-nope' }, bg)).body.resultCode).toBe('DATA_NOT_FOUND');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'BACK_OFFICE_MEMBER_SEARCH'), eq(auditLog.targetId, 'ent-other')));
    expect(audits.length).toBe(2);
    expect(audits[0]).toMatchObject({ enterpriseId: 'ent-other', actorMemberId: 'mem-admin', detail: expect.objectContaining({ backOffice: true }) });
  });

  it('refuses everyone but administrators', async () => {
    expect((await employee.call(backOfficeEnterpriseListCall, {})).body.resultCode).toBe('NO_PERMISSION');
    expect((await employee.call(backOfficeMemberSearchCall, { keyword: 'notr' })).body.resultCode).toBe('NO_PERMISSION');
    expect((await employee.call(backOfficeMemberSearchCall, { enterpriseId: 'ent-demo', keyword: 'notr' }, bg)).body.resultCode).toBe('NO_PERMISSION');
    const outsider = await t.login('outsider');
    expect((await outsider.call(backOfficeMemberSearchCall, { enterpriseId: 'ent-demo' }, bg)).body.resultCode).toBe('NO_PERMISSION');
    expect((await t.anonymous().call(backOfficeEnterpriseListCall, {})).body.resultCode).toBe('NOT_LOGIN');
  });
});
