import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalConfigSaveCall, costCentreQueryCall, delegateDeleteCall, delegateListCall, delegateSaveCall, taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { notificationListCall } from '@travel/contracts/notification/notification';
import { trCreateCall, trDetailCall } from '@travel/contracts/travel-request/travel-request';
import { auditLog } from '../../platform/audit/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { trInput } from '../travel-request/tr-test-fixtures';

const page = { pageIndex: 1, pageSize: 50 };

describe('delegation', () => {
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

  it('refuses delegating to oneself or to someone of another enterprise', async () => {
    expect((await manager.call(delegateSaveCall, { delegateMemberId: 'mem-manager', beginDate: today, endDate: today })).body.resultCode).toBe('DELEGATE_SELF');
    expect((await manager.call(delegateSaveCall, { delegateMemberId: 'mem-outsider', beginDate: today, endDate: today })).body.resultCode).toBe('DATA_NOT_FOUND');
    const order = await manager.call(delegateSaveCall, { delegateMemberId: 'mem-admin', beginDate: today, endDate: addDays(today, -1) });
    expect(order.body.data).toMatchObject({ issues: [{ path: 'endDate', message: 'The end date must not be before the start date.' }] });
  });

  it('shows the away approver’s tasks to the delegate, who decides them; the record shows both', async () => {
    const later = await manager.ok(delegateSaveCall, { delegateMemberId: 'mem-admin', beginDate: addDays(today, 5), endDate: addDays(today, 9) });
    const { travelNO } = await employee.ok(trCreateCall, trInput(today));
    expect((await admin.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)).toBeUndefined();

    const { delegateId } = await manager.ok(delegateSaveCall, { delegateMemberId: 'mem-admin', beginDate: today, endDate: addDays(today, 1) });
    expect((await manager.ok(delegateListCall, {})).list).toEqual([
      { delegateId, delegateMemberId: 'mem-admin', delegateName: '陈静', beginDate: today, endDate: addDays(today, 1), active: true },
      expect.objectContaining({ delegateId: later.delegateId, active: false }),
    ]);
    const task = (await admin.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    expect(task).toMatchObject({ status: 'PENDING', delegatedFromName: '王强' });
    // The approver still sees it too.
    expect((await manager.ok(taskListCall, page)).list.map((x) => x.taskId)).toContain(task.taskId);

    expect(await admin.ok(taskApproveCall, { taskId: task.taskId, comment: 'Approved while Wang is away' })).toEqual({ instanceStatus: 'APPROVED' });
    const tr = await employee.ok(trDetailCall, { travelNO });
    expect(tr.status).toBe('APPROVED');
    expect(tr.approvalSteps).toEqual([
      expect.objectContaining({ approverMemberId: 'mem-admin', approverName: '陈静', delegatedFromName: '王强', decidedBy: '陈静', status: 'APPROVED' }),
    ]);
    const done = (await admin.ok(taskListCall, { ...page, status: 'DONE' })).list.find((x) => x.taskId === task.taskId)!;
    expect(done.delegatedFromName).toBe('王强');
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'approval.task.approve'), eq(auditLog.targetId, task.taskId)));
    expect(audit).toMatchObject({ actorMemberId: 'mem-admin', detail: expect.objectContaining({ decidedBy: 'mem-admin', delegatedFrom: 'mem-manager' }) });

    await manager.ok(delegateDeleteCall, { delegateId });
    const next = await employee.ok(trCreateCall, trInput(today));
    const hidden = (await admin.ok(taskListCall, page)).list.find((x) => x.bizId === next.travelNO);
    expect(hidden).toBeUndefined();
    const managerTask = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === next.travelNO)!;
    expect((await admin.call(taskApproveCall, { taskId: managerTask.taskId })).body.resultCode).toBe('NOT_APPROVER');
    expect((await admin.call(delegateDeleteCall, { delegateId: later.delegateId })).body.resultCode).toBe('DATA_NOT_FOUND');
  });
});

describe('deadlines', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    [employee, manager] = await Promise.all([t.login('employee'), t.login('manager')]);
    today = t.clock.today();
  });
  afterAll(async () => t.close());

  const advanceHours = async (hours: number) => t.anonymous().ok(clockAdvanceCall, { seconds: hours * 3600 });

  it('escalates a level past its deadline to the travel managers, visibly as soon as the clock moves', async () => {
    const { travelNO } = await employee.ok(trCreateCall, trInput(today, {}, 10));
    await advanceHours(47);
    manager = await t.login('manager');
    expect((await manager.ok(trDetailCall, { travelNO })).approvalSteps.map((s) => s.status)).toEqual(['PENDING']);

    await advanceHours(2);
    // Sessions last 12 hours: log in again at the new time.
    const [admin, employeeNow] = [await t.login('admin'), await t.login('employee')];
    manager = await t.login('manager');
    const steps = (await employeeNow.ok(trDetailCall, { travelNO })).approvalSteps;
    expect(steps).toEqual([
      expect.objectContaining({ approverMemberId: 'mem-manager', status: 'ESCALATED', decidedBy: 'System', comment: 'The approval deadline passed, so the task was escalated.' }),
      expect.objectContaining({ approverMemberId: 'mem-admin', status: 'PENDING', deadline: null }),
    ]);
    expect((await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)).toBeUndefined();
    const escalated = (await admin.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!;
    expect(escalated).toMatchObject({ status: 'PENDING', level: 1 });
    const note = (await admin.ok(notificationListCall, page)).list.find((n) => n.kind === 'APPROVAL_ESCALATED')!;
    expect(note.title).toBe(`Escalated to you: travel request ${travelNO}`);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'approval.task.escalate'));
    expect(audit).toMatchObject({ actorMemberId: 'system', detail: expect.objectContaining({ bizId: travelNO, from: ['mem-manager'], to: ['mem-admin'] }) });

    expect((await manager.call(taskApproveCall, { taskId: steps[0]!.taskId })).body.resultCode).toBe('APPROVAL_TASK_NOT_PENDING');
    expect(await admin.ok(taskApproveCall, { taskId: escalated.taskId })).toEqual({ instanceStatus: 'APPROVED' });
    expect((await employeeNow.ok(trDetailCall, { travelNO })).status).toBe('APPROVED');
  });

  it('approves (or rejects) by the system when a level is configured so', async () => {
    manager = await t.login('manager');
    employee = await t.login('employee');
    const centre = async (code: string) => (await employee.ok(costCentreQueryCall, { keyword: code })).list[0]!.costCentreId;
    const [admin, sales] = [await centre('CC-ADMIN'), await centre('CC-SALES')];
    await manager.ok(approvalConfigSaveCall, { name: 'Quick', bizType: 'TRAVEL_REQUEST', priority: 10, conditions: { costCentreIds: [admin] }, levels: [{ approverType: 'DEFAULT_APPROVER', deadlineHours: 2, timeoutAction: 'APPROVE' }] });
    await manager.ok(approvalConfigSaveCall, { name: 'Strict', bizType: 'TRAVEL_REQUEST', priority: 10, conditions: { costCentreIds: [sales] }, levels: [{ approverType: 'DEFAULT_APPROVER', deadlineHours: 2, timeoutAction: 'REJECT' }] });
    const quick = await employee.ok(trCreateCall, { ...trInput(t.clock.today(), {}, 10), costCentreId: admin });
    const strict = await employee.ok(trCreateCall, { ...trInput(t.clock.today(), {}, 10), costCentreId: sales });

    await advanceHours(3);
    employee = await t.login('employee');
    const approved = await employee.ok(trDetailCall, { travelNO: quick.travelNO }, { lang: 'zh-CN' });
    expect(approved.status).toBe('APPROVED');
    expect(approved.approvalSteps).toEqual([expect.objectContaining({ status: 'APPROVED', decidedBy: '系统', comment: '审批超时，系统已自动通过。' })]);
    const rejected = await employee.ok(trDetailCall, { travelNO: strict.travelNO });
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.approvalSteps[0]).toMatchObject({ status: 'REJECTED', decidedBy: 'System' });

    const notes = (await employee.ok(notificationListCall, page)).list;
    expect(notes.find((n) => n.kind === 'APPROVAL_APPROVED')!.body).toBe(`Your travel request ${quick.travelNO} (Client visit) was approved by System.`);
    expect(notes.find((n) => n.kind === 'APPROVAL_REJECTED')!.body).toContain('Comment: The approval deadline passed, so the request was rejected automatically.');
    const systemRows = await t.database.db.select().from(auditLog).where(eq(auditLog.actorMemberId, 'system'));
    expect(systemRows.map((r) => r.action)).toEqual(expect.arrayContaining(['approval.task.timeout_approve', 'approval.task.timeout_reject', 'approval.approved', 'approval.rejected']));
  });
});
