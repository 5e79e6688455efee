import type { Locale } from '@travel/contracts/platform/locales';
import type { Product, ServiceKind } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { assertBookingAllowed, type GateTravelRequest } from '../travel-request/booking-gate';
import { runBookingWorkflow, type RemoteStep, type StepUndo } from './booking-workflow';

/** What the travel-request gate checks of a booking. */
export interface TripFacts {
  travelType: 'BUSINESS' | 'PRIVATE';
  travelNO?: string;
  /** the service kind booked (domestic and international differ in orderability and dates) */
  kind: ServiceKind;
  dates: { begin: string; end: string };
  cityIds: string[];
}

/**
 * One booking of a product, as the product describes it to the core: how to resolve and re-price its offer, the facts
 * the gate and the policy need, its supplier holds (with their undo), and its writes.
 */
export interface ProductBooking<Offer, Verdict, R> {
  product: Product;
  orderId: string;
  /** the offer as the supplier sells it now (a changed price or a closed sale is refused here) */
  resolve(): Promise<Offer>;
  tripFacts(offer: Offer): TripFacts;
  /** the product's own checks of the travellers (another ticket on the same train, a repeat order) */
  checkTravellers(offer: Offer): Promise<void>;
  /** the policy's verdict on the offer for the travellers, under the request the gate found */
  judge(offer: Offer, gate: GateTravelRequest | null): Promise<Verdict>;
  /** the remote steps: a hold per supplier item, each with what its undo needs (the verdict: a booking awaiting approval may be held longer) */
  holds(offer: Offer, verdict: Verdict): RemoteStep[];
  undoStep: StepUndo;
  /** our writes, in one transaction: the order, its ledger row (`recordOrder`: it marks the booking committed), its pay order or approval */
  persist(tx: Db, done: { offer: Offer; gate: GateTravelRequest | null; verdict: Verdict; holds: readonly unknown[] }): Promise<R>;
  /** a supplier's refusal or one of our constraints, as the product's answer */
  refusal(err: unknown, offer: Offer): unknown;
}

/**
 * A booking of any product, in the core's order: resolve the offer → the travel-request gate → the product's
 * traveller checks → the policy → the supplier holds (each undone if a later step fails) → the product's writes, with
 * the ledger row and the pay order or approval, in one transaction.
 */
export async function bookOrder<Offer, Verdict, R>(db: Db, scope: { enterpriseId: string; memberId: string }, b: ProductBooking<Offer, Verdict, R>, locale: Locale, now: Date): Promise<R> {
  const offer = await b.resolve();
  const { kind, ...facts } = b.tripFacts(offer);
  const gate = await assertBookingAllowed(db, scope, { ...facts, product: kind, locale }, now);
  await b.checkTravellers(offer);
  const verdict = await b.judge(offer, gate);
  try {
    const steps = b.holds(offer, verdict);
    return await runBookingWorkflow(db, { id: `book:${b.orderId}`, product: b.product, kind: 'BOOKING', ledgerRef: b.orderId, steps, undoStep: b.undoStep, commit: (tx, holds) => b.persist(tx, { offer, gate, verdict, holds }) }, now);
  } catch (err) {
    throw b.refusal(err, offer);
  }
}
