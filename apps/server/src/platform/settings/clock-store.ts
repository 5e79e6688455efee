import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Clock } from '../clock';
import { processEvents } from '../cluster/process-events';
import { platformSettings } from './schema';

const KEY = 'clock.offsetSeconds';

export async function loadClockOffset(db: Db, clock: Clock): Promise<void> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, KEY));
  clock.setOffsetSeconds(typeof row?.value === 'number' ? row.value : 0);
}

/** Sets this process's clock and tells the other server processes (they share the database's offset). */
async function apply(clock: Clock, seconds: number): Promise<void> {
  clock.setOffsetSeconds(seconds);
  await processEvents.publish({ kind: 'clock', offsetSeconds: seconds });
}

export async function saveClockOffset(db: Db, clock: Clock, seconds: number): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key: KEY, value: seconds })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: seconds } });
  await apply(clock, seconds);
}

/** Moves the offset by `seconds` in the database itself, so two processes advancing at once both count. */
export async function advanceClockOffset(db: Db, clock: Clock, seconds: number): Promise<void> {
  const [row] = await db
    .insert(platformSettings)
    .values({ key: KEY, value: seconds })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: sql`to_jsonb(coalesce((${platformSettings.value} #>> '{}')::bigint, 0) + ${seconds})` },
    })
    .returning({ value: platformSettings.value });
  await apply(clock, Number(row?.value ?? seconds));
}
