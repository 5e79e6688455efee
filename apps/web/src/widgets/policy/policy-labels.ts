import type { BookingCheckResult, ControlOutcome, HandleType } from '@travel/contracts/policy/enums';
import type { Product } from '@travel/contracts/platform/products';
import { HANDLE_TYPES } from '@travel/contracts/policy/enums';
import type { TravellerControl } from '@travel/contracts/policy/control';

/** The colour an outcome is shown in: within policy, allowed with a condition, or refused. */
export type OutcomeStatus = 'success' | 'warning' | 'error';

const OUTCOME_STATUS: Record<ControlOutcome, OutcomeStatus> = {
  SUCCESS: 'success',
  TIP: 'warning',
  TIP_REASON: 'warning',
  TIP_REASON_WITHOUT_LOW_PRICE: 'warning',
  TIP_APPROVAL: 'warning',
  SECOND_APPROVAL: 'warning',
  HYBRID_PAYMENT: 'warning',
  TO_PRIVATE: 'warning',
  DENNY: 'error',
  SHOW_AND_DENNY: 'error',
};

export function outcomeStatus(outcome: ControlOutcome): OutcomeStatus {
  return OUTCOME_STATUS[outcome] ?? 'warning';
}

const CHECK_STATUS: Record<BookingCheckResult, OutcomeStatus> = {
  SUCCESS: 'success',
  TIP_REASON: 'warning',
  TMC_HYBRID_PAYMENT: 'warning',
  CHARGE_HYBRID_PAYMENT: 'warning',
  DENNY: 'error',
};

export function checkResultStatus(result: BookingCheckResult): OutcomeStatus {
  return CHECK_STATUS[result] ?? 'warning';
}

/** `'1|8'` → [1, 8]; unknown or malformed parts are dropped, duplicates removed, order kept. */
export function parseHandleTypes(value: string | null | undefined): HandleType[] {
  if (!value) return [];
  const out: HandleType[] = [];
  for (const part of value.split('|')) {
    const n = Number(part.trim());
    if ((HANDLE_TYPES as readonly number[]).includes(n) && !out.includes(n as HandleType)) out.push(n as HandleType);
  }
  return out;
}

/** [8, 1] → `'1|8'` (sorted, the form the server stores); empty → ''. */
export function joinHandleTypes(values: readonly number[] | null | undefined): string {
  return [...new Set(values ?? [])].filter((n) => (HANDLE_TYPES as readonly number[]).includes(n)).sort((a, b) => a - b).join('|');
}

/** The i18n keys of each action code of a pipe-combined list (`policy.handleType.<n>`). */
export function handleTypeKeys(value: string | null | undefined): string[] {
  return parseHandleTypes(value).map((n) => `policy.handleType.${n}`);
}

/** Outcomes where the traveller must give a reason before booking: the ones that ask for it, and approvals (the approver reads it). */
export function needsReason(traveller: Pick<TravellerControl, 'outcome' | 'checkResult' | 'handleTypes'>): boolean {
  return (
    traveller.outcome === 'TIP_REASON' ||
    traveller.outcome === 'TIP_REASON_WITHOUT_LOW_PRICE' ||
    traveller.outcome === 'SECOND_APPROVAL' ||
    traveller.outcome === 'TIP_APPROVAL' ||
    traveller.checkResult === 'TIP_REASON'
  );
}

/** Outcomes where the company pays up to the standard and the traveller the rest. */
export function isMixedPayment(traveller: Pick<TravellerControl, 'outcome' | 'checkResult'>): boolean {
  return traveller.outcome === 'HYBRID_PAYMENT' || traveller.checkResult === 'TMC_HYBRID_PAYMENT' || traveller.checkResult === 'CHARGE_HYBRID_PAYMENT';
}

/** The violation type of the reasons offered for a product: 1 flight, 3 hotel, 4 train, 5 car. */
export function violationTypeOf(product: string): 1 | 3 | 4 | 5 | undefined {
  switch (product as Product) {
    case 'FLIGHT':
      return 1;
    case 'HOTEL':
      return 3;
    case 'TRAIN':
      return 4;
    case 'CAR':
      return 5;
    default:
      return undefined;
  }
}
