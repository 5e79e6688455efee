import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Clock } from '../clock';
import { platformSettings } from './schema';

const KEY = 'clock.offsetSeconds';

export async function loadClockOffset(db: Db, clock: Clock): Promise<void> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, KEY));
  clock.setOffsetSeconds(typeof row?.value === 'number' ? row.value : 0);
}

export async function saveClockOffset(db: Db, clock: Clock, seconds: number): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key: KEY, value: seconds })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: seconds } });
  clock.setOffsetSeconds(seconds);
}
