import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TrStatus } from '@travel/contracts/travel-request/travel-request';
import type { Locale } from '@travel/contracts/platform/locales';
import { kindOf } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { isApproverOf } from '../approval/task-service';
import { getCompanyDetail } from '../enterprise/enterprise-service';
import { bookingWindow, hotelDatesExpired, productDates, withinWindow } from './orderability';
import { localDate } from '../../platform/dates';
import { isInternationalCityId } from '../common/city-service';
import { isTraveller, orderabilityOf, toSummary, toTravelRequest, type TrRow, type Viewer } from './tr-view';
import { travelRequests } from './schema';

/** Requests the member created or travels on. */
const involving = (memberId: string): SQL =>
  or(eq(travelRequests.creatorMemberId, memberId), sql`${travelRequests.travellers} @> ${JSON.stringify([{ memberId }])}::jsonb`)!;

export async function findTravelRequest(db: Db, enterpriseId: string, travelNo: string): Promise<TrRow | null> {
  const [row] = await db
    .select()
    .from(travelRequests)
    .where(and(eq(travelRequests.enterpriseId, enterpriseId), eq(travelRequests.travelNo, travelNo)));
  return row ?? null;
}

/**
 * A request the viewer may read: its creator, its travellers, its approvers (and their delegates), and the enterprise's
 * administrators and travel managers. Anyone else, and every other enterprise, gets DATA_NOT_FOUND.
 */
export async function visibleTravelRequest(db: Db, viewer: Viewer, travelNo: string, now: Date): Promise<TrRow> {
  const row = await findTravelRequest(db, viewer.enterpriseId, travelNo);
  if (!row) throw notFound('travelRequest');
  if (viewer.oversight) return row;
  const me = viewer.memberId;
  if (me && (row.creatorMemberId === me || isTraveller(row, me) || (await isApproverOf(db, viewer.enterpriseId, me, travelNo, now)))) return row;
  throw notFound('travelRequest');
}

export async function travelRequestDetail(db: Db, viewer: Viewer, travelNo: string, locale: Locale, now: Date) {
  return toTravelRequest(db, await visibleTravelRequest(db, viewer, travelNo, now), locale, now, viewer);
}

/** The member's requests; a bg call naming no member lists the whole enterprise's. */
export async function listTravelRequests(
  db: Db,
  viewer: Viewer,
  input: { pageIndex: number; pageSize: number; status?: TrStatus; keyword?: string },
  locale: Locale,
) {
  const like = input.keyword ? `%${input.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(travelRequests.enterpriseId, viewer.enterpriseId),
    viewer.memberId ? involving(viewer.memberId) : undefined,
    input.status ? eq(travelRequests.status, input.status) : undefined,
    like ? or(ilike(travelRequests.travelNo, like), sql`${travelRequests.travelPurposes}::text ilike ${like}`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(travelRequests)
      .where(where)
      .orderBy(desc(travelRequests.createdAt), desc(travelRequests.travelNo))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize),
    db.select({ n: count() }).from(travelRequests).where(where),
  ]);
  const totalSize = Number(total?.n ?? 0);
  return {
    list: await Promise.all(rows.map((r) => toSummary(db, r, locale))),
    totalSize,
    pageIndex: input.pageIndex,
    totalPages: Math.ceil(totalSize / input.pageSize),
  };
}

/**
 * Approved requests of the member under which a hotel in this city for these dates may be booked: the hotel product
 * is orderable there, its dates have not expired, the stay fits the hotel dates (with the enterprise's day redundancy),
 * and the city is a destination when the enterprise restricts cities.
 */
export async function listAvailableForHotel(
  db: Db,
  owner: { enterpriseId: string; memberId: string },
  input: { cityId: string; checkinDate: string; checkoutDate: string },
  locale: Locale,
  now: Date,
) {
  const { config } = await getCompanyDetail(db, owner.enterpriseId, locale);
  const product = kindOf('HOTEL', isInternationalCityId(input.cityId));
  const rows = await db
    .select()
    .from(travelRequests)
    .where(and(eq(travelRequests.enterpriseId, owner.enterpriseId), eq(travelRequests.status, 'APPROVED'), involving(owner.memberId)))
    .orderBy(desc(travelRequests.createdAt));
  const today = localDate(now);
  const fits = (row: TrRow) => {
    if (!orderabilityOf(row)[product]) return false;
    if (hotelDatesExpired(productDates(row, product).end, today)) return false;
    if (config.trCityRestriction && !row.destinations.some((d) => d.cityId === input.cityId)) return false;
    const window = bookingWindow(row, product, config);
    return !window || withinWindow({ begin: input.checkinDate, end: input.checkoutDate }, window);
  };
  return { list: await Promise.all(rows.filter(fits).map((r) => toSummary(db, r, locale))) };
}
