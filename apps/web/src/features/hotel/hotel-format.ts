import type { Money } from '@travel/contracts/platform/envelope';
import type { RatePlan } from '@travel/contracts/hotel/rateplan';
import { formatMoney } from '../../lib/format';

/** Spec 5: a distance is shown from 0.01 km on, with two decimals ("1.25 km"); null when there is none. */
export function distanceText(km: number | null | undefined): string | null {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0.01) return null;
  return `${km.toFixed(2)} km`;
}

/**
 * A nightly price as the list shows it: ¥ for CNY; a local currency with its CNY equivalent ("US$120.00 ≈ ¥865.00")
 * for international stays, so travellers compare with the standard they know.
 */
export function priceText(price: Money, cnyAmount: number, locale: string): { main: string; cny: string | null } {
  // Spec 5: room prices are shown without thousand separators.
  const main = formatMoney(price, locale, undefined, { grouping: false });
  if (price.currency === 'CNY') return { main, cny: null };
  return { main, cny: `≈ ${formatMoney({ amount: cnyAmount, currency: 'CNY' }, locale, undefined, { grouping: false })}` };
}

/** Stars as marks: 4 → ★★★★. */
export const starMarks = (stars: number) => '★'.repeat(Math.max(0, Math.min(5, Math.round(stars))));

export type CancelRule =
  | { kind: 'free'; until: string | null }
  | { kind: 'penalty'; until: string | null; penalties: RatePlan['cancelInfo']['penalties'] }
  | { kind: 'none' };

/** What a plan's cancel rule comes to: free (until when), free then penalties, or no cancelling. */
export function cancelRuleOf(info: RatePlan['cancelInfo']): CancelRule {
  if (info.cancelPolicyType === 'NO_CANCEL') return { kind: 'none' };
  if (info.cancelPolicyType === 'FREE_CANCEL' && info.penalties.length === 0) return { kind: 'free', until: info.freeCancelTime };
  return { kind: 'penalty', until: info.freeCancelTime, penalties: info.penalties };
}

/** The button a plan's sold state gives (spec 4): enabled only when it can be booked and the policy does not forbid it. */
export function planButton(plan: Pick<RatePlan, 'soldState' | 'tmcControl'>): { label: 'CAN_BOOK' | 'PART_FULL' | 'FULL' | 'NOT_BOOK' | 'FORBIDDEN'; enabled: boolean } {
  if (plan.soldState !== 'CAN_BOOK') return { label: plan.soldState, enabled: false };
  if (plan.tmcControl.exceeding && plan.tmcControl.forbidden) return { label: 'FORBIDDEN', enabled: false };
  return { label: 'CAN_BOOK', enabled: true };
}
