import type { Money } from '@travel/contracts/platform/envelope';
import type { HotelStandard } from '@travel/contracts/policy/standards';
import type { Locale } from '@travel/contracts/platform/locales';
import type { bookingCheckCall, ControlResult, controlInputSchema, HybridPaymentData, multiPassengerControlCall } from '@travel/contracts/policy/control';
import { PolicyError } from '@travel/contracts/policy/errors';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { getEnterprise } from '../enterprise/enterprise-service';
import { evaluatePolicy, evaluateSharedRoomPolicy, type EngineInput, type EngineTraveller, type SharedRoomResult } from './engine/evaluate';
import { isDenied, outcomeOf, parseHandleTypes } from './engine/handle-types';
import { exceedHandleTypes, hotelCapFor, NO_LIMIT } from './engine/hotel-rules';
import { sharedRoomStandard } from './engine/shared-room';
import { money } from './engine/violation';
import { byProduct, standardsOfLevels } from './standards-service';
import { resolveTravellers, type PolicyScope } from './traveller-resolver';
import { reasonCodeExists, VIOLATION_TYPES_OF_PRODUCT } from './violation-reason-service';

export type ControlInput = z.output<typeof controlInputSchema>;
export type SharedRoomInput = z.output<(typeof multiPassengerControlCall)['input']>;

/** Everything the pure engine needs, read from the database: travellers, their levels' standards, the hotel controls. */
async function loadEngineInput<C extends ControlInput['candidate']>(
  db: Db,
  scope: PolicyScope,
  input: { travelType: 'BUSINESS' | 'PRIVATE'; travellers: ControlInput['travellers']; candidate: C },
  locale: Locale,
  now: Date,
  allowances?: HotelAllowances,
): Promise<EngineInput<C>> {
  const resolved = await resolveTravellers(db, scope, input.travellers);
  const [standards, enterprise] = await Promise.all([
    standardsOfLevels(db, scope.enterpriseId, resolved.flatMap((r) => (r.travelLevel ? [r.travelLevel] : []))),
    getEnterprise(db, scope.enterpriseId),
  ]);
  const { candidate } = input;
  const hotelCityId = candidate.product === 'HOTEL' ? candidate.cityId : null;
  const travellers: EngineTraveller[] = resolved.map((r) => {
    const own = byProduct(r.travelLevel ? standards.get(r.travelLevel)! : []);
    const allowed = hotelCityId && r.memberId ? allowances?.get(r.memberId) : undefined;
    return { ...r, standards: allowed === undefined || !hotelCityId ? own : { ...own, HOTEL: raisedHotelStandard(own.HOTEL, hotelCityId, allowed) } };
  });
  if (candidate.product === 'HOTEL') {
    // There are no exchange rates: hotel amounts are compared only in the standard's own currency.
    const other = travellers.find((tr) => tr.standards.HOTEL && tr.standards.HOTEL.currency !== candidate.currency);
    if (other) {
      const currency = other.standards.HOTEL!.currency;
      throw new ParamError([{ path: 'candidate.currency', code: 'invalid_value', message: t(locale, 'policy.error.currencyMismatch', { currency }) }]);
    }
  }
  const { lowPriceAdvice, travelRuleViolationControl, shareStandard } = enterprise.config.hotelControl;
  return {
    travelType: input.travelType,
    candidate,
    travellers,
    hotelControl: { lowPriceAdvice, travelRuleViolationControl, shareStandard },
    now,
    locale,
  };
}

/**
 * tmc/control: judges a candidate booking against each traveller's travel standard. Travellers: a colleague by
 * memberId (same enterprise, else DATA_NOT_FOUND), a saved passenger of the caller by passengerId (the caller's
 * level), or the caller when none is given. Also the approval module's re-check of policy at approval time.
 * `now` is the moment of judging (flight urgency); pass `ctx.clock.now()` where a clock is at hand.
 */
export async function evaluateControl(
  db: Db,
  scope: { enterpriseId: string; memberId: string },
  input: ControlInput,
  locale: Locale,
  now: Date = new Date(),
): Promise<ControlResult> {
  return evaluatePolicy(await loadEngineInput(db, scope, input, locale, now));
}

/** tmc/multi_passenger_control/query: one hotel room shared by several travellers, against the shared-room standard. */
export async function evaluateSharedRoom(
  db: Db,
  scope: { enterpriseId: string; memberId: string },
  input: SharedRoomInput,
  locale: Locale,
  now: Date = new Date(),
): Promise<SharedRoomResult> {
  return evaluateSharedRoomPolicy(await loadEngineInput(db, scope, input, locale, now));
}

export type BookingCheckInput = z.output<(typeof bookingCheckCall)['input']>;

/**
 * Nightly amounts (the standard's currency, minor units) an approved over-standard application grants travellers, by
 * memberId: for the stay judged, a traveller's hotel cap is the higher of their standard and this.
 */
export type HotelAllowances = ReadonlyMap<string, number>;

function raisedHotelStandard(standard: HotelStandard | undefined, cityId: string, allowed: number): HotelStandard | undefined {
  const cap = hotelCapFor(standard, cityId);
  if (!standard || cap === NO_LIMIT || cap >= allowed) return standard;
  return { ...standard, cityCaps: [{ cityId, amount: allowed }, ...standard.cityCaps.filter((c) => c.cityId !== cityId)] };
}

/**
 * "Is an over-standard (exceed) application for this travelNO still waiting?" — travel-request's answer, passed in by
 * every caller of `checkBooking` (policy must not depend on travel-request, which depends on approval, which on policy).
 */
export type ExceedQueueProbe = (db: Db, enterpriseId: string, travelNO: string) => Promise<boolean>;

/** The split of a hybrid booking: each traveller's, and the totals. */
export function hybridPaymentData(result: ControlResult): HybridPaymentData {
  const travellers = result.travellers.flatMap((t) =>
    t.payment ? [{ passengerId: t.passengerId, memberId: t.memberId, name: t.name, payment: t.payment }] : [],
  );
  const currency = travellers[0]?.payment.companyAmount.currency ?? 'CNY';
  const total = (key: 'companyAmount' | 'personalAmount') => travellers.reduce((s, t) => s + t.payment[key].amount, 0);
  return { companyAmount: money(total('companyAmount'), currency), personalAmount: money(total('personalAmount'), currency), travellers };
}

/** Whether anything beyond a tip fired: the booking is over standard. */
const overStandard = (result: ControlResult) => result.outcome !== 'SUCCESS' && result.outcome !== 'TIP';

async function reasonGiven(db: Db, enterpriseId: string, result: ControlResult, input: BookingCheckInput): Promise<boolean> {
  const needing = result.travellers.flatMap((t) => t.violations).filter((v) => parseHandleTypes(v.handleTypes).includes(3));
  // A hotel whose only question is the low price may be answered by the candidate's low-price reason.
  const lowPriceOnly = needing.length > 0 && needing.every((v) => v.rule === 'HOTEL_LOW_PRICE');
  const code = input.reasonCode ?? (lowPriceOnly && input.candidate.product === 'HOTEL' ? input.candidate.lowPriceReasonCode : undefined);
  if (code) return reasonCodeExists(db, enterpriseId, VIOLATION_TYPES_OF_PRODUCT[input.candidate.product], code);
  return Boolean(input.reasonText?.trim());
}

/**
 * tmc/booking_check, the booking gate of policy. Refuses with 432002029 when denied (data: the control result),
 * 432002028 when the booking is over standard and an exceed application for its travelNO is still waiting,
 * 432002021 when a reason is needed and none (or an unknown reason code) was given (data: the control result),
 * 432002035 when part or all of the price falls to the traveller and they have not accepted it, unless the
 * approval type `1|8` leaves approval as the other way (data: the split). Otherwise answers the control result.
 */
export async function checkBooking(
  db: Db,
  scope: PolicyScope,
  input: BookingCheckInput,
  locale: Locale,
  opts: { now?: Date; isExceedPending: ExceedQueueProbe; allowances?: HotelAllowances },
): Promise<ControlResult> {
  const result = evaluatePolicy(await loadEngineInput(db, scope, input, locale, opts.now ?? new Date(), opts.allowances));
  if (isDenied(result.outcome)) throw new AppError(PolicyError.EXCEEDING_STANDARD, {}, result);
  if (input.travelNO && overStandard(result)) {
    if (await opts.isExceedPending(db, scope.enterpriseId, input.travelNO)) {
      throw new AppError(PolicyError.ALREADY_IN_QUEUE, { travelNO: input.travelNO }, { travelNO: input.travelNO });
    }
  }
  if (result.checkResult === 'TIP_REASON' && !(await reasonGiven(db, scope.enterpriseId, result, input))) {
    throw new AppError(PolicyError.SELECT_REASON, {}, result);
  }
  const hybrid = result.checkResult === 'TMC_HYBRID_PAYMENT' || result.checkResult === 'CHARGE_HYBRID_PAYMENT';
  if (hybrid && !input.acceptHybridPayment && result.approvalType !== '1|8') {
    throw new AppError(PolicyError.EXCEEDING_STANDARD_HYBRID_PAY, {}, hybridPaymentData(result));
  }
  return result;
}

/**
 * 432002034: a hybrid booking whose personal part is still waiting to be paid. For the payment and booking modules
 * (no caller yet): raise it when an order with a personal part is about to be issued or confirmed before that part
 * is paid.
 */
export const HYBRID_WAIT_PAY = PolicyError.HYBRID_WAIT_PAY;

export function hybridWaitPayError(data: { orderId: string; payOrderId?: string | null; personalAmount: Money }): AppError {
  return new AppError(HYBRID_WAIT_PAY, {}, data);
}

export function assertPersonalPartPaid(paid: boolean, data: Parameters<typeof hybridWaitPayError>[0]): void {
  if (!paid) throw hybridWaitPayError(data);
}

/** The nightly hotel standard a stay is held to, and what a night over it leads to (see hotelNightStandard). */
export interface HotelNightStandard {
  /** per night in `currency` minor units; -1 no limit */
  standard: number;
  currency: string;
  /** the handle types of a night over the standard (empty when there is no limit) */
  handleTypes: string;
  /** the traveller pays the excess online (travelRuleViolationControl 4) */
  mixedPay: boolean;
  /** a night over the standard cannot be booked (travelRuleViolationControl 1 and 3) */
  forbidden: boolean;
}

/**
 * The nightly standard of a business stay in a city for these travellers (the caller when none are given): one
 * traveller's cap of the city, or for several sharing the room the shared-room standard. For lists that mark many
 * hotels and plans at once without judging each (one read); the booking's check judges the chosen plan in full.
 */
export async function hotelNightStandard(
  db: Db,
  scope: { enterpriseId: string; memberId: string },
  input: { travellers: ControlInput['travellers']; cityId: string; allowances?: HotelAllowances },
): Promise<HotelNightStandard> {
  const resolved = await resolveTravellers(db, scope, input.travellers);
  const [standards, enterprise] = await Promise.all([
    standardsOfLevels(db, scope.enterpriseId, resolved.flatMap((r) => (r.travelLevel ? [r.travelLevel] : []))),
    getEnterprise(db, scope.enterpriseId),
  ]);
  const hotelStandards = resolved.map((r) => {
    const own = r.travelLevel ? byProduct(standards.get(r.travelLevel) ?? []).HOTEL : undefined;
    const allowed = r.memberId ? input.allowances?.get(r.memberId) : undefined;
    return allowed === undefined ? own : raisedHotelStandard(own, input.cityId, allowed);
  });
  const caps = hotelStandards.map((s) => hotelCapFor(s, input.cityId));
  const { travelRuleViolationControl, shareStandard } = enterprise.config.hotelControl;
  const standard = caps.length === 1 ? caps[0]! : sharedRoomStandard(caps, shareStandard.mode, shareStandard.percent);
  const handleTypes = standard === NO_LIMIT ? '' : exceedHandleTypes(travelRuleViolationControl);
  const currency = hotelStandards.find((s) => s)?.currency ?? 'CNY';
  return { standard, currency, handleTypes, mixedPay: handleTypes === '8', forbidden: handleTypes !== '' && isDenied(outcomeOf(handleTypes)) };
}
