import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { TrainError } from '@travel/contracts/train/errors';
import { orderDetailCall } from '@travel/contracts/train/order';
import { agreementLatestCall, companionCheckCall, purchaseChannelQueryCall, restTripQueryCall, translateDataCall } from '@travel/contracts/train/order-extras';
import { refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import { firstTripCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { costCentreListCall, projectListCall } from '@travel/contracts/member/company';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';

type Trip = Itinerary['tripList'][number];
type Pax = BookSubmitInput['passengerList'][number];

/** The module's small calls (spec 7): companion check, translate data, latest agreement, purchase channels, transfer rest trips. */
describe('train small calls', () => {
  let t: TestApp;
  let employee: TestClient;
  let outsider: TestClient;
  let trips: Trip[];
  let transfers: Itinerary[];

  const passenger = (n: number): Pax => ({
    source: 'CUSTOMER',
    familyName: 'ZHAO',
    givenName: `LEI${String.fromCharCode(65 + n)}`,
    birthday: '1985-03-03',
    gender: 'M',
    nationality: 'CN',
    mobileCountryCode: '86',
    idType: 'PASSPORT',
    idNumber: `E${String(40000000 + n)}`,
    placeOfIssue: 'CN',
    idExpiredDate: '2034-01-01',
    insuranceProductIds: [],
  });
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    [employee, outsider] = await Promise.all([t.login('employee'), t.login('outsider')]);
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const departureDate = addDays(today, 5);
    const direct = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate, departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 40 });
    trips = direct.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10));
    const all = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate, departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '杭州' }, searchMode: 'TRANSFER_ALL', pageSize: 50 });
    transfers = all.itineraryList.filter((i) => i.searchType === 1 && i.transferInfo?.transferType !== 'SAME_TRAIN');
  }, 120_000);
  afterAll(async () => t?.close());

  it('companion check follows the party: together at issue, a refunded passenger apart; others cannot ask', async () => {
    const trip = trips[0]!;
    const booked = await employee.ok(bookSubmitCall, {
      tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
      passengerList: [passenger(1), passenger(2)],
      contact: { name: 'ZHAO LEI', mobileCountryCode: '86', mobile: '13800007777', email: 'zhao@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
    });
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runJobs();
    const { orderId } = booked;
    const before = await employee.ok(companionCheckCall, { orderId });
    expect(before.together).toBe(true);
    expect(before.tripList[0]!.companionList.map((c) => c.passengerIndex)).toEqual([1, 2]);
    expect(before.apartList).toEqual([]);

    const detail = await employee.ok(orderDetailCall, { orderId });
    const ticketId = detail.tripList[0]!.ticketList.find((x) => x.passengerIndex === 2)!.ticketId;
    const quote = await employee.ok(refundQuoteCall, { orderId, ticketIdList: [ticketId] });
    await employee.ok(refundSubmitCall, { orderId, quotationId: quote.quotationId, ticketIdList: [ticketId], reason: 'plans changed' });
    await runJobs();
    const after = await employee.ok(companionCheckCall, { orderId });
    expect(after.together).toBe(false);
    expect(after.tripList[0]!.companionList.map((c) => c.passengerIndex)).toEqual([1]);
    expect(after.apartList).toEqual([{ passengerIndex: 2, name: 'ZHAOLEIC', reason: 'REFUNDED' }]);
    const listed = await employee.ok(orderDetailCall, { orderId });
    expect(listed.refundChangeInfo.refundList).toMatchObject([{ ticketIdList: [ticketId], channel: 'ONLINE', refundStatus: 'COMPLETE' }]);
    expect(listed.trainSegmentList.map((x) => [x.segmentSeq, x.passengerIndex])).toEqual([[null, 1]]);

    const refused = await outsider.call(companionCheckCall, { orderId });
    expect(refused.body.resultCode).toBe('DATA_NOT_FOUND');
    expect(JSON.stringify(refused.body)).not.toContain('ZHAO');
  });

  it('translate data names values in the caller language, null for unknown ones', async () => {
    const body = { dataList: [{ dataType: 'TICKET_STATUS', value: 'GOT' }, { dataType: 'TICKET_SOURCE', value: 'GTGJ' }, { dataType: 'ORDER_STATUS', value: 'NOPE' }, { dataType: 'SEAT_CLASS', value: 'agreement.x' }] };
    const en = await employee.ok(translateDataCall, body);
    expect(en.dataList.map((d) => d.text)).toEqual(['Collected', 'Agency channel (GTGJ)', null, null]);
    const zh = await employee.ok(translateDataCall, body, { lang: 'zh-CN' });
    expect(zh.dataList[0]!.text).toBe('已取票');
    const bad = await employee.call(translateDataCall, { dataList: [{ dataType: 'WHATEVER', value: 'x' }] });
    expect(bad.body.resultCode).toBe('PARAM_ERROR');
  });

  it('latest agreement answers its version and text, HW by default', async () => {
    const a = await employee.ok(agreementLatestCall, { type: 'RAIL_ACCOUNT' });
    expect(a).toMatchObject({ type: 'RAIL_ACCOUNT', environment: 'HW', version: '2026.1' });
    expect(a.title).toBe('Railway account service agreement');
    expect(a.content).toHaveLength(3);
    const de = await employee.ok(agreementLatestCall, { type: 'PRIVACY', environment: 'CN' }, { lang: 'de' });
    expect(de).toMatchObject({ environment: 'CN', title: 'Datenschutzhinweis Zug' });
  });

  it('purchase channels: only the agency without a logged-in railway account', async () => {
    const c = await employee.ok(purchaseChannelQueryCall, {});
    expect(c).toEqual({ defaultChannel: 'GTGJ', channelList: [{ channel: '12306', available: false, reason: 'NO_ACCOUNT' }, { channel: 'GTGJ', available: true, reason: null }] });
  });

  it('rest trips of a transfer include the second train search offered, all catchable', async () => {
    expect(transfers.length).toBeGreaterThan(0);
    const it0 = transfers[0]!;
    const [a, b] = it0.tripList as [Trip, Trip];
    const rest = await employee.ok(restTripQueryCall, {
      firstTrip: { trainNo: a.trainNo, departureDate: a.departureDate, fromStationCode: a.fromStation.stationCode, toStationCode: a.toStation.stationCode },
      toPlace: { type: 'STATION', code: b.toStation.stationCode },
    });
    expect(rest.firstTrip.trainNo).toBe(a.trainNo);
    expect(rest.restList.map((r) => r.trip.trainNo)).toContain(b.trainNo);
    for (const r of rest.restList) {
      expect(Date.parse(r.trip.departureTime)).toBeGreaterThan(Date.parse(a.arrivalTime));
      expect(r.transferInfo.waitMinutes).toBeGreaterThanOrEqual(r.transferInfo.transferType === 'SAME_STATION' ? 15 : 60);
      expect(r.trip.toStation.stationCode).toBe(b.toStation.stationCode);
    }
    const missing = await employee.call(restTripQueryCall, { firstTrip: { trainNo: 'G0', departureDate: a.departureDate, fromStationCode: a.fromStation.stationCode, toStationCode: a.toStation.stationCode }, toPlace: { type: 'STATION', code: b.toStation.stationCode } });
    expect(missing.body.resultCode).toBe('DATA_NOT_FOUND');
  });

  const bookTrips = (list: Trip[], passengers: Pax[], over: Partial<BookSubmitInput> = {}) =>
    employee.ok(bookSubmitCall, {
      tripList: list.map((trip, i) => ({ tripIndex: i + 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: trip.seatList.find((x) => x.seatBookAble === 'Y')!.seatClass })),
      passengerList: passengers,
      contact: { name: 'ZHAO LEI', mobileCountryCode: '86', mobile: '13800007777', email: 'zhao@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
      ...over,
    });

  it('records the cost centre, project and related order on the booking and shows them; refuses another enterprise\'s cost centre', async () => {
    const [centre] = (await employee.ok(costCentreListCall, {})).list;
    const [project] = (await employee.ok(projectListCall, {})).list;
    expect(centre && project).toBeTruthy();
    const first = await bookTrips([trips[1]!], [passenger(3)], { costCentreId: centre!.costCentreId, projectId: project!.projectId });
    const second = await bookTrips([trips[2]!], [passenger(4)], { relatedOrderId: first.orderId });
    const a = await employee.ok(orderDetailCall, { orderId: first.orderId });
    expect(a.orderBaseInfo).toMatchObject({ costCentre: centre, project, relatedOrderId: null, ticketSource: 'GTGJ', requireTrain: true, collectionStatus: 'NOT_COLLECTED' });
    const b = await employee.ok(orderDetailCall, { orderId: second.orderId });
    expect(b.orderBaseInfo).toMatchObject({ costCentre: null, project: null, relatedOrderId: first.orderId });
    expect(b.buttons.modifyHbLimitTime).toBe(false);
    expect(b.invoice).toEqual({ invoiceList: [], hasFinishInvoice: false });

    const foreign = await outsider.ok(costCentreListCall, {});
    const other = foreign.list.find((c) => c.costCentreId !== centre!.costCentreId);
    if (other) {
      const refused = await employee.call(bookSubmitCall, { ...{ tripList: [{ tripIndex: 1, trainNo: trips[3]!.trainNo, departureDate: trips[3]!.departureDate, fromStationCode: trips[3]!.fromStation.stationCode, toStationCode: trips[3]!.toStation.stationCode, seatClass: 'SECOND' }] }, passengerList: [passenger(5)], contact: { name: 'ZHAO LEI', mobileCountryCode: '86', mobile: '13800007777', email: 'zhao@example.com' }, serviceProviderId: 'SP-RAIL-1', travelType: 'PRIVATE', ignoreDuplicate: true, costCentreId: other.costCentreId });
      expect(refused.body.resultCode).toBe('DATA_NOT_FOUND');
    }
    const missing = await employee.call(bookSubmitCall, { tripList: [{ tripIndex: 1, trainNo: trips[3]!.trainNo, departureDate: trips[3]!.departureDate, fromStationCode: trips[3]!.fromStation.stationCode, toStationCode: trips[3]!.toStation.stationCode, seatClass: 'SECOND' }], passengerList: [passenger(5)], contact: { name: 'ZHAO LEI', mobileCountryCode: '86', mobile: '13800007777', email: 'zhao@example.com' }, serviceProviderId: 'SP-RAIL-1', travelType: 'PRIVATE', ignoreDuplicate: true, projectId: 'no-such-project' });
    expect(missing.body.resultCode).toBe('DATA_NOT_FOUND');
    // Another member's order is not recorded as related (and the booking goes on).
    const theirs = await bookTrips([trips[4]!], [passenger(6)], { relatedOrderId: 'T-not-mine' });
    expect((await employee.ok(orderDetailCall, { orderId: theirs.orderId })).orderBaseInfo.relatedOrderId).toBeNull();
  });

  it('refuses a seat wish the class cannot take with the seat selection hint (420011018)', async () => {
    const trip = trips[5]!;
    const input = (over: Partial<Pax>) => ({
      tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
      passengerList: [passenger(8), { ...passenger(9), ...over }],
      contact: { name: 'ZHAO LEI', mobileCountryCode: '86', mobile: '13800007777', email: 'zhao@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      ignoreDuplicate: true,
    });
    const berth = await employee.call(bookSubmitCall, input({ berth: 'lower' }));
    expect(berth.body.resultCode).toBe(TrainError.SEAT_SELECTION_HINT);
    expect(berth.body.data).toEqual({ tripIndex: 1, passengerIndex: 2, seatLetterList: ['A', 'B', 'C', 'D', 'F'], berthList: [] });
    expect(berth.body.description).toContain('seat');
    const ok = await employee.call(bookSubmitCall, input({ seatLetter: 'F' }));
    expect(ok.body.resultCode).toBe('0');
  });

  it('a transfer order lists its segments 1 and 2; tickets become collected (GOT) as their trains leave', async () => {
    const transfer = transfers.find((i) => i.tripList.every((x) => x.seatList.some((s) => s.seatBookAble === 'Y')))!;
    const booked = await bookTrips(transfer.tripList, [passenger(7)]);
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runJobs();
    const issued = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(issued.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    expect(issued.trainSegmentList.map((x) => [x.segmentSeq, x.trainNo])).toEqual(transfer.tripList.map((x, i) => [i + 1, x.trainNo]));
    expect(issued.tripList[0]!.segmentList[0]).toMatchObject({ passengerIndex: 1, coachNo: issued.tripList[0]!.ticketList[0]!.coachNo });
    expect(issued.orderBaseInfo.collectionStatus).toBe('NOT_COLLECTED');

    const [a, b] = transfer.tripList as [Trip, Trip];
    t.clock.setOffsetSeconds(Math.ceil((Date.parse(a.departureTime) - Date.now()) / 1000) + 60);
    await runJobs();
    employee = await t.login('employee'); // days later the session has lapsed
    const half = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(half.trainSegmentList.map((x) => x.ticketStatus)).toEqual(['GOT', 'ISSUED']);
    expect(half.orderBaseInfo.collectionStatus).toBe('PART_COLLECTED');
    t.clock.setOffsetSeconds(Math.ceil((Date.parse(b.departureTime) - Date.now()) / 1000) + 60);
    await runJobs();
    employee = await t.login('employee');
    const all = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(all.trainSegmentList.map((x) => x.ticketStatus)).toEqual(['GOT', 'GOT']);
    expect(all.orderBaseInfo.collectionStatus).toBe('COLLECTED');
    expect(all.refundChangeInfo).toEqual({ refundList: [], changeList: [] });
  });

});
