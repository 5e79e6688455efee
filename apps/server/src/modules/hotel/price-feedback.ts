import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { priceFeedbackNotifyCall } from '@travel/contracts/hotel/price-feedback';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getEnterprise } from '../enterprise/enterprise-service';
import type { MemberScope } from './browse-record';
import type { HotelSupplier } from './hotel-port';
import { hotelPriceFeedback } from './schema';

type NotifyInput = z.output<(typeof priceFeedbackNotifyCall)['input']>;

/** The enterprise takes price feedback unless its travel-control config turned it off (configs older than the flag: on). */
export async function priceFeedbackEnabled(db: Db, enterpriseId: string): Promise<boolean> {
  return (await getEnterprise(db, enterpriseId)).config.hotelControl.priceFeedback !== false;
}

/**
 * price_feedback/notify: kept for the travel manager when the enterprise takes feedback and the hotel sells a contract
 * rate (sourceType '1') for the stay — the rates the company negotiates, which a lower public price calls into question.
 */
export async function notifyPriceFeedback(hotels: HotelSupplier, db: Db, scope: MemberScope, input: NotifyInput, now: Date): Promise<{ feedbackId: string }> {
  if (!(await priceFeedbackEnabled(db, scope.enterpriseId))) throw new AppError(HotelError.PRICE_FEEDBACK_NOT_OFFERED);
  const stay = await hotels.getStay(input.hotelId, { checkinDate: input.checkinDate, checkoutDate: input.checkoutDate, roomNum: 1, adultNum: 1, childAges: [], corporateId: scope.enterpriseId });
  const contract = stay?.rooms.some((r) => r.ratePlans.some((p) => p.sourceType === '1')) ?? false;
  if (!contract) throw new AppError(HotelError.PRICE_FEEDBACK_NOT_OFFERED);
  const feedbackId = randomUUID();
  await db.insert(hotelPriceFeedback).values({
    id: feedbackId,
    enterpriseId: scope.enterpriseId,
    memberId: scope.memberId,
    hotelId: input.hotelId,
    checkinDate: input.checkinDate,
    checkoutDate: input.checkoutDate,
    platform: input.platform,
    otherPlatform: input.platform === 'OTHER' ? (input.otherPlatform ?? null) : null,
    platformPrice: input.platformPrice,
    roomTypeName: input.roomTypeName,
    createdAt: now,
  });
  return { feedbackId };
}
