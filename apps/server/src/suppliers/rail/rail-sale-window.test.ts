import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RailSupplierError, type TrainSection } from '../../modules/train/rail-port';
import { layoutCapacity } from './coach-layout';
import { isoLocal } from './rail-time';
import { createRailTestBed, type RailTestBed } from './rail-test-setup';

describe('rail sale window', () => {
  let t: RailTestBed;
  let from: string;
  let to: string;
  beforeAll(async () => {
    t = await createRailTestBed();
    t.setNow('2026-06-01T06:00:00+08:00');
    [from, to] = [t.code('北京南'), t.code('上海虹桥')];
  });
  afterAll(async () => t?.database.close());

  const db = () => t.database.db;
  const search = async (date: string) => (await t.rail.findTrains([{ fromTelecodes: [from], toTelecodes: [to], departureDate: date }]))[0]!;
  const hold = (s: Pick<TrainSection, 'trainNo' | 'departureDate' | 'fromTelecode' | 'toTelecode'>, rail = t.rail) =>
    rail
      .holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: s.trainNo, departureDate: s.departureDate, fromTelecode: s.fromTelecode, toTelecode: s.toTelecode, passengers: [{ seatClass: 'second' }] })
      .then(
        () => 'ok',
        (err: unknown) => (err instanceof RailSupplierError ? err.code : Promise.reject(err)),
      );

  it('puts 15 days on sale and 15 more on presale, counted from the clock’s today', async () => {
    const calendar = t.rail.saleCalendar();
    expect(calendar.today).toBe('2026-06-01');
    expect(calendar.saleDateList).toHaveLength(15);
    expect([calendar.saleDateList[0], calendar.saleDateList[14]]).toEqual(['2026-06-01', '2026-06-15']);
    expect([calendar.preSaleDateList[0], calendar.preSaleDateList.at(-1)]).toEqual(['2026-06-16', '2026-06-30']);
    expect(calendar.saleCloseMinutes).toBe(30);

    expect((await search('2026-06-15')).every((s) => s.saleStatus === 'onSale')).toBe(true);
    const presale = await search('2026-06-16');
    expect(presale.length).toBeGreaterThan(20);
    for (const s of presale) {
      expect(s.saleStatus).toBe('presale');
      // Bookable for presale (bought when the date opens), though the railway holds no seat for it yet.
      expect(s.seats.every((x) => x.seatBookAble)).toBe(true);
      expect(s.saleOpenTime).toBe('2026-06-02T00:00:00+08:00');
      expect(s.seats.find((x) => x.seatClass === 'second')!.seatRemain).toBe(layoutCapacity(t.net.byNo.get(s.trainNo)!.layout).get('second'));
    }
    expect(await hold(presale[0]!)).toBe('NOT_ON_SALE');
    expect((await search('2026-07-01')).every((s) => s.saleStatus === 'outOfRange')).toBe(true);
    expect((await search('2026-05-31')).every((s) => s.saleStatus === 'outOfRange')).toBe(true);

    const short = t.sandbox({ saleDays: 5, presaleDays: 2 }).saleCalendar();
    expect(short.saleDateList.at(-1)).toBe('2026-06-05');
    expect(short.preSaleDateList).toEqual(['2026-06-06', '2026-06-07']);
  });

  it('moves the window forward with the clock, with nothing regenerated', async () => {
    t.setNow('2026-06-02T06:00:00+08:00');
    expect(t.rail.saleCalendar().saleDateList.at(-1)).toBe('2026-06-16');
    const opened = await search('2026-06-16');
    expect(opened.every((s) => s.saleStatus === 'onSale')).toBe(true);
    expect(await hold(opened[0]!)).toBe('ok');
    expect((await search('2026-06-01')).every((s) => s.saleStatus === 'outOfRange')).toBe(true);
  });

  it('closes sales 30 minutes before departure from the boarding station', async () => {
    t.setNow('2026-06-02T06:00:00+08:00');
    const train = (await search('2026-06-02')).find((s) => s.departureTime >= '2026-06-02T09:00')!;
    const departure = Date.parse(train.departureTime);
    expect(train.saleCloseTime).toBe(isoLocal(departure - 30 * 60_000));

    t.setNow(isoLocal(departure - 31 * 60_000));
    expect((await t.rail.getSeatProducts(train))!.saleStatus).toBe('onSale');
    expect(await hold(train)).toBe('ok');

    t.setNow(isoLocal(departure - 29 * 60_000));
    const closed = (await t.rail.getSeatProducts(train))!;
    expect(closed.saleStatus).toBe('closed');
    expect(closed.seats.every((x) => !x.seatBookAble)).toBe(true);
    expect(await hold(train)).toBe('SALE_CLOSED');

    // Boarding further down the line: the train leaves there later, so that station is still on sale.
    const stops = (await t.rail.getTimeList({ trainNo: train.trainNo, date: '2026-06-02' }))!.stops;
    const later = { ...train, fromTelecode: stops[1]!.telecode };
    expect((await t.rail.getSeatProducts(later))!.saleStatus).toBe('onSale');
    expect(await hold(later)).toBe('ok');

    // The close is configurable (RAIL_SALE_CLOSE_MINUTES).
    t.setNow(isoLocal(departure - 90 * 60_000));
    const early = t.sandbox({ saleCloseMinutes: 120 });
    expect((await early.getSeatProducts(train))!.saleStatus).toBe('closed');
    expect(await hold(train, early)).toBe('SALE_CLOSED');
    expect(await hold(train)).toBe('ok');
  });

  it('shows the morning’s departed trains as closed later in the day', async () => {
    t.setNow('2026-06-02T15:00:00+08:00');
    const today = await search('2026-06-02');
    for (const s of today) {
      expect(s.saleStatus).toBe(Date.parse(s.departureTime) - 30 * 60_000 > t.clock.nowMs() ? 'onSale' : 'closed');
    }
    expect(new Set(today.map((s) => s.saleStatus))).toEqual(new Set(['onSale', 'closed']));
  });
});
