import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceedApplySubmitCall, taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { bookingCheckCall } from '@travel/contracts/policy/control';
import { trCreateCall, trDetailCall, trListCall } from '@travel/contracts/travel-request/travel-request';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { isExceedApplicationPending } from '../travel-request/exceed-application';
import { BEIJING, trInput } from '../travel-request/tr-test-fixtures';

const page = { pageIndex: 1, pageSize: 50 };

describe('the over-standard (exceed) application', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  let original: string;
  beforeAll(async () => {
    t = await createTestApp();
    [employee, manager, admin] = await Promise.all([t.login('employee'), t.login('manager'), t.login('admin')]);
    const input = trInput(t.clock.today(), {
      travellerList: [
        { travellerName: '张伟', memberId: 'mem-employee' },
        { travellerName: '李娜', memberId: 'mem-notr', travellerType: 'ADT' },
      ],
    });
    original = (await employee.ok(trCreateCall, input)).travelNO;
  });
  afterAll(async () => t.close());

  const submit = (c: TestClient, travellerList: unknown[], originalTrNo = original) =>
    c.call(exceedApplySubmitCall, { approvalBizType: 'EXCEED_APPLY', subBizType: 'HOTEL_EXCEED', exceedStandardReason: 'Trade fair week rates', originalTrNo, travellerList });

  it('needs an approved request and at least one traveller with an actual exceed amount', async () => {
    expect((await submit(employee, [{ travellerId: 'T1', hotelExceedActualAmount: 20000 }])).body).toMatchObject({ resultCode: 'TR_NOT_APPROVED', data: null });
    const task = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === original)!;
    await manager.ok(taskApproveCall, { taskId: task.taskId });
    expect((await submit(employee, [{ travellerId: 'T1' }, { travellerId: 'T2', hotelExceedActualAmount: 0 }])).body.resultCode).toBe('EXCEED_NO_TRAVELLER');
    expect((await submit(employee, [{ travellerId: 'T9', hotelExceedActualAmount: 100 }])).body.data).toMatchObject({ issues: [{ path: 'travellerList.0.travellerId' }] });
  });

  it('creates a new request with a new travelNO, the same itinerary and only the travellers with an amount, through the EXCEED_APPLY flow', async () => {
    const r = await submit(employee, [
      { travellerId: 'T1', hotelExceedActualAmount: 30000, hotelExceedCityList: [{ cityId: BEIJING, exceedAmount: 30000 }] },
      { travellerId: 'T2' },
    ]);
    expect(r.body.resultCode).toBe('0');
    const { travelNO } = r.body.data as { travelNO: string };
    expect(travelNO).not.toBe(original);
    expect(await isExceedApplicationPending(t.database.db, 'ent-demo', original)).toBe(true);
    expect(await isExceedApplicationPending(t.database.db, 'ent-other', original)).toBe(false);

    const [before, tr] = [await employee.ok(trDetailCall, { travelNO: original }), await employee.ok(trDetailCall, { travelNO })];
    expect(tr).toMatchObject({
      status: 'WAIT_APPROVE',
      originalTrNo: original,
      beginDate: before.beginDate,
      endDate: before.endDate,
      cityNameList: before.cityNameList,
      travellerList: [before.travellerList[0]],
      exceedApplication: {
        exceedStandardReason: 'Trade fair week rates',
        travellerList: [{ travellerId: 'T1', travellerName: '张伟', hotelExceedActualAmount: 30000, hotelExceedCityList: [{ cityId: BEIJING, cityName: 'Beijing', exceedAmount: 30000 }] }],
      },
    });
    expect(tr.itineraryGroupList[0]!.travellerIdList).toEqual(['T1']);
    expect(tr.itineraryGroupList[0]!.itineraryList).toEqual(before.itineraryGroupList[0]!.itineraryList);
    expect((await employee.ok(trListCall, page)).list.find((s) => s.travelNO === travelNO)).toMatchObject({ originalTrNo: original });
    // One application at a time per request; the policy engine's booking check says the same (432002028).
    expect((await submit(employee, [{ travellerId: 'T1', hotelExceedActualAmount: 1 }])).body.resultCode).toBe('432002028');
    const overStandardHotel = { product: 'HOTEL', cityId: BEIJING, nightlyPrices: [{ date: before.beginDate, amount: 90000 }] };
    const check = await employee.call(bookingCheckCall, { travelNO: original, travellers: [{ memberId: 'mem-employee' }], candidate: overStandardHotel });
    expect(check.body.resultCode).toBe('432002028');

    const first = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    expect(first).toMatchObject({ bizType: 'EXCEED_APPLY', subBizType: 'HOTEL_EXCEED', levelCount: 2, summary: { exceedStandardReason: 'Trade fair week rates', amount: 30000 } });
    expect(await manager.ok(taskApproveCall, { taskId: first.taskId })).toEqual({ instanceStatus: 'PENDING' });
    // Level 2 goes to the travel managers (manager and admin); either may decide.
    const second = (await admin.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    expect(second.level).toBe(2);
    expect(await admin.ok(taskApproveCall, { taskId: second.taskId })).toEqual({ instanceStatus: 'APPROVED' });
    const done = await employee.ok(trDetailCall, { travelNO });
    expect(done.status).toBe('APPROVED');
    expect(done.approvalSteps.map((s) => [s.level, s.approverMemberId, s.status])).toEqual([
      [1, 'mem-manager', 'APPROVED'],
      [2, 'mem-admin', 'APPROVED'],
      [2, 'mem-manager', 'CANCELED'],
    ]);
    expect(await isExceedApplicationPending(t.database.db, 'ent-demo', original)).toBe(false);
  });
});
