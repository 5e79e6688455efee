import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { bookingCheckCall } from '@travel/contracts/policy/control';
import type { Db } from './platform/db/database';
import { SYSTEM } from './modules/approval/approval-audit';
import { startApproval } from './modules/approval/approval-engine';
import type { InstanceRow, Outcome } from './modules/approval/approval-outcome';
import { createTestApp, type TestApp } from './test/test-app';

const page = { pageIndex: 1, pageSize: 50 };
const firstClass = { candidate: { product: 'TRAIN', seatClass: 'FIRST', price: 93300 }, reasonCode: 'T01', travelNO: 'TR-QUEUED' };

/** A BOOKING approval (flow-demo-booking: the default approver, 24 hours, then rejected by the system). */
const startBooking = (t: TestApp, bizId: string) =>
  t.database.db.transaction((tx) =>
    startApproval(
      tx,
      {
        enterpriseId: 'ent-demo',
        bizType: 'BOOKING',
        bizId,
        subBizType: 'TRAIN',
        applicantMemberId: 'mem-employee',
        product: 'TRAIN',
        amount: 93300,
        summary: { title: bizId, beginDate: t.clock.today(), endDate: t.clock.today(), cityIds: ['156310000', '156110000'], purpose: null, amount: 93300, exceedStandardReason: null },
      },
      SYSTEM,
      t.clock.now(),
    ),
  );

describe('two apps in one process', () => {
  const seen: Record<'a' | 'b', string[]> = { a: [], b: [] };
  const recorder = (list: string[]) => async (_db: Db, instance: InstanceRow, outcome: Outcome) => void list.push(`${instance.bizId}:${outcome}`);
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Each is wired with its own seams; the second must not overwrite the first's (no process-global registry).
    a = await createTestApp({ seams: { approvalOutcomes: { BOOKING: recorder(seen.a) }, isExceedPending: async (_db, _ent, travelNO) => travelNO === 'TR-QUEUED' } });
    b = await createTestApp({ seams: { approvalOutcomes: { BOOKING: recorder(seen.b) }, isExceedPending: async () => false } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('conclude approvals with their own outcome handlers, and advancing one clock runs only that app\'s jobs', async () => {
    await startBooking(a, 'ORDER-A');
    await startBooking(b, 'ORDER-B');
    await startBooking(b, 'ORDER-B-LATE');

    const managerB = await b.login('manager');
    const task = (await managerB.ok(taskListCall, page)).list.find((x) => x.bizId === 'ORDER-B')!;
    await managerB.ok(taskApproveCall, { taskId: task.taskId });
    expect(seen).toEqual({ a: [], b: ['ORDER-B:APPROVED'] });

    // a's test clock passes the 24-hour deadline: a's deadline job rejects a's booking through a's handler.
    await a.anonymous().ok(clockAdvanceCall, { seconds: 25 * 3600 });
    expect(seen).toEqual({ a: ['ORDER-A:REJECTED'], b: ['ORDER-B:APPROVED'] });
    // b's clock did not move: its late booking still waits for the manager.
    expect((await managerB.ok(taskListCall, page)).list.find((x) => x.bizId === 'ORDER-B-LATE')?.status).toBe('PENDING');
  });

  it('ask their own exceed-queue probe in tmc/booking_check', async () => {
    const [employeeA, employeeB] = await Promise.all([a.login('employee'), b.login('employee')]);
    expect((await employeeA.call(bookingCheckCall, firstClass)).body.resultCode).toBe('432002028');
    expect((await employeeB.call(bookingCheckCall, firstClass)).body.resultCode).toBe('0');
  });
});
