import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { refundQuoteCall } from '@travel/contracts/train/refund';
import type { RefundStatus } from '@travel/contracts/train/statuses';

/** Refund status colours (spec section 4): complete green, wait bill amber, reject red, canceled grey; others blue. */
export const REFUND_STATUS_COLOR: Record<RefundStatus, string> = {
  COMPLETE: 'green',
  WAIT_BILL: 'gold',
  REJECT: 'red',
  CANCELED: 'default',
  CREATED: 'blue',
  REFUND_TICKET: 'blue',
  WAIT_CONFIRM: 'blue',
  WAIT_REPAY: 'blue',
};

/** A refund the railway and the payment are still working on: its detail polls until it settles. */
export function isRefundProcessing(status: RefundStatus | undefined): boolean {
  return status === 'CREATED' || status === 'REFUND_TICKET';
}

/** FREE, TIER, EIGHT_DAY_KEPT, SPRING_FESTIVAL, DEPARTED, OFFLINE (a fee the service desk entered). */
export type RefundRuleName = CallOutput<typeof refundQuoteCall>['ticketList'][number]['rule'];

/**
 * The i18n key (under `train.refund.rule`) that says in words which fee rule priced a ticket. A time tier is named by
 * its band when the hours before departure are known: 48 h to 8 days, 24 to 48 h, under 24 h.
 */
export function refundRuleKey(rule: RefundRuleName, hoursBefore: number | null): string {
  if (rule !== 'TIER') return rule;
  if (hoursBefore === null || !Number.isFinite(hoursBefore)) return 'TIER';
  if (hoursBefore >= 48) return 'TIER_48H';
  if (hoursBefore >= 24) return 'TIER_24H';
  return 'TIER_UNDER_24H';
}

/** Basis points as a percentage in the UI's language: 500 → "5%", 1250 → "12.5%". */
export function ratePercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** Hours between two instants (departure minus the moment of the refund). */
export function hoursBetween(fromIso: string, toIso: string): number | null {
  const ms = Date.parse(toIso) - Date.parse(fromIso);
  return Number.isNaN(ms) ? null : ms / 3_600_000;
}

