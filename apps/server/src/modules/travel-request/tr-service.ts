import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TrStatus } from '@travel/contracts/travel-request/travel-request';
import { TravelRequestError } from '@travel/contracts/travel-request/errors';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError, noPermission } from '../../platform/errors';
import { auditApproval, type Actor } from '../approval/approval-audit';
import { cancelApprovals, startApproval, type StartApprovalInput } from '../approval/approval-engine';
import { listCostCentres, listProjects } from '../enterprise/enterprise-service';
import { getPassengerRow } from '../member/passenger-service';
import { getMember } from '../member/member-service';
import { localDate } from '../../platform/dates';
import { resolveCities } from '../common/city-service';
import { buildItinerary, itineraryCityIds, type TrCreateParsed } from './tr-itinerary';
import { visibleTravelRequest } from './tr-read';
import { nextTrStatus } from './tr-status';
import { isApplicant, routeCityIdsOf, type Viewer } from './tr-view';
import { travelRequests } from './schema';

export type NewTravelRequest = Omit<typeof travelRequests.$inferInsert, 'id' | 'travelNo' | 'status' | 'createdAt' | 'updatedAt'>;

interface Owner {
  enterpriseId: string;
  memberId: string;
}

/** 'TR' + the local creation date + a database sequence, e.g. TR20260122000042. */
async function nextTravelNo(db: Db, now: Date): Promise<string> {
  const result = (await db.execute(sql`select nextval('travel_request_no_seq') as n`)) as unknown as { rows: { n: string | number }[] };
  return `TR${localDate(now).replaceAll('-', '')}${String(result.rows[0]!.n).padStart(6, '0')}`;
}

/**
 * Stores a request and starts its approval in one transaction: WAIT_APPROVE when a flow applies, APPROVED at once
 * when none does (or no level has anyone to approve).
 */
export async function insertTravelRequest(
  db: Db,
  values: NewTravelRequest,
  approval: Omit<StartApprovalInput, 'bizId' | 'enterpriseId' | 'applicantMemberId'>,
  actor: Actor,
  now: Date,
): Promise<{ travelNO: string; status: TrStatus }> {
  return db.transaction(async (tx) => {
    const travelNo = await nextTravelNo(tx, now);
    const started = await startApproval(
      tx,
      { ...approval, enterpriseId: values.enterpriseId, bizId: travelNo, applicantMemberId: values.creatorMemberId },
      actor,
      now,
    );
    const status = nextTrStatus('NEW', started.status === 'APPROVED' ? 'AUTO_APPROVE' : 'SUBMIT');
    await tx.insert(travelRequests).values({ ...values, id: randomUUID(), travelNo, status, createdAt: now, updatedAt: now });
    await auditApproval(tx, actor, values.enterpriseId, { action: 'tr.create', targetType: 'TRAVEL_REQUEST', targetId: travelNo, detail: { status, bizType: approval.bizType } }, now);
    return { travelNO: travelNo, status };
  });
}

async function assertCostCentreAndProject(db: Db, enterpriseId: string, input: Pick<TrCreateParsed, 'costCentreId' | 'projectId'>) {
  if (input.costCentreId && !(await listCostCentres(db, enterpriseId)).some((c) => c.costCentreId === input.costCentreId)) {
    throw new ParamError([{ path: 'costCentreId', code: 'custom', message: 'validation.invalid' }]);
  }
  if (input.projectId && !(await listProjects(db, enterpriseId)).some((p) => p.projectId === input.projectId)) {
    throw new ParamError([{ path: 'projectId', code: 'custom', message: 'validation.invalid' }]);
  }
}

/** Travellers are colleagues of the enterprise or the creator's saved passengers (customers, guests). */
async function assertTravellers(db: Db, owner: Owner, input: Pick<TrCreateParsed, 'travellerList'>) {
  for (const t of input.travellerList) {
    if (t.memberId) await getMember(db, owner.enterpriseId, t.memberId);
    if (t.passengerId) await getPassengerRow(db, owner, t.passengerId);
  }
}

export async function createTravelRequest(db: Db, owner: Owner, input: TrCreateParsed, actor: Actor, now: Date): Promise<{ travelNO: string; status: TrStatus }> {
  const creator = await getMember(db, owner.enterpriseId, owner.memberId);
  if (creator.auditSubmitPermissionList.length === 0) throw new AppError(TravelRequestError.CREATE_FORBIDDEN);
  await assertCostCentreAndProject(db, owner.enterpriseId, input);
  await assertTravellers(db, owner, input);
  const cities = await resolveCities(db, itineraryCityIds(input));
  const built = buildItinerary(input, cities);
  // A request is asked before or during a trip; one that ended before today (the enterprise's day) is refused.
  if (built.endDate < localDate(now)) throw new AppError(TravelRequestError.DATE_PAST, { endDate: built.endDate });
  return insertTravelRequest(
    db,
    {
      enterpriseId: owner.enterpriseId,
      creatorMemberId: owner.memberId,
      beginDate: built.beginDate,
      endDate: built.endDate,
      travelPurposes: input.travelPurposeList,
      travellers: built.travellers,
      destinations: built.destinations,
      itineraryGroups: built.groups,
      costCentreId: input.costCentreId ?? null,
      projectId: input.projectId ?? null,
      applicationTypes: input.applicationTypeList,
      orderType: input.orderType,
      bookBusinessClass: input.bookBusinessClass,
      remark: input.remark ?? null,
      estimatedAmount: input.estimatedAmount ?? null,
      hotelBeginDateExtend: input.hotelBeginDateExtend ?? null,
      hotelEndDateExtend: input.hotelEndDateExtend ?? null,
      interHotelBeginDateExtend: input.interHotelBeginDateExtend ?? null,
      interHotelEndDateExtend: input.interHotelEndDateExtend ?? null,
      airBeginDateExtend: input.airBeginDateExtend ?? null,
      airEndDateExtend: input.airEndDateExtend ?? null,
    },
    {
      bizType: 'TRAVEL_REQUEST',
      costCentreId: input.costCentreId,
      amount: input.estimatedAmount,
      summary: {
        title: input.travelPurposeList.map((p) => p.travelPurposeDesc).join(' / '),
        beginDate: built.beginDate,
        endDate: built.endDate,
        cityIds: built.destinations.map((d) => d.cityId),
        routeCityIds: routeCityIdsOf({ itineraryGroups: built.groups, destinations: built.destinations }),
        purpose: input.travelPurposeList[0]?.travelPurposeDesc ?? null,
        amount: input.estimatedAmount ?? null,
        exceedStandardReason: null,
      },
    },
    actor,
    now,
  );
}

/** The request of the enterprise with this number, locked for a status change; null when there is none. */
export async function lockTravelRequest(db: Db, enterpriseId: string, travelNo: string) {
  const [row] = await db
    .select()
    .from(travelRequests)
    .where(and(eq(travelRequests.enterpriseId, enterpriseId), eq(travelRequests.travelNo, travelNo)))
    .for('update');
  return row ?? null;
}

/** Cancels a request (WAIT_APPROVE or APPROVED) and withdraws its open approval, in one transaction. */
export async function cancelTravelRequest(db: Db, viewer: Viewer, travelNo: string, reason: string | undefined, actor: Actor, now: Date): Promise<void> {
  const visible = await visibleTravelRequest(db, viewer, travelNo, now);
  if (!isApplicant(visible, viewer)) throw noPermission();
  await db.transaction(async (tx) => {
    const row = (await lockTravelRequest(tx, viewer.enterpriseId, travelNo))!;
    const status = nextTrStatus(row.status, 'CANCEL');
    await tx.update(travelRequests).set({ status, cancelReason: reason ?? null, updatedAt: now }).where(eq(travelRequests.id, row.id));
    await cancelApprovals(tx, viewer.enterpriseId, travelNo, actor, now);
    await auditApproval(tx, actor, viewer.enterpriseId, { action: 'tr.cancel', targetType: 'TRAVEL_REQUEST', targetId: travelNo, detail: { from: row.status, reason: reason ?? null } }, now);
  });
}
