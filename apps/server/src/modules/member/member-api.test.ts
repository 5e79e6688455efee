import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contactDeleteCall, contactDetailCall, contactListCall, contactSaveCall } from '@travel/contracts/member/contact';
import { companyDetailCall, costCentreListCall, departmentQueryCall, departmentSubCall, projectListCall } from '@travel/contracts/member/company';
import {
  passengerDeleteCall,
  passengerDetailCall,
  passengerFuzzyQueryCall,
  passengerListCall,
  passengerSaveCall,
  passengerSearchCall,
} from '@travel/contracts/member/passenger';
import { travelLevelQueryCall, userDetailCall } from '@travel/contracts/member/user';
import { viewMaskCall } from '@travel/contracts/member/view-mask';
import { auditLog } from '../../platform/audit/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { listTravelManagerIds } from './member-service';
import { passengerCertificates } from './schema';

describe('member and enterprise calls', () => {
  let t: TestApp;
  let employee: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.login('employee');
  });
  afterAll(async () => t.close());

  it('describes the user with the spec flags, masked', async () => {
    const me = await employee.ok(userDetailCall, {});
    expect(me).toMatchObject({
      userName: 'employee',
      enterpriseName: 'Demo Enterprise',
      NoTRBook: false,
      travelManager: false,
      travelLevel: 'L3',
      cabinLevelLimit: 2,
      canCreateTravelRequest: true,
      showReport: true,
      departmentName: 'Sales',
      mobile: '138****0001',
    });
    const notr = await (await t.login('notr')).ok(userDetailCall, {});
    expect(notr.NoTRBook).toBe(true);
    expect(notr.IairNoTrBook).toBe(true);
    expect(notr.departmentName).toBe('Platform & Tools');
    const manager = await (await t.login('manager')).ok(userDetailCall, {});
    expect(manager.travelManager).toBe(true);
    expect(manager.roleList).toContain(3);
    const zh = await employee.ok(userDetailCall, {}, { lang: 'zh-CN' });
    expect(zh.departmentName).toBe('销售部');
  });

  it('finds the travel managers by the flag or by roleList 3 or 7, per enterprise', async () => {
    expect(await listTravelManagerIds(t.database.db, 'ent-demo')).toEqual(['mem-admin', 'mem-manager']);
    expect(await listTravelManagerIds(t.database.db, 'ent-other')).toEqual([]);
  });

  it('tells the travel levels', async () => {
    const levels = await employee.ok(travelLevelQueryCall, {});
    expect(levels.travelLevel).toBe('L3');
    expect(levels.list.map((l) => l.travelLevel)).toEqual(['L1', 'L2', 'L3']);
  });

  it('gives the enterprise configuration with the fallback service phones', async () => {
    const company = await employee.ok(companyDetailCall, {});
    expect(company.enterpriseName).toBe('Demo Enterprise');
    expect(company.serviceTels).toEqual({ region1: '0755-28566666', region2: '40000-59180', region3: '40061-40061', default: '0755-28566666' });
    expect(company.config.trainControl).toEqual({ daysBefore: 1, daysAfter: 1 });
    expect(company.config.serviceFlags.map((f) => f.product)).toEqual(['CHOTEL', 'IHOTEL', 'CAIR', 'IAIR', 'TRAIN', 'TRAVEL']);
    expect(company.config.hotelControl.lowPriceAdvice).toBe(1);
  });

  it('lists departments, sub-departments, cost centres and projects', async () => {
    const top = await employee.ok(departmentSubCall, {});
    expect(top.list.map((d) => d.departmentNameEn)).toEqual(['Executive Office', 'Sales', 'R&D']);
    const rd = top.list.find((d) => d.departmentNameEn === 'R&D')!;
    expect(rd.hasChildren).toBe(true);
    const sub = await employee.ok(departmentSubCall, { departmentId: rd.departmentId });
    expect(sub.list.map((d) => d.departmentName)).toEqual(['平台&工具组']);
    const found = await employee.ok(departmentQueryCall, { keyword: '销售' });
    expect(found.list).toHaveLength(2);
    expect((await employee.ok(costCentreListCall, {})).list.map((c) => c.code)).toEqual(['CC-ADMIN', 'CC-RD', 'CC-SALES']);
    expect((await employee.ok(projectListCall, { keyword: 'beta' })).list.map((p) => p.code)).toEqual(['PRJ-BETA']);
  });

  it('saves, lists, edits and deletes passengers with masked certificates', async () => {
    const saved = await employee.ok(passengerSaveCall, {
      familyName: 'Smith',
      givenName: 'Anna Maria',
      gender: 'F',
      birthday: '1988-07-01',
      mobileCountryCode: '44',
      mobile: '7700900123',
      email: 'anna@example.com',
      nationality: 'GB',
      certificateList: [{ certType: 2, certNo: 'gb5551234', expiryDate: '2029-02-28', issuePlace: 'GB' }],
    });
    const detail = await employee.ok(passengerDetailCall, { passengerId: saved.passengerId });
    expect(detail.name).toBe('SMITH/ANNA MARIA');
    expect(detail.nationalityName).toBe('United Kingdom');
    expect(detail.certificateList[0]!.certNo).toBe('GB*****34');
    expect(detail.certificateList[0]!.expiryDate).toBe('2029-02-28');
    expect(detail.mobile).toBe('770***0123');
    expect(detail.email).toBe('a***a@example.com');
    const [stored] = await t.database.db.select().from(passengerCertificates).where(eq(passengerCertificates.passengerId, saved.passengerId));
    expect(stored!.expiryDate).toBe('20290228');
    expect(stored!.certNo).toBe('GB5551234');

    // Defaults: nationality CN, country code 86.
    const cn = await employee.ok(passengerSaveCall, {
      familyName: '刘',
      givenName: '洋',
      gender: 'M',
      birthday: '2000-01-01',
      mobile: '13712345678',
      certificateList: [{ certType: 1, certNo: '110101200001010019' }],
    });
    const cnDetail = await employee.ok(passengerDetailCall, { passengerId: cn.passengerId });
    expect(cnDetail).toMatchObject({ nationality: 'CN', mobileCountryCode: '86', name: '刘洋' });

    // Editing with masked values sent back keeps the stored ones.
    await employee.ok(passengerSaveCall, {
      passengerId: saved.passengerId,
      familyName: 'Smith',
      givenName: 'Anna',
      gender: 'F',
      birthday: '1988-07-01',
      mobileCountryCode: '44',
      mobile: detail.mobile,
      email: detail.email,
      nationality: 'GB',
      certificateList: [{ certificateId: detail.certificateList[0]!.certificateId, certType: 2, certNo: detail.certificateList[0]!.certNo, expiryDate: '2030-01-01', issuePlace: 'GB' }],
    });
    const reveal = await employee.ok(viewMaskCall, { targetType: 'PASSENGER', targetId: saved.passengerId, fieldType: 'CERT_NO', certificateId: detail.certificateList[0]!.certificateId });
    expect(reveal.fieldValue).toBe('GB5551234');
    expect((await employee.ok(viewMaskCall, { targetType: 'PASSENGER', targetId: saved.passengerId, fieldType: 'MOBILE' })).fieldValue).toBe('7700900123');

    // A mask that is not the stored value's is refused rather than saved.
    const forged = await employee.call(passengerSaveCall, {
      passengerId: saved.passengerId,
      familyName: 'Smith',
      givenName: 'Anna',
      gender: 'F',
      birthday: '1988-07-01',
      certificateList: [{ certificateId: detail.certificateList[0]!.certificateId, certType: 2, certNo: 'XX*****99' }],
    });
    expect(forged.body.resultCode).toBe('PARAM_ERROR');

    const search = await employee.ok(passengerSearchCall, { keyword: 'smith', pageIndex: 1, pageSize: 10 });
    expect(search.list.map((p) => p.givenName)).toEqual(['Anna']);
    const fuzzy = await employee.ok(passengerFuzzyQueryCall, { keyword: '王' });
    expect(fuzzy.list.some((f) => f.source === 'COLLEAGUE' && f.name === '王强')).toBe(true);

    const list = await employee.ok(passengerListCall, { pageIndex: 1, pageSize: 2 });
    expect(list.totalSize).toBe(3);
    expect(list.totalPages).toBe(2);
    expect(list.list[0]!.isSelf).toBe(true);

    await employee.ok(passengerDeleteCall, { passengerId: cn.passengerId });
    const gone = await employee.call(passengerDetailCall, { passengerId: cn.passengerId });
    expect(gone.body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('refuses the same certificate on two passengers, atomically', async () => {
    const base = { familyName: 'Doe', givenName: 'Jane', gender: 'F', birthday: '1990-01-01' };
    await employee.ok(passengerSaveCall, { ...base, certificateList: [{ certType: 2, certNo: 'DUP00001' }] });
    const again = await employee.call(passengerSaveCall, { ...base, givenName: 'John', certificateList: [{ certType: 2, certNo: 'dup00001' }] });
    expect(again.body.resultCode).toBe('DUPLICATE_CERTIFICATE');
    const list = await employee.ok(passengerSearchCall, { keyword: 'john', pageIndex: 1, pageSize: 10 });
    expect(list.totalSize).toBe(0);
  });

  it('writes an audit record for every reveal', async () => {
    const before = await t.database.db.select().from(auditLog).where(and(eq(auditLog.actorMemberId, 'mem-employee'), eq(auditLog.action, 'REVEAL_FIELD')));
    const self = await employee.ok(viewMaskCall, { targetType: 'SELF', fieldType: 'MOBILE' });
    expect(self.fieldValue).toBe('13800000001');
    const after = await t.database.db.select().from(auditLog).where(and(eq(auditLog.actorMemberId, 'mem-employee'), eq(auditLog.action, 'REVEAL_FIELD')));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.detail).toMatchObject({ fieldType: 'MOBILE' });
  });

  it('manages contacts with one default', async () => {
    const initial = await employee.ok(contactListCall, {});
    expect(initial.list).toHaveLength(1);
    const { contactId } = await employee.ok(contactSaveCall, { name: 'Front Desk', mobile: '13600001111', email: 'desk@example.com', isDefault: true });
    const list = await employee.ok(contactListCall, {});
    expect(list.list.filter((c) => c.isDefault).map((c) => c.contactId)).toEqual([contactId]);
    const detail = await employee.ok(contactDetailCall, { contactId });
    expect(detail.mobile).toBe('136****1111');
    const bad = await employee.call(contactSaveCall, { name: 'X', mobile: '23600001111' });
    expect(bad.body.resultCode).toBe('PARAM_ERROR');
    await employee.ok(contactDeleteCall, { contactId });
    expect((await employee.ok(contactListCall, {})).list).toHaveLength(1);
  });

  it('lets only administrators use the bg twins, for the member they name', async () => {
    const asEmployee = await employee.call(passengerListCall, { enterpriseId: 'ent-other', memberId: 'mem-outsider' }, { bg: true });
    expect(asEmployee.res.statusCode).toBe(403);
    const admin = await t.login('admin');
    const other = await admin.ok(passengerListCall, { enterpriseId: 'ent-other', memberId: 'mem-outsider', pageIndex: 1, pageSize: 10 }, { bg: true });
    expect(other.list.map((p) => p.familyName)).toEqual(['ZHAO']);
    const mismatch = await admin.call(passengerListCall, { enterpriseId: 'ent-demo', memberId: 'mem-outsider' }, { bg: true });
    expect(mismatch.body.resultCode).toBe('DATA_NOT_FOUND');
    const company = await admin.ok(companyDetailCall, { enterpriseId: 'ent-other' }, { bg: true });
    expect(company.enterpriseName).toBe('Other Enterprise');
  });
});
