import { z } from 'zod';

/** Travel-control outcomes of specs/platform.md section 4 (spelling as the spec has it, DENNY included). */
export const CONTROL_OUTCOMES = [
  'SUCCESS',
  'DENNY',
  'TIP_REASON',
  'TIP_APPROVAL',
  'SHOW_AND_DENNY',
  'TIP',
  'TO_PRIVATE',
  'TIP_REASON_WITHOUT_LOW_PRICE',
  'SECOND_APPROVAL',
  'HYBRID_PAYMENT',
] as const;
export const controlOutcomeSchema = z.enum(CONTROL_OUTCOMES);
export type ControlOutcome = (typeof CONTROL_OUTCOMES)[number];

export const BOOKING_CHECK_RESULTS = ['SUCCESS', 'DENNY', 'TIP_REASON', 'TMC_HYBRID_PAYMENT', 'CHARGE_HYBRID_PAYMENT'] as const;
export const bookingCheckResultSchema = z.enum(BOOKING_CHECK_RESULTS);
export type BookingCheckResult = (typeof BOOKING_CHECK_RESULTS)[number];

/**
 * Action codes: 1 approve (second approval), 2 transfer to self (private), 3 tip and reason, 4 tip and approve,
 * 5 tip, 6 cannot order, 7 show and cannot order, 8 personal pay. Several combine with a pipe: `1|8`.
 */
export const HANDLE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type HandleType = (typeof HANDLE_TYPES)[number];
export const HANDLE_TYPE_NAMES: Record<HandleType, string> = {
  1: 'APPROVE',
  2: 'TRANSFER_TO_SELF',
  3: 'TIP_AND_REASON',
  4: 'TIP_AND_APPROVE',
  5: 'TIP',
  6: 'CANNOT_ORDER',
  7: 'SHOW_CANNOT_ORDER',
  8: 'PERSONAL_PAY',
};
/** A pipe-combined list of action codes, e.g. `3` or `1|8`. */
export const handleTypesSchema = z
  .string()
  .max(20)
  .regex(/^[1-8](\|[1-8])*$/, { message: 'validation.handleTypes' })
  .describe('action codes 1-8, pipe-combined');

export const controlStrengthSchema = z.enum(['STRONG', 'WEAK']);

/** Train seat classes, from the most to the least comfortable; the grade is what "highest standard" compares. */
export const TRAIN_SEAT_CLASSES = {
  BUSINESS: 1,
  PREMIUM_FIRST: 2,
  FIRST: 3,
  SOFT_SLEEPER_DELUXE: 3,
  SOFT_SLEEPER: 4,
  SECOND: 5,
  HARD_SLEEPER: 6,
  SOFT_SEAT: 6,
  HARD_SEAT: 7,
  NO_SEAT: 8,
} as const;
export type TrainSeatClass = keyof typeof TRAIN_SEAT_CLASSES;
export const trainSeatClassSchema = z.enum(Object.keys(TRAIN_SEAT_CLASSES) as [TrainSeatClass, ...TrainSeatClass[]]);
/** `999`: the highest train standard is unrestricted. */
export const UNRESTRICTED_TRAIN_STANDARD = '999';

/** Cabin level limit: FIRST 0, BUSINESS 1, ECONOMY 2, NONE 9 (no limit set). */
export const CABIN_LEVELS = { FIRST: 0, BUSINESS: 1, ECONOMY: 2, NONE: 9 } as const;
export const cabinLevelCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)]);

/** Flight policy rule kinds; handle-type ids: nearby and history price '1', bunk '2', urgent '3'. */
export const FLIGHT_RULE_TYPES = ['NEARBY_PRICE', 'HISTORY_PRICE', 'BUNK', 'URGENT', 'PREMIUM_ECONOMY', 'BASELINE'] as const;
export const flightRuleTypeSchema = z.enum(FLIGHT_RULE_TYPES);
export type FlightRuleType = (typeof FLIGHT_RULE_TYPES)[number];
export const FLIGHT_RULE_HANDLE_IDS: Partial<Record<FlightRuleType, '1' | '2' | '3'>> = {
  NEARBY_PRICE: '1',
  HISTORY_PRICE: '1',
  BUNK: '2',
  URGENT: '3',
};

/** Car policy handling. */
export const carPolicyHandlingSchema = z.enum(['NONE', 'FORBID_BOOK', 'CHOOSE_REASON']);

/**
 * Hotel travelRuleViolationControl: 0 choose reason, 5 personal pay, 4 mixed pay, 3 and 1 forbidden (the spec's); 2
 * approval (ours: the booking waits for the company's BOOKING approval, handle type 1, as a train's standard can ask).
 */
export const HOTEL_VIOLATION_CONTROL = { REASON: 0, FORBIDDEN: 1, APPROVAL: 2, FORBIDDEN_3: 3, MIXED_PAY: 4, PERSONAL_PAY: 5 } as const;

/** Violation types: 1 flight, 2 flight reservation, 3 hotel (spec); 4 train and 5 car are ours, by the same rule. */
export const violationTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

