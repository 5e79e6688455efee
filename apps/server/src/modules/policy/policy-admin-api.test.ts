import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { controlCall } from '@travel/contracts/policy/control';
import {
  travelStandardDeleteCall,
  travelStandardListCall,
  travelStandardQueryCall,
  travelStandardSaveCall,
  violationReasonDeleteCall,
  violationReasonListCall,
  violationReasonSaveCall,
} from '@travel/contracts/policy/standards';
import { auditLog } from '../../platform/audit/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createMember } from '../member/member-admin';

const carStandard = { allowedRideTypes: ['STANDARD'], priceLimit: 10000, handling: 'FORBID_BOOK' };

describe('editing travel policy', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  let roleManager: TestClient;
  const audits = (action: string) =>
    t.database.db.select().from(auditLog).where(and(eq(auditLog.enterpriseId, 'ent-demo'), eq(auditLog.action, action)));

  beforeAll(async () => {
    t = await createTestApp();
    // A travel manager by role 7 only, without the flag.
    await createMember(t.database.db, { enterpriseId: 'ent-demo', userName: 'roles7', password: 'Passw0rd!', roleList: [7], travelLevel: 'L3' }, t.clock.now());
    [employee, manager, admin, roleManager] = await Promise.all([t.login('employee'), t.login('manager'), t.login('admin'), t.login('roles7')]);
  });
  afterAll(async () => t.close());

  it('lists every level’s standards for travel managers and administrators only', async () => {
    const list = await manager.ok(travelStandardListCall, {});
    expect(list.list.map((l) => [l.travelLevel, l.travelLevelName, l.standards.map((s) => s.product)])).toEqual([
      ['L1', 'Executive', ['TRAIN', 'HOTEL', 'FLIGHT', 'CAR']],
      ['L2', 'Manager', ['TRAIN', 'HOTEL', 'FLIGHT', 'CAR']],
      ['L3', 'Staff', ['TRAIN', 'HOTEL', 'FLIGHT', 'CAR']],
    ]);
    expect(list.list[2]!.standards[0]!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await roleManager.ok(travelStandardListCall, {})).list).toHaveLength(3);
    expect((await admin.ok(travelStandardListCall, { enterpriseId: 'ent-demo' }, { bg: true })).list).toHaveLength(3);
    const refused = await employee.call(travelStandardListCall, {});
    expect(refused.body).toMatchObject({ resultCode: 'NOT_TRAVEL_MANAGER', description: 'Only travel managers and administrators can change travel policy.' });
  });

  it('saves a standard (manager yes, employee no), audits it, and the engine applies it at once', async () => {
    const refused = await employee.call(travelStandardSaveCall, { travelLevel: 'L3', product: 'CAR', standard: carStandard });
    expect(refused.body.resultCode).toBe('NOT_TRAVEL_MANAGER');
    await manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'CAR', standard: carStandard });
    const judged = await employee.ok(controlCall, { candidate: { product: 'CAR', rideType: 'STANDARD', estimatedPrice: 15000 } });
    expect(judged).toMatchObject({ outcome: 'DENNY', checkResult: 'DENNY' });
    const [entry] = await audits('TRAVEL_STANDARD_SAVE');
    expect(entry).toMatchObject({ actorMemberId: 'mem-manager', targetType: 'TRAVEL_STANDARD', targetId: 'L3:CAR' });
    expect((entry!.detail as { before: { priceLimit: number }; after: { priceLimit: number } }).before.priceLimit).toBe(20000);
    expect((entry!.detail as { after: { priceLimit: number } }).after.priceLimit).toBe(10000);
  });

  it('fills the standard’s defaults and refuses bad standards and unknown levels', async () => {
    await roleManager.ok(travelStandardSaveCall, { travelLevel: 'L2', product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '999' } });
    const q = await manager.ok(travelStandardQueryCall, { product: 'TRAIN' });
    expect(q.passengerStandardList[0]!.standards[0]).toEqual({
      product: 'TRAIN',
      standard: { allowedSeatClasses: ['SECOND'], highestStandard: '999', handleTypes: '3', controlSeconds: 0 },
    });
    const bad = await manager.call(travelStandardSaveCall, { travelLevel: 'L2', product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '9', handleTypes: '1|9' } });
    expect(bad.res.statusCode).toBe(400);
    expect((bad.body.data as unknown as { issues: Array<{ path: string }> }).issues.map((i) => i.path).sort()).toEqual(['standard.handleTypes', 'standard.highestStandard']);
    expect((await manager.call(travelStandardSaveCall, { travelLevel: 'L9', product: 'CAR', standard: carStandard })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('deletes a standard: the product is then unrestricted for the level', async () => {
    expect((await employee.call(travelStandardDeleteCall, { travelLevel: 'L3', product: 'HOTEL' })).body.resultCode).toBe('NOT_TRAVEL_MANAGER');
    await manager.ok(travelStandardDeleteCall, { travelLevel: 'L3', product: 'HOTEL' });
    const judged = await employee.ok(controlCall, { candidate: { product: 'HOTEL', cityId: '156310000', nightlyPrices: [{ date: '2025-04-01', amount: 999900 }] } });
    expect(judged.outcome).toBe('SUCCESS');
    expect((await manager.call(travelStandardDeleteCall, { travelLevel: 'L3', product: 'HOTEL' })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect(await audits('TRAVEL_STANDARD_DELETE')).toHaveLength(1);
  });

  it('lists violation reasons to everyone, by type', async () => {
    const all = await employee.ok(violationReasonListCall, {});
    expect(new Set(all.list.map((r) => r.violationType))).toEqual(new Set([1, 2, 3, 4, 5]));
    const hotels = await employee.ok(violationReasonListCall, { violationType: 3 });
    expect(hotels.list.map((r) => r.reasonCode)).toEqual(['H01', 'H02', 'H03']);
    expect(hotels.list[0]).toMatchObject({ violationType: 3, reasonDescription: 'Contract hotels fully booked', reasonDescriptionCn: '协议酒店已满房', reasonDescriptionEn: 'Contract hotels fully booked' });
    // Each reader sees the description of their language.
    const zh = await employee.ok(violationReasonListCall, { violationType: 3 }, { lang: 'zh-CN' });
    expect(zh.list[0]!.reasonDescription).toBe('协议酒店已满房');
  });

  it('adds, edits and deletes a reason (travel managers only), refusing a duplicate code, all audited', async () => {
    const input = { violationType: 3, reasonCode: 'H09', reasonDescription: '陪同客户 Accompanying a client' };
    expect((await employee.call(violationReasonSaveCall, input)).body.resultCode).toBe('NOT_TRAVEL_MANAGER');
    const { recordID } = await manager.ok(violationReasonSaveCall, input);
    expect((await employee.ok(violationReasonListCall, { violationType: 3 })).list.map((r) => r.reasonCode)).toEqual(['H01', 'H02', 'H03', 'H09']);

    const dup = await manager.call(violationReasonSaveCall, { ...input, reasonCode: 'H01' }, { lang: 'zh-CN' });
    expect(dup.res.statusCode).toBe(400);
    expect(dup.body.data).toEqual({ issues: [{ path: 'reasonCode', code: 'duplicate', message: '该违规类型下已有此原因代码。' }] });
    // the same code under another type is fine
    await manager.ok(violationReasonSaveCall, { ...input, violationType: 4, reasonCode: 'H01' });

    await manager.ok(violationReasonSaveCall, { recordID, ...input, reasonDescription: '客户晚宴', reasonDescriptionEn: 'Client dinner' });
    const edited = (await employee.ok(violationReasonListCall, { violationType: 3 })).list.find((r) => r.recordID === recordID)!;
    expect(edited.reasonDescription).toBe('Client dinner');
    const editedZh = (await employee.ok(violationReasonListCall, { violationType: 3 }, { lang: 'zh-CN' })).list.find((r) => r.recordID === recordID)!;
    expect(editedZh.reasonDescription).toBe('客户晚宴');
    expect((await manager.call(violationReasonSaveCall, { recordID: 'no-such-id', ...input })).body.resultCode).toBe('DATA_NOT_FOUND');

    expect((await employee.call(violationReasonDeleteCall, { recordID })).body.resultCode).toBe('NOT_TRAVEL_MANAGER');
    await manager.ok(violationReasonDeleteCall, { recordID });
    expect((await manager.call(violationReasonDeleteCall, { recordID })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect(await audits('VIOLATION_REASON_SAVE')).toHaveLength(3);
    expect(await audits('VIOLATION_REASON_DELETE')).toHaveLength(1);
  });

  it('member/company/config/save: travel managers and administrators replace the configuration, audited', async () => {
    const { config } = await employee.ok(companyDetailCall, {});
    const changed = { ...config, hotelControl: { ...config.hotelControl, shareStandard: { mode: 'HIGHEST_PLUS_PERCENT' as const, percent: 25 } } };
    expect((await employee.call(companyConfigSaveCall, changed)).body.resultCode).toBe('NOT_TRAVEL_MANAGER');
    await manager.ok(companyConfigSaveCall, changed);
    expect((await employee.ok(companyDetailCall, {})).config.hotelControl.shareStandard).toEqual({ mode: 'HIGHEST_PLUS_PERCENT', percent: 25 });
    await admin.ok(companyConfigSaveCall, { enterpriseId: 'ent-demo', ...config }, { bg: true });
    expect((await employee.ok(companyDetailCall, {})).config.hotelControl.shareStandard).toEqual({ mode: 'SUM', percent: 0 });
    expect(await audits('COMPANY_CONFIG_SAVE')).toHaveLength(2);
    expect((await manager.call(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, lowPriceAdvice: 3 } })).res.statusCode).toBe(400);
  });
});
