import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { putTravelStandard } from '../policy/standards-service';
import { SYSTEM } from './approval-audit';
import { startApproval } from './approval-engine';
import type { InstanceRow, Outcome } from './approval-outcome';

const page = { pageIndex: 1, pageSize: 50 };
/** A first-class seat for the employee (L3 standard: second class only, tip and reason). */
const firstClassTrain = { travelType: 'BUSINESS', travellers: [{ memberId: 'mem-employee' }], candidate: { product: 'TRAIN', seatClass: 'FIRST', price: 93300, currency: 'CNY' } };

describe('approvals that carry a booking', () => {
  let t: TestApp;
  let manager: TestClient;
  const concluded: Array<[string, Outcome]> = [];
  beforeAll(async () => {
    // The booking side's outcome handler, given at wiring as commerce will give its own.
    const BOOKING = async (_db: unknown, instance: InstanceRow, outcome: Outcome) => void concluded.push([instance.bizId, outcome]);
    t = await createTestApp({ seams: { approvalOutcomes: { BOOKING } } });
    manager = await t.login('manager');
  });
  afterAll(async () => t.close());

  const submitBooking = (bizId: string) =>
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
          summary: { title: 'G1 上海虹桥 → 北京南', beginDate: t.clock.today(), endDate: t.clock.today(), cityIds: ['156310000', '156110000'], purpose: null, amount: 93300, exceedStandardReason: null },
          policyInput: firstClassTrain,
        },
        SYSTEM,
        t.clock.now(),
      ),
    );

  it('judges the policy again in the inbox and lets the approver approve what policy still allows', async () => {
    const started = await submitBooking('TRAIN-ORDER-1');
    expect(started).toMatchObject({ status: 'PENDING', flowId: 'flow-demo-booking' });
    const task = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === 'TRAIN-ORDER-1')!;
    expect(task).toMatchObject({ bizType: 'BOOKING', subBizType: 'TRAIN', title: 'G1 上海虹桥 → 北京南', summary: { cityNameList: ['Shanghai', 'Beijing'], amount: 93300 } });
    expect(task.policyRecheck).toMatchObject({ product: 'TRAIN', outcome: 'TIP_REASON', travellers: [expect.objectContaining({ memberId: 'mem-employee' })] });
    expect(await manager.ok(taskApproveCall, { taskId: task.taskId })).toEqual({ instanceStatus: 'APPROVED' });
    expect(concluded).toEqual([['TRAIN-ORDER-1', 'APPROVED']]);
  });

  it('refuses to approve (432002029) once policy forbids the booking', async () => {
    await submitBooking('TRAIN-ORDER-2');
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '6', controlSeconds: 30 } }, t.clock.now());
    const task = (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === 'TRAIN-ORDER-2')!;
    expect(task.policyRecheck?.outcome).toBe('DENNY');
    const refused = await manager.call(taskApproveCall, { taskId: task.taskId });
    expect(refused.body).toMatchObject({ resultCode: '432002029', description: 'This booking exceeds your travel standard and cannot be made.' });
    expect((await manager.ok(taskListCall, page)).list.find((x) => x.bizId === 'TRAIN-ORDER-2')?.status).toBe('PENDING');
    expect(concluded).toHaveLength(1);
  });
});
