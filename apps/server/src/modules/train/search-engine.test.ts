import { describe, expect, it } from 'vitest';
import type { SearchFilter } from '@travel/contracts/train/search';
import type { TrainSection } from './rail-port';
import { boardOncePerTrain, candidateKey, comparator, connect, direct, matchesFilter, parseKey, pruneTransfers, timeSlot, transfer, TRANSFER_RULES } from './search-engine';

const DAY = '2026-12-01';
const at = (hhmm: string, day = DAY) => `${day}T${hhmm}:00+08:00`;

/** A section with the fields the engine reads; one second-class fare and the given places. */
function section(trainNo: string, from: string, to: string, dep: string, arr: string, over: Partial<TrainSection> = {}): TrainSection {
  return {
    trainNo,
    trainClass: (trainNo[0] === 'G' || trainNo[0] === 'D' || trainNo[0] === 'K' ? trainNo[0] : 'other') as TrainSection['trainClass'],
    trainTypeCode: 1,
    runDate: DAY,
    departureDate: DAY,
    originTelecode: from,
    originStationName: from,
    terminusTelecode: to,
    terminusStationName: to,
    fromTelecode: from,
    fromStationName: from,
    fromStationNo: 1,
    toTelecode: to,
    toStationName: to,
    toStationNo: 5,
    startingStation: true,
    terminalStation: true,
    departureTime: dep,
    arrivalTime: arr,
    departureMs: Date.parse(dep),
    arrivalMs: Date.parse(arr),
    runDuration: (Date.parse(arr) - Date.parse(dep)) / 60000,
    arrivalDayOffset: 0,
    km: 500,
    saleStatus: 'onSale',
    saleCloseTime: dep,
    saleOpenTime: null,
    seats: [
      { seatClass: 'second', seatClassName: '二等座', seatTypeCode: 'O', price: { amount: 10000, currency: 'CNY' }, seatRemain: 5, seatBookAble: true, supportSelect: true, seatLetters: [], supportBed: false, berths: [] },
    ],
    ...over,
  };
}

const CITY: Record<string, string> = { AAA: 'A', HUB: 'H', HUE: 'H', ZZZ: 'Z' };
const cityOf = (code: string) => CITY[code];
const anyFilter: SearchFilter = { trainTypes: [], departureTimeSlots: [], arrivalTimeSlots: [], departureStationCodes: [], arrivalStationCodes: [], stationType: 'ALL', onlyHasTicket: false };

describe('result keys', () => {
  it('round-trip direct and transfer legs', () => {
    const a = section('G1', 'AAA', 'HUB', at('08:00'), at('10:00'));
    const b = section('G2', 'HUB', 'ZZZ', at('10:30'), at('12:00'));
    const key = candidateKey(1, 'SAME_STATION', [a, b]);
    expect(parseKey(key)).toEqual({ searchType: 1, transferType: 'SAME_STATION', legs: [a, b].map((l) => ({ trainNo: l.trainNo, departureDate: DAY, fromTelecode: l.fromTelecode, toTelecode: l.toTelecode })) });
    expect(parseKey(candidateKey(0, null, [a]))?.legs).toHaveLength(1);
    expect(parseKey('X~1')).toBeNull();
    expect(parseKey('T~NOPE~G1~d~A~B~G2~d~B~C')).toBeNull();
  });
});

describe('connections', () => {
  const first = section('G1', 'AAA', 'HUB', at('08:00'), at('10:00'));

  it('needs the platform-change time at one station and the cross-city time between two', () => {
    const tooSoon = section('G2', 'HUB', 'ZZZ', at('10:10'), at('12:00'));
    const enough = section('G3', 'HUB', 'ZZZ', at('10:15'), at('12:10'));
    const otherTooSoon = section('G4', 'HUE', 'ZZZ', at('10:50'), at('12:20'));
    const otherEnough = section('G5', 'HUE', 'ZZZ', at('11:00'), at('12:30'));
    const found = connect([first], [tooSoon, enough, otherTooSoon, otherEnough], cityOf);
    expect(found.map((l) => [l.type, l.b.trainNo])).toEqual([
      ['SAME_STATION', 'G3'],
      ['DIFFERENT_STATION', 'G5'],
    ]);
    expect(TRANSFER_RULES.minSameStation).toBe(15);
    expect(TRANSFER_RULES.minDifferentStation).toBe(60);
  });

  it('never waits beyond the longest wait, never continues on the same train, keeps the earliest connections', () => {
    const same = section('G1', 'HUB', 'ZZZ', at('10:20'), at('12:00'));
    const late = section('G9', 'HUB', 'ZZZ', at('16:01'), at('18:00'));
    const c1 = section('G6', 'HUB', 'ZZZ', at('11:00'), at('13:00'));
    const c2 = section('G7', 'HUB', 'ZZZ', at('12:00'), at('14:00'));
    const c3 = section('G8', 'HUB', 'ZZZ', at('13:00'), at('15:00'));
    const found = connect([first], [late, c3, same, c2, c1], cityOf);
    expect(found.map((l) => l.b.trainNo)).toEqual(['G6', 'G7']);
    expect(TRANSFER_RULES.perFirstLeg).toBe(2);
  });

  it('prunes far slower transfers and keeps one connection per pair of trains', () => {
    const link = (type: 'SAME_STATION' | 'DIFFERENT_STATION', b: TrainSection) => ({ type, a: first, b, minutes: (b.arrivalMs - first.departureMs) / 60000, wait: (b.departureMs - first.arrivalMs) / 60000 });
    const a = link('SAME_STATION', section('G2', 'HUB', 'ZZZ', at('10:30'), at('12:00')));
    const aAgain = link('DIFFERENT_STATION', section('G2', 'HUE', 'ZZZ', at('11:30'), at('12:00')));
    const slow = link('SAME_STATION', section('K3', 'HUB', 'ZZZ', at('11:00'), at('23:59')));
    expect(pruneTransfers([slow, aAgain, a], 240, 10).map((c) => c.key)).toEqual([transfer('SAME_STATION', a.a, a.b).key]);
    expect(pruneTransfers([a, slow], null, 10)).toHaveLength(1);
  });
});

describe('filters and sorting', () => {
  const early = direct(section('K1', 'AAA', 'ZZZ', at('05:30'), at('12:00'), { startingStation: false }));
  const morning = direct(section('G2', 'AAA', 'ZZZ', at('06:00'), at('09:00')));
  const noon = direct(section('D3', 'AAA', 'ZZZ', at('12:00'), at('18:00'), { seats: [] }));
  const night = direct(section('G4', 'AAA', 'ZZZ', at('18:00'), at('23:59')));

  it('puts times in the slots 00-06, 06-12, 12-18, 18-24', () => {
    expect([at('00:00'), at('05:59'), at('06:00'), at('11:59'), at('12:00'), at('17:59'), at('18:00'), at('23:59')].map(timeSlot)).toEqual(['00-06', '00-06', '06-12', '06-12', '12-18', '12-18', '18-24', '18-24']);
  });

  it('treats no choice and all four slots as any', () => {
    const all = [early, morning, noon, night];
    const pass = (f: Partial<SearchFilter>) => all.filter((c) => matchesFilter(c, { ...anyFilter, ...f })).map((c) => c.legs[0]!.trainNo);
    expect(pass({})).toEqual(['K1', 'G2', 'D3', 'G4']);
    expect(pass({ departureTimeSlots: ['00-06', '06-12', '12-18', '18-24'] })).toEqual(['K1', 'G2', 'D3', 'G4']);
    expect(pass({ departureTimeSlots: ['06-12', '18-24'] })).toEqual(['G2', 'G4']);
    expect(pass({ trainTypes: ['GC'] })).toEqual(['G2', 'G4']);
    expect(pass({ trainTypes: ['D', 'OTHER'] })).toEqual(['K1', 'D3']);
    expect(pass({ stationType: 'PASSING' })).toEqual(['K1']);
    expect(pass({ onlyHasTicket: true })).toEqual(['K1', 'G2', 'G4']);
  });

  it('orders by each key both ways and recommends bookable daytime trains, fastest first', () => {
    const all = [night, noon, early, morning];
    const order = (key: Parameters<typeof comparator>[0], dir: 'ASC' | 'DESC' = 'ASC') => [...all].sort(comparator(key, dir)).map((c) => c.legs[0]!.trainNo);
    expect(order('DEPARTURE')).toEqual(['K1', 'G2', 'D3', 'G4']);
    expect(order('DEPARTURE', 'DESC')).toEqual(['G4', 'D3', 'G2', 'K1']);
    expect(order('DURATION')).toEqual(['G2', 'G4', 'D3', 'K1']);
    expect(order('ARRIVAL', 'DESC')).toEqual(['G4', 'D3', 'K1', 'G2']);
    expect(order('RECOMMENDED')).toEqual(['G2', 'G4', 'K1', 'D3']);
  });
});

describe('a city search, each train once', () => {
  it("boards a train where it first departs from the origin city, keeping that boarding's sections to several cities", () => {
    const k1 = section('K1', 'AAA', 'ZZZ', at('07:32'), at('20:00'));
    const k1Later = section('K1', 'AAB', 'ZZZ', at('07:54'), at('20:00'));
    const k1Hub = section('K1', 'AAA', 'HUB', at('07:32'), at('10:00'));
    const k1LaterHub = section('K1', 'AAB', 'HUB', at('07:54'), at('10:00'));
    const g1 = section('G1', 'AAB', 'ZZZ', at('08:00'), at('12:00'));
    expect(boardOncePerTrain([k1Later, g1, k1])).toEqual([g1, k1]);
    expect(boardOncePerTrain([k1LaterHub, k1Hub, k1Later, k1])).toEqual([k1Hub, k1]);
    expect(boardOncePerTrain([])).toEqual([]);
  });
});
