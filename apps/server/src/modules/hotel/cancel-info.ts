import type { z } from 'zod';
import type { cancelInfoSchema } from '@travel/contracts/hotel/rateplan';
import type { CancelRule } from './hotel-port';

export type CancelInfo = z.infer<typeof cancelInfoSchema>;

/** The supplier's cancel rule as the contract shows it. */
export function cancelInfo(rule: CancelRule): CancelInfo {
  switch (rule.type) {
    case 'FREE_CANCEL':
      return { cancelPolicyType: 'FREE_CANCEL', freeCancelTime: rule.freeCancelUntil, penalties: [] };
    case 'CANCEL_AND_PENALTY':
      return {
        cancelPolicyType: 'CANCEL_AND_PENALTY',
        freeCancelTime: rule.freeCancelUntil,
        penalties: rule.tiers.map((t) => ({ from: t.from, kind: t.kind, value: t.value, amount: t.amount })),
      };
    case 'NO_CANCEL':
      return { cancelPolicyType: 'NO_CANCEL', freeCancelTime: null, penalties: [] };
  }
}

/** Spec 5's free-cancel filter: free cancel, or a penalty rule whose free period has not ended yet ("limited cancel"). */
export function cancelsFreeNow(rule: CancelRule, now: Date): boolean {
  if (rule.type === 'FREE_CANCEL') return true;
  if (rule.type === 'NO_CANCEL' || rule.freeCancelUntil === null) return false;
  return Date.parse(rule.freeCancelUntil) > now.getTime();
}
