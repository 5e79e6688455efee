import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import type { MemberScope } from './browse-record';
import { favoriteIds } from './favorites';
import type { HotelSupplier } from './hotel-port';
import { cardsAnywhere } from './hotel-lookup';
import { hotelBrowseHistory } from './schema';

const mine = (scope: MemberScope) => and(eq(hotelBrowseHistory.enterpriseId, scope.enterpriseId), eq(hotelBrowseHistory.memberId, scope.memberId));

/** hotel/browse_history/list: the hotels the member viewed last, latest first, with when. */
export async function listBrowseHistory(db: Db, hotels: HotelSupplier, scope: MemberScope, input: { size: number }, locale: Locale) {
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
