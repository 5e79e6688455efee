import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { BROWSE_HISTORY_KEEP } from '@travel/contracts/hotel/favorite';
import type { Db } from '../../platform/db/database';
import { hotelBrowseHistory } from './schema';

export type MemberScope = { enterpriseId: string; memberId: string };

const mine = (scope: MemberScope) => and(eq(hotelBrowseHistory.enterpriseId, scope.enterpriseId), eq(hotelBrowseHistory.memberId, scope.memberId));

/**
 * A view of a hotel's detail: the member's history keeps the hotel once, with its latest view, and only the latest
 * BROWSE_HISTORY_KEEP hotels (the write trims, so reading the history never deletes).
 */
export async function recordBrowse(db: Db, scope: MemberScope, hotelId: string, now: Date): Promise<void> {
  await db
    .insert(hotelBrowseHistory)
    .values({ enterpriseId: scope.enterpriseId, memberId: scope.memberId, hotelId, browsedAt: now })
    .onConflictDoUpdate({ target: [hotelBrowseHistory.enterpriseId, hotelBrowseHistory.memberId, hotelBrowseHistory.hotelId], set: { browsedAt: sql`excluded.browsed_at` } });
  const [oldestKept] = await db
    .select({ browsedAt: hotelBrowseHistory.browsedAt })
    .from(hotelBrowseHistory)
    .where(mine(scope))
    .orderBy(desc(hotelBrowseHistory.browsedAt))
    .limit(1)
    .offset(BROWSE_HISTORY_KEEP - 1);
  if (oldestKept) await db.delete(hotelBrowseHistory).where(and(mine(scope), lt(hotelBrowseHistory.browsedAt, oldestKept.browsedAt)));
}
