import { asksApproval as needsApproval } from '../policy/engine/handle-types';
import type { Locale } from '@travel/contracts/platform/locales';
import type { ControlResult } from '@travel/contracts/policy/control';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { Db } from '../../platform/db/database';
import { checkBooking } from '../policy/control-service';
import { isExceedApplicationPending } from '../travel-request/exceed-application';
import { assertOverStandardCovered, type GateTravelRequest } from '../travel-request/booking-gate';
import { candidateOf, type ResolvedTrip, type Scope } from './book-common';
import type { TrainApprovalRequest } from './schema';
import type { StationDirectory } from './station-directory';
import { fareGroups, mergeControls } from './policy-by-fare';

export type PolicyVerdict = {
  controls: ControlResult[];
  /** the order's total, and what the travellers pay of it themselves */
  ticketTotal: number;
  personal: number;
  /** set when the booking waits for a BOOKING approval */
  approvalRequest: TrainApprovalRequest | null;
};

/**
 * Policy: each trip's fare, as each business traveller pays it (a child the child fare), against their standard. A private trip, or a trip the policy moves to
 * private, is paid by the traveller; a hybrid payment's personal parts add up. Over standard and not covered by an
 * approved over-standard request, the booking waits for approval (handle types 1, 4).
 */
export async function judgePolicy(
  db: Db,
  scope: Scope,
  b: { input: BookSubmitInput; names: string[]; trips: ResolvedTrip[]; gate: GateTravelRequest | null; dir: StationDirectory; ticketTotal: number },
  locale: Locale,
  now: Date,
): Promise<PolicyVerdict> {
  const { input, trips, gate } = b;
  let personalShare = input.travelType === 'PRIVATE' ? 1 : 0;
  let hybridPersonal = 0;
  const controls: ControlResult[] = [];
  const policyTravellers = input.passengerList.map((p, i) => (p.source === 'STAFF' ? { memberId: p.memberId } : p.passengerId ? { passengerId: p.passengerId } : { name: b.names[i]! }));
  if (input.travelType === 'BUSINESS') {
    const birthdays = input.passengerList.map((p) => p.birthday);
    for (const trip of trips) {
      // Each traveller is judged at the fare they pay: a child (under 14 at the first departure) at the child fare.
      const parts = [];
      for (const group of fareGroups(trip.fare, birthdays, trips[0]!.section.departureDate)) {
        const policyInput = {
          travelType: 'BUSINESS' as const,
          travellers: group.indexes.map((i) => policyTravellers[i]!),
          candidate: { ...candidateOf(trip), price: group.fare },
          travelNO: gate?.travelNO,
          reasonCode: input.violationReason?.reasonCode,
          reasonText: input.violationReason?.reasonText,
          acceptHybridPayment: input.acceptHybridPayment,
        };
        parts.push({ group, result: await checkBooking(db, scope, policyInput, locale, { now, isExceedPending: isExceedApplicationPending }) });
      }
      const result = mergeControls(parts);
      controls.push(result);
      if (result.outcome === 'TO_PRIVATE') personalShare = 1;
      for (const tr of result.travellers) hybridPersonal += tr.payment?.personalAmount.amount ?? 0;
    }
  }
  const personal = personalShare === 1 ? b.ticketTotal : Math.min(hybridPersonal, b.ticketTotal);
  const asksApproval = controls.findIndex(needsApproval);
  assertOverStandardCovered(gate, asksApproval >= 0);
  const first = trips[0]!.section;
  const last = trips[trips.length - 1]!.section;
  const approvalRequest: TrainApprovalRequest | null =
    asksApproval >= 0 && !gate?.exceedApplication
      ? {
          title: trips.map((trip) => `${trip.section.trainNo} ${trip.section.fromStationName} → ${trip.section.toStationName}`).join(', '),
          cityIds: [first.fromTelecode, last.toTelecode].flatMap((c) => b.dir.cityOfStation.get(c)?.cityId ?? []),
          policyInput: { travelType: 'BUSINESS', travellers: policyTravellers, candidate: candidateOf(trips[asksApproval]!) },
        }
      : null;
  return { controls, ticketTotal: b.ticketTotal, personal, approvalRequest };
}
