import { eq } from 'drizzle-orm';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import { childFare, type RailTicketType } from '@travel/contracts/train/passenger-age';
import type { Db } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { companySpend, recordOrder } from '../commerce/order-ledger';
import { payOrderView } from '../payment/payment-service';
import { assertWithinBudget, lockTravelRequestBudget, type GateTravelRequest } from '../travel-request/booking-gate';
import { RAIL_CLASS, type ResolvedTrip, type Scope } from './book-common';
import type { CheckedPassengers } from './book-checks';
import type { PolicyVerdict } from './book-policy';
import { passengerTypeAt, payDeadline, type PayDeadlineRule } from './booking-rules';
import { insertBookingFreeChildren, passengerAges, ticketTypes } from './free-child-rules';
import { CONFIRM_TIMEOUT_JOB } from './order-jobs';
import { proceedAfterConfirm } from './order-payment';
import { nextOrderStatus } from './order-status';
import type { PurchaseQueue } from './purchase-queue';
import { insertRush, type RushCommit } from './rush-commit';
import { RUSH_KIND } from './rush-store';
import type { SeatHold } from './rail-port';
import { trainOrderInsurances, trainOrderPassengers, trainOrders, trainOrderTrips, trainTickets } from './schema';
import type { StationDirectory } from './station-directory';
import { SEAT_CLASS, tripOf } from './trip-view';

/** Everything the checks and the policy decided, for the commit to write. */
export interface BookingPlan {
  orderId: string;
  scope: Scope & { bookedBy: string };
  input: BookSubmitInput;
  passengers: CheckedPassengers;
  trips: ResolvedTrip[];
  dir: StationDirectory;
  gate: GateTravelRequest | null;
  verdict: PolicyVerdict;
  perTicketFee: number;
  /** a presale or night order: no seats held, bought when the railway sells */
  queue?: PurchaseQueue | null;
  /** a grab or waitlist: no seats held, its tickets at the highest fare until a seat is won (rush-commit.ts) */
  rush?: RushCommit | null;
}

type ConfirmLine = { tripIndex: number; passengerIndex: number; seatClass: TrainSeatClass; coachNo: string; seatNo: string; berth: string | null };

/**
 * Our writes, in the workflow's commit transaction once the railway holds the seats: the budget under the request's
 * lock, the order and its ledger row, passengers, insurance, trips and tickets; then either the traveller confirms
 * other places than wished, or payment starts.
 */
export async function commitBooking(pay: PayDeadlineRule, tx: Db, plan: BookingPlan, holds: readonly SeatHold[], now: Date) {
  const { orderId, gate, verdict, scope } = plan;
  if (gate && gate.estimatedAmount !== null) {
    // The budget is the company's money: what travellers pay themselves does not spend it.
    await lockTravelRequestBudget(tx, scope.enterpriseId, gate.travelNO);
    assertWithinBudget(gate, await companySpend(tx, scope.enterpriseId, gate.travelNO), verdict.ticketTotal - verdict.personal, 'CNY');
  }
  const order = await insertOrder(tx, plan, now);
  await insertPassengers(tx, plan, now);
  await insertBookingFreeChildren(tx, orderId, plan.input, now);
  const confirmList = await insertTrips(tx, plan, holds, now);
  if (plan.rush) await insertRush(tx, orderId, plan.rush, plan.input.passengerList.length, verdict.ticketTotal, now);
  const deadline = payDeadline(now, new Date(plan.trips[0]!.section.departureTime), pay);
  if (confirmList.length > 0) {
    // The railway gave other places than wished: the traveller confirms them (train/ticket/confirm) first.
    const status = nextOrderStatus('BOOKING', 'NEEDS_CONFIRM');
    await tx.update(trainOrders).set({ status, confirmDeadline: deadline, updatedAt: now }).where(eq(trainOrders.id, orderId));
    await enqueueJob(tx, { kind: CONFIRM_TIMEOUT_JOB, payload: { orderId }, runAt: deadline, dedupeKey: `train-confirm:${orderId}` }, now);
    return { orderId, bookOrderStatus: status, payOrder: null, confirmList, confirmEndTime: deadline.toISOString() };
  }
  const { status, payOrder } = await proceedAfterConfirm(tx, order, deadline, now);
  return { orderId, bookOrderStatus: status, payOrder: payOrder ? payOrderView(payOrder, now) : null, confirmList: [], confirmEndTime: null };
}

/** The order row and its row in commerce's ledger. */
async function insertOrder(tx: Db, plan: BookingPlan, now: Date) {
  const { orderId, scope, input, gate, verdict, trips } = plan;
  const order = {
    id: orderId,
    enterpriseId: scope.enterpriseId,
    memberId: scope.memberId,
    bookedBy: scope.bookedBy,
    status: 'BOOKING' as const,
    travelType: input.travelType,
    travelNo: gate?.travelNO ?? null,
    purchaseType: plan.rush ? RUSH_KIND[plan.rush.type] : (plan.queue?.kind ?? 0),
    purchaseAt: plan.queue?.purchaseAt ?? null,
    serviceProviderId: input.serviceProviderId,
    contact: input.contact,
    acceptNoSeat: input.acceptNoSeat,
    violationReason: input.violationReason?.reasonText ?? input.violationReason?.reasonCode ?? null,
    control: verdict.controls.length > 0 ? verdict.controls : null,
    approvalRequest: verdict.approvalRequest,
    currency: 'CNY',
    totalAmount: verdict.ticketTotal,
    personalAmount: verdict.personal,
    createdAt: now,
    updatedAt: now,
  };
  await tx.insert(trainOrders).values(order);
  const ledger = {
    product: 'TRAIN' as const,
    orderId,
    enterpriseId: scope.enterpriseId,
    memberId: scope.memberId,
    bookedBy: scope.bookedBy,
    travelType: input.travelType,
    travelNo: gate?.travelNO ?? null,
    live: true,
    currency: 'CNY',
    companyAmount: verdict.ticketTotal - verdict.personal,
    personalAmount: verdict.personal,
    beginDate: trips[0]!.section.departureDate,
    endDate: trips[trips.length - 1]!.section.departureDate,
  };
  await recordOrder(tx, ledger, plan.passengers.identities, now);
  return order;
}

/** The passengers as the railway names them, and the insurance each bought. */
async function insertPassengers(tx: Db, plan: BookingPlan, now: Date) {
  const { orderId, input } = plan;
  const firstDate = plan.trips[0]!.section.departureDate;
  await tx.insert(trainOrderPassengers).values(
    input.passengerList.map((p, i) => ({
      orderId,
      passengerIndex: i + 1,
      source: p.source,
      passengerId: p.passengerId ?? null,
      memberId: p.memberId ?? null,
      familyName: p.familyName.replace(/\s+/g, '').toUpperCase(),
      givenName: p.givenName.replace(/\s+/g, '').toUpperCase(),
      passengerType: passengerTypeAt(p.birthday, firstDate),
      birthday: p.birthday,
      gender: p.gender,
      nationality: p.nationality,
      mobileCountryCode: p.mobileCountryCode,
      mobile: p.mobile ?? null,
      idType: p.idType,
      idNumber: p.idNumber.toUpperCase(),
      placeOfIssue: p.placeOfIssue,
      idExpiredDate: p.idExpiredDate,
    })),
  );
  const bought = plan.passengers.insurances.flatMap((list, i) => list.map((x) => ({ orderId, passengerIndex: i + 1, insuranceProductId: x.insuranceProductId, fee: x.fee, status: 'CREATED' as const, updatedAt: now })));
  if (bought.length > 0) await tx.insert(trainOrderInsurances).values(bought);
}

/** Each trip with the railway's hold and its NON_ISSUE tickets; answers the places that are not what was wished. */
async function insertTrips(tx: Db, plan: BookingPlan, holds: readonly SeatHold[], now: Date): Promise<ConfirmLine[]> {
  const { orderId, input } = plan;
  const confirmList: ConfirmLine[] = [];
  for (const [i, trip] of plan.trips.entries()) {
    // A queued purchase holds nothing yet: its tickets wait without a place, one per passenger in the hold's order.
    const hold = holds[i] ?? queuedHold(trip, ticketTypes(passengerAges(input)));
    for (const seat of holds[i]?.seats ?? []) {
      const wish = input.passengerList[seat.index]!;
      const other = seat.seatClass !== RAIL_CLASS[trip.seatClass] || (wish.seatLetter !== undefined && !seat.seatNo.endsWith(wish.seatLetter)) || (wish.berth !== undefined && seat.berth !== wish.berth);
      if (other) confirmList.push({ tripIndex: i + 1, passengerIndex: seat.index + 1, seatClass: SEAT_CLASS[seat.seatClass], coachNo: seat.coachNo, seatNo: seat.seatNo, berth: seat.berth });
    }
    await tx.insert(trainOrderTrips).values({
      orderId,
      tripIndex: i + 1,
      trainNo: trip.section.trainNo,
      departureDate: trip.section.departureDate,
      fromStationCode: trip.section.fromTelecode,
      toStationCode: trip.section.toTelecode,
      departureTime: new Date(trip.section.departureTime),
      arrivalTime: new Date(trip.section.arrivalTime),
      seatClass: trip.seatClass,
      snapshot: tripOf({ ...trip.section, seats: [] }, i + 1, plan.dir, 'zh-CN'),
      holdId: holds[i] ? hold.holdId : null,
    });
    await tx.insert(trainTickets).values(
      hold.seats.map((seat) => ({
        id: `${orderId}-${i + 1}-${seat.index + 1}`,
        orderId,
        tripIndex: i + 1,
        passengerIndex: seat.index + 1,
        status: 'NON_ISSUE' as const,
        identity: plan.passengers.identities[seat.index]!,
        trainNo: trip.section.trainNo,
        departureDate: trip.section.departureDate,
        fromStationCode: trip.section.fromTelecode,
        seatClass: SEAT_CLASS[seat.seatClass],
        holdIndex: seat.index,
        coachNo: seat.coachNo,
        seatNo: seat.seatNo,
        berth: seat.berth,
        // Kept for a queued purchase, which asks the railway for the wish only when it buys.
        wishSeatLetter: input.passengerList[seat.index]?.seatLetter ?? null,
        wishBerth: input.passengerList[seat.index]?.berth ?? null,
        ticketPrice: seat.price.amount,
        serviceFee: plan.perTicketFee,
        updatedAt: now,
      })),
    );
  }
  return confirmList;
}

/** The places a queued purchase will ask the railway for: the class wished, no coach or seat until bought. */
function queuedHold(trip: ResolvedTrip, types: readonly RailTicketType[]): { holdId: string; seats: (Omit<SeatHold['seats'][number], 'coachNo' | 'seatNo'> & { coachNo: string | null; seatNo: string | null })[] } {
  const seatClass = RAIL_CLASS[trip.seatClass];
  // A child pays the child fare as at a held booking, so the pay order is right before the railway prices it.
  const fare = (type: RailTicketType) => (type === 'CHILD' ? childFare(trip.fare) : trip.fare);
  return {
    holdId: '',
    seats: types.map((type, index) => ({ index, seatClass, coachNo: null, seatNo: null, berth: null, price: { amount: fare(type), currency: 'CNY' }, status: 'HELD' as const, ticketNo: null })),
  };
}
