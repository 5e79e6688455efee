import type { OrderCheckType } from '@travel/contracts/hotel/order-check';
import type { Locale } from '@travel/contracts/platform/locales';
import type { ControlResult } from '@travel/contracts/policy/control';
import type { Db } from '../../platform/db/database';
import { checkBooking, hotelNightStandard } from '../policy/control-service';
import { asksApproval } from '../policy/engine/handle-types';
import { isExceedApplicationPending } from '../travel-request/exceed-application';
import type { GateTravelRequest } from '../travel-request/booking-gate';
import type { MemberScope } from './browse-record';
import { exceedAllowances } from './exceed-allowance';
import { exceedOutcome } from './exceed-outcome';
import { nightCap } from './night-policy';
import type { CheckedGuest } from './order-guests';
import { roomTravellers } from './order-guests';
import type { ResolvedOffer } from './order-offer';

export interface HotelVerdict {
  control: ControlResult | null;
  /** the traveller's part, in the hotel's currency */
  personal: number;
  /** the company's part in CNY (what a travel request's budget counts) */
  companyCny: number;
  exceedHandling: OrderCheckType;
  /** the policy asks for approval (handle types 1, 4) beyond what an approved over-standard application grants: the booking waits for it */
  approval: { policyInput: Record<string, unknown> } | null;
}

/**
 * Policy: a private stay is the traveller's; a business stay has each room judged against its first guest's standard
 * night by night (tmc/booking_check: denied, a reason needed, mixed pay to accept), in CNY. The personal part — all of
 * it when the policy moves the stay to private, the excess when mixed — is carried into the hotel's currency. Under an
 * approved over-standard application (HOTEL_EXCEED) its granted nightly amount is the traveller's standard for the stay.
 */
export async function judgeStay(
  db: Db,
  scope: MemberScope,
  b: { offer: ResolvedOffer; guests: readonly CheckedGuest[]; gate: GateTravelRequest | null; travelType: 0 | 1; reason?: { reasonCode?: string; reasonText?: string }; acceptHybridPayment: boolean },
  locale: Locale,
  now: Date,
): Promise<HotelVerdict> {
  const { plan, hotel, query } = b.offer;
  const total = plan.totalPrice.amount;
  if (b.travelType === 1) return { control: null, personal: total, companyCny: 0, exceedHandling: 'NONE', approval: null };
  const travellers = roomTravellers(b.guests);
  const allowances = exceedAllowances(b.gate, { cityId: hotel.cityId, checkinDate: query.checkinDate, checkoutDate: query.checkoutDate });
  const rule = await hotelNightStandard(db, scope, { travellers: travellers.slice(0, 1), cityId: hotel.cityId, allowances });
  const candidate = { product: 'HOTEL' as const, cityId: hotel.cityId, currency: 'CNY', nightlyPrices: plan.nights.map((n) => ({ date: n.date, amount: n.cnyAmount })) };
  const handling = exceedOutcome(plan, query.roomNum, rule, nightCap(rule, plan.totalPrice.currency)).exceedHandling;
  const control = await checkBooking(
    db,
    scope,
    {
      travelType: 'BUSINESS',
      travellers,
      candidate,
      travelNO: b.gate?.travelNO,
      reasonCode: b.reason?.reasonCode,
      reasonText: b.reason?.reasonText,
      acceptHybridPayment: b.acceptHybridPayment,
    },
    locale,
    { now, isExceedPending: isExceedApplicationPending, allowances },
  );
  const personalCny = control.outcome === 'TO_PRIVATE' ? plan.totalCnyAmount : Math.min(plan.totalCnyAmount, control.travellers.reduce((s, tr) => s + (tr.payment?.personalAmount.amount ?? 0), 0));
  const personal = personalCny >= plan.totalCnyAmount ? total : Math.round((total * personalCny) / Math.max(1, plan.totalCnyAmount));
  const approval = asksApproval(control) ? { policyInput: { travelType: 'BUSINESS', travellers, candidate } } : null;
  return { control, personal, companyCny: plan.totalCnyAmount - personalCny, exceedHandling: handling, approval };
}
