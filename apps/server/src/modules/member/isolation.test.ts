import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDeleteCall, contactDetailCall, contactListCall, contactSaveCall } from '@travel/contracts/member/contact';
import { departmentQueryCall, departmentSubCall } from '@travel/contracts/member/company';
import {
  passengerDeleteCall,
  passengerDetailCall,
  passengerFuzzyQueryCall,
  passengerListCall,
  passengerSaveCall,
  passengerSearchCall,
} from '@travel/contracts/member/passenger';
import { userDetailCall } from '@travel/contracts/member/user';
import { viewMaskCall } from '@travel/contracts/member/view-mask';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/** `outsider` (Other Enterprise) tries every id-taking call of the member area against `employee`'s data. */
describe('tenant isolation', () => {
  let t: TestApp;
  let employee: TestClient;
  let outsider: TestClient;
  let passengerId: string;
  let certificateId: string;
  let contactId: string;
  let departmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.login('employee');
    outsider = await t.login('outsider');
    const p = (await employee.ok(passengerListCall, { pageIndex: 1, pageSize: 10 })).list[0]!;
    passengerId = p.passengerId;
    certificateId = p.certificateList[0]!.certificateId;
    contactId = (await employee.ok(contactListCall, {})).list[0]!.contactId;
    departmentId = (await employee.ok(userDetailCall, {})).departmentId!;
  });
  afterAll(async () => t.close());

  const notFound = (r: { res: { statusCode: number }; body: { resultCode: string; data: unknown } }) => {
    expect(r.res.statusCode).toBe(200);
    expect(r.body.resultCode).toBe('DATA_NOT_FOUND');
    expect(r.body.data).toBeNull();
  };

  it('reads nothing by id', async () => {
    notFound(await outsider.call(passengerDetailCall, { passengerId }));
    notFound(await outsider.call(contactDetailCall, { contactId }));
    notFound(await outsider.call(departmentSubCall, { departmentId }));
    notFound(await outsider.call(viewMaskCall, { targetType: 'PASSENGER', targetId: passengerId, fieldType: 'CERT_NO', certificateId }));
    notFound(await outsider.call(viewMaskCall, { targetType: 'PASSENGER', targetId: passengerId, fieldType: 'MOBILE' }));
    notFound(await outsider.call(viewMaskCall, { targetType: 'CONTACT', targetId: contactId, fieldType: 'MOBILE' }));
  });

  it('changes nothing by id', async () => {
    notFound(
      await outsider.call(passengerSaveCall, {
        passengerId,
        familyName: 'HACK',
        givenName: 'ED',
        gender: 'M',
        birthday: '1990-01-01',
        certificateList: [{ certificateId, certType: 2, certNo: 'X1234567' }],
      }),
    );
    notFound(await outsider.call(passengerDeleteCall, { passengerId }));
    notFound(await outsider.call(contactSaveCall, { contactId, name: 'Hacked', mobile: '13900000000' }));
    notFound(await outsider.call(contactDeleteCall, { contactId }));
  });

  it('finds none of it in lists and searches', async () => {
    const list = await outsider.ok(passengerListCall, { pageIndex: 1, pageSize: 50 });
    expect(list.list.map((p) => p.passengerId)).not.toContain(passengerId);
    expect((await outsider.ok(passengerSearchCall, { keyword: 'ZHANG', pageIndex: 1, pageSize: 50 })).totalSize).toBe(0);
    expect((await outsider.ok(passengerFuzzyQueryCall, { keyword: '张' })).list).toEqual([]);
    expect((await outsider.ok(passengerFuzzyQueryCall, { keyword: 'employee' })).list).toEqual([]);
    expect((await outsider.ok(contactListCall, {})).list.map((c) => c.contactId)).not.toContain(contactId);
    expect((await outsider.ok(departmentQueryCall, {})).list.map((d) => d.departmentId)).not.toContain(departmentId);
  });

  it('cannot reach it through the bg twins either', async () => {
    const r = await outsider.call(passengerDetailCall, { enterpriseId: 'ent-demo', memberId: 'mem-employee', passengerId }, { bg: true });
    expect(r.res.statusCode).toBe(403);
  });

  it("leaves the employee's data as it was", async () => {
    const p = await employee.ok(passengerDetailCall, { passengerId });
    expect(p.familyName).toBe('ZHANG');
    const c = await employee.ok(contactDetailCall, { contactId });
    expect(c.name).toBe('张伟');
  });
});
