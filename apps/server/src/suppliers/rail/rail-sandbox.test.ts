import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RailSupplierError, type SeatClass, type SectionRef, type TrainSection } from '../../modules/train/rail-port';
import { layoutCapacity } from './coach-layout';
import { sectionFare } from './fares';
import { departureAt, type NetTrain } from './rail-network';
import { addDays } from './rail-time';
import { createRailTestBed, type RailTestBed } from './rail-test-setup';
import { materialise, readMasks } from './seat-inventory';
import { sectionMask } from './section-mask';

const NOW = '2026-06-01T06:00:00+08:00';
const D1 = '2026-06-02';

describe('rail sandbox', () => {
  let t: RailTestBed;
  beforeAll(async () => {
    t = await createRailTestBed();
    t.setNow(NOW);
  });
  afterAll(async () => t?.database.close());

  const db = () => t.database.db;
  const remain = (s: TrainSection | null, cls: SeatClass) => s?.seats.find((x) => x.seatClass === cls)?.seatRemain;
  const products = (ref: SectionRef) => t.rail.getSeatProducts(ref);
  /** A daily train of the layout with at least `stops` stops, not used by an earlier test. */
  const used = new Set<string>();
  const pick = (filter: (train: NetTrain) => boolean): NetTrain => {
    const train = t.net.trains.find((x) => x.runDays === 127 && !used.has(x.trainNo) && departureAt(x, 0) >= 7 * 60 && filter(x));
    if (!train) throw new Error('no such train');
    used.add(train.trainNo);
    return train;
  };
  const ref = (train: NetTrain, a: number, b: number): SectionRef => ({
    trainNo: train.trainNo,
    departureDate: addDays(D1, Math.floor(departureAt(train, a) / 1440)),
    fromTelecode: train.stops[a]!.telecode,
    toTelecode: train.stops[b]!.telecode,
  });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (err: unknown) => (err instanceof RailSupplierError ? err.code : Promise.reject(err)),
    );

  it('stores the generated network once', async () => {
    expect(t.info).toMatchObject({ generated: true, seed: 'rail-sandbox-1' });
    expect(t.info.trains).toBeGreaterThanOrEqual(1500);
    expect(t.net.trains.length).toBe(t.info.trains);
    const again = await import('./network-store').then((m) => m.ensureRailNetwork(db()));
    expect(again).toMatchObject({ generated: false, trains: t.info.trains, stops: t.info.stops });
  });

  it('lists the trains between two stations on a date with times, km, fares and free seats', async () => {
    const [from, to] = [t.code('北京南'), t.code('上海虹桥')];
    const [list] = await t.rail.findTrains([{ fromTelecodes: [from], toTelecodes: [to], departureDate: D1 }]);
    expect(list!.length).toBeGreaterThan(20);
    const times = list!.map((s) => s.departureTime);
    expect(times).toEqual([...times].sort());
    for (const s of list!) {
      expect(s).toMatchObject({ fromTelecode: from, fromStationName: '北京南', toTelecode: to, toStationName: '上海虹桥', departureDate: D1, saleStatus: 'onSale' });
      expect([1, 2]).toContain(s.trainTypeCode);
      expect(s.departureTime.startsWith(`${D1}T`)).toBe(true);
      expect(s.runDuration).toBe((Date.parse(s.arrivalTime) - Date.parse(s.departureTime)) / 60_000);
      expect(s.km).toBe(1318);
      const second = s.seats.find((x) => x.seatClass === 'second')!;
      expect(second).toMatchObject({ seatClassName: '二等座', seatTypeCode: 'O', seatBookAble: true, supportSelect: true, seatLetters: ['A', 'B', 'C', 'D', 'F'] });
      expect(second.price).toEqual({ amount: sectionFare(s.trainClass, 'second', 1318), currency: 'CNY' });
      expect(second.seatRemain).toBe(layoutCapacity(t.net.byNo.get(s.trainNo)!.layout).get('second'));
      expect(s.seats.map((x) => x.seatClass)).toEqual(['business', 'first', 'second', 'noSeat']);
    }
    expect(list!.some((s) => s.startingStation && s.terminalStation)).toBe(true);
  });

  it('answers many station sets at once: a city pair finds HSR and conventional trains', async () => {
    const city = (name: string) => t.ref.stations.filter((s) => s.city === name).map((s) => s.telecode);
    const [bjSh, shBj, none] = await t.rail.findTrains([
      { fromTelecodes: city('北京'), toTelecodes: city('上海'), departureDate: D1 },
      { fromTelecodes: city('上海'), toTelecodes: city('北京'), departureDate: D1, withSeats: false, withStops: true },
      { fromTelecodes: [t.code('拉萨')], toTelecodes: [t.code('青岛')], departureDate: D1 },
    ]);
    expect(new Set(bjSh!.map((s) => s.trainTypeCode))).toEqual(new Set([1, 3]));
    expect(bjSh!.some((s) => s.trainClass === 'Z' && s.seats.some((x) => x.seatClass === 'hardSleeper' && x.berthPrices?.lower))).toBe(true);
    expect(shBj!.length).toBeGreaterThan(20);
    expect(shBj!.every((s) => s.seats.length === 0)).toBe(true);
    for (const s of shBj!) {
      const inSection = s.stops!.filter((x) => x.inSection);
      expect([inSection[0]!.telecode, inSection.at(-1)!.telecode]).toEqual([s.fromTelecode, s.toTelecode]);
      expect(inSection[0]!.departureTime).toBe(s.departureTime.slice(11, 16));
    }
    expect(none).toEqual([]);
    const reachable = await t.rail.connectedStations([t.code('拉萨')], 'from');
    expect(reachable).toContain(t.code('西宁'));
    expect(reachable).not.toContain(t.code('青岛'));
  });

  it('boards overnight trains on the date they pass the station, not the date they started', async () => {
    const train = t.net.trains.find((x) => x.runDays === 127 && x.stops.some((s, i) => i < x.stops.length - 1 && Math.floor(departureAt(x, i) / 1440) === 1))!;
    const seq = train.stops.findIndex((_, i) => Math.floor(departureAt(train, i) / 1440) === 1);
    const [list] = await t.rail.findTrains([
      { fromTelecodes: [train.stops[seq]!.telecode], toTelecodes: [train.terminusTelecode], departureDate: D1, trainNos: [train.trainNo] },
    ]);
    expect(list).toHaveLength(1);
    expect(list![0]).toMatchObject({ trainNo: train.trainNo, runDate: addDays(D1, -1), departureDate: D1, startingStation: false });
  });

  it('gives a train’s stop list with arrival, departure and dwell', async () => {
    const g1 = t.net.byNo.get('G1')!;
    const list = (await t.rail.getTimeList({ trainNo: 'G1', date: D1 }))!;
    expect(list.stops).toHaveLength(g1.stops.length);
    expect(list.stops[0]).toMatchObject({ stationNo: 1, stationName: '北京南', arrivalTime: null, dwellMinutes: 0, stationType: 'starting', dayOffset: 0 });
    expect(list.stops.at(-1)).toMatchObject({ stationName: '上海虹桥', departureTime: null, stationType: 'passing' });
    for (const s of list.stops.slice(1, -1)) {
      const [ah, am] = s.arrivalTime!.split(':').map(Number);
      const [dh, dm] = s.departureTime!.split(':').map(Number);
      expect(dh! * 60 + dm! - (ah! * 60 + am!)).toBe(s.dwellMinutes);
    }
    const part = (await t.rail.getTimeList({ trainNo: 'G1', date: D1, fromTelecode: g1.stops[1]!.telecode, toTelecode: g1.stops[2]!.telecode }))!;
    expect(part.stops.map((s) => s.inSection)).toEqual(g1.stops.map((_, i) => i === 1 || i === 2));
    expect(await t.rail.getTimeList({ trainNo: 'G0', date: D1 })).toBeNull();
  });

  it('sells a seat sold A→C again for C→E but not for B→D', async () => {
    const train = pick((x) => x.layout === 'H8' && x.stops.length >= 5);
    const [A, B, C, D, E] = [0, 1, 2, 3, 4];
    const business = layoutCapacity('H8').get('business')!;
    expect(remain(await products(ref(train, A, C)), 'business')).toBe(business);
    const all = Array.from({ length: business }, () => ({ seatClass: 'business' as const }));
    const first = await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...ref(train, A, C), passengers: all });
    expect(first.seats).toHaveLength(business);
    expect(remain(await products(ref(train, A, C)), 'business')).toBe(0);
    expect(remain(await products(ref(train, B, D)), 'business')).toBe(0);
    expect(remain(await products(ref(train, C, E)), 'business')).toBe(business);
    expect(remain(await products(ref(train, D, E)), 'business')).toBe(business);
    expect((await products(ref(train, B, D)))!.seats.find((x) => x.seatClass === 'business')!.seatBookAble).toBe(false);
    expect(await refusal(t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...ref(train, B, D), passengers: [{ seatClass: 'business' }] }))).toBe('SOLD_OUT');
    await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...ref(train, C, E), passengers: all });
    const masks = (await readMasks(db(), train.id, first.runDate)).filter((m) => m.seatClass === 'business');
    expect(masks.every((m) => m.mask === sectionMask(A, E))).toBe(true);
    // Other classes are untouched.
    expect(remain(await products(ref(train, A, E)), 'second')).toBe(layoutCapacity('H8').get('second'));
  });

  it('honours seat letters and berths where it can', async () => {
    const g = pick((x) => x.layout === 'H8');
    const hold = await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(),
      ...ref(g, 0, 1),
      passengers: [
        { seatClass: 'second', seatLetter: 'F' },
        { seatClass: 'second', seatLetter: 'F' },
        { seatClass: 'second', seatLetter: 'A' },
        { seatClass: 'first', seatLetter: 'D' },
        { seatClass: 'business' },
      ],
      orderRef: 'order-1',
    });
    expect(hold.seats.map((s) => s.seatNo.slice(-1))).toEqual(['F', 'F', 'A', 'D', expect.stringMatching(/[ACF]/)]);
    expect(hold.seats.map((s) => s.seatClass)).toEqual(['second', 'second', 'second', 'first', 'business']);
    expect(new Set(hold.seats.map((s) => `${s.coachNo}${s.seatNo}`)).size).toBe(5);
    expect(hold.seats[0]).toMatchObject({ coachNo: expect.stringMatching(/^0\d$/), berth: null, status: 'HELD', ticketNo: null });
    expect(hold).toMatchObject({ status: 'HELD', orderRef: 'order-1', trainNo: g.trainNo, eOrderNo: null });

    const k = pick((x) => x.layout === 'K16');
    const sleepers = await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(),
      ...ref(k, 0, 1),
      passengers: [
        { seatClass: 'hardSleeper', berth: 'lower' },
        { seatClass: 'hardSleeper', berth: 'upper' },
        { seatClass: 'softSleeper', berth: 'upper' },
        { seatClass: 'hardSleeper', berth: 'middle' },
      ],
    });
    expect(sleepers.seats.map((s) => [s.seatClass, s.berth])).toEqual([
      ['hardSleeper', 'lower'],
      ['hardSleeper', 'upper'],
      ['softSleeper', 'upper'],
      ['hardSleeper', 'middle'],
    ]);
    const km = k.stops[1]!.km;
    expect(sleepers.seats.map((s) => s.price.amount)).toEqual([
      sectionFare('K', 'hardSleeper', km, 'lower'),
      sectionFare('K', 'hardSleeper', km, 'upper'),
      sectionFare('K', 'softSleeper', km, 'upper'),
      sectionFare('K', 'hardSleeper', km, 'middle'),
    ]);
    expect(await refusal(t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...ref(k, 0, 1), passengers: [{ seatClass: 'second' }] }))).toBe('NO_SUCH_SEAT_CLASS');
  });

  it('sells standing places when second class is sold out, and nothing at all when one passenger cannot travel', async () => {
    const train = pick((x) => x.layout === 'H8' && x.stops.length >= 3);
    const section = ref(train, 0, 2);
    await materialise(db(), train.id, addDays(D1, 0), 'H8');
    await db().execute(sql`UPDATE sandbox.rail_seats SET mask = mask | ${sectionMask(1, 2).toString()}::bigint
      WHERE train_id = ${train.id} AND run_date = ${D1} AND seat_class = 'second'`);
    expect(remain(await products(section), 'second')).toBe(0);
    expect(remain(await products(ref(train, 0, 1)), 'second')).toBe(layoutCapacity('H8').get('second'));

    const before = await products(section);
    expect(await refusal(t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...section, passengers: [{ seatClass: 'business' }, { seatClass: 'second' }] }))).toBe('SOLD_OUT');
    expect(await products(section)).toEqual(before);

    const standing = await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...section, passengers: [{ seatClass: 'second', acceptNoSeat: true }] });
    expect(standing.seats[0]).toMatchObject({ seatClass: 'noSeat', seatNo: expect.stringMatching(/^W\d{2}$/) });
    expect(standing.seats[0]!.price.amount).toBe(sectionFare(train.trainClass, 'second', train.stops[2]!.km));
    expect(remain(await products(section), 'noSeat')).toBe(layoutCapacity('H8').get('noSeat')! - 1);
  });

  it('releases a hold, issues with an electronic order number and returns refunded sections to sale', async () => {
    const train = pick((x) => x.layout === 'H8');
    const section = ref(train, 0, 1);
    const full = remain(await products(section), 'first')!;
    const passengers = [{ seatClass: 'first' as const }, { seatClass: 'first' as const }];

    const held = await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...section, passengers });
    expect(remain(await products(section), 'first')).toBe(full - 2);
    expect((await t.rail.releaseHold({ holdId: held.holdId }))!.seats.map((s) => s.status)).toEqual(['RELEASED', 'RELEASED']);
    expect(remain(await products(section), 'first')).toBe(full);
    expect((await t.rail.releaseHold({ holdId: held.holdId }))!.status).toBe('RELEASED');
    expect(await refusal(t.rail.confirmHold(held.holdId))).toBe('HOLD_RELEASED');

    const hold = await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...section, passengers });
    const issued = await t.rail.confirmHold(hold.holdId);
    expect(issued.status).toBe('ISSUED');
    expect(issued.eOrderNo).toMatch(/^E\d{9}$/);
    expect(issued.seats.map((s) => s.ticketNo)).toEqual([`${issued.eOrderNo}001`, `${issued.eOrderNo}002`]);
    expect((await t.rail.confirmHold(hold.holdId)).eOrderNo).toBe(issued.eOrderNo);
    expect(await refusal(t.rail.releaseHold({ holdId: hold.holdId }))).toBe('ALREADY_ISSUED');
    expect(remain(await products(section), 'first')).toBe(full - 2);

    const one = await t.rail.refundTickets(hold.holdId, [1]);
    expect(one.seats.map((s) => s.status)).toEqual(['ISSUED', 'REFUNDED']);
    expect(remain(await products(section), 'first')).toBe(full - 1);
    await t.rail.refundTickets(hold.holdId, [1]);
    expect(remain(await products(section), 'first')).toBe(full - 1);
    await t.rail.refundTickets(hold.holdId);
    expect(remain(await products(section), 'first')).toBe(full);
    expect(await refusal(t.rail.refundTickets(held.holdId))).toBe('NOT_ISSUED');
    expect(await refusal(t.rail.confirmHold('no-such-hold'))).toBe('HOLD_NOT_FOUND');
  });

  it('answers a retried hold with the first one, and undoes a hold by its idempotency key', async () => {
    const train = pick((x) => x.layout === 'H8');
    const section = ref(train, 0, 1);
    const before = await products(section);
    const idempotencyKey = crypto.randomUUID();
    const first = await t.rail.holdSeats({ idempotencyKey, ...section, passengers: [{ seatClass: 'second' }] });
    const again = await t.rail.holdSeats({ idempotencyKey, ...section, passengers: [{ seatClass: 'second' }] });
    expect(again.holdId).toBe(first.holdId);
    expect(remain(await products(section), 'second')).toBe(remain(before, 'second')! - 1);
    expect((await t.rail.releaseHold({ idempotencyKey }))?.status).toBe('RELEASED');
    expect(await products(section)).toEqual(before);
    // A key that made no hold (the call never reached the railway): nothing to undo.
    expect(await t.rail.releaseHold({ idempotencyKey: crypto.randomUUID() })).toBeNull();
  });

  it('refuses unknown trains, stations and wrong directions', async () => {
    const g1 = t.net.byNo.get('G1')!;
    const base = { departureDate: D1, passengers: [{ seatClass: 'second' as const }] };
    expect(await refusal(t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...base, trainNo: 'G0', fromTelecode: 'VNP', toTelecode: 'AOH' }))).toBe('TRAIN_NOT_FOUND');
    expect(await refusal(t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), ...base, trainNo: 'G1', fromTelecode: g1.terminusTelecode, toTelecode: g1.originTelecode }))).toBe(
      'STATION_NOT_ON_TRAIN',
    );
    expect(await t.rail.getSeatProducts({ trainNo: 'G1', departureDate: D1, fromTelecode: 'XXX', toTelecode: g1.terminusTelecode })).toBeNull();
  });
});
