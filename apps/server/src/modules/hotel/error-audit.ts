import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HOTEL_ERROR_AUDIT_LIST_SIZE, type errorAuditListCall } from '@travel/contracts/hotel/error-audit';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { displayName, getMember } from '../member/member-service';
import type { MemberScope } from './browse-record';
import { textIn } from './hotel-card';
import type { HotelSupplier } from './hotel-port';
import { hotelErrorReports } from './schema';

type ListOutput = z.output<(typeof errorAuditListCall)['output']>;

/** error_audit/add (spec 7): a traveller's report of wrong information on a hotel the supplier knows, kept for the enterprise. */
export async function addErrorReport(hotels: HotelSupplier, db: Db, scope: MemberScope, input: { hotelId: string; errorDesc: string }, now: Date): Promise<{ reportId: string }> {
  if (!(await hotels.findHotel(input.hotelId))) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  const reportId = randomUUID();
  await db.insert(hotelErrorReports).values({ id: reportId, enterpriseId: scope.enterpriseId, memberId: scope.memberId, hotelId: input.hotelId, errorDesc: input.errorDesc, createdAt: now });
  return { reportId };
}

/** error_audit/list: the enterprise's latest reports, newest first, with the hotel's name in the reader's language. */
export async function listErrorReports(hotels: HotelSupplier, db: Db, enterpriseId: string, locale: Locale): Promise<ListOutput> {
  const rows = await db
    .select()
    .from(hotelErrorReports)
    .where(eq(hotelErrorReports.enterpriseId, enterpriseId))
    .orderBy(desc(hotelErrorReports.createdAt), desc(hotelErrorReports.id))
    .limit(HOTEL_ERROR_AUDIT_LIST_SIZE);
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.hotelId))) {
    const h = await hotels.findHotel(id);
    names.set(id, h ? textIn(locale, h.name) : id);
  }
  const who = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.memberId))) who.set(id, displayName(await getMember(db, enterpriseId, id)));
  return {
    list: rows.map((r) => ({
      reportId: r.id,
      hotelId: r.hotelId,
      hotelName: names.get(r.hotelId)!,
      memberId: r.memberId,
      memberName: who.get(r.memberId)!,
      errorDesc: r.errorDesc,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
