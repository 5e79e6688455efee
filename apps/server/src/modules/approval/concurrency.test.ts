import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delegateSaveCall, taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trCreateCall, trDetailCall } from '@travel/contracts/travel-request/travel-request';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { trInput } from '../travel-request/tr-test-fixtures';

const page = { pageIndex: 1, pageSize: 50 };

/** Real concurrency needs several connections: PostgreSQL only (PGlite runs one statement at a time). */
describe.skipIf(!process.env.DATABASE_URL)('deciding one task at once (PostgreSQL)', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    [employee, manager, admin] = await Promise.all([t.login('employee'), t.login('manager'), t.login('admin')]);
    await manager.ok(delegateSaveCall, { delegateMemberId: 'mem-admin', beginDate: t.clock.today(), endDate: t.clock.today() });
  });
  afterAll(async () => t.close());

  const newTask = async () => {
    const { travelNO } = await employee.ok(trCreateCall, trInput(t.clock.today(), {}, 10));
    return { travelNO, taskId: (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === travelNO)!.taskId };
  };

  it('lets exactly one of two approvers win; the other gets APPROVAL_TASK_NOT_PENDING', async () => {
    for (let round = 0; round < 5; round++) {
      const { travelNO, taskId } = await newTask();
      const answers = await Promise.all([manager.call(taskApproveCall, { taskId }), admin.call(taskApproveCall, { taskId })]);
      expect(answers.map((a) => a.body.resultCode).sort()).toEqual(['0', 'APPROVAL_TASK_NOT_PENDING']);
      const tr = await employee.ok(trDetailCall, { travelNO });
      expect(tr.status).toBe('APPROVED');
      expect(tr.approvalSteps.filter((s) => s.status === 'APPROVED')).toHaveLength(1);
    }
  });

  it('lets exactly one of the approver and the deadline job win', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { travelNO, taskId } = await newTask();
      // Past the 48-hour deadline without running the jobs yet, then both at once.
      t.clock.setOffsetSeconds(t.clock.offsetSeconds + 49 * 3600);
      manager = await t.login('manager');
      const [answer] = await Promise.all([manager.call(taskApproveCall, { taskId }), runDueJobs(t.database.db, t.clock, t.app.jobHandlers)]);
      const steps = (await (await t.login('employee')).ok(trDetailCall, { travelNO })).approvalSteps;
      if (answer.body.resultCode === '0') {
        expect(steps.map((s) => s.status)).toEqual(['APPROVED']);
        outcomes.add('approver');
      } else {
        expect(answer.body.resultCode).toBe('APPROVAL_TASK_NOT_PENDING');
        expect(steps.map((s) => s.status)).toEqual(['ESCALATED', 'PENDING']);
        outcomes.add('job');
      }
      employee = await t.login('employee');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
