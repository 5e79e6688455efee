import {
  HANDLE_TYPES,
  type BookingCheckResult,
  type ControlOutcome,
  type HandleType,
} from '@travel/contracts/policy/enums';

/**
 * The algebra of policy action codes (specs/platform.md section 4): 1 approve, 2 transfer to self, 3 tip and reason,
 * 4 tip and approve, 5 tip, 6 cannot order, 7 show and cannot order, 8 personal pay; combined with a pipe (`1|8`).
 */

const isHandleType = (n: number): n is HandleType => (HANDLE_TYPES as readonly number[]).includes(n);

/** `'1|8'` → [1, 8]: sorted, without duplicates; anything that is not a code 1–8 is ignored. */
export function parseHandleTypes(value: string | null | undefined): HandleType[] {
  if (!value) return [];
  const codes = value
    .split('|')
    .map((part) => Number(part.trim()))
    .filter(isHandleType);
  return [...new Set(codes)].sort((a, b) => a - b);
}

/** [8, 1, 8] → `'1|8'`; an empty set is `''`. */
export function formatHandleTypes(codes: Iterable<HandleType>): string {
  return [...new Set(codes)].sort((a, b) => a - b).join('|');
}

/** The union of several code lists or pipe strings, as a pipe string. */
export function combineHandleTypes(...lists: Array<string | Iterable<HandleType>>): string {
  const all: HandleType[] = [];
  for (const list of lists) all.push(...(typeof list === 'string' ? parseHandleTypes(list) : list));
  return formatHandleTypes(all);
}

/**
 * Which code decides the outcome, strictest first: denials, then paying personally (whole trip private, or the
 * excess as a hybrid payment), then approvals, then a reason, then a tip.
 */
export const OUTCOME_BY_CODE: ReadonlyArray<readonly [HandleType, ControlOutcome]> = [
  [6, 'DENNY'],
  [7, 'SHOW_AND_DENNY'],
  [2, 'TO_PRIVATE'],
  [8, 'HYBRID_PAYMENT'],
  [1, 'SECOND_APPROVAL'],
  [4, 'TIP_APPROVAL'],
  [3, 'TIP_REASON'],
  [5, 'TIP'],
];

/** Every outcome from the strictest to SUCCESS; TIP_REASON_WITHOUT_LOW_PRICE asks for less than TIP_REASON. */
export const OUTCOME_SEVERITY: readonly ControlOutcome[] = [
  'DENNY',
  'SHOW_AND_DENNY',
  'TO_PRIVATE',
  'HYBRID_PAYMENT',
  'SECOND_APPROVAL',
  'TIP_APPROVAL',
  'TIP_REASON',
  'TIP_REASON_WITHOUT_LOW_PRICE',
  'TIP',
  'SUCCESS',
];

export function outcomeOf(codes: string | Iterable<HandleType>): ControlOutcome {
  const set = new Set(typeof codes === 'string' ? parseHandleTypes(codes) : codes);
  return OUTCOME_BY_CODE.find(([code]) => set.has(code))?.[1] ?? 'SUCCESS';
}

export function strictestOutcome(outcomes: Iterable<ControlOutcome>): ControlOutcome {
  let best = OUTCOME_SEVERITY.length - 1;
  for (const o of outcomes) best = Math.min(best, OUTCOME_SEVERITY.indexOf(o));
  return OUTCOME_SEVERITY[best]!;
}

export const isDenied = (outcome: ControlOutcome) => outcome === 'DENNY' || outcome === 'SHOW_AND_DENNY';

/**
 * The approval type the booking flow follows: paying personally (2 or 8) together with an approval (1 or 4) lets
 * the traveller choose, `1|8`; paying personally alone is self pay `8`; an approval alone is commit for approval
 * `1`; a reason alone is show reason `3`. A denied booking has none: it cannot go on at all.
 */
export function approvalTypeOf(codes: string | Iterable<HandleType>): string | null {
  const set = new Set(typeof codes === 'string' ? parseHandleTypes(codes) : codes);
  if (set.has(6) || set.has(7)) return null;
  const selfPay = set.has(2) || set.has(8);
  const approve = set.has(1) || set.has(4);
  if (selfPay && approve) return '1|8';
  if (selfPay) return '8';
  if (approve) return '1';
  if (set.has(3)) return '3';
  return null;
}

/** The booking gate's view of an outcome. */
export const CHECK_RESULT_BY_OUTCOME: Readonly<Record<ControlOutcome, BookingCheckResult>> = {
  SUCCESS: 'SUCCESS',
  TIP: 'SUCCESS',
  // An approval does not stop the booking: the order goes to approval (approvalType 1).
  SECOND_APPROVAL: 'SUCCESS',
  TIP_APPROVAL: 'SUCCESS',
  TIP_REASON: 'TIP_REASON',
  TIP_REASON_WITHOUT_LOW_PRICE: 'TIP_REASON',
  DENNY: 'DENNY',
  SHOW_AND_DENNY: 'DENNY',
  // The company settles the standard through the TMC and the traveller pays the excess.
  HYBRID_PAYMENT: 'TMC_HYBRID_PAYMENT',
  // The whole price is charged to the traveller.
  TO_PRIVATE: 'CHARGE_HYBRID_PAYMENT',
};

export function checkResultOf(outcome: ControlOutcome): BookingCheckResult {
  return CHECK_RESULT_BY_OUTCOME[outcome];
}

/**
 * The verdict asks for the company's approval before the booking goes on: approve (1) or tip and approve (4), alone
 * or with personal pay of the excess (`1|8`: approved first, then the traveller pays the part over the standard).
 */
export function asksApproval(result: { outcome: ControlOutcome; handleTypes: string }): boolean {
  if (result.outcome === 'SECOND_APPROVAL' || result.outcome === 'TIP_APPROVAL') return true;
  if (result.outcome !== 'HYBRID_PAYMENT') return false;
  const codes = parseHandleTypes(result.handleTypes);
  return codes.includes(1) || codes.includes(4);
}
