import { controlInputSchema, type ControlResult } from '@travel/contracts/policy/control';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { evaluateControl } from '../policy/control-service';
import type { InstanceRow } from './approval-outcome';

/** The policy judged again now for an approval that carries a booking; null for approvals without one (travel requests). */
export async function recheckPolicy(
  db: Db,
  instance: Pick<InstanceRow, 'enterpriseId' | 'applicantMemberId' | 'policyInput'>,
  locale: Locale,
  now: Date,
): Promise<ControlResult | null> {
  if (!instance.policyInput) return null;
  const input = controlInputSchema.parse(instance.policyInput);
  return evaluateControl(db, { enterpriseId: instance.enterpriseId, memberId: instance.applicantMemberId }, input, locale, now);
}

/** Outcomes that forbid the booking outright: approving it anyway is refused (432002029). */
export const deniesBooking = (r: ControlResult | null) => r !== null && (r.outcome === 'DENNY' || r.outcome === 'SHOW_AND_DENNY');
