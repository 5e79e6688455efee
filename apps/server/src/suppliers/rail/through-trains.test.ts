import { beforeAll, describe, expect, it } from 'vitest';
import { readReferenceFiles } from '../../modules/common/reference-files';
import { sectionFare } from './fares';
import { generateNetwork, type GeneratedTrain } from './generate-network';
import { findJunctions, joinLines } from './junctions';
import { linesFromFiles, type LineInput } from './network-input';
import { MAX_STOPS } from './section-mask';
import { THROUGH_ROUTES } from './through-routes';
import { cruiseSpeed } from './timetable';

const SEED = 'unit-test-seed';

describe('through trains', () => {
  let lines: LineInput[];
  let trains: GeneratedTrain[];
  let through: GeneratedTrain[];
  let code: (name: string) => string;
  beforeAll(async () => {
    lines = linesFromFiles(await readReferenceFiles());
    trains = generateNetwork(lines, SEED);
    through = trains.filter((t) => t.lineIds.length > 1);
    const byName = new Map(lines.flatMap((l) => l.stations.map((s) => [s.name, s.telecode] as const)));
    code = (name) => byName.get(name)!;
  });
  const lineId = (name: string) => lines.find((l) => l.name === name)!.id;

  it('finds the junctions: stations shared by lines', () => {
    const junctions = findJunctions(lines);
    expect(junctions.get(code('徐州东'))).toEqual([lineId('京沪高速铁路'), lineId('徐兰高速铁路（徐州—西安段）')]);
    expect(junctions.get(code('南京南'))).toEqual([lineId('京沪高速铁路'), lineId('宁杭高速铁路')]);
    expect(junctions.get(code('成都东'))).toHaveLength(3);
    expect(junctions.get(code('哈尔滨'))).toEqual([lineId('京哈铁路'), lineId('滨洲铁路')]);
    // A station of one line only is no junction.
    expect(junctions.has(code('蚌埠南'))).toBe(false);
  });

  it('joins lines at the first junction on the way, each station once, km running on over the junction', () => {
    const bh = joinLines(lines, ['京沪高速铁路', '宁杭高速铁路'], '北京南', '杭州东');
    expect(bh.junctions.map((i) => bh.stations[i]!.name)).toEqual(['南京南']);
    expect(bh.stations[0]!.name).toBe('北京南');
    expect(bh.stations.at(-1)).toMatchObject({ name: '杭州东', km: 1023 + 256 });
    // Running against a line's order (Shanghai Hongqiao is the end of the Beijing–Shanghai line).
    const sc = joinLines(lines, ['京沪高速铁路', '徐兰高速铁路（徐州—西安段）', '西成高速铁路'], '上海虹桥', '成都东');
    expect(sc.junctions.map((i) => sc.stations[i]!.name)).toEqual(['徐州东', '西安北']);
    expect(sc.stations.at(-1)!.km).toBe(1318 - 692 + 935 + 694);
    // Lines meeting at three stations: the train leaves at the first one it reaches, never passing one twice.
    const jr = joinLines(lines, ['胶济客运专线', '青荣城际铁路'], '济南', '荣成');
    expect(jr.junctions.map((i) => jr.stations[i]!.name)).toEqual(['城阳']);
    for (const path of [bh, sc, jr]) {
      expect(new Set(path.stations.map((s) => s.telecode)).size).toBe(path.stations.length);
      for (let i = 1; i < path.stations.length; i++) expect(path.stations[i]!.km).toBeGreaterThan(path.stations[i - 1]!.km);
    }
    expect(() => joinLines(lines, ['京沪高速铁路', '成渝高速铁路'], '北京南', '重庆北')).toThrow(/do not meet/);
    expect(() => joinLines(lines, ['京沪高速铁路', '宁杭高速铁路'], '北京西', '杭州东')).toThrow(/not on/);
  });

  it('runs every route both ways, numbered in its own block after the line trains, which stay those of version 1', () => {
    expect(new Set(through.map((t) => `${t.originTelecode}-${t.terminusTelecode}`)).size).toBe(2 * THROUGH_ROUTES.length);
    const lineTrains = generateNetwork(lines, SEED, []);
    expect(trains.slice(0, lineTrains.length)).toEqual(lineTrains);
    expect(through).toEqual(trains.slice(lineTrains.length));
    expect(new Set(trains.map((t) => t.trainNo)).size).toBe(trains.length);
    expect(new Set(trains.map((t) => t.id)).size).toBe(trains.length);
    const highest = (list: GeneratedTrain[], cls: string) => Math.max(0, ...list.filter((t) => t.trainClass === cls).map((t) => Number(t.trainNo.slice(1))));
    for (const t of through) expect(Number(t.trainNo.slice(1))).toBeGreaterThan(highest(lineTrains, t.trainClass));
    const from = (a: string, b: string) => through.filter((t) => t.originTelecode === code(a) && t.terminusTelecode === code(b));
    expect(from('北京南', '杭州东').length).toBeGreaterThanOrEqual(4);
    expect(from('杭州东', '北京南').length).toBe(from('北京南', '杭州东').length);
    expect(from('上海虹桥', '成都东').every((t) => t.trainClass === 'G')).toBe(true);
    expect(from('上海', '成都').every((t) => t.trainClass === 'K')).toBe(true);
  });

  it('keeps one continuous, monotonic timetable that stops at every junction, each station once, each run at its line\'s speed', () => {
    const wrong: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) wrong.push(what);
    };
    const lineById = new Map(lines.map((l) => [l.id, l]));
    for (const t of through) {
      const route = THROUGH_ROUTES.find((r) => {
        const [a, b] = [code(r.from), code(r.to)];
        return (t.originTelecode === a && t.terminusTelecode === b) || (t.originTelecode === b && t.terminusTelecode === a);
      })!;
      const path = joinLines(lines, route.lines, route.from, route.to);
      const down = t.originTelecode === code(route.from);
      const total = path.stations.at(-1)!.km;
      const kmAt = new Map(path.stations.map((s) => [s.telecode, down ? s.km : total - s.km]));
      const lineOfRun = (a: string, b: string) => {
        const [i, j] = [a, b].map((c) => path.stations.findIndex((s) => s.telecode === c));
        return lineById.get(path.segments[path.segmentBefore[Math.max(i!, j!)]!]!.line.id)!;
      };
      check(t.lineIds.join() === path.segments.map((s) => s.line.id).join() && t.lineId === t.lineIds[0], `${t.trainNo} lines`);
      check(t.stops.length <= MAX_STOPS && new Set(t.stops.map((s) => s.telecode)).size === t.stops.length, `${t.trainNo} stops each station once`);
      check(t.stops.at(-1)!.km === total, `${t.trainNo} runs the whole route`);
      for (const j of path.junctions) {
        const stop = t.stops.find((s) => s.telecode === path.stations[j]!.telecode);
        check(stop !== undefined && stop.dwellMinutes >= (t.trainClass === 'G' || t.trainClass === 'D' ? 4 : 12), `${t.trainNo} dwells at its junction`);
      }
      t.stops.forEach((s, i) => {
        check(s.km === kmAt.get(s.telecode), `${t.trainNo} stop ${i}: km from the origin over the lines`);
        if (i === 0) return check(s.arrivalOffset === null && s.departureOffset === 0, `${t.trainNo} origin`);
        const prev = t.stops[i - 1]!;
        check(s.arrivalOffset! > prev.departureOffset!, `${t.trainNo} stop ${i}: arrives after leaving the stop before`);
        if (i < t.stops.length - 1) check(s.departureOffset! === s.arrivalOffset! + s.dwellMinutes && s.dwellMinutes >= 1, `${t.trainNo} stop ${i}: dwell`);
        else check(s.departureOffset === null, `${t.trainNo} terminus`);
        const line = lineOfRun(prev.telecode, s.telecode);
        const kmh = (s.km - prev.km) / ((s.arrivalOffset! - prev.departureOffset!) / 60);
        check(kmh <= cruiseSpeed(t.trainClass, line.maxSpeedKmh) + 1, `${t.trainNo} stop ${i}: faster than ${line.name} allows`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('prices the whole way as one train: one fare over the route km, not a fare per line', () => {
    const g = through.find((t) => t.originTelecode === code('北京南') && t.terminusTelecode === code('杭州东'))!;
    const km = g.stops.at(-1)!.km;
    expect(km).toBe(1279);
    expect(sectionFare('G', 'second', km)).toBe(Math.round((1279 * 46) / 50) * 50);
    const k = through.find((t) => t.originTelecode === code('上海') && t.terminusTelecode === code('成都'))!;
    // Conventional fares taper with distance: the through fare is less than the two lines' fares added up.
    const junction = k.stops.find((s) => s.telecode === code('徐州'))!.km;
    expect(sectionFare('K', 'hardSeat', k.stops.at(-1)!.km)).toBeLessThan(sectionFare('K', 'hardSeat', junction) + sectionFare('K', 'hardSeat', k.stops.at(-1)!.km - junction));
  });
});
