import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSubmitCall, trainTmcControlCall, type BookPassenger, type BookSubmitInput } from '@travel/contracts/train/booking';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { firstTripCall, type Itinerary } from '@travel/contracts/train/search';
import { childFare } from '@travel/contracts/train/passenger-age';
import type { ControlResult } from '@travel/contracts/policy/control';
import { putTravelStandard } from '../policy/standards-service';
import { addDays } from '../../platform/dates';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { fareGroups, mergeControls } from './policy-by-fare';

type Trip = Itinerary['tripList'][number];

describe('policy by fare', () => {
  it('groups travellers by the fare they pay at the first departure, a child (under 14) at the child fare', () => {
    expect(fareGroups(10000, ['1980-01-01', '2016-06-01', null, '2012-06-02'], '2026-06-01')).toEqual([
      { fare: 10000, indexes: [0, 2] },
      { fare: 5000, indexes: [1, 3] },
    ]);
    // 14 on the day: the full fare.
    expect(fareGroups(10000, ['2012-06-01'], '2026-06-01')).toEqual([{ fare: 10000, indexes: [0] }]);
  });

  it('merges the verdicts of the groups back in booking order with the strictest outcome', () => {
    const tr = (name: string, outcome: ControlResult['outcome'], handleTypes: string) => ({ passengerId: null, memberId: null, name, travelLevel: 'L3', outcome, handleTypes, approvalType: null, checkResult: 'SUCCESS' as const, violations: [], payment: null });
    const base = { product: 'TRAIN' as const, travelType: 'BUSINESS' as const, checkResult: 'SUCCESS' as const, approvalType: null };
    const merged = mergeControls([
      { group: { fare: 100, indexes: [0, 2] }, result: { ...base, controlStrength: null, outcome: 'SUCCESS', handleTypes: '', travellers: [tr('A', 'SUCCESS', ''), tr('C', 'SUCCESS', '')] } },
      { group: { fare: 50, indexes: [1] }, result: { ...base, controlStrength: 'WEAK', outcome: 'TIP_REASON', handleTypes: '3', travellers: [tr('B', 'TIP_REASON', '3')] } },
    ] as never);
    expect(merged.travellers.map((x) => x.name)).toEqual(['A', 'B', 'C']);
    expect(merged).toMatchObject({ outcome: 'TIP_REASON', checkResult: 'TIP_REASON', handleTypes: '3', controlStrength: 'WEAK', approvalType: '3' });
  });
});

/** A business trip over the standard with personal pay (8): each traveller pays the part of their own fare. */
describe('the policy judges a child at the child fare (tmc_control and book/submit)', () => {
  let t: TestApp;
  let notr: TestClient;
  let trip: Trip;
  let departureDate: string;

  const passenger = (givenName: string, birthday: string, idNumber: string): BookPassenger => ({
    source: 'CUSTOMER',
    familyName: 'WANG',
    givenName,
    birthday,
    gender: 'F',
    nationality: 'CN',
    mobileCountryCode: '86',
    idType: 'PASSPORT',
    idNumber,
    placeOfIssue: 'CN',
    idExpiredDate: '2034-01-01',
    insuranceProductIds: [],
  });

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    notr = await t.login('notr');
    const today = (await notr.ok(trainDateRangeCall, {})).today;
    departureDate = addDays(today, 5);
    const found = await notr.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate, departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 50 });
    trip = found.itineraryList.map((i) => i.tripList[0]!).find((x) => x.seatList.some((s) => s.seatClass === 'FIRST' && s.seatRemain > 5))!;
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '999', handleTypes: '8', controlSeconds: 0 } }, t.clock.now());
  });
  afterAll(() => t.close());

  it('splits each traveller at their own fare: the adult the full fare, the child (10) the child fare', async () => {
    const full = trip.seatList.find((s) => s.seatClass === 'FIRST')!.price.amount;
    const childBirthday = `${Number(departureDate.slice(0, 4)) - 10}-01-01`;
    const tripList = [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'FIRST' as const }];
    const travellers = [{ name: 'WANG/FANG' }, { name: 'WANG/XIAO' }];

    const judged = await notr.ok(trainTmcControlCall, { tripList, travellers, birthdayList: ['1988-02-02', childBirthday], travelType: 'BUSINESS' });
    const control = judged.tripList[0]!.control;
    expect(control.outcome).toBe('HYBRID_PAYMENT');
    expect(control.travellers.map((x) => x.name)).toEqual(['WANG/FANG', 'WANG/XIAO']);
    expect(control.travellers.map((x) => x.payment?.personalAmount.amount)).toEqual([full, childFare(full)]);
    // Without birthdays nobody is known to be a child: the full fare for both, as before.
    const unknown = await notr.ok(trainTmcControlCall, { tripList, travellers, travelType: 'BUSINESS' });
    expect(unknown.tripList[0]!.control.travellers.map((x) => x.payment?.personalAmount.amount)).toEqual([full, full]);

    const input: BookSubmitInput = {
      tripList,
      passengerList: [passenger('FANG', '1988-02-02', 'G30000001'), passenger('XIAO', childBirthday, 'G30000002')],
      contact: { name: 'LI NA', mobileCountryCode: '86', mobile: '13800000003', email: 'notr@demo.example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'BUSINESS',
      acceptNoSeat: false,
      acceptHybridPayment: true,
      ignoreDuplicate: true,
    };
    const booked = await notr.ok(bookSubmitCall, input);
    // The traveller's share is the fares over the standard as each pays them, not two full fares.
    expect(booked.payOrder?.personalAmount.amount).toBe(full + childFare(full));
  });
});
