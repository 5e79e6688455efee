import { and, desc, eq, lt } from 'drizzle-orm';
import { BROWSE_HISTORY_KEEP } from '@travel/contracts/hotel/favorite';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import type { MemberScope } from './browse-record';
import { favoriteIds } from './favorites';
import type { HotelSupplier } from './hotel-port';
import { cardsAnywhere } from './hotel-lookup';
import { hotelBrowseHistory } from './schema';

const mine = (scope: MemberScope) => and(eq(hotelBrowseHistory.enterpriseId, scope.enterpriseId), eq(hotelBrowseHistory.memberId, scope.memberId));

/** Keeps the member's latest BROWSE_HISTORY_KEEP views: older ones go (the record writes one row per hotel viewed). */
async function trimHistory(db: Db, scope: MemberScope): Promise<void> {
  const [oldestKept] = await db
    .select({ browsedAt: hotelBrowseHistory.browsedAt })
    .from(hotelBrowseHistory)
    .where(mine(scope))
    .orderBy(desc(hotelBrowseHistory.browsedAt))
    .limit(1)
    .offset(BROWSE_HISTORY_KEEP - 1);
  if (oldestKept) await db.delete(hotelBrowseHistory).where(and(mine(scope), lt(hotelBrowseHistory.browsedAt, oldestKept.browsedAt)));
}

/** hotel/browse_history/list: the hotels the member viewed last, latest first, with when. */
export async function listBrowseHistory(db: Db, hotels: HotelSupplier, scope: MemberScope, input: { size: number }, locale: Locale) {
  await trimHistory(db, scope);
  const rows = await db.select().from(hotelBrowseHistory).where(mine(scope)).orderBy(desc(hotelBrowseHistory.browsedAt), hotelBrowseHistory.hotelId).limit(input.size);
  const ids = rows.map((r) => r.hotelId);
  const cards = await cardsAnywhere(db, hotels, ids, locale, await favoriteIds(db, scope, ids));
  return {
    list: rows.flatMap((r) => {
      const card = cards.get(r.hotelId);
      return card ? [{ ...card, browseTime: r.browsedAt.toISOString() }] : [];
    }),
  };
}
