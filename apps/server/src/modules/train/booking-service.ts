import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { ControlResult } from '@travel/contracts/policy/control';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import { SERVICE_PROVIDER_IDS, type BookSubmitInput } from '@travel/contracts/train/booking';
import { MAX_TRAIN_PASSENGERS } from '@travel/contracts/train/search';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { getMember } from '../member/member-service';
import { listContacts } from '../member/contact-service';
import { getPassengerRow } from '../member/passenger-service';
import { payOrderView } from '../payment/payment-service';
import { runBookingWorkflow } from '../commerce/booking-workflow';
import { companySpend, overlappingOrders, recordOrder } from '../commerce/order-ledger';
import { checkBooking, evaluateControl } from '../policy/control-service';
import { isExceedApplicationPending } from '../travel-request/exceed-application';
import { assertBookingAllowed, assertOverStandardCovered, assertWithinBudget, lockTravelRequestBudget } from '../travel-request/booking-gate';
import { passengerTypeAt, payDeadline, railName, type PayDeadlineRule } from './booking-rules';
import { LIVE_TICKET_STATUSES, nextOrderStatus } from './order-status';
import { CONFIRM_TIMEOUT_JOB } from './order-jobs';
import { proceedAfterConfirm } from './order-payment';
import { undoRailStep } from './rail-undo';
import type { TrainApprovalRequest } from './schema';
import { RailSupplierError, type RailSupplier, type SeatClass, type SeatHold, type TrainSection } from './rail-port';
import { loadAfterSaleConfig, type AfterSaleConfig } from './after-sale-common';
import { insurancesForSale, loadInsuranceSales, passengerInsurances, type InsuranceSales } from './insurance-catalog';
import { trainOrderInsurances, trainOrderPassengers, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { stationDirectory } from './station-directory';
import { otherOrderRef, visibleOrderIds } from './order-visibility';
import { SEAT_CLASS, tripOf } from './trip-view';

const LIVE_ORDERS: TrainOrderStatus[] = ['BOOKING', 'WAIT_CONFIRM', 'WAIT_APPROVE', 'WAIT_PAY', 'ISSUING', 'ISSUED'];

export interface BookingConfig {
  pay: PayDeadlineRule;
  /** the service fee per ticket, in fen */
  serviceFee: number;
  insurance: InsuranceSales;
  afterSale: AfterSaleConfig;
}

export function loadBookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  const int = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number.parseInt(v, 10));
  return {
    pay: { minutes: int(env.TRAIN_PAY_MINUTES, 30), nearMinutes: int(env.TRAIN_PAY_MINUTES_NEAR, 10), nearHours: int(env.TRAIN_PAY_NEAR_HOURS, 2) },
    serviceFee: int(env.TRAIN_SERVICE_FEE, 500),
    insurance: loadInsuranceSales(env.TRAIN_INSURANCE_SALE),
    afterSale: loadAfterSaleConfig(env),
  };
}

const RAIL_CLASS = Object.fromEntries(Object.entries(SEAT_CLASS).map(([rail, ours]) => [ours, rail])) as Record<TrainSeatClass, SeatClass>;
const orderIdOf = (now: Date) => `T${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
type Scope = { enterpriseId: string; memberId: string };

/** The train module's booking: submit, cancel, and what happens when a pay order is paid or times out. */
export function createTrainBooking(deps: { rail: RailSupplier; config: BookingConfig }) {
  const { rail, config } = deps;

  /** The chosen trains as the railway sells them now: refuses a changed fare, a closed sale, a missing class. */
  async function resolveTrips(db: Db, input: Pick<BookSubmitInput, 'tripList'>, locale: Locale): Promise<{ section: TrainSection; seatClass: TrainSeatClass; fare: number }[]> {
    const sorted = [...input.tripList].sort((a, b) => a.tripIndex - b.tripIndex);
    if (sorted.some((trip, i) => trip.tripIndex !== i + 1)) throw new AppError('TRAIN_SEARCH_PARAM');
    const resolved = [];
    const changed: { tripIndex: number; price: { amount: number; currency: string } }[] = [];
    for (const trip of sorted) {
      const section = await rail.getSeatProducts({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromTelecode: trip.fromStationCode, toTelecode: trip.toStationCode });
      if (!section) throw new AppError('TRAIN_NOT_FOUND', { trainNo: trip.trainNo, date: trip.departureDate });
      if (section.saleStatus === 'closed') throw new AppError('420011006');
      if (section.saleStatus !== 'onSale') throw new AppError('TRAIN_NOT_ON_SALE', { date: trip.departureDate });
      const product = section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass]);
      if (!product) throw new AppError('TRAIN_SEAT_CLASS_NOT_SOLD', { trainNo: trip.trainNo, seatClass: t(locale, `policy.seatClass.${trip.seatClass}`) });
      if (trip.price && trip.price.amount !== product.price.amount) changed.push({ tripIndex: trip.tripIndex, price: product.price });
      resolved.push({ section, seatClass: trip.seatClass, fare: product.price.amount });
    }
    if (changed.length > 0) throw new AppError('TRAIN_PRICE_CHANGED', {}, { tripList: changed });
    return resolved;
  }

  /** Saved passengers must be the booker's, colleagues must exist: a booking names no one it may not. */
  async function checkPassengerSources(db: Db, scope: Scope, input: BookSubmitInput) {
    for (const p of input.passengerList) {
      if (p.passengerId) await getPassengerRow(db, scope, p.passengerId);
      if (p.source === 'STAFF') {
        if (!p.memberId) throw new ParamError([{ path: 'passengerList.memberId', code: 'invalid_type', message: 'memberId' }]);
        await getMember(db, scope.enterpriseId, p.memberId);
      }
    }
  }

  /** 430019095: a traveller already has a live train order on one of the days (the order ledger's trips). */
  async function findDuplicates(db: Db, scope: Scope, identities: string[], trips: { section: TrainSection }[]) {
    const dates = trips.map((t) => t.section.departureDate).sort();
    const found = await overlappingOrders(db, { travellers: identities, begin: dates[0]!, end: dates[dates.length - 1]!, product: 'TRAIN' });
    const ids = found.filter((o) => o.enterpriseId === scope.enterpriseId).map((o) => o.orderId);
    if (ids.length === 0) return [];
    const rows = await db
      .select({ orderId: trainTickets.orderId, trainNo: trainTickets.trainNo })
      .from(trainTickets)
      .where(and(inArray(trainTickets.orderId, ids), inArray(trainTickets.identity, identities), inArray(trainTickets.departureDate, dates), inArray(trainTickets.status, [...LIVE_TICKET_STATUSES])));
    if (rows.length === 0) return [];
    const orders = await db.select().from(trainOrders).where(and(eq(trainOrders.enterpriseId, scope.enterpriseId), inArray(trainOrders.id, [...new Set(rows.map((r) => r.orderId))]), inArray(trainOrders.status, LIVE_ORDERS)));
    return orders.map((o) => ({ orderId: o.id, bookOrderStatus: o.status, orderTime: o.createdAt.toISOString(), trainNoList: [...new Set(rows.filter((r) => r.orderId === o.id).map((r) => r.trainNo))] }));
  }

  async function submit(db: Db, scope: Scope & { bookedBy: string }, input: BookSubmitInput, locale: Locale, now: Date) {
    const names = input.passengerList.map((p) => railName(p.familyName, p.givenName));
    const badName = names.findIndex((n) => n === null);
    if (badName >= 0) throw new ParamError([{ path: `passengerList.${badName}.givenName`, code: 'custom', message: t(locale, 'validation.railName') }]);
    const identities = input.passengerList.map((p) => `${p.idType}:${p.idNumber.toUpperCase()}`);
    const twice = identities.findIndex((id, i) => identities.indexOf(id) !== i);
    if (twice >= 0) throw new ParamError([{ path: `passengerList.${twice}.idNumber`, code: 'custom', message: t(locale, 'validation.duplicatePassenger') }]);
    await checkPassengerSources(db, scope, input);
    const insurances = input.passengerList.map((p, i) => {
      const picked = passengerInsurances(p.insuranceProductIds, config.insurance);
      if ('refused' in picked) throw new AppError('INSURANCE_NOT_FOR_SALE', { insuranceProductId: picked.refused }, { passengerIndex: i + 1 });
      return picked;
    });
    const insuranceTotal = insurances.flat().reduce((sum, x) => sum + x.fee, 0);

    const trips = await resolveTrips(db, input, locale);
    const first = trips[0]!.section;
    const last = trips[trips.length - 1]!.section;
    const dir = await stationDirectory(db);
    const gate = await assertBookingAllowed(
      db,
      scope,
      {
        travelType: input.travelType,
        product: 'TRAIN',
        travelNO: input.travelNO,
        dates: { begin: first.departureDate, end: last.departureDate },
        cityIds: [first.fromTelecode, last.toTelecode].flatMap((c) => dir.cityOfStation.get(c)?.cityId ?? []),
        locale,
      },
      now,
    );

    // One identity, one ticket per train and date: other boarding stations on the same train must not overlap.
    const mine = await db
      .select()
      .from(trainTickets)
      .where(and(inArray(trainTickets.identity, identities), inArray(trainTickets.trainNo, trips.map((x) => x.section.trainNo)), inArray(trainTickets.status, [...LIVE_TICKET_STATUSES])));
    for (const { section } of trips) {
      const clash = mine.find((m) => m.trainNo === section.trainNo && m.departureDate === section.departureDate);
      // A ticket in the middle of a change or refund is still the traveller's: the booking waits for it to settle.
      // The holding order may be anyone's, in any enterprise: its id goes back only to whoever may open it.
      if (clash && (clash.status === 'CHANGE_APPLYING' || clash.status === 'REFUND_APPLYING')) throw new AppError('420011021', {}, await otherOrderRef(db, scope, clash.orderId));
      if (clash) throw new AppError('TRAIN_TICKET_EXISTS', { trainNo: section.trainNo, date: section.departureDate }, await otherOrderRef(db, scope, clash.orderId));
    }
    if (!input.ignoreDuplicate) {
      const duplicates = await findDuplicates(db, scope, identities, trips);
      if (duplicates.length > 0) {
        // The warning stands for every traveller's repeat; it lists only the orders the caller may open.
        const visible = await visibleOrderIds(db, scope, duplicates.map((d) => d.orderId));
        throw new AppError('430019095', {}, { orderList: duplicates.filter((d) => visible.has(d.orderId)) });
      }
    }

    // Policy: each trip's fare against each business traveller's standard.
    let personalShare = input.travelType === 'PRIVATE' ? 1 : 0;
    let hybridPersonal = 0;
    const controls: ControlResult[] = [];
    const policyTravellers = input.passengerList.map((p, i) => (p.source === 'STAFF' ? { memberId: p.memberId } : p.passengerId ? { passengerId: p.passengerId } : { name: names[i]! }));
    const candidateOf = (trip: (typeof trips)[number]) => ({ product: 'TRAIN' as const, trainNo: trip.section.trainNo, seatClass: trip.seatClass, price: trip.fare, currency: 'CNY', departureDate: trip.section.departureDate });
    if (input.travelType === 'BUSINESS') {
      for (const trip of trips) {
        const result = await checkBooking(
          db,
          scope,
          {
            travelType: 'BUSINESS',
            travellers: policyTravellers,
            candidate: candidateOf(trip),
            travelNO: gate?.travelNO,
            reasonCode: input.violationReason?.reasonCode,
            reasonText: input.violationReason?.reasonText,
            acceptHybridPayment: input.acceptHybridPayment,
          },
          locale,
          { now, isExceedPending: isExceedApplicationPending },
        );
        controls.push(result);
        if (result.outcome === 'TO_PRIVATE') personalShare = 1;
        for (const tr of result.travellers) hybridPersonal += tr.payment?.personalAmount.amount ?? 0;
      }
    }

    const orderId = orderIdOf(now);
    const perTicketFee = config.serviceFee;
    const ticketTotal = trips.reduce((s, trip) => s + (trip.fare + perTicketFee) * input.passengerList.length, 0) + insuranceTotal;
    const personal = personalShare === 1 ? ticketTotal : Math.min(hybridPersonal, ticketTotal);
    const asksApproval = controls.findIndex((c) => c.outcome === 'SECOND_APPROVAL' || c.outcome === 'TIP_APPROVAL');
    assertOverStandardCovered(gate, asksApproval >= 0);
    // Over standard and not covered by an approved over-standard request: the booking waits for approval (handle types 1, 4).
    const approvalRequest: TrainApprovalRequest | null =
      asksApproval >= 0 && !gate?.exceedApplication
        ? {
            title: trips.map((trip) => `${trip.section.trainNo} ${trip.section.fromStationName} → ${trip.section.toStationName}`).join(', '),
            cityIds: [first.fromTelecode, last.toTelecode].flatMap((c) => dir.cityOfStation.get(c)?.cityId ?? []),
            policyInput: { travelType: 'BUSINESS', travellers: policyTravellers, candidate: candidateOf(trips[asksApproval]!) },
          }
        : null;

    // The seats are held at the railway first (each hold undone if anything later fails), then our writes commit at once.
    const holdKey = (i: number) => `${orderId}:hold:${i + 1}`;
    const steps = trips.map((trip, i) => ({
      name: 'rail.hold',
      undo: { idempotencyKey: holdKey(i) },
      run: () =>
        rail.holdSeats({
          trainNo: trip.section.trainNo,
          departureDate: trip.section.departureDate,
          fromTelecode: trip.section.fromTelecode,
          toTelecode: trip.section.toTelecode,
          orderRef: orderId,
          idempotencyKey: holdKey(i),
          passengers: input.passengerList.map((p) => ({ seatClass: RAIL_CLASS[trip.seatClass], seatLetter: p.seatLetter, berth: p.berth, acceptNoSeat: input.acceptNoSeat })),
        }),
    }));

    const commit = async (tx: Db, holds: readonly unknown[]) => {
      if (gate && gate.estimatedAmount !== null) {
        // The budget is the company's money: what travellers pay themselves does not spend it.
        await lockTravelRequestBudget(tx, scope.enterpriseId, gate.travelNO);
        assertWithinBudget(gate, await companySpend(tx, scope.enterpriseId, gate.travelNO), ticketTotal - personal, 'CNY');
      }
      const order = {
        id: orderId,
        enterpriseId: scope.enterpriseId,
        memberId: scope.memberId,
        bookedBy: scope.bookedBy,
        status: 'BOOKING' as const,
        travelType: input.travelType,
        travelNo: gate?.travelNO ?? null,
        purchaseType: 0,
        serviceProviderId: input.serviceProviderId,
        contact: input.contact,
        acceptNoSeat: input.acceptNoSeat,
        violationReason: input.violationReason?.reasonText ?? input.violationReason?.reasonCode ?? null,
        control: controls.length > 0 ? controls : null,
        approvalRequest,
        currency: 'CNY',
        totalAmount: ticketTotal,
        personalAmount: personal,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(trainOrders).values(order);
      await recordOrder(
        tx,
        {
          product: 'TRAIN',
          orderId,
          enterpriseId: scope.enterpriseId,
          memberId: scope.memberId,
          bookedBy: scope.bookedBy,
          travelType: input.travelType,
          travelNo: gate?.travelNO ?? null,
          live: true,
          currency: 'CNY',
          companyAmount: ticketTotal - personal,
          personalAmount: personal,
          beginDate: first.departureDate,
          endDate: last.departureDate,
        },
        identities,
        now,
      );
      await tx.insert(trainOrderPassengers).values(
        input.passengerList.map((p, i) => ({
          orderId,
          passengerIndex: i + 1,
          source: p.source,
          passengerId: p.passengerId ?? null,
          memberId: p.memberId ?? null,
          familyName: p.familyName.replace(/\s+/g, '').toUpperCase(),
          givenName: p.givenName.replace(/\s+/g, '').toUpperCase(),
          passengerType: passengerTypeAt(p.birthday, first.departureDate),
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
      const confirmList: { tripIndex: number; passengerIndex: number; seatClass: TrainSeatClass; coachNo: string; seatNo: string; berth: string | null }[] = [];
      const bought = insurances.flatMap((list, i) => list.map((x) => ({ orderId, passengerIndex: i + 1, insuranceProductId: x.insuranceProductId, fee: x.fee, status: 'CREATED' as const, updatedAt: now })));
      if (bought.length > 0) await tx.insert(trainOrderInsurances).values(bought);
      for (const [i, trip] of trips.entries()) {
        const hold = holds[i] as SeatHold;
        for (const seat of hold.seats) {
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
          snapshot: tripOf({ ...trip.section, seats: [] }, i + 1, dir, 'zh-CN'),
          holdId: hold.holdId,
        });
        await tx.insert(trainTickets).values(
          hold.seats.map((seat) => ({
            id: `${orderId}-${i + 1}-${seat.index + 1}`,
            orderId,
            tripIndex: i + 1,
            passengerIndex: seat.index + 1,
            status: 'NON_ISSUE' as const,
            identity: identities[seat.index]!,
            trainNo: trip.section.trainNo,
            departureDate: trip.section.departureDate,
            fromStationCode: trip.section.fromTelecode,
            seatClass: SEAT_CLASS[seat.seatClass],
            holdIndex: seat.index,
            coachNo: seat.coachNo,
            seatNo: seat.seatNo,
            berth: seat.berth,
            ticketPrice: seat.price.amount,
            serviceFee: perTicketFee,
            updatedAt: now,
          })),
        );
      }
      const deadline = payDeadline(now, new Date(first.departureTime), config.pay);
      if (confirmList.length > 0) {
        // The railway gave other places than wished: the traveller confirms them (train/ticket/confirm) first.
        const status = nextOrderStatus('BOOKING', 'NEEDS_CONFIRM');
        await tx.update(trainOrders).set({ status, confirmDeadline: deadline, updatedAt: now }).where(eq(trainOrders.id, orderId));
        await enqueueJob(tx, { kind: CONFIRM_TIMEOUT_JOB, payload: { orderId }, runAt: deadline, dedupeKey: `train-confirm:${orderId}` }, now);
        return { orderId, bookOrderStatus: status, payOrder: null, confirmList, confirmEndTime: deadline.toISOString() };
      }
      const { status, payOrder } = await proceedAfterConfirm(tx, order, deadline, now);
      return { orderId, bookOrderStatus: status, payOrder: payOrder ? payOrderView(payOrder, now) : null, confirmList: [], confirmEndTime: null };
    };

    try {
      return await runBookingWorkflow(db, { id: `book:${orderId}`, product: 'TRAIN', kind: 'BOOKING', steps, undoStep: undoRailStep(rail), commit }, now);
    } catch (err) {
      if (err instanceof RailSupplierError) {
        if (err.code === 'SALE_CLOSED') throw new AppError('420011006');
        throw new AppError('ItrainResouce.1222');
      }
      // The partial unique index: a racing booking took this traveller's ticket on the train first.
      if (isUniqueViolation(err)) throw new AppError('TRAIN_TICKET_EXISTS', { trainNo: first.trainNo, date: first.departureDate }, {});
      throw err;
    }
  }

  /** train/product/verify: the trips as sold now; TRAIN_PRICE_CHANGED when a fare moved since it was shown. */
  async function verify(db: Db, input: Pick<BookSubmitInput, 'tripList'>, locale: Locale) {
    const trips = await resolveTrips(db, input, locale);
    const dir = await stationDirectory(db);
    return {
      tripList: trips.map((trip, i) => ({
        tripIndex: i + 1,
        price: { amount: trip.fare, currency: 'CNY' },
        seatRemain: trip.section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass])!.seatRemain,
        trip: tripOf(trip.section, i + 1, dir, locale),
      })),
    };
  }

  /** train/prebook_data/query: the trips as sold now with the seat and berth choices, contacts and service providers. */
  async function prebookData(db: Db, scope: Scope, input: { tripList: BookSubmitInput['tripList']; passengerCount: number }, locale: Locale) {
    const trips = await resolveTrips(db, { tripList: input.tripList.map(({ price: _p, ...trip }) => trip) }, locale);
    const dir = await stationDirectory(db);
    const cal = rail.saleCalendar();
    const contacts = await listContacts(db, scope);
    return {
      tripList: trips.map((trip, i) => {
        const product = trip.section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass])!;
        const soldOut = product.seatRemain <= 0;
        return {
          tripIndex: i + 1,
          trip: tripOf(trip.section, i + 1, dir, locale),
          seatClass: trip.seatClass,
          supportSelect: product.supportSelect,
          supportBed: product.supportBed,
          maxSelectedNum: input.passengerCount,
          seatLetterList: product.seatLetters,
          berthList: product.berths,
          ticketRushInfo: soldOut ? { type: 'PRESALE' as const, dateList: cal.preSaleDateList.slice(0, 7) } : null,
        };
      }),
      maxPassengerNumber: MAX_TRAIN_PASSENGERS,
      pickWay: 'CONCENTRATION' as const,
      contactList: contacts.map((c) => ({ contactId: c.contactId, name: c.name, mobileCountryCode: c.mobileCountryCode, mobile: c.mobile, email: c.email, isDefault: c.isDefault })),
      serviceProviderList: SERVICE_PROVIDER_IDS.map((id) => ({ serviceProviderId: id, name: t(locale, `train.serviceProvider.${id}`) })),
      insuranceList: insurancesForSale(config.insurance, locale),
    };
  }

  /** train/prebook/fee: one price line per passenger and trip (insurance on the first trip's line), and the total. */
  async function prebookFee(db: Db, input: { tripList: BookSubmitInput['tripList']; passengerList: { insuranceProductIds: string[] }[] }, locale: Locale) {
    const trips = await resolveTrips(db, { tripList: input.tripList.map(({ price: _p, ...trip }) => trip) }, locale);
    const money = (amount: number) => ({ amount, currency: 'CNY' });
    const insurance = input.passengerList.map((p, i) => {
      const picked = passengerInsurances(p.insuranceProductIds, config.insurance);
      if ('refused' in picked) throw new AppError('INSURANCE_NOT_FOR_SALE', { insuranceProductId: picked.refused }, { passengerIndex: i + 1 });
      return picked.reduce((sum, x) => sum + x.fee, 0);
    });
    const priceList = trips.flatMap((trip, i) =>
      input.passengerList.map((_, p) => {
        const insuranceFee = i === 0 ? insurance[p]! : 0;
        return {
          tripIndex: i + 1,
          passengerIndex: p + 1,
          seatClass: trip.seatClass,
          ticketPrice: money(trip.fare),
          serviceFee: money(config.serviceFee),
          insuranceFee: money(insuranceFee),
          totalPrice: money(trip.fare + config.serviceFee + insuranceFee),
        };
      }),
    );
    return { priceList, totalPrice: money(priceList.reduce((sum, line) => sum + line.totalPrice.amount, 0)) };
  }

  /** train/tmc_control: the policy's verdict on each trip for the travellers, before booking (nothing is refused here). */
  async function control(db: Db, scope: Scope, input: { tripList: BookSubmitInput['tripList']; travellers: TravellerRef[]; travelType: 'BUSINESS' | 'PRIVATE' }, locale: Locale, now: Date) {
    const trips = await resolveTrips(db, { tripList: input.tripList.map(({ price: _p, ...trip }) => trip) }, locale);
    const tripList = [];
    for (const [i, trip] of trips.entries()) {
      const candidate = { product: 'TRAIN' as const, trainNo: trip.section.trainNo, seatClass: trip.seatClass, price: trip.fare, currency: 'CNY', departureDate: trip.section.departureDate };
      tripList.push({ tripIndex: i + 1, control: await evaluateControl(db, scope, { travelType: input.travelType, travellers: input.travellers, candidate }, locale, now) });
    }
    return { tripList };
  }

  return { submit, verify, prebookData, prebookFee, control };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export type TrainBooking = ReturnType<typeof createTrainBooking>;
