import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { passengerListCall } from '@travel/contracts/member/passenger';
import { bookingCheckCall, controlCall, multiPassengerControlCall } from '@travel/contracts/policy/control';
import {
  travelStandardDeleteCall,
  travelStandardListCall,
  travelStandardQueryCall,
  travelStandardSaveCall,
  violationReasonDeleteCall,
  violationReasonListCall,
  violationReasonSaveCall,
} from '@travel/contracts/policy/standards';
import type { CallDef } from '@travel/contracts/platform/define-call';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createMember } from '../member/member-admin';

const train = { product: 'TRAIN', seatClass: 'BUSINESS', price: 180000 };
const hotel = { product: 'HOTEL', cityId: '156110000', nightlyPrices: [{ date: '2025-04-01', amount: 50000 }] };
const car = { allowedRideTypes: ['LUXURY'], priceLimit: -1, handling: 'NONE' };

/** Other Enterprise (outsider, and its own travel manager) against Demo Enterprise's policy. */
describe('policy tenant isolation', () => {
  let t: TestApp;
  let outsider: TestClient;
  let otherManager: TestClient;
  let demoManager: TestClient;
  let employee: TestClient;
  let demoPassengerId: string;
  let demoReasonId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createMember(t.database.db, { enterpriseId: 'ent-other', userName: 'othertm', password: 'Passw0rd!', travelManager: true, travelLevel: 'L1' }, t.clock.now());
    [outsider, otherManager, demoManager, employee] = await Promise.all([t.login('outsider'), t.login('othertm'), t.login('manager'), t.login('employee')]);
    demoPassengerId = (await employee.ok(passengerListCall, { pageIndex: 1, pageSize: 10 })).list[0]!.passengerId;
    demoReasonId = (await employee.ok(violationReasonListCall, { violationType: 3 })).list[0]!.recordID;
  });
  afterAll(async () => t.close());

  const notFound = (r: { res: { statusCode: number }; body: { resultCode: string; data: unknown } }) => {
    expect(r.res.statusCode).toBe(200);
    expect(r.body.resultCode).toBe('DATA_NOT_FOUND');
    expect(r.body.data).toBeNull();
  };

  it('cannot judge with a Demo member or passenger', async () => {
    notFound(await outsider.call(controlCall, { candidate: train, travellers: [{ memberId: 'mem-employee' }] }));
    notFound(await outsider.call(controlCall, { candidate: train, travellers: [{ passengerId: demoPassengerId }] }));
    notFound(await outsider.call(travelStandardQueryCall, { travellers: [{ memberId: 'mem-manager' }] }));
    notFound(await outsider.call(travelStandardQueryCall, { travellers: [{ passengerId: demoPassengerId }] }));
    notFound(await outsider.call(multiPassengerControlCall, { candidate: hotel, travellers: [{}, { memberId: 'mem-employee' }] }));
    notFound(await outsider.call(bookingCheckCall, { candidate: train, travellers: [{ memberId: 'mem-employee' }] }));
    // a colleague's own passenger is not the caller's either
    notFound(await demoManager.call(controlCall, { candidate: train, travellers: [{ passengerId: demoPassengerId }] }));
  });

  it("is judged by its own enterprise's standards", async () => {
    const r = await outsider.ok(controlCall, { candidate: train });
    expect(r).toMatchObject({ outcome: 'SECOND_APPROVAL', approvalType: '1' });
    expect(r.travellers[0]).toMatchObject({ memberId: 'mem-outsider', travelLevel: 'L1' });
    const q = await outsider.ok(travelStandardQueryCall, { product: 'HOTEL' });
    const std = q.passengerStandardList[0]!.standards[0]!;
    expect(std.product === 'HOTEL' && std.standard.defaultCap).toBe(40000);
  });

  it("cannot read Demo's standards or reasons", async () => {
    const levels = await otherManager.ok(travelStandardListCall, {});
    expect(levels.list.map((l) => l.travelLevel)).toEqual(['L1']);
    const l1 = levels.list[0]!.standards.find((s) => s.product === 'HOTEL')!;
    expect(l1.product === 'HOTEL' && l1.standard.defaultCap).toBe(40000);
    const reasons = await outsider.ok(violationReasonListCall, {});
    expect(reasons.list.map((r) => r.reasonCode).sort()).toEqual(['OF1', 'OH1', 'OT1']);
    expect(reasons.list.map((r) => r.recordID)).not.toContain(demoReasonId);
  });

  it("cannot change Demo's standards, reasons or configuration", async () => {
    notFound(await otherManager.call(travelStandardSaveCall, { travelLevel: 'L3', product: 'CAR', standard: car }));
    notFound(await otherManager.call(travelStandardDeleteCall, { travelLevel: 'L3', product: 'CAR' }));
    notFound(await otherManager.call(violationReasonSaveCall, { recordID: demoReasonId, violationType: 3, reasonCode: 'X1', reasonDescription: 'hacked' }));
    notFound(await otherManager.call(violationReasonDeleteCall, { recordID: demoReasonId }));

    // Its own L1 changes, Demo's L1 does not.
    await otherManager.ok(travelStandardSaveCall, { travelLevel: 'L1', product: 'CAR', standard: car });
    const demoL1 = (await demoManager.ok(travelStandardListCall, {})).list.find((l) => l.travelLevel === 'L1')!.standards.find((s) => s.product === 'CAR')!;
    expect(demoL1.product === 'CAR' && demoL1.standard.allowedRideTypes).toContain('STANDARD');

    const { config } = await otherManager.ok(companyDetailCall, {});
    await otherManager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 1 } });
    expect((await employee.ok(companyDetailCall, {})).config.hotelControl.travelRuleViolationControl).toBe(0);

    const reason = (await employee.ok(violationReasonListCall, { violationType: 3 })).list.find((r) => r.recordID === demoReasonId)!;
    expect([reason.reasonDescriptionCn, reason.reasonDescriptionEn]).toEqual(['协议酒店已满房', 'Contract hotels fully booked']);
  });

  it('is refused every bg twin (administrators only)', async () => {
    const bg: Array<[CallDef, Record<string, unknown>]> = [
      [controlCall, { memberId: 'mem-employee', candidate: train }],
      [multiPassengerControlCall, { memberId: 'mem-employee', candidate: hotel, travellers: [{}, {}] }],
      [bookingCheckCall, { memberId: 'mem-employee', candidate: train }],
      [travelStandardQueryCall, { memberId: 'mem-employee' }],
      [travelStandardListCall, {}],
      [travelStandardSaveCall, { travelLevel: 'L3', product: 'CAR', standard: car }],
      [travelStandardDeleteCall, { travelLevel: 'L3', product: 'CAR' }],
      [violationReasonListCall, {}],
      [violationReasonSaveCall, { violationType: 3, reasonCode: 'X1', reasonDescription: 'x' }],
      [violationReasonDeleteCall, { recordID: demoReasonId }],
      [companyConfigSaveCall, {}],
    ];
    for (const client of [outsider, otherManager, demoManager]) {
      for (const [def, body] of bg) {
        const r = await client.call(def, { enterpriseId: 'ent-demo', ...body }, { bg: true });
        expect(r.res.statusCode, `${def.path}`).toBe(403);
        expect(r.body.resultCode).toBe('NO_PERMISSION');
      }
    }
  });
});
