import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { listenForProcessEvents } from './pg-listen';
import { ProcessEvents, type ProcessEvent } from './process-events';

const url = process.env.DATABASE_URL;
const quiet = { warn: () => undefined };

// NOTIFY/LISTEN between server processes exists only on a PostgreSQL server.
describe.skipIf(!url?.startsWith('postgres'))('process events through PostgreSQL', () => {
  const opened: Database[] = [];
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const db of opened) await db.close();
  });

  async function processOn(): Promise<{ bus: ProcessEvents; heard: ProcessEvent[] }> {
    const database = await openDatabase({ url, poolSize: 2 });
    opened.push(database);
    const bus = new ProcessEvents();
    const heard: ProcessEvent[] = [];
    bus.on((e) => heard.push(e));
    const listener = listenForProcessEvents(url!, database, bus, quiet);
    stops.push(listener.stop);
    await listener.ready;
    return { bus, heard };
  }

  it("one process's event reaches every other process once, and not itself twice", async () => {
    const [a, b, c] = [await processOn(), await processOn(), await processOn()];
    await a.bus.publish({ kind: 'member-forget', memberId: 'm-1' });
    const event = { kind: 'member-forget', memberId: 'm-1' };
    await expect.poll(() => b.heard, { timeout: 10_000 }).toEqual([event]);
    await expect.poll(() => c.heard, { timeout: 10_000 }).toEqual([event]);
    // a applied it when it published; its own notification coming back is not applied again.
    await b.bus.publish({ kind: 'resync' });
    await expect.poll(() => a.heard, { timeout: 10_000 }).toEqual([event, { kind: 'resync' }]);
  });
});
