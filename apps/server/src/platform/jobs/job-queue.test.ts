import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { taskListCall } from '@travel/contracts/approval/approval';
import { callUrl } from '@travel/contracts/platform/define-call';
import { trCreateCall, trDetailCall } from '@travel/contracts/travel-request/travel-request';
import { buildApp } from '../../app';
import { trInput } from '../../modules/travel-request/tr-test-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { Clock } from '../clock';
import type { Database } from '../db/database';
import { loadClockOffset, saveClockOffset } from '../settings/clock-store';
import { backoffMs, cancelJob, enqueueJob, findJobsByKey, getJob, runDueJobs, type JobHandlers } from './job-queue';
import { JobRunner } from './job-runner';
import { jobs } from './schema';

describe('the job queue', () => {
  let database: Database;
  const clock = new Clock();
  const ran: string[] = [];
  let failuresLeft = 0;
  const handlers: JobHandlers = {
    'test.record': async (_db, payload) => {
      ran.push(String(payload.name));
    },
    'test.flaky': async () => {
      if (failuresLeft-- > 0) throw new Error('supplier timeout');
      ran.push('flaky');
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('runs a job when the platform clock reaches its time, not before', async () => {
    const id = (await enqueueJob(database.db, { kind: 'test.record', payload: { name: 'a' }, runAt: new Date(clock.nowMs() + 3600_000) }, clock.now()))!;
    expect(await runDueJobs(database.db, clock, handlers)).toEqual({ done: 0, failed: 0 });
    clock.setOffsetSeconds(3601);
    expect(await runDueJobs(database.db, clock, handlers)).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual(['a']);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'DONE', attempts: 1, lockedUntil: null });
    expect(await runDueJobs(database.db, clock, handlers)).toEqual({ done: 0, failed: 0 });
  });

  it('retries with backoff and gives up after its attempts', async () => {
    failuresLeft = 1;
    const id = (await enqueueJob(database.db, { kind: 'test.flaky', runAt: clock.now() }, clock.now()))!;
    expect(await runDueJobs(database.db, clock, handlers)).toEqual({ done: 0, failed: 1 });
    const failed = (await getJob(database.db, id))!;
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(failed.lastError).toContain('supplier timeout');
    const delay = failed.runAt.getTime() - clock.nowMs();
    expect(delay).toBeGreaterThan(backoffMs(1) - 5000);
    expect(delay).toBeLessThanOrEqual(backoffMs(1));
    clock.setOffsetSeconds(clock.offsetSeconds + backoffMs(1) / 1000);
    expect(await runDueJobs(database.db, clock, handlers)).toEqual({ done: 1, failed: 0 });
    expect(await getJob(database.db, id)).toMatchObject({ status: 'DONE', attempts: 2, lastError: null });

    const dead = (await enqueueJob(database.db, { kind: 'test.unknown', runAt: clock.now(), maxAttempts: 2 }, clock.now()))!;
    await runDueJobs(database.db, clock, handlers);
    clock.setOffsetSeconds(clock.offsetSeconds + 3600);
    await runDueJobs(database.db, clock, handlers);
    expect(await getJob(database.db, dead)).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect([10_000, 20_000, 40_000].map((_, i) => backoffMs(i + 1))).toEqual([10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });

  it('keeps one open job per key, and withdraws it by key', async () => {
    const runAt = new Date(clock.nowMs() + 60_000);
    const first = await enqueueJob(database.db, { kind: 'test.record', payload: { name: 'keyed' }, runAt, dedupeKey: 'k1' }, clock.now());
    expect(first).not.toBeNull();
    expect(await enqueueJob(database.db, { kind: 'test.record', payload: { name: 'twice' }, runAt, dedupeKey: 'k1' }, clock.now())).toBeNull();
    await cancelJob(database.db, 'k1', clock.now());
    clock.setOffsetSeconds(clock.offsetSeconds + 120);
    await runDueJobs(database.db, clock, handlers);
    expect(ran).not.toContain('keyed');
    expect((await findJobsByKey(database.db, 'k1')).map((j) => j.status)).toEqual(['CANCELED']);
    expect(await enqueueJob(database.db, { kind: 'test.record', payload: { name: 'again' }, runAt, dedupeKey: 'k1' }, clock.now())).not.toBeNull();
  });

  it('takes over a job whose runner died while holding it', async () => {
    const id = (await enqueueJob(database.db, { kind: 'test.record', payload: { name: 'orphan' }, runAt: clock.now() }, clock.now()))!;
    await database.db.update(jobs).set({ status: 'RUNNING', lockedUntil: new Date(clock.nowMs() + 60_000) }).where(eq(jobs.id, id));
    await runDueJobs(database.db, clock, handlers);
    expect(ran).not.toContain('orphan');
    clock.setOffsetSeconds(clock.offsetSeconds + 120);
    await runDueJobs(database.db, clock, handlers);
    expect(ran).toContain('orphan');
  });

  it('polls in the background with the JobRunner', async () => {
    await enqueueJob(database.db, { kind: 'test.record', payload: { name: 'polled' }, runAt: clock.now() }, clock.now());
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const runner = new JobRunner(database.db, clock, handlers, log, 20);
    runner.start();
    for (let i = 0; i < 100 && !ran.includes('polled'); i++) await new Promise((r) => setTimeout(r, 20));
    await runner.stop();
    expect(ran).toContain('polled');
  });
});

describe('jobs survive a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('runs an approval deadline queued before the restart from a new app on the same database', async () => {
    const employee = await t.login('employee');
    const { travelNO } = await employee.ok(trCreateCall, trInput(t.clock.today(), {}, 10));
    await saveClockOffset(t.database.db, t.clock, 49 * 3600);
    await t.app.close();

    // A new process: a new clock read from the database and a new app on the same data.
    const clock = new Clock();
    await loadClockOffset(t.database.db, clock);
    expect(clock.offsetSeconds).toBe(49 * 3600);
    const app = await buildApp({ config: t.config, database: t.database, clock });
    try {
      expect(await runDueJobs(t.database.db, clock, app.jobHandlers)).toEqual({ done: 1, failed: 0 });
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'admin', password: 'Passw0rd!' } });
      const cookies = Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));
      const call = async <T>(def: { service: string; path: string }, payload: object) =>
        ((await app.inject({ method: 'POST', url: callUrl(def), payload, cookies, headers: { 'x-csrf-token': cookies.csrf_token!, 'accept-language': 'en' } })).json() as { data: T }).data;
      const tasks = await call<{ list: { bizId: string }[] }>(taskListCall, { pageIndex: 1, pageSize: 10 });
      expect(tasks.list.map((x) => x.bizId)).toContain(travelNO);
      const tr = await call<{ approvalSteps: { status: string }[] }>(trDetailCall, { travelNO });
      expect(tr.approvalSteps.map((s) => s.status)).toEqual(['ESCALATED', 'PENDING']);
    } finally {
      await app.close();
    }
  });
});
