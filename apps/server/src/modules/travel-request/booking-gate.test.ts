import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { AppError } from '../../platform/errors';
import { assertBookingAllowed, type BookingGateInput } from './booking-gate';
import { addDays } from '../../platform/dates';
import { BEIJING, SHANGHAI, TOKYO, trInput } from './tr-test-fixtures';

describe('the booking gate', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let today: string;
  let approved: string;
  let pending: string;
  let noTrain: string;
  const employeeScope = { enterpriseId: 'ent-demo', memberId: 'mem-employee' };

  const gate = (scope: { enterpriseId: string; memberId: string }, input: BookingGateInput) => assertBookingAllowed(t.database.db, scope, input, t.clock.now());
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  };
  const approveAll = async () => {
    for (const task of (await manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await manager.ok(taskApproveCall, { taskId: task.taskId });
  };

  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.login('employee');
    manager = await t.login('manager');
    today = t.clock.today();
    // Shanghai → Beijing from today+3, back on today+5.
    approved = (await employee.ok(trCreateCall, trInput(today))).travelNO;
    noTrain = (
      await employee.ok(trCreateCall, {
        ...trInput(today),
        itineraryGroupList: [{ travellerIdList: [], itineraryList: [{ departureCityId: SHANGHAI, arriveCityId: BEIJING, beginDate: addDays(today, 3), endDate: addDays(today, 5), addAttrList: [{ trainHighestStandard: '999' }] }] }],
      })
    ).travelNO;
    await approveAll();
    pending = (await employee.ok(trCreateCall, trInput(today))).travelNO;
  });
  afterAll(async () => t.close());

  const train = (over: Partial<BookingGateInput> = {}): BookingGateInput => ({
    travelType: 'BUSINESS',
    product: 'TRAIN',
    travelNO: approved,
    dates: { begin: addDays(today, 3), end: addDays(today, 3) },
    cityIds: [SHANGHAI, BEIJING],
    ...over,
  });

  it('lets private trips through, always', async () => {
    expect(await gate(employeeScope, { travelType: 'PRIVATE', product: 'CAIR', dates: { begin: today, end: today }, cityIds: [TOKYO] })).toBeNull();
  });

  it('needs a request for business trips unless the member holds NoTRBook (IairNoTrBook for international air)', async () => {
    expect((await refusal(gate(employeeScope, train({ travelNO: undefined })))).code).toBe('TR_REQUIRED');
    const notr = { enterpriseId: 'ent-demo', memberId: 'mem-notr' };
    expect(await gate(notr, train({ travelNO: undefined }))).toBeNull();
    expect(await gate(notr, train({ travelNO: undefined, product: 'IAIR' }))).toBeNull();
    const admin = { enterpriseId: 'ent-demo', memberId: 'mem-admin' };
    expect((await refusal(gate(admin, train({ travelNO: undefined, product: 'IAIR' })))).code).toBe('TR_REQUIRED');
  });

  it('answers the approved request when the booking fits it', async () => {
    const tr = await gate(employeeScope, train());
    expect(tr).toMatchObject({ travelNO: approved, beginDate: addDays(today, 3), endDate: addDays(today, 5), destinationCityIds: [BEIJING, SHANGHAI] });
    // One day of redundancy either side (the demo configuration).
    expect(await gate(employeeScope, train({ dates: { begin: addDays(today, 2), end: addDays(today, 6) } }))).not.toBeNull();
  });

  it('refuses a request that is not approved, or not the member’s', async () => {
    expect(await refusal(gate(employeeScope, train({ travelNO: pending })))).toMatchObject({ code: 'TR_NOT_APPROVED', params: { travelNO: pending } });
    expect((await refusal(gate({ enterpriseId: 'ent-demo', memberId: 'mem-notr' }, train()))).code).toBe('DATA_NOT_FOUND');
    expect((await refusal(gate({ enterpriseId: 'ent-other', memberId: 'mem-outsider' }, train()))).code).toBe('DATA_NOT_FOUND');
  });

  it('refuses a product the request does not allow', async () => {
    expect(await refusal(gate(employeeScope, train({ travelNO: noTrain })))).toMatchObject({ code: 'TR_PRODUCT_NOT_ORDERABLE', params: { travelNO: noTrain } });
    expect(await gate(employeeScope, train({ travelNO: noTrain, product: 'CAIR' }))).not.toBeNull();
    expect((await refusal(gate(employeeScope, train({ product: 'IHOTEL' })))).code).toBe('TR_PRODUCT_NOT_ORDERABLE');
  });

  it('refuses dates outside the request with its redundancy (modified-tip kind 1)', async () => {
    const err = await refusal(gate(employeeScope, train({ dates: { begin: addDays(today, 1), end: addDays(today, 1) } })));
    expect(err).toMatchObject({ code: 'TR_DATE_MISMATCH', params: { travelNO: approved, beginDate: addDays(today, 3), endDate: addDays(today, 5) } });
    expect(err.data).toMatchObject({ modifiedTipKind: 1, beginDate: addDays(today, 2), endDate: addDays(today, 6) });
  });

  it('refuses cities outside the request when the enterprise restricts cities (modified-tip kind 0)', async () => {
    const err = await refusal(gate(employeeScope, train({ cityIds: [SHANGHAI, '156320100'], locale: 'en' })));
    expect(err).toMatchObject({ code: 'TR_CITY_MISMATCH', params: { travelNO: approved, cityName: 'Nanjing' } });
    expect(err.data).toMatchObject({ modifiedTipKind: 0 });
  });

  it("keeps the request's dates and cities in its refusals for its members: a colleague and another enterprise get DATA_NOT_FOUND without them", async () => {
    const outside = [train({ dates: { begin: addDays(today, 1), end: addDays(today, 1) } }), train({ cityIds: [SHANGHAI, '156320100'], locale: 'en' })];
    expect((await refusal(gate(employeeScope, outside[0]!))).data).toMatchObject({ beginDate: addDays(today, 2) });
    expect((await refusal(gate(employeeScope, outside[1]!))).data).toMatchObject({ modifiedTipKind: 0 });
    for (const scope of [{ enterpriseId: 'ent-demo', memberId: 'mem-notr' }, { enterpriseId: 'ent-other', memberId: 'mem-outsider' }]) {
      for (const input of outside) expect(await refusal(gate(scope, input))).toMatchObject({ code: 'DATA_NOT_FOUND', data: null });
    }
  });

  it('refuses a hotel under a request whose hotel dates have expired', async () => {
    const hotel = train({ product: 'CHOTEL', cityIds: [BEIJING], dates: { begin: addDays(today, 3), end: addDays(today, 5) } });
    expect(await gate(employeeScope, hotel)).not.toBeNull();
    await t.anonymous().ok(clockAdvanceCall, { seconds: 6 * 86400 + 3600 });
    expect(await refusal(gate(employeeScope, hotel))).toMatchObject({ code: 'TR_DATE_MISMATCH', data: { modifiedTipKind: 1 } });
  });
});
