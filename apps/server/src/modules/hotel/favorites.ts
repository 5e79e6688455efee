import { and, count, desc, eq, sql } from 'drizzle-orm';
import { FAVORITE_LIMIT, FAVORITE_OPERATION } from '@travel/contracts/hotel/favorite';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { ForgettingCache } from '../../platform/cluster/forgetting-cache';
import { preparedOn } from '../../platform/db/prepared';
import { AppError } from '../../platform/errors';
import type { MemberScope } from './browse-record';
import type { HotelSupplier } from './hotel-port';
import { cardsAnywhere } from './hotel-lookup';
import { hotelFavorites } from './schema';

const mine = (scope: MemberScope) => and(eq(hotelFavorites.enterpriseId, scope.enterpriseId), eq(hotelFavorites.memberId, scope.memberId));

/** Every member's favourites, per process: searches ask for them on every page, and they change only by the member's hand. */
const favoritesCache = new ForgettingCache<ReadonlySet<string>>('hotel-favorites');
const cacheKey = (scope: MemberScope) => `${scope.enterpriseId}:${scope.memberId}`;

/** Which of these hotels the member keeps as favourites. */
export async function favoriteIds(db: Db, scope: MemberScope, hotelIds: readonly string[]): Promise<Set<string>> {
  if (hotelIds.length === 0) return new Set();
  const all = await favoritesCache.get(db, cacheKey(scope), () => allFavoriteIds(db, scope));
  return new Set(hotelIds.filter((id) => all.has(id)));
}

async function allFavoriteIds(db: Db, scope: MemberScope): Promise<ReadonlySet<string>> {
  const statement = preparedOn(db, 'hotel_favorite_all_ids', (on, name) =>
    on
      .select({ hotelId: hotelFavorites.hotelId })
      .from(hotelFavorites)
      .where(and(eq(hotelFavorites.enterpriseId, sql.placeholder('enterpriseId')), eq(hotelFavorites.memberId, sql.placeholder('memberId'))))
      .prepare(name),
  );
  const rows = await statement.execute({ enterpriseId: scope.enterpriseId, memberId: scope.memberId });
  return new Set(rows.map((r) => r.hotelId));
}

/** hotel/favorite/operate: 1 add (again: no change), 2 remove, 3 ask; the answer is whether it is a favourite now. */
export async function operateFavorite(db: Db, hotels: HotelSupplier, scope: MemberScope, input: { hotelId: string; operation: 1 | 2 | 3 }, now: Date): Promise<{ favorite: boolean }> {
  const where = and(mine(scope), eq(hotelFavorites.hotelId, input.hotelId));
  if (input.operation === FAVORITE_OPERATION.DELETE) {
    await db.delete(hotelFavorites).where(where);
    await favoritesCache.forget(cacheKey(scope));
    return { favorite: false };
  }
  if (input.operation === FAVORITE_OPERATION.QUERY) return { favorite: (await favoriteIds(db, scope, [input.hotelId])).size > 0 };
  if ((await favoriteIds(db, scope, [input.hotelId])).size > 0) return { favorite: true };
  if (!(await hotels.findHotel(input.hotelId))) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  await db.transaction(async (tx) => {
    // Two adds at once must not both pass the count: one member's adds take turns (a lock on the member's key).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`hotel-favorites:${scope.enterpriseId}:${scope.memberId}`}))`);
    const [row] = await tx.select({ n: count() }).from(hotelFavorites).where(mine(scope));
    if ((row?.n ?? 0) >= FAVORITE_LIMIT) throw new AppError(HotelError.FAVOURITE_LIMIT, { limit: FAVORITE_LIMIT }, { limit: FAVORITE_LIMIT });
    await tx.insert(hotelFavorites).values({ ...scope, hotelId: input.hotelId, createdAt: now }).onConflictDoNothing();
  });
  await favoritesCache.forget(cacheKey(scope));
  return { favorite: true };
}

/** hotel/favorite/list: the member's favourites, latest first, as cards with the time each was added. */
export async function listFavorites(db: Db, hotels: HotelSupplier, scope: MemberScope, input: { pageIndex: number; pageSize: number }, locale: Locale) {
  const [counted] = await db.select({ total: count() }).from(hotelFavorites).where(mine(scope));
  const total = counted?.total ?? 0;
  const rows = await db
    .select()
    .from(hotelFavorites)
    .where(mine(scope))
    .orderBy(desc(hotelFavorites.createdAt), hotelFavorites.hotelId)
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  const cards = await cardsAnywhere(db, hotels, rows.map((r) => r.hotelId), locale, new Set(rows.map((r) => r.hotelId)));
  return {
    list: rows.flatMap((r) => {
      const card = cards.get(r.hotelId);
      return card ? [{ ...card, favoriteTime: r.createdAt.toISOString() }] : [];
    }),
    totalSize: total,
    pageIndex: input.pageIndex,
    totalPages: Math.ceil(total / input.pageSize),
  };
}
