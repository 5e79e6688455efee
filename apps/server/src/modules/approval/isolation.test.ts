import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalConfigSaveCall,
  delegateDeleteCall,
  delegateSaveCall,
  exceedApplySubmitCall,
  taskApproveCall,
  taskListCall,
  taskRejectCall,
} from '@travel/contracts/approval/approval';
import { mailOutboxCall, notificationListCall, notificationReadCall } from '@travel/contracts/notification/notification';
import { trCancelCall, trCreateCall, trDetailCall, trHotelListAvailableCall, trListCall } from '@travel/contracts/travel-request/travel-request';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { BEIJING, trInput } from '../travel-request/tr-test-fixtures';

const page = { pageIndex: 1, pageSize: 50 };

/** `outsider` (Other Enterprise) tries every id-taking travel-request, approval and notification call on Demo Enterprise’s data. */
describe('tenant isolation of travel requests and approvals', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let outsider: TestClient;
  let travelNO: string;
  let approvedNO: string;
  let taskId: string;
  let delegateId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [employee, manager, outsider] = await Promise.all([t.login('employee'), t.login('manager'), t.login('outsider')]);
    const today = t.clock.today();
    approvedNO = (await employee.ok(trCreateCall, trInput(today))).travelNO;
    await manager.ok(taskApproveCall, { taskId: (await manager.ok(taskListCall, page)).list[0]!.taskId });
    travelNO = (await employee.ok(trCreateCall, trInput(today))).travelNO;
    taskId = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!.taskId;
    delegateId = (await manager.ok(delegateSaveCall, { delegateMemberId: 'mem-admin', beginDate: today, endDate: today })).delegateId;
  });
  afterAll(async () => t.close());

  const notFound = (r: { res: { statusCode: number }; body: { resultCode: string; data: unknown } }) => {
    expect(r.res.statusCode).toBe(200);
    expect(r.body.resultCode).toBe('DATA_NOT_FOUND');
    expect(r.body.data).toBeNull();
  };

  it('reads nothing by id', async () => {
    notFound(await outsider.call(trDetailCall, { travelNO }));
    notFound(await outsider.call(trDetailCall, { travelNO: approvedNO }));
  });

  it('changes nothing by id', async () => {
    notFound(await outsider.call(trCancelCall, { travelNO }));
    notFound(await outsider.call(taskApproveCall, { taskId }));
    notFound(await outsider.call(taskRejectCall, { taskId, comment: 'no' }));
    notFound(await outsider.call(delegateDeleteCall, { delegateId }));
    notFound(await outsider.call(delegateSaveCall, { delegateMemberId: 'mem-manager', beginDate: t.clock.today(), endDate: t.clock.today() }));
    notFound(await outsider.call(exceedApplySubmitCall, { approvalBizType: 'EXCEED_APPLY', subBizType: 'HOTEL_EXCEED', exceedStandardReason: 'x', originalTrNo: approvedNO, travellerList: [{ travellerId: 'T1', hotelExceedActualAmount: 100 }] }));
    expect((await outsider.call(approvalConfigSaveCall, { flowId: 'flow-demo-tr', name: 'x', bizType: 'TRAVEL_REQUEST', levels: [{ approverType: 'DEFAULT_APPROVER' }] })).body.resultCode).toBe('NOT_TRAVEL_MANAGER');
    expect((await employee.ok(trDetailCall, { travelNO })).status).toBe('WAIT_APPROVE');
    expect((await manager.ok(taskListCall, page)).list.map((x) => x.taskId)).toContain(taskId);
  });

  it('finds none of it in lists, inboxes and notifications', async () => {
    expect((await outsider.ok(trListCall, page)).totalSize).toBe(0);
    expect((await outsider.ok(trListCall, { ...page, keyword: travelNO })).totalSize).toBe(0);
    expect((await outsider.ok(taskListCall, page)).list).toEqual([]);
    expect((await outsider.ok(taskListCall, { ...page, status: 'DONE' })).list).toEqual([]);
    expect((await outsider.ok(trHotelListAvailableCall, { cityId: BEIJING, checkinDate: addDays(t.clock.today(), 3), checkoutDate: addDays(t.clock.today(), 4) })).list).toEqual([]);
    const managerNotes = (await manager.ok(notificationListCall, page)).list;
    await outsider.ok(notificationReadCall, { notificationIds: managerNotes.map((n) => n.notificationId) });
    expect((await manager.ok(notificationListCall, page)).unreadCount).toBe(managerNotes.length);
    expect((await outsider.ok(notificationListCall, page)).totalSize).toBe(0);
  });

  it('keeps the bg twins for administrators, within the enterprise they name', async () => {
    const bg = { bg: true };
    expect((await outsider.call(trDetailCall, { enterpriseId: 'ent-demo', travelNO }, bg)).res.statusCode).toBe(403);
    expect((await employee.call(trListCall, { enterpriseId: 'ent-demo', ...page }, bg)).res.statusCode).toBe(403);
    expect((await employee.call(mailOutboxCall, page)).res.statusCode).toBe(403);
    const admin = await t.login('admin');
    expect((await admin.ok(trListCall, { enterpriseId: 'ent-demo', ...page }, bg)).list.map((s) => s.travelNO)).toEqual(expect.arrayContaining([travelNO, approvedNO]));
    // Cancelling is the applicant's: the back office may when it acts for them.
    expect((await admin.ok(trDetailCall, { enterpriseId: 'ent-demo', travelNO }, bg)).canCancel).toBe(false);
    expect((await admin.ok(trDetailCall, { enterpriseId: 'ent-demo', memberId: 'mem-employee', travelNO }, bg)).canCancel).toBe(true);
    notFound(await admin.call(trDetailCall, { enterpriseId: 'ent-other', travelNO }, bg));
    notFound(await admin.call(taskApproveCall, { enterpriseId: 'ent-other', memberId: 'mem-outsider', taskId }, bg));
    const asManager = await admin.ok(taskListCall, { enterpriseId: 'ent-demo', memberId: 'mem-manager', ...page }, bg);
    expect(asManager.list.map((x) => x.taskId)).toContain(taskId);
    expect((await admin.call(taskListCall, { enterpriseId: 'ent-demo', memberId: 'mem-outsider', ...page }, bg)).body.resultCode).toBe('DATA_NOT_FOUND');
  });
});
