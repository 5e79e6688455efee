import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { hotelBrowseHistory } from './schema';

export type MemberScope = { enterpriseId: string; memberId: string };

/** A view of a hotel's detail: the member's history keeps the hotel once, with its latest view. */
export async function recordBrowse(db: Db, scope: MemberScope, hotelId: string, now: Date): Promise<void> {
  await db
    .insert(hotelBrowseHistory)
    .values({ enterpriseId: scope.enterpriseId, memberId: scope.memberId, hotelId, browsedAt: now })
    .onConflictDoUpdate({ target: [hotelBrowseHistory.enterpriseId, hotelBrowseHistory.memberId, hotelBrowseHistory.hotelId], set: { browsedAt: sql`excluded.browsed_at` } });
}
