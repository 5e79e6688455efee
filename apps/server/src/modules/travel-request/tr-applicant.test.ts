import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceedApplySubmitCall, taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trCancelCall, trCreateCall, trDetailCall, trListCall } from '@travel/contracts/travel-request/travel-request';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { BEIJING, openWithRequest, SHANGHAI, trInput } from './tr-test-fixtures';

const page = { pageIndex: 1, pageSize: 50 };
const exceed = (originalTrNo: string) => ({
  approvalBizType: 'EXCEED_APPLY',
  subBizType: 'HOTEL_EXCEED',
  exceedStandardReason: 'Trade fair week rates',
  originalTrNo,
  travellerList: [{ travellerId: 'T1', hotelExceedActualAmount: 20000 }],
});

describe('what only the applicant of a travel request may do', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  let travelNO: string;
  beforeAll(async () => {
    ({ t, employee, manager, admin, travelNO } = await openWithRequest());
  });
  afterAll(async () => t.close());

  it('offers cancelling to the applicant only, and refuses it to the approver and the administrator', async () => {
    expect((await employee.ok(trDetailCall, { travelNO })).canCancel).toBe(true);
    // The manager approves it and is a travel manager; the administrator oversees the enterprise: both read it.
    expect((await manager.ok(trDetailCall, { travelNO })).canCancel).toBe(false);
    expect((await admin.ok(trDetailCall, { travelNO })).canCancel).toBe(false);
    for (const other of [manager, admin]) {
      const refused = await other.call(trCancelCall, { travelNO });
      expect(refused.res.statusCode).toBe(403);
      expect(refused.body.resultCode).toBe('NO_PERMISSION');
    }
    expect((await employee.ok(trDetailCall, { travelNO })).status).toBe('WAIT_APPROVE');
    // The back office acts for the member it names: for the applicant it may, for no one it may not.
    expect((await admin.ok(trDetailCall, { enterpriseId: 'ent-demo', memberId: 'mem-employee', travelNO }, { bg: true })).canCancel).toBe(true);
    expect((await admin.ok(trDetailCall, { enterpriseId: 'ent-demo', travelNO }, { bg: true })).canCancel).toBe(false);
  });

  it('offers the over-standard application to the applicant of an approved request only', async () => {
    expect((await employee.ok(trDetailCall, { travelNO })).canApplyExceed).toBe(false);
    const task = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    await manager.ok(taskApproveCall, { taskId: task.taskId });
    expect((await employee.ok(trDetailCall, { travelNO })).canApplyExceed).toBe(true);
    expect((await manager.ok(trDetailCall, { travelNO })).canApplyExceed).toBe(false);
    expect((await admin.ok(trDetailCall, { travelNO })).canApplyExceed).toBe(false);
    for (const other of [manager, admin]) {
      const refused = await other.call(exceedApplySubmitCall, exceed(travelNO));
      expect(refused.res.statusCode).toBe(403);
      expect(refused.body.resultCode).toBe('NO_PERMISSION');
    }
    const applied = await employee.ok(exceedApplySubmitCall, exceed(travelNO));
    // An application is not applied for again.
    expect((await employee.ok(trDetailCall, { travelNO: applied.travelNO })).canApplyExceed).toBe(false);
  });
});

describe('the route of a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('starts at the first departure, in the list, the detail and the approver’s task', async () => {
    const employee = await t.login('employee');
    const manager = await t.login('manager');
    const oneWay = trInput(t.clock.today(), {
      itineraryGroupList: [{ travellerIdList: [], itineraryList: [{ departureCityId: BEIJING, arriveCityId: SHANGHAI, beginDate: addDays(t.clock.today(), 2), endDate: addDays(t.clock.today(), 4) }] }],
    });
    const { travelNO } = await employee.ok(trCreateCall, oneWay);
    expect((await employee.ok(trDetailCall, { travelNO })).routeCityNameList).toEqual(['Beijing', 'Shanghai']);
    expect((await employee.ok(trListCall, page)).list.find((x) => x.travelNO === travelNO)!.routeCityNameList).toEqual(['Beijing', 'Shanghai']);
    const task = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    expect(task.summary.routeCityNameList).toEqual(['Beijing', 'Shanghai']);
    const zh = (await manager.ok(taskListCall, page, { lang: 'zh-CN' })).list.find((x) => x.bizId === travelNO)!;
    expect(zh.summary.routeCityNameList).toEqual(['北京', '上海']);
  });
});

describe('a request in the past', () => {
  let t: TestApp;
  let employee: TestClient;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.login('employee');
    today = t.clock.today();
  });
  afterAll(async () => t.close());

  const legs = (begin: string, end: string) =>
    trInput(today, { itineraryGroupList: [{ travellerIdList: [], itineraryList: [{ departureCityId: SHANGHAI, arriveCityId: BEIJING, beginDate: begin, endDate: end }] }] });

  it('is refused when the whole trip ended before today, in the caller’s language', async () => {
    const en = await employee.call(trCreateCall, legs(addDays(today, -5), addDays(today, -3)));
    expect(en.res.statusCode).toBe(200);
    expect(en.body.resultCode).toBe('TR_DATE_PAST');
    expect(en.body.description).toContain('entirely in the past');
    const end = addDays(today, -3);
    const de = await employee.call(trCreateCall, legs(addDays(today, -5), end), { lang: 'de' });
    expect(de.body.description).toContain(`${end.slice(8, 10)}.${end.slice(5, 7)}.${end.slice(0, 4)}`);
    expect((await employee.ok(trListCall, page)).totalSize).toBe(0);
  });

  it('is accepted for a trip under way or ending today', async () => {
    expect((await employee.ok(trCreateCall, legs(addDays(today, -2), addDays(today, 2)))).status).toBe('WAIT_APPROVE');
    expect((await employee.ok(trCreateCall, legs(today, today))).status).toBe('WAIT_APPROVE');
  });
});
