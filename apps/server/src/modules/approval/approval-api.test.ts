import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalConfigCall,
  approvalConfigSaveCall,
  approverSearchCall,
  costCentreQueryCall,
  matchFlowCall,
  projectDetailCall,
  taskApproveCall,
  taskListCall,
  taskRejectCall,
} from '@travel/contracts/approval/approval';
import { departmentQueryCall } from '@travel/contracts/member/company';
import { trCreateCall, trDetailCall } from '@travel/contracts/travel-request/travel-request';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { trInput } from '../travel-request/tr-test-fixtures';

const pending = { pageIndex: 1, pageSize: 50 };

describe('the approval path', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    [employee, manager, admin] = await Promise.all([t.login('employee'), t.login('manager'), t.login('admin')]);
    today = t.clock.today();
  });
  afterAll(async () => t.close());

  const inbox = async (c: TestClient, status: 'PENDING' | 'DONE' = 'PENDING') => (await c.ok(taskListCall, { ...pending, status })).list;

  it('goes employee → manager’s inbox → approved', async () => {
    const { travelNO } = await employee.ok(trCreateCall, { ...trInput(today), estimatedAmount: 180000 });
    const tasks = await inbox(manager);
    const task = tasks.find((x) => x.bizId === travelNO)!;
    expect(task).toMatchObject({
      bizType: 'TRAVEL_REQUEST',
      subBizType: null,
      title: 'Client visit',
      applicantName: '张伟',
      applicantMemberId: 'mem-employee',
      level: 1,
      levelCount: 1,
      status: 'PENDING',
      delegatedFromName: null,
      summary: { cityNameList: ['Beijing', 'Shanghai'], purpose: 'Client visit', amount: 180000, exceedStandardReason: null },
      policyRecheck: null,
    });
    expect(new Date(task.deadline!).getTime() - new Date(task.createTime).getTime()).toBe(48 * 3600_000);
    expect(await inbox(employee)).toEqual([]);

    expect(await manager.ok(taskApproveCall, { taskId: task.taskId, comment: 'Have a good trip' })).toEqual({ instanceStatus: 'APPROVED' });
    const tr = await employee.ok(trDetailCall, { travelNO });
    expect(tr.status).toBe('APPROVED');
    expect(tr.approvalSteps).toEqual([
      expect.objectContaining({ approverMemberId: 'mem-manager', approverName: '王强', status: 'APPROVED', comment: 'Have a good trip', decidedBy: '王强', delegatedFromName: null }),
    ]);
    expect((await inbox(manager, 'DONE')).map((x) => x.taskId)).toContain(task.taskId);
    const again = await manager.call(taskApproveCall, { taskId: task.taskId });
    expect(again.body).toMatchObject({ resultCode: 'APPROVAL_TASK_NOT_PENDING', description: 'This approval task has already been decided.' });
  });

  it('rejects only with a comment, and the request is rejected', async () => {
    const { travelNO } = await employee.ok(trCreateCall, trInput(today));
    const task = (await inbox(manager)).find((x) => x.bizId === travelNO)!;
    const bare = await manager.call(taskRejectCall, { taskId: task.taskId, comment: '  ' });
    expect(bare.res.statusCode).toBe(400);
    expect(bare.body.data).toMatchObject({ issues: [{ path: 'comment', message: 'Enter a comment.' }] });

    const notr = await t.login('notr');
    expect((await notr.call(taskRejectCall, { taskId: task.taskId, comment: 'no' })).body.resultCode).toBe('NOT_APPROVER');

    expect(await manager.ok(taskRejectCall, { taskId: task.taskId, comment: 'Budget frozen this quarter' })).toEqual({ instanceStatus: 'REJECTED' });
    const tr = await employee.ok(trDetailCall, { travelNO });
    expect(tr).toMatchObject({ status: 'REJECTED', canCancel: false });
    expect(tr.approvalSteps[0]).toMatchObject({ status: 'REJECTED', comment: 'Budget frozen this quarter' });
    expect((await manager.call(taskApproveCall, { taskId: task.taskId })).body.resultCode).toBe('APPROVAL_TASK_NOT_PENDING');
  });

  it('runs two-level flows level after level (matched by cost centre)', async () => {
    const rd = (await employee.ok(costCentreQueryCall, { keyword: 'CC-RD' })).list[0]!.costCentreId;
    await manager.ok(approvalConfigSaveCall, {
      name: '研发两级审批',
      nameEn: 'R&D two levels',
      bizType: 'TRAVEL_REQUEST',
      priority: 10,
      conditions: { costCentreIds: [rd] },
      levels: [
        { approverType: 'MEMBERS', approverMemberIds: ['mem-manager'] },
        { approverType: 'MEMBERS', approverMemberIds: ['mem-admin'], deadlineHours: 24 },
      ],
    });
    // The flow is named to each reader in their language; editors get both names.
    expect((await employee.ok(matchFlowCall, { bizType: 'TRAVEL_REQUEST', costCentreId: rd })).flowName).toBe('R&D two levels');
    expect((await employee.ok(matchFlowCall, { bizType: 'TRAVEL_REQUEST', costCentreId: rd }, { lang: 'zh-CN' })).flowName).toBe('研发两级审批');
    expect((await employee.ok(approvalConfigCall, {})).flows.find((f) => f.nameEn === 'R&D two levels')).toMatchObject({ name: '研发两级审批' });
    const { travelNO } = await employee.ok(trCreateCall, { ...trInput(today), costCentreId: rd });
    const first = (await inbox(manager)).find((x) => x.bizId === travelNO)!;
    expect(first).toMatchObject({ level: 1, levelCount: 2, deadline: null });
    expect((await inbox(admin)).find((x) => x.bizId === travelNO)).toBeUndefined();
    expect(await manager.ok(taskApproveCall, { taskId: first.taskId })).toEqual({ instanceStatus: 'PENDING' });
    expect((await employee.ok(trDetailCall, { travelNO })).status).toBe('WAIT_APPROVE');

    const second = (await inbox(admin)).find((x) => x.bizId === travelNO)!;
    expect(second).toMatchObject({ level: 2, levelCount: 2 });
    expect(second.history.map((s) => [s.level, s.status])).toEqual([[1, 'APPROVED'], [2, 'PENDING']]);
    expect(await admin.ok(taskApproveCall, { taskId: second.taskId })).toEqual({ instanceStatus: 'APPROVED' });
    expect((await employee.ok(trDetailCall, { travelNO })).status).toBe('APPROVED');
  });

  it('lets only travel managers and administrators edit flows, and checks what a flow names', async () => {
    const flow = { name: 'x', bizType: 'BOOKING', levels: [{ approverType: 'MEMBERS', approverMemberIds: ['mem-manager'] }] };
    expect((await employee.call(approvalConfigSaveCall, flow)).body.resultCode).toBe('NOT_TRAVEL_MANAGER');
    const foreign = await manager.call(approvalConfigSaveCall, { ...flow, levels: [{ approverType: 'MEMBERS', approverMemberIds: ['mem-outsider'] }] });
    expect(foreign.body).toMatchObject({ resultCode: 'APPROVAL_FLOW_INVALID', description: 'The approval flow is incomplete: level 1: mem-outsider.' });
    expect((await manager.call(approvalConfigSaveCall, { ...flow, levels: [{ approverType: 'MEMBERS' }] })).body.resultCode).toBe('APPROVAL_FLOW_INVALID');
    expect((await manager.call(approvalConfigSaveCall, { ...flow, flowId: 'flow-other-tr' })).body.resultCode).toBe('DATA_NOT_FOUND');
    const { flowId } = await admin.ok(approvalConfigSaveCall, { ...flow, active: false });
    const { flows } = await employee.ok(approvalConfigCall, {});
    expect(flows.find((f) => f.flowId === flowId)).toMatchObject({ name: 'x', active: false, priority: 0 });
    expect(flows.map((f) => f.flowId)).toEqual(expect.arrayContaining(['flow-demo-tr', 'flow-demo-exceed', 'flow-demo-booking']));
    expect(flows.map((f) => f.flowId)).not.toContain('flow-other-tr');
  });

  it('finds approvers, cost centres and projects of the enterprise only', async () => {
    const found = (await employee.ok(approverSearchCall, { keyword: 'manager' })).list;
    expect(found).toEqual([{ memberId: 'mem-manager', name: '王强', departmentName: 'Executive Office', travelManager: true }]);
    expect((await employee.ok(approverSearchCall, { keyword: 'outsider' })).list).toEqual([]);
    expect((await employee.ok(costCentreQueryCall, {})).list.map((c) => c.code)).toEqual(['CC-ADMIN', 'CC-RD', 'CC-SALES']);
    const projects = (await employee.ok(projectDetailCall, { keyword: 'alpha' })).list;
    expect(projects.map((p) => p.code)).toEqual(['PRJ-ALPHA']);
    expect((await employee.ok(projectDetailCall, { projectId: projects[0]!.projectId })).list).toEqual(projects);
    const outsider = await t.login('outsider');
    expect((await outsider.call(projectDetailCall, { projectId: projects[0]!.projectId })).body.resultCode).toBe('DATA_NOT_FOUND');
  });
});

describe('flow matching', () => {
  let t: TestApp;
  let manager: TestClient;
  let employee: TestClient;
  let notr: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    [manager, employee, notr] = await Promise.all([t.login('manager'), t.login('employee'), t.login('notr')]);
    const rd = (await manager.ok(departmentQueryCall, { keyword: '研发部' })).list[0]!.departmentId;
    const members = (ids: string[]) => [{ approverType: 'MEMBERS' as const, approverMemberIds: ids }];
    await manager.ok(approvalConfigSaveCall, { name: 'R&D bookings', bizType: 'BOOKING', priority: 5, conditions: { departmentIds: [rd] }, levels: members(['mem-admin']) });
    await manager.ok(approvalConfigSaveCall, { name: 'Hotel bookings', bizType: 'BOOKING', priority: 6, conditions: { products: ['HOTEL'] }, levels: members(['mem-manager', 'mem-admin']) });
    await manager.ok(approvalConfigSaveCall, { name: 'Expensive trips', bizType: 'TRAVEL_REQUEST', priority: 7, conditions: { minAmount: 1_000_000 }, levels: members(['mem-admin']) });
  });
  afterAll(async () => t.close());

  it('matches by department, sub-departments included', async () => {
    expect(await notr.ok(matchFlowCall, { bizType: 'BOOKING', product: 'TRAIN' })).toMatchObject({ flowName: 'R&D bookings', autoApproved: false, levels: [{ level: 1, approvers: [{ memberId: 'mem-admin' }] }] });
    expect((await employee.ok(matchFlowCall, { bizType: 'BOOKING', product: 'TRAIN' })).flowId).toBe('flow-demo-booking');
  });

  it('matches by product, the higher priority winning', async () => {
    const hotel = await notr.ok(matchFlowCall, { bizType: 'BOOKING', product: 'HOTEL' });
    expect(hotel.flowName).toBe('Hotel bookings');
    expect(hotel.levels[0]!.approvers.map((a) => a.memberId)).toEqual(['mem-manager', 'mem-admin']);
  });

  it('matches by amount', async () => {
    expect((await employee.ok(matchFlowCall, { bizType: 'TRAVEL_REQUEST', amount: 2_000_000 })).flowName).toBe('Expensive trips');
    const normal = await employee.ok(matchFlowCall, { bizType: 'TRAVEL_REQUEST', amount: 100 });
    expect(normal).toMatchObject({ flowId: 'flow-demo-tr', levels: [{ level: 1, approvers: [{ memberId: 'mem-manager', name: '王强' }], deadlineHours: 48 }] });
  });

  it('approves at once when the matched levels have nobody but the applicant', async () => {
    expect(await manager.ok(matchFlowCall, { bizType: 'TRAVEL_REQUEST' })).toMatchObject({ flowId: 'flow-demo-tr', levels: [], autoApproved: true });
    const outsider = await t.login('outsider');
    expect(await outsider.ok(matchFlowCall, { bizType: 'TRAVEL_REQUEST' })).toMatchObject({ flowId: 'flow-other-tr', autoApproved: true });
    expect(await outsider.ok(matchFlowCall, { bizType: 'BOOKING' })).toMatchObject({ flowId: null, autoApproved: true });
  });
});
