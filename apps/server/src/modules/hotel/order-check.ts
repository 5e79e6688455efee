import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { HOTEL_TRAVEL_TYPE } from '@travel/contracts/hotel/stay';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { hotelNightStandard } from '../policy/control-service';
import type { MemberScope } from './browse-record';
import { exceedAllowances } from './exceed-allowance';
import { exceedOutcome, type ExceedOutcome } from './exceed-outcome';
import type { HotelSupplier } from './hotel-port';
import { nightCap } from './night-policy';
import { resolveOffer, type ResolvedOffer } from './order-offer';
import { isOvertimeBooking } from './overtime';
import { assertStayBudget } from './stay-budget';
import { checkStay } from './stay-check';

export type OrderCheckInput = z.output<(typeof orderCheckCall)['input']>;
export type OrderCheckOutput = z.output<(typeof orderCheckCall)['output']>;

/** The company's part of a stay in CNY as the over-standard handling leaves it: all of it, none, or the nights up to the cap. */
function companyCny(offer: ResolvedOffer, outcome: ExceedOutcome): number {
  if (outcome.exceedHandling === 'EXCEED_PERSONAL_PAY') return 0;
  if (outcome.exceedHandling === 'EXCEED_MIX_PAY' || outcome.exceedHandling === 'EXCEED_NO_MIX_PAY') return Math.max(0, offer.plan.totalCnyAmount - outcome.exceedAmount);
  return offer.plan.totalCnyAmount;
}

/**
 * order/check (spec 4): the plan read again from the hotel, the window and the travel request, its budget, a late
 * booking for tonight and the guarantee reminder (both answered once, then skipped when the traveller continues), and
 * last the over-standard outcome from the nightly marks. Refusals are spec 8's codes; the outcome types are data.
 */
export async function checkOrder(hotels: HotelSupplier, db: Db, scope: MemberScope, input: OrderCheckInput, ctx: { locale: Locale; now: Date; backOffice: boolean }): Promise<OrderCheckOutput> {
  const offer = await resolveOffer(db, hotels, scope.enterpriseId, input, ctx.now);
  const gate = await checkStay(db, scope, input, offer.hotel.cityId, ctx.locale, ctx.now);
  const allowances = exceedAllowances(gate, { cityId: offer.hotel.cityId, checkinDate: input.checkinDate, checkoutDate: input.checkoutDate });
  const rule = input.travelType === HOTEL_TRAVEL_TYPE.PRIVATE ? null : await hotelNightStandard(db, scope, { travellers: input.travellers, cityId: offer.hotel.cityId, allowances });
  const outcome = exceedOutcome(offer.plan, input.roomNum, rule, nightCap(rule, offer.plan.totalPrice.currency));
  await assertStayBudget(db, scope.enterpriseId, gate, companyCny(offer, outcome));
  if (!input.overtimeBooking && isOvertimeBooking(input.checkinDate, ctx.now)) {
    throw new AppError(ctx.backOffice ? HotelError.OVERTIME_BOOKING_ADMIN : HotelError.OVERTIME_BOOKING);
  }
  const guarantee = offer.plan.guarantee;
  if (guarantee && input.checkGuaranteeConfirmRemind) throw new AppError(HotelError.GUARANTEE_CONFIRM, {}, guarantee);
  return {
    ...outcome,
    standard: rule ? rule.standard : null,
    message: outcome.checkType === 'NONE' ? '' : t(ctx.locale, `hotel.orderCheck.${outcome.checkType}`),
    totalPrice: offer.plan.totalPrice,
  };
}
