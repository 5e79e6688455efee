import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createRailTestBed, type RailTestBed } from '../../suppliers/rail/rail-test-setup';
import type { TrainSection } from './rail-port';
import { runBookingWorkflow, type RemoteStep } from '../commerce/booking-workflow';
import { commerceWorkflows } from '../commerce/schema';
import { recordOrder } from '../commerce/order-ledger';
import { scheduleWorkflowRecovery, workflowRecoveryJobs, WORKFLOW_LEASE_MS } from '../commerce/workflow-recovery';
import { undoRailStep } from './rail-undo';

/** The commerce core's booking workflow with the train's real remote step (a seat hold at the rail sandbox). */
describe('a booking as steps with undo', () => {
  let t: RailTestBed;
  let sections: TrainSection[];
  let n = 0;

  const secondLeft = async (s: TrainSection) => (await t.rail.getSeatProducts(s))!.seats.find((x) => x.seatClass === 'second')!.seatRemain;
  const holdStep = (s: TrainSection, key: string): RemoteStep => ({
    name: 'rail.hold',
    undo: { idempotencyKey: key },
    run: () => t.rail.holdSeats({ idempotencyKey: key, trainNo: s.trainNo, departureDate: s.departureDate, fromTelecode: s.fromTelecode, toTelecode: s.toTelecode, passengers: [{ seatClass: 'second' }] }),
  });
  const logOf = async (id: string) => (await t.database.db.select().from(commerceWorkflows).where(eq(commerceWorkflows.id, id)))[0];
  const run = (id: string, steps: RemoteStep[], commit: () => Promise<string>) =>
    runBookingWorkflow(t.database.db, { id, product: 'TRAIN', kind: 'BOOKING', steps, undoStep: undoRailStep(t.rail), commit: async () => commit() }, t.clock.now());

  beforeAll(async () => {
    t = await createRailTestBed();
    const date = t.rail.saleCalendar().saleDateList[3]!;
    const [found] = await t.rail.findTrains([{ fromTelecodes: [t.code('北京南')], toTelecodes: [t.code('上海虹桥')], departureDate: date }]);
    sections = found!.filter((s) => s.seats.some((x) => x.seatClass === 'second' && x.seatRemain > 10)).slice(0, 6);
    expect(sections.length).toBe(6);
  }, 120_000);
  afterAll(async () => t?.database.close());

  it('commits: the holds stay and the log says DONE', async () => {
    const [a, b] = [sections[0]!, sections[1]!];
    const before = [await secondLeft(a), await secondLeft(b)];
    expect(await run('wf-ok', [holdStep(a, `k${++n}`), holdStep(b, `k${++n}`)], async () => 'order-1')).toBe('order-1');
    expect([await secondLeft(a), await secondLeft(b)]).toEqual([before[0]! - 1, before[1]! - 1]);
    expect((await logOf('wf-ok'))?.status).toBe('DONE');
  });

  it('undoes the first hold when the second step fails', async () => {
    const a = sections[2]!;
    const before = await secondLeft(a);
    const refusedKey = `k${++n}`;
    const refused: RemoteStep = { name: 'rail.hold', undo: { idempotencyKey: refusedKey }, run: () => t.rail.holdSeats({ idempotencyKey: refusedKey, trainNo: 'Q9999', departureDate: a.departureDate, fromTelecode: a.fromTelecode, toTelecode: a.toTelecode, passengers: [{ seatClass: 'second' }] }) };
    await expect(run('wf-step', [holdStep(a, `k${++n}`), refused], async () => 'never')).rejects.toMatchObject({ code: 'TRAIN_NOT_FOUND' });
    expect(await secondLeft(a)).toBe(before);
    expect((await logOf('wf-step'))?.status).toBe('UNDONE');
  });

  it('undoes every hold when the commit fails', async () => {
    const [a, b] = [sections[3]!, sections[4]!];
    const before = [await secondLeft(a), await secondLeft(b)];
    await expect(
      run('wf-commit', [holdStep(a, `k${++n}`), holdStep(b, `k${++n}`)], async () => {
        throw new Error('the order write failed');
      }),
    ).rejects.toThrow('the order write failed');
    expect([await secondLeft(a), await secondLeft(b)]).toEqual(before);
    expect((await logOf('wf-commit'))?.status).toBe('UNDONE');
  });

  it('a crash between the hold and the commit is undone by the recovery job once the lease passes', async () => {
    const a = sections[5]!;
    const before = await secondLeft(a);
    const key = `k${++n}`;
    // What a killed process leaves: the log written, the hold taken, neither commit nor undo.
    await t.database.db.insert(commerceWorkflows).values({ id: 'wf-crash', product: 'TRAIN', kind: 'BOOKING', status: 'RUNNING', steps: [{ name: 'rail.hold', undo: { idempotencyKey: key } }], startedAt: t.clock.now(), updatedAt: t.clock.now() });
    await holdStep(a, key).run();
    expect(await secondLeft(a)).toBe(before - 1);
    const jobs = workflowRecoveryJobs(() => undoRailStep(t.rail));
    await scheduleWorkflowRecovery(t.database.db, t.clock);
    // Within the lease the booking may still be running in a live process: nothing is undone.
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 61);
    await runDueJobs(t.database.db, t.clock, jobs);
    expect((await logOf('wf-crash'))?.status).toBe('RUNNING');
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + WORKFLOW_LEASE_MS / 1000);
    await runDueJobs(t.database.db, t.clock, jobs);
    expect((await logOf('wf-crash'))?.status).toBe('UNDONE');
    expect(await secondLeft(a)).toBe(before);
  });

  it('a crash after the commit leaves the booking alone: its order in the ledger marks it committed', async () => {
    const a = sections[0]!;
    const key = `k${++n}`;
    await t.database.db.insert(commerceWorkflows).values({ id: 'wf-committed', product: 'TRAIN', kind: 'BOOKING', ledgerRef: 'T-COMMITTED', status: 'RUNNING', steps: [{ name: 'rail.hold', undo: { idempotencyKey: key } }], startedAt: t.clock.now(), updatedAt: t.clock.now() });
    await holdStep(a, key).run();
    const held = await secondLeft(a);
    const day = a.departureDate;
    await recordOrder(t.database.db, { product: 'TRAIN', orderId: 'T-COMMITTED', enterpriseId: 'ent-demo', memberId: 'mem-employee', bookedBy: 'mem-employee', travelType: 'PRIVATE', travelNo: null, live: true, currency: 'CNY', companyAmount: 0, personalAmount: 100, beginDate: day, endDate: day }, ['PASSPORT:E1'], t.clock.now());
    const jobs = workflowRecoveryJobs(() => undoRailStep(t.rail));
    await scheduleWorkflowRecovery(t.database.db, t.clock);
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + WORKFLOW_LEASE_MS / 1000 + 61);
    await runDueJobs(t.database.db, t.clock, jobs);
    expect((await logOf('wf-committed'))?.status).toBe('DONE');
    expect(await secondLeft(a)).toBe(held);
  });
});
