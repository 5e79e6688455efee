import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengerListCall } from '@travel/contracts/member/passenger';
import { controlCall, multiPassengerControlCall } from '@travel/contracts/policy/control';
import { travelStandardQueryCall } from '@travel/contracts/policy/standards';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

const SHANGHAI = '156310000';
const BEIJING = '156110000';
const train = (seatClass: string) => ({ product: 'TRAIN', seatClass, price: 93300, departureDate: '2025-04-01' });
const hotel = (cityId: string, prices: number[], extra: Record<string, unknown> = {}) => ({
  product: 'HOTEL',
  cityId,
  nightlyPrices: prices.map((amount, i) => ({ date: `2025-04-0${i + 1}`, amount })),
  ...extra,
});

describe('tmc/control and the standards that apply', () => {
  let t: TestApp;
  let employee: TestClient;
  let notr: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    [employee, notr, manager, admin] = await Promise.all([t.login('employee'), t.login('notr'), t.login('manager'), t.login('admin')]);
  });
  afterAll(async () => t.close());

  it('judges the employee (L3) and says why, in English and in Chinese', async () => {
    const en = await employee.ok(controlCall, { candidate: train('FIRST') });
    expect(en).toMatchObject({ product: 'TRAIN', travelType: 'BUSINESS', outcome: 'TIP_REASON', handleTypes: '3', approvalType: '3', checkResult: 'TIP_REASON', controlStrength: 'STRONG' });
    expect(en.travellers).toHaveLength(1);
    expect(en.travellers[0]).toMatchObject({ memberId: 'mem-employee', name: '张伟', travelLevel: 'L3', outcome: 'TIP_REASON' });
    expect(en.travellers[0]!.violations.map((v) => v.description)).toEqual([
      'First class is not a seat class your travel standard allows (Second class).',
      'First class is above your highest train standard, Second class.',
    ]);
    const zh = await employee.ok(controlCall, { candidate: train('FIRST') }, { lang: 'zh-CN' });
    expect(zh.travellers[0]!.violations[0]!.description).toBe('一等座不在您的差旅标准允许的席别内（二等座）。');
    expect((await employee.ok(controlCall, { candidate: train('SECOND') })).outcome).toBe('SUCCESS');
  });

  it('judges notr (L3) night by night against the Shanghai cap', async () => {
    const r = await notr.ok(controlCall, { candidate: hotel(SHANGHAI, [60000, 70000]) }, { lang: 'zh-CN' });
    expect(r.outcome).toBe('TIP_REASON');
    expect(r.travellers[0]!.violations).toEqual([
      {
        rule: 'HOTEL_NIGHTLY_CAP',
        ruleType: 'NIGHTLY_CAP',
        handleTypes: '3',
        limit: '650.00 CNY',
        actual: '700.00 CNY',
        limitAmount: { amount: 65000, currency: 'CNY' },
        actualAmount: { amount: 70000, currency: 'CNY' },
        date: '2025-04-02',
        description: '2025/04/02当晚房价700.00 CNY，超出您每晚650.00 CNY的酒店标准。',
      },
    ]);
    // the same stay in Beijing (tier 1, 600.00) and elsewhere (default 500.00)
    expect((await notr.ok(controlCall, { candidate: hotel(BEIJING, [60000]) })).outcome).toBe('SUCCESS');
    expect((await notr.ok(controlCall, { candidate: hotel('156540100', [60000]) })).travellers[0]!.violations[0]!.limit).toBe('500.00 CNY');
  });

  it('judges the manager (L2) and the administrator (L1) by their own, more generous levels', async () => {
    const m = await manager.ok(controlCall, { candidate: train('FIRST') });
    expect(m).toMatchObject({ outcome: 'SUCCESS', controlStrength: 'WEAK' });
    expect(m.travellers[0]!.travelLevel).toBe('L2');
    const flight = { product: 'FLIGHT', cabinLevel: 0, price: 500000, departureTime: '2099-04-01T08:00:00+08:00' };
    const mf = await manager.ok(controlCall, { candidate: flight });
    expect(mf).toMatchObject({ outcome: 'TIP_APPROVAL', approvalType: '1', checkResult: 'SUCCESS' });
    expect(mf.travellers[0]!.violations[0]).toMatchObject({ rule: 'FLIGHT_BUNK', limit: 'Business class', actual: 'First class' });
    const a = await admin.ok(controlCall, { candidate: hotel(SHANGHAI, [300000]) });
    expect(a).toMatchObject({ outcome: 'SUCCESS', controlStrength: null });
    expect(a.travellers[0]!.travelLevel).toBe('L1');
  });

  it('judges colleagues by their own level and saved passengers by the caller’s', async () => {
    const r = await employee.ok(controlCall, { candidate: train('FIRST'), travellers: [{ memberId: 'mem-manager' }, { name: 'Guest Customer' }] });
    expect(r.travellers.map((x) => [x.name, x.travelLevel, x.outcome])).toEqual([
      ['王强', 'L2', 'SUCCESS'],
      ['Guest Customer', 'L3', 'TIP_REASON'],
    ]);
    expect(r.outcome).toBe('TIP_REASON');
    const self = (await employee.ok(passengerListCall, { pageIndex: 1, pageSize: 10 })).list.find((p) => p.isSelf)!;
    const p = await employee.ok(controlCall, { candidate: train('FIRST'), travellers: [{ passengerId: self.passengerId }] });
    expect(p.travellers[0]).toMatchObject({ passengerId: self.passengerId, memberId: 'mem-employee', travelLevel: 'L3', outcome: 'TIP_REASON' });
  });

  it('never controls a private trip', async () => {
    const r = await employee.ok(controlCall, { travelType: 'PRIVATE', candidate: hotel(SHANGHAI, [999900]) });
    expect(r).toMatchObject({ outcome: 'SUCCESS', handleTypes: '', controlStrength: null, travelType: 'PRIVATE' });
  });

  it('refuses an unknown colleague and a hotel priced in another currency', async () => {
    expect((await employee.call(controlCall, { candidate: train('FIRST'), travellers: [{ memberId: 'mem-nobody' }] })).body.resultCode).toBe('DATA_NOT_FOUND');
    const r = await employee.call(controlCall, { candidate: hotel(SHANGHAI, [10000], { currency: 'USD' }) });
    expect(r.res.statusCode).toBe(400);
    expect((r.body.data as unknown as { issues: Array<{ path: string; message: string }> }).issues[0]).toEqual({
      path: 'candidate.currency',
      code: 'invalid_value',
      message: 'Prices must be in CNY, the currency of the travel standard.',
    });
  });

  it('tmc/travel_standard/query gives each traveller’s standards, optionally of one product', async () => {
    const all = await employee.ok(travelStandardQueryCall, {});
    expect(all.passengerStandardList).toHaveLength(1);
    expect(all.passengerStandardList[0]).toMatchObject({ passengerMemberId: 'mem-employee', travelLevel: 'L3' });
    expect(all.passengerStandardList[0]!.standards.map((s) => s.product)).toEqual(['TRAIN', 'HOTEL', 'FLIGHT', 'CAR']);
    const hotels = await employee.ok(travelStandardQueryCall, { travellers: [{ memberId: 'mem-employee' }, { memberId: 'mem-manager' }], product: 'HOTEL' });
    expect(hotels.passengerStandardList.map((p) => [p.travelLevel, p.standards.map((s) => s.product)])).toEqual([
      ['L3', ['HOTEL']],
      ['L2', ['HOTEL']],
    ]);
    const l3 = hotels.passengerStandardList[0]!.standards[0]!;
    expect(l3.product === 'HOTEL' && l3.standard.cityCaps[0]).toMatchObject({ cityId: SHANGHAI, amount: 65000 });
  });

  it('tmc/multi_passenger_control/query judges a shared room against the sum of the roommates’ caps', async () => {
    const twoStaff = [{ memberId: 'mem-employee' }, { memberId: 'mem-notr' }];
    const ok = await employee.ok(multiPassengerControlCall, { travellers: twoStaff, candidate: hotel(BEIJING, [110000, 118000]) });
    expect(ok).toMatchObject({ outcome: 'SUCCESS', shareMode: 'SUM', sharedStandard: 120000 });
    const over = await employee.ok(multiPassengerControlCall, { travellers: twoStaff, candidate: hotel(BEIJING, [110000, 125000]) });
    expect(over).toMatchObject({ outcome: 'TIP_REASON', sharedStandard: 120000 });
    expect(over.travellers.map((x) => x.violations.map((v) => [v.rule, v.date]))).toEqual([
      [['HOTEL_SHARED_ROOM', '2025-04-02']],
      [['HOTEL_SHARED_ROOM', '2025-04-02']],
    ]);
    const withBoss = await employee.ok(multiPassengerControlCall, { travellers: [{ memberId: 'mem-employee' }, { memberId: 'mem-admin' }], candidate: hotel(BEIJING, [500000]) });
    expect(withBoss).toMatchObject({ outcome: 'SUCCESS', sharedStandard: -1 });
    expect((await employee.call(multiPassengerControlCall, { travellers: [{ memberId: 'mem-employee' }], candidate: hotel(BEIJING, [1]) })).res.statusCode).toBe(400);
  });

  it('serves the bg twins to administrators, for the member they name', async () => {
    const r = await admin.ok(controlCall, { enterpriseId: 'ent-demo', memberId: 'mem-employee', candidate: train('FIRST') }, { bg: true });
    expect(r.travellers[0]).toMatchObject({ memberId: 'mem-employee', travelLevel: 'L3', outcome: 'TIP_REASON' });
    expect((await employee.call(controlCall, { enterpriseId: 'ent-demo', memberId: 'mem-employee', candidate: train('FIRST') }, { bg: true })).res.statusCode).toBe(403);
  });
});
