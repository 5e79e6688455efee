import { beforeAll, describe, expect, it } from 'vitest';
import { readReferenceFiles } from '../../modules/common/reference-files';
import { generateNetwork, type GeneratedTrain } from './generate-network';
import { linesFromFiles, type LineInput } from './network-input';
import { MAX_STOPS } from './section-mask';
import { stationTiers } from './station-tiers';
import { trainTypeCode } from './train-numbers';

const SEED = 'unit-test-seed';

describe('rail network generation', () => {
  let lines: LineInput[];
  let trains: GeneratedTrain[];
  let ms: number;
  beforeAll(async () => {
    lines = linesFromFiles(await readReferenceFiles());
    const started = performance.now();
    trains = generateNetwork(lines, SEED);
    ms = performance.now() - started;
  });

  const daily = () => trains.filter((t) => t.runDays === 0b1111111);

  it('is deterministic from the seed and fast', () => {
    expect(generateNetwork(lines, SEED)).toEqual(trains);
    const other = generateNetwork(lines, 'another seed');
    expect(other.map((t) => `${t.trainNo}@${t.departureMinute}`)).not.toEqual(trains.map((t) => `${t.trainNo}@${t.departureMinute}`));
    expect(ms).toBeLessThan(2000);
  });

  it('runs at least 1,500 trains every day of every kind', () => {
    expect(daily().length).toBeGreaterThanOrEqual(1500);
    for (let weekday = 0; weekday < 7; weekday++) {
      expect(trains.filter((t) => (t.runDays >> weekday) & 1).length).toBeGreaterThanOrEqual(1500);
    }
    const classes = new Set(trains.map((t) => t.trainClass));
    expect(classes).toEqual(new Set(['G', 'D', 'C', 'Z', 'T', 'K', 'other']));
    expect(new Set(trains.map((t) => t.trainTypeCode))).toEqual(new Set([1, 2, 3, 4]));
    for (const t of trains) expect(t.trainTypeCode).toBe(trainTypeCode(t.trainClass));
  });

  it('gives HSR lines G and D trains, intercity lines C trains and conventional lines Z, T, K and number-only trains', () => {
    for (const line of lines) {
      const kinds = new Set(trains.filter((t) => t.lineId === line.id).map((t) => t.trainClass));
      if (line.kind === 'HSR') expect([...kinds].every((k) => k === 'G' || k === 'D')).toBe(true);
      if (line.kind === 'intercity') expect(kinds).toEqual(new Set(['C']));
      if (line.kind === 'conventional') expect(kinds).toEqual(new Set(['Z', 'T', 'K', 'other']));
    }
  });

  it('serves every station of every line every day, and big stations with many trains', () => {
    const calls = new Map<string, number>();
    for (const t of daily()) for (const s of t.stops) calls.set(s.telecode, (calls.get(s.telecode) ?? 0) + 1);
    for (const line of lines) {
      for (const s of line.stations) expect(calls.get(s.telecode) ?? 0, `${line.name} ${s.name}`).toBeGreaterThan(0);
    }
    const tiers = stationTiers(lines);
    const hubs = [...tiers].filter(([, tier]) => tier === 3).map(([code]) => calls.get(code) ?? 0);
    const small = [...tiers].filter(([, tier]) => tier === 0).map(([code]) => calls.get(code) ?? 0);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(hubs)).toBeGreaterThan(3 * mean(small));
    expect(Math.max(...hubs)).toBeGreaterThan(150);
  });

  it('numbers trains realistically and uniquely: down odd, up even, pairs on the same route', () => {
    expect(new Set(trains.map((t) => t.trainNo)).size).toBe(trains.length);
    const byNo = new Map(trains.map((t) => [t.trainNo, t]));
    for (const t of trains) {
      expect(t.trainNo).toMatch(t.trainClass === 'other' ? /^[1-9]\d{3}$/ : /^[GDCZTK][1-9]\d{0,3}$/);
      const n = Number(t.trainNo.replace(/^\D/, ''));
      expect(n % 2).toBe(t.direction === 'down' ? 1 : 0);
      if (t.direction === 'down') {
        const pair = byNo.get(t.trainNo.replace(/\d+$/, String(n + 1)))!;
        expect(pair.direction).toBe('up');
        expect([pair.originTelecode, pair.terminusTelecode]).toEqual([t.terminusTelecode, t.originTelecode]);
      }
    }
    expect(byNo.get('G1')!.lineId).toBe(1);
  });

  it('builds monotonic timetables from distance, speed and dwell', () => {
    // Collected rather than asserted one by one: some 20,000 stops.
    const wrong: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) wrong.push(what);
    };
    for (const t of trains) {
      // A through train cruises on each line below that line's speed (through-trains.test.ts): here below the fastest's.
      const designSpeed = Math.max(...t.lineIds.map((id) => lines.find((l) => l.id === id)!.maxSpeedKmh));
      const [first, last] = [t.stops[0]!, t.stops[t.stops.length - 1]!];
      check(t.stops.length >= 2 && t.stops.length <= MAX_STOPS, `${t.trainNo} has ${t.stops.length} stops`);
      check(t.lineIds[0] === t.lineId && t.cruiseKmh < designSpeed, `${t.trainNo} cruises at the line's design speed`);
      check(first.telecode === t.originTelecode && first.km === 0 && first.arrivalOffset === null && first.departureOffset === 0, `${t.trainNo} origin`);
      check(last.telecode === t.terminusTelecode && last.departureOffset === null && last.dwellMinutes === 0, `${t.trainNo} terminus`);
      for (let i = 1; i < t.stops.length; i++) {
        const [prev, s] = [t.stops[i - 1]!, t.stops[i]!];
        const where = `${t.trainNo} stop ${i}`;
        check(s.km > prev.km, `${where}: km`);
        check(s.arrivalOffset! > prev.departureOffset!, `${where}: arrives before leaving the previous stop`);
        // Never faster than the cruising speed between two stops.
        check((s.km - prev.km) / ((s.arrivalOffset! - prev.departureOffset!) / 60) <= t.cruiseKmh + 1, `${where}: too fast`);
        if (i < t.stops.length - 1) {
          check(s.departureOffset! - s.arrivalOffset! === s.dwellMinutes && s.dwellMinutes >= 1, `${where}: dwell`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const hsrDwell = trains.filter((t) => t.trainClass === 'G').flatMap((t) => t.stops.slice(1, -1).map((s) => s.dwellMinutes));
    expect(Math.min(...hsrDwell)).toBe(2);
    expect(Math.max(...hsrDwell)).toBeLessThanOrEqual(7);
  });

  it('runs express patterns that skip minor stations, and overnight conventional trains across midnight', () => {
    const g = trains.filter((t) => t.trainClass === 'G' && t.lineId === 1 && t.originTelecode === lines[0]!.stations[0]!.telecode);
    const whole = g.filter((t) => t.terminusTelecode === lines[0]!.stations.at(-1)!.telecode);
    expect(Math.min(...whole.map((t) => t.stops.length))).toBeLessThan(lines[0]!.stations.length / 2);
    const overnight = trains.filter((t) => t.trainTypeCode === 3 && t.departureMinute + t.stops.at(-1)!.arrivalOffset! >= 1440);
    expect(overnight.length).toBeGreaterThan(50);
    // Some arrive two days later (Shanghai–Kunming, Lanzhou–Lhasa by conventional trains).
    expect(trains.some((t) => t.departureMinute + t.stops.at(-1)!.arrivalOffset! >= 2 * 1440)).toBe(true);
    // Z trains leave in the evening and arrive the next morning when the run is a night long.
    const nightZ = trains.filter((t) => t.trainClass === 'Z' && t.stops.at(-1)!.arrivalOffset! <= 16 * 60);
    for (const t of nightZ) expect(t.departureMinute).toBeGreaterThanOrEqual(18 * 60);
  });

  it('keeps HSR trains in the day: 06:00 departures at the earliest', () => {
    for (const t of trains.filter((x) => x.trainTypeCode <= 2)) {
      expect(t.departureMinute).toBeGreaterThanOrEqual(6 * 60);
      expect(t.departureMinute).toBeLessThanOrEqual(22 * 60);
    }
  });
});
