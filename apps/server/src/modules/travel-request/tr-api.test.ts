import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { costCentreQueryCall } from '@travel/contracts/approval/approval';
import { trCancelCall, trCreateCall, trDetailCall, trHotelListAvailableCall, trListCall } from '@travel/contracts/travel-request/travel-request';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createMember } from '../member/member-admin';
import { addDays } from '../../platform/dates';
import { BEIJING, SHANGHAI, TOKYO, trInput } from './tr-test-fixtures';

describe('travel requests', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.login('employee');
    manager = await t.login('manager');
    today = t.clock.today();
  });
  afterAll(async () => t.close());

  it('submits a request to approval and shows it with its itinerary, orderability and steps', async () => {
    const { list: centres } = await employee.ok(costCentreQueryCall, { keyword: 'SALES' });
    const created = await employee.ok(trCreateCall, { ...trInput(today), costCentreId: centres[0]!.costCentreId, estimatedAmount: 250000 });
    expect(created.travelNO).toMatch(new RegExp(`^TR${today.replaceAll('-', '')}\\d{6}$`));
    expect(created.status).toBe('WAIT_APPROVE');

    const tr = await employee.ok(trDetailCall, { travelNO: created.travelNO });
    expect(tr).toMatchObject({
      status: 'WAIT_APPROVE',
      creatorMemberId: 'mem-employee',
      beginDate: addDays(today, 3),
      endDate: addDays(today, 5),
      cityNameList: ['Beijing', 'Shanghai'],
      isCustomerTrip: false,
      isQuotaTrip: false,
      costCentre: { code: 'CC-SALES' },
      estimatedAmount: 250000,
      orderability: { CHOTEL: true, IHOTEL: false, TRAIN: true, CAIR: true, IAIR: true, ITRAIN: true },
      hotelDatesExpired: false,
      canCancel: true,
    });
    expect(tr.travellerList).toEqual([{ travellerId: 'T1', travellerName: '张伟', travellerType: 'ADT', memberId: 'mem-employee', passengerId: null }]);
    expect(tr.destinationCityList).toEqual([
      { cityId: BEIJING, cityName: 'Beijing', isInterCity: false },
      { cityId: SHANGHAI, cityName: 'Shanghai', isInterCity: false },
    ]);
    expect(tr.destinationList[0]).toMatchObject({ arriveCityCnName: '北京', arriveCountryId: '156', arriveCountryCnName: '中国' });
    expect(tr.itineraryGroupList[0]).toMatchObject({ groupId: 'G1', travellerIdList: ['T1'], departCityName: 'Shanghai', destinationList: ['Beijing', 'Shanghai'] });
    expect(tr.itineraryGroupList[0]!.itineraryList[0]).toMatchObject({ tripId: '1', departureCity3Code: 'SHA', arriveCity3Code: 'BJS' });
    expect(tr.taInfo).toMatchObject({ serviceMask: 1 + 4 + 8 + 16 + 32, applicationTypeList: ['BUSINESS'], orderType: '0', extInfo: { trSource: 'APPROVE3.0' } });
    expect(tr.approvalSteps).toEqual([expect.objectContaining({ level: 1, approverMemberId: 'mem-manager', approverName: '王强', status: 'PENDING', decidedBy: null })]);
    expect(tr.approvalSteps[0]!.deadline).not.toBeNull();

    const zh = await employee.ok(trDetailCall, { travelNO: created.travelNO }, { lang: 'zh-CN' });
    expect(zh.cityNameList).toEqual(['北京', '上海']);
  });

  it('approves at once when nobody is there to approve', async () => {
    const created = await manager.ok(trCreateCall, trInput(today, { travellerList: [{ travellerName: '王强', memberId: 'mem-manager' }] }));
    expect(created.status).toBe('APPROVED');
    expect((await manager.ok(trDetailCall, { travelNO: created.travelNO })).approvalSteps).toEqual([]);
  });

  it('marks customer and quota trips, international destinations and the extension dates', async () => {
    const begin = addDays(today, 10);
    const created = await employee.ok(trCreateCall, {
      ...trInput(today),
      applicationTypeList: ['CUSTOMER'],
      orderType: '2',
      itineraryGroupList: [{ travellerIdList: ['0'], itineraryList: [{ departureCityId: SHANGHAI, arriveCityId: TOKYO, beginDate: begin, endDate: addDays(begin, 3), addAttrList: [{ trainHighestStandard: '999' }, { occupyStatus: 'ORDER_CREATE' }] }] }],
      interHotelBeginDateExtend: addDays(begin, -1),
      interHotelEndDateExtend: addDays(begin, 4),
    });
    const tr = await employee.ok(trDetailCall, { travelNO: created.travelNO });
    expect(tr).toMatchObject({ isCustomerTrip: true, isQuotaTrip: true, cityNameList: ['Tokyo'] });
    expect(tr.orderability).toEqual({ CHOTEL: false, IHOTEL: true, TRAIN: false, CAIR: false, IAIR: true, ITRAIN: true });
    expect(tr.destinationCityList[0]).toEqual({ cityId: TOKYO, cityName: 'Tokyo', isInterCity: true });
    expect(tr.destinationList[0]).toMatchObject({ arriveCountryId: '392', arriveCountryCnName: '日本' });
    expect(tr.taInfo).toMatchObject({ interHotelBeginDateExtend: addDays(begin, -1), interHotelEndDateExtend: addDays(begin, 4), serviceMask: 2 + 16 + 32 });
    const list = await employee.ok(trListCall, { pageIndex: 1, pageSize: 50 });
    expect(list.list.find((s) => s.travelNO === created.travelNO)).toMatchObject({ isCustomerTrip: true, isQuotaTrip: true, travellerNames: ['张伟'] });
  });

  it('lists the requests the member created or travels on, by status and keyword', async () => {
    const forColleague = await manager.ok(trCreateCall, { ...trInput(today), travelPurposeList: [{ travelPurposeDesc: 'Trade fair' }] });
    const mine = await employee.ok(trListCall, { pageIndex: 1, pageSize: 50 });
    expect(mine.list.map((s) => s.travelNO)).toContain(forColleague.travelNO);
    expect(mine.totalSize).toBe(mine.list.length);
    expect((await employee.ok(trListCall, { pageIndex: 1, pageSize: 50, keyword: 'Trade' })).list.map((s) => s.travelNO)).toEqual([forColleague.travelNO]);
    const approved = await employee.ok(trListCall, { pageIndex: 1, pageSize: 50, status: 'APPROVED' });
    expect(approved.list.every((s) => s.status === 'APPROVED')).toBe(true);
    const notr = await t.login('notr');
    expect((await notr.ok(trListCall, { pageIndex: 1, pageSize: 50 })).totalSize).toBe(0);
    expect((await notr.call(trDetailCall, { travelNO: forColleague.travelNO })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('cancels from WAIT_APPROVE and APPROVED only, withdrawing the approval', async () => {
    const created = await employee.ok(trCreateCall, trInput(today));
    await employee.ok(trCancelCall, { travelNO: created.travelNO, reason: 'Plans changed' });
    const tr = await employee.ok(trDetailCall, { travelNO: created.travelNO });
    expect(tr).toMatchObject({ status: 'CANCELED', canCancel: false });
    expect(tr.approvalSteps.map((s) => s.status)).toEqual(['CANCELED']);
    const again = await employee.call(trCancelCall, { travelNO: created.travelNO });
    expect(again.body).toMatchObject({ resultCode: 'STATUS_TRANSITION_INVALID', data: { status: 'CANCELED' } });
    expect(again.body.description).toContain('CANCELED');
    const notr = await t.login('notr');
    const other = await employee.ok(trCreateCall, trInput(today));
    expect((await notr.call(trCancelCall, { travelNO: other.travelNO })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('refuses members without submit permission, unknown cities and foreign cost centres, in the caller’s language', async () => {
    await createMember(t.database.db, { id: 'mem-nosubmit', enterpriseId: 'ent-demo', userName: 'nosubmit', password: 'Passw0rd!', auditSubmitPermissionList: [] }, t.clock.now());
    const nosubmit = await t.login('nosubmit');
    const forbidden = await nosubmit.call(trCreateCall, trInput(today), { lang: 'zh-CN' });
    expect(forbidden.body).toMatchObject({ resultCode: 'TR_CREATE_FORBIDDEN', description: '您没有创建出差申请的权限。' });

    const city = await employee.call(trCreateCall, trInput(today, { itineraryGroupList: [{ travellerIdList: [], itineraryList: [{ departureCityId: SHANGHAI, arriveCityId: '156999999', beginDate: today, endDate: today }] }] }));
    expect(city.body).toMatchObject({ resultCode: 'CITY_NOT_FOUND', description: 'Unknown city: 156999999.' });

    const outsider = await t.login('outsider');
    const foreign = (await outsider.ok(costCentreQueryCall, {})).list[0]!.costCentreId;
    const cc = await employee.call(trCreateCall, { ...trInput(today), costCentreId: foreign });
    expect(cc.body.resultCode).toBe('PARAM_ERROR');
    expect(cc.body.data).toMatchObject({ issues: [{ path: 'costCentreId', message: 'This value is invalid.' }] });
  });

  it('answers PARAM_ERROR with translated issues for an incomplete request', async () => {
    const r = await employee.call(
      trCreateCall,
      { travellerList: [], itineraryGroupList: [{ itineraryList: [{ departureCityId: SHANGHAI, arriveCityId: BEIJING, beginDate: addDays(today, 2), endDate: today }] }], travelPurposeList: [] },
      { lang: 'zh-CN' },
    );
    expect(r.res.statusCode).toBe(400);
    const issues = (r.body.data as unknown as { issues: { path: string; message: string }[] }).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'travellerList', message: '请至少添加一位出行人。' }),
        expect.objectContaining({ path: 'travelPurposeList', message: '请填写出差目的。' }),
        expect.objectContaining({ path: 'itineraryGroupList.0.itineraryList.0.endDate', message: '结束日期不能早于开始日期。' }),
      ]),
    );
  });

  it('finds approved requests for a hotel stay, and lets hotel dates expire with the clock', async () => {
    const created = await manager.ok(trCreateCall, trInput(today, { travellerList: [{ travellerName: '王强', memberId: 'mem-manager' }] }, 1, 2));
    const stay = { cityId: BEIJING, checkinDate: addDays(today, 1), checkoutDate: addDays(today, 3) };
    expect((await manager.ok(trHotelListAvailableCall, stay)).list.map((s) => s.travelNO)).toContain(created.travelNO);
    expect((await manager.ok(trHotelListAvailableCall, { ...stay, checkoutDate: addDays(today, 6) })).list.map((s) => s.travelNO)).not.toContain(created.travelNO);
    expect((await manager.ok(trHotelListAvailableCall, { ...stay, cityId: TOKYO })).list).toEqual([]);

    await t.anonymous().ok(clockAdvanceCall, { seconds: 4 * 86400 });
    manager = await t.login('manager');
    const tr = await manager.ok(trDetailCall, { travelNO: created.travelNO });
    expect(tr.hotelDatesExpired).toBe(true);
    expect((await manager.ok(trHotelListAvailableCall, stay)).list.map((s) => s.travelNO)).not.toContain(created.travelNO);
  });
});
