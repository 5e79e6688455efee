import type { Locale } from '@travel/contracts/platform/locales';
import type { candidateSchema, ControlResult, hotelCandidateSchema, PaymentSplit, TravellerControl } from '@travel/contracts/policy/control';
import type { ControlOutcome } from '@travel/contracts/policy/enums';
import type { Product } from '@travel/contracts/platform/products';
import type { CarStandard, FlightStandard, HotelStandard, TrainStandard } from '@travel/contracts/policy/standards';
import type { z } from 'zod';
import { judgeCar } from './car-rules';
import { strongestControl } from './control-strength';
import { judgeFlight } from './flight-rules';
import { approvalTypeOf, checkResultOf, combineHandleTypes, outcomeOf, parseHandleTypes, strictestOutcome } from './handle-types';
import { exceedHandleTypes, hotelCapFor, judgeHotel, judgeLowPrice, judgeNights } from './hotel-rules';
import { splitNights, splitPrice } from './payment-split';
import { sharedRoomStandard, type ShareMode } from './shared-room';
import { judgeTrain } from './train-rules';
import { toViolation, type RuleHit } from './violation';

type Candidate = z.output<typeof candidateSchema>;
type HotelCandidate = z.output<typeof hotelCandidateSchema>;

export interface StandardsByProduct {
  TRAIN?: TrainStandard;
  HOTEL?: HotelStandard;
  FLIGHT?: FlightStandard;
  CAR?: CarStandard;
}

/** A traveller as the engine sees them: who, and the standards of the travel level that applies to them. */
export interface EngineTraveller {
  passengerId: string | null;
  memberId: string | null;
  name: string;
  travelLevel: string | null;
  standards: StandardsByProduct;
}

/** The enterprise's hotel controls (EnterpriseConfig.hotelControl). */
export interface HotelPolicyConfig {
  lowPriceAdvice: number;
  travelRuleViolationControl: number;
  shareStandard: { mode: ShareMode; percent: number };
}

export interface EngineInput<C extends Candidate = Candidate> {
  travelType: 'BUSINESS' | 'PRIVATE';
  candidate: C;
  travellers: EngineTraveller[];
  hotelControl: HotelPolicyConfig;
  /** The moment of judging; the engine reads no clock. */
  now: Date;
  locale: Locale;
}

/** Low-price control 2 shows the cheaper price without asking why: a reason is then asked only for the excess. */
const LOW_PRICE_WITHOUT_REASON = 2;

function outcomeFor(product: Product, handleTypes: string, hotelControl: HotelPolicyConfig): ControlOutcome {
  const outcome = outcomeOf(handleTypes);
  if (product === 'HOTEL' && outcome === 'TIP_REASON' && hotelControl.lowPriceAdvice === LOW_PRICE_WITHOUT_REASON) {
    return 'TIP_REASON_WITHOUT_LOW_PRICE';
  }
  return outcome;
}

function priceOf(candidate: Candidate): number {
  switch (candidate.product) {
    case 'HOTEL':
      return candidate.nightlyPrices.reduce((sum, n) => sum + n.amount, 0);
    case 'CAR':
      return candidate.estimatedPrice;
    default:
      return candidate.price;
  }
}

/** Who pays what when the outcome moves money to the traveller: all of it (TO_PRIVATE) or the excess (HYBRID_PAYMENT). */
function paymentFor(outcome: ControlOutcome, candidate: Candidate, hits: RuleHit[], hotelStandard: number | null): PaymentSplit | null {
  if (outcome !== 'HYBRID_PAYMENT' && outcome !== 'TO_PRIVATE') return null;
  const allPersonal = outcome === 'TO_PRIVATE';
  if (candidate.product === 'HOTEL') return splitNights(candidate.nightlyPrices, hotelStandard ?? -1, candidate.currency, allPersonal);
  const limits = hits
    .filter((h) => parseHandleTypes(h.handleTypes).includes(8) && h.limitAmount)
    .map((h) => h.limitAmount!.amount);
  return splitPrice(priceOf(candidate), candidate.currency, limits.length ? Math.min(...limits) : null, allPersonal);
}

function travellerResult(
  traveller: EngineTraveller,
  input: EngineInput,
  hits: RuleHit[],
  hotelStandard: number | null,
): TravellerControl {
  const handleTypes = combineHandleTypes(...hits.map((h) => h.handleTypes));
  const outcome = outcomeFor(input.candidate.product, handleTypes, input.hotelControl);
  return {
    passengerId: traveller.passengerId,
    memberId: traveller.memberId,
    name: traveller.name,
    travelLevel: traveller.travelLevel,
    outcome,
    handleTypes,
    approvalType: approvalTypeOf(handleTypes),
    checkResult: checkResultOf(outcome),
    violations: hits.map((h) => toViolation(input.locale, h)),
    payment: paymentFor(outcome, input.candidate, hits, hotelStandard),
  };
}

function judgeOne(traveller: EngineTraveller, input: EngineInput): { hits: RuleHit[]; hotelStandard: number | null } {
  const { candidate, locale } = input;
  const s = traveller.standards;
  switch (candidate.product) {
    case 'TRAIN':
      return { hits: judgeTrain(s.TRAIN, candidate, locale), hotelStandard: null };
    case 'HOTEL': {
      const { hits, cap } = judgeHotel(s.HOTEL, candidate, input.hotelControl);
      return { hits, hotelStandard: cap };
    }
    case 'FLIGHT':
      return { hits: judgeFlight(s.FLIGHT, candidate, input.now, locale), hotelStandard: null };
    case 'CAR':
      return { hits: judgeCar(s.CAR, candidate, locale), hotelStandard: null };
  }
}

const controlSecondsOf = (product: Product, s: StandardsByProduct): number | undefined =>
  product === 'CAR' ? undefined : s[product]?.controlSeconds;

function combine(input: EngineInput, travellers: TravellerControl[]): ControlResult {
  const product = input.candidate.product;
  const handleTypes = combineHandleTypes(...travellers.map((t) => t.handleTypes));
  const outcome = strictestOutcome(travellers.map((t) => t.outcome));
  return {
    product,
    travelType: input.travelType,
    controlStrength: input.travelType === 'PRIVATE' ? null : strongestControl(input.travellers.map((t) => controlSecondsOf(product, t.standards))),
    outcome,
    checkResult: checkResultOf(outcome),
    approvalType: approvalTypeOf(handleTypes),
    handleTypes,
    travellers,
  };
}

/** The policy verdict on one candidate booking, per traveller and for the booking as a whole (the strictest). */
export function evaluatePolicy(input: EngineInput): ControlResult {
  // A private trip is the traveller's own business: never controlled.
  const judged = input.travellers.map((t) => {
    if (input.travelType === 'PRIVATE') return travellerResult(t, input, [], null);
    const { hits, hotelStandard } = judgeOne(t, input);
    return travellerResult(t, input, hits, hotelStandard);
  });
  return combine(input, judged);
}

export type SharedRoomResult = ControlResult & { shareMode: ShareMode; sharedStandard: number };

/**
 * One hotel room for several travellers: the room is judged night by night against the shared standard (the sum
 * of their caps, or the highest plus a percent); every traveller carries the room's verdict and the room's split.
 */
export function evaluateSharedRoomPolicy(input: EngineInput<HotelCandidate>): SharedRoomResult {
  const { mode, percent } = input.hotelControl.shareStandard;
  const caps = input.travellers.map((t) => hotelCapFor(t.standards.HOTEL, input.candidate.cityId));
  const sharedStandard = sharedRoomStandard(caps, mode, percent);
  const controlled = input.travelType === 'BUSINESS' && input.travellers.some((t) => t.standards.HOTEL);
  const hits = controlled
    ? [
        ...judgeNights('HOTEL_SHARED_ROOM', sharedStandard, input.candidate, exceedHandleTypes(input.hotelControl.travelRuleViolationControl)),
        ...judgeLowPrice(input.hotelControl.lowPriceAdvice, input.candidate),
      ]
    : [];
  const travellers = input.travellers.map((t) => travellerResult(t, input, hits, sharedStandard));
  return { ...combine(input, travellers), shareMode: mode, sharedStandard };
}
