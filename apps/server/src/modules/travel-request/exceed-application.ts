import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import { TravelRequestError } from '@travel/contracts/travel-request/errors';
import { PolicyError } from '@travel/contracts/policy/errors';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError, noPermission } from '../../platform/errors';
import type { Actor } from '../approval/approval-audit';
import { resolveCities } from '../common/city-service';
import { visibleTravelRequest } from './tr-read';
import { insertTravelRequest } from './tr-service';
import { isApplicant, routeCityIdsOf, type Viewer } from './tr-view';
import { travelRequests, type ExceedApplication } from './schema';

export type ExceedApplyInput = z.output<(typeof exceedApplySubmitCall)['input']>;

/** Is an over-standard application for this request waiting for approval? (The policy engine's 432002028.) */
export async function isExceedApplicationPending(db: Db, enterpriseId: string, travelNO: string): Promise<boolean> {
  const [row] = await db
    .select({ id: travelRequests.id })
    .from(travelRequests)
    .where(and(eq(travelRequests.enterpriseId, enterpriseId), eq(travelRequests.originalTrNo, travelNO), eq(travelRequests.status, 'WAIT_APPROVE')))
    .limit(1);
  return Boolean(row);
}

/**
 * The over-standard application (EXCEED_APPLY / HOTEL_EXCEED): a new request with a new travelNO for the same itinerary,
 * carrying only the travellers with an entered actual exceed amount, approved through the EXCEED_APPLY flow.
 */
export async function submitExceedApplication(db: Db, viewer: Viewer & { memberId: string }, input: ExceedApplyInput, actor: Actor, now: Date): Promise<{ travelNO: string }> {
  const original = await visibleTravelRequest(db, viewer, input.originalTrNo, now);
  if (!isApplicant(original, viewer)) throw noPermission();
  if (original.status !== 'APPROVED') throw new AppError(TravelRequestError.NOT_APPROVED, { travelNO: original.travelNo });
  if (await isExceedApplicationPending(db, viewer.enterpriseId, original.travelNo)) throw new AppError(PolicyError.ALREADY_IN_QUEUE, { travelNO: original.travelNo }, { travelNO: original.travelNo });

  const known = new Map(original.travellers.map((t) => [t.travellerId, t]));
  const unknown = input.travellerList.findIndex((t) => !known.has(t.travellerId));
  if (unknown >= 0) throw new ParamError([{ path: `travellerList.${unknown}.travellerId`, code: 'custom', message: 'validation.invalid' }]);
  const entered = input.travellerList.filter((t) => t.hotelExceedActualAmount !== undefined && t.hotelExceedActualAmount > 0);
  if (entered.length === 0) throw new AppError(TravelRequestError.EXCEED_NO_TRAVELLER);
  await resolveCities(db, entered.flatMap((t) => t.hotelExceedCityList.map((c) => c.cityId)));

  const application: ExceedApplication = {
    exceedStandardReason: input.exceedStandardReason,
    travellerList: entered.map((t) => ({
      travellerId: t.travellerId,
      travellerName: known.get(t.travellerId)!.travellerName,
      hotelExceedActualAmount: t.hotelExceedActualAmount!,
      hotelExceedCityList: t.hotelExceedCityList.map((c) => ({ cityId: c.cityId, checkinDate: c.checkinDate, checkoutDate: c.checkoutDate, exceedAmount: c.exceedAmount })),
    })),
  };
  const ids = new Set(entered.map((t) => t.travellerId));
  const amount = application.travellerList.reduce((sum, t) => sum + t.hotelExceedActualAmount, 0);
  const { id: _id, travelNo: _no, status: _s, createdAt: _c, updatedAt: _u, cancelReason: _r, ...copy } = original;
  const created = await insertTravelRequest(
    db,
    {
      ...copy,
      creatorMemberId: viewer.memberId,
      travellers: original.travellers.filter((t) => ids.has(t.travellerId)),
      itineraryGroups: original.itineraryGroups.map((g) => ({ ...g, travellerIdList: g.travellerIdList.filter((id) => ids.has(id)) })),
      trSource: input.extendParams.trSource,
      originalTrNo: original.travelNo,
      exceedApplication: application,
    },
    {
      bizType: 'EXCEED_APPLY',
      subBizType: input.subBizType,
      costCentreId: original.costCentreId,
      // Flows match on the product list: a hotel exceed application is HOTEL, domestic or international.
      product: 'HOTEL',
      amount,
      summary: {
        title: `${original.travelNo} · ${input.exceedStandardReason}`,
        beginDate: original.beginDate,
        endDate: original.endDate,
        cityIds: original.destinations.map((d) => d.cityId),
        routeCityIds: routeCityIdsOf(original),
        purpose: original.travelPurposes[0]?.travelPurposeDesc ?? null,
        amount,
        exceedStandardReason: input.exceedStandardReason,
      },
    },
    actor,
    now,
  );
  return { travelNO: created.travelNO };
}
