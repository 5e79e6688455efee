import type { ControlResult } from '@travel/contracts/policy/control';
import { needsReason } from './policy-labels';

/** The reason a traveller gives for an out-of-policy booking: one of the enterprise's, or their own words. */
export interface ReasonValue {
  /** A reason's code, OTHER_REASON for free text, or null before a choice. */
  reasonCode: string | null;
  reasonText: string;
}

export const OTHER_REASON = '__OTHER__';
export const EMPTY_REASON: ReasonValue = { reasonCode: null, reasonText: '' };

/** Whether a result needs a reason at all. */
export function resultNeedsReason(result: ControlResult): boolean {
  return result.travellers.some(needsReason) || (result.travellers.length === 0 && needsReason(result));
}

/** Whether the chosen reason is enough to go on (a code, or some words for "other"). */
export function reasonComplete(result: ControlResult, reason: ReasonValue): boolean {
  if (!resultNeedsReason(result)) return true;
  if (reason.reasonCode === OTHER_REASON) return reason.reasonText.trim().length > 0;
  return reason.reasonCode !== null;
}

/** The reason as booking calls take it (`reasonCode`, `reasonText`). */
export function reasonForBooking(reason: ReasonValue): { reasonCode?: string; reasonText?: string } {
  if (reason.reasonCode === OTHER_REASON) return reason.reasonText.trim() ? { reasonText: reason.reasonText.trim() } : {};
  return reason.reasonCode ? { reasonCode: reason.reasonCode } : {};
}
