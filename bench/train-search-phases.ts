// Where the time of one train search goes: the server's own functions called one after the other, in-process (no
// HTTP), on a throw-away database, each phase timed over the same fixed-seed mix of searches. Complements the load
// run (bench/run.mjs) and the CPU profile (BENCH_CPU_PROF + bench/cpu-profile.mjs).
//
//   npx tsx bench/train-search-phases.ts                      PGlite in a temp folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/train-search-phases.ts
//
// Environment: PHASE_SEARCHES (timed searches per phase, default 300), PHASE_MODE (DIRECT or TRANSFER_ALL, default
// DIRECT), PHASE_ONLY (time only the phases whose name contains this; with `node --cpu-prof --import tsx` it profiles one).
import { firstTripCall, type TrainSearchRequest } from '@travel/contracts/train/search';
import { HOT_TRAIN_CITIES, placeStations, stationDirectory } from '../apps/server/src/modules/train/station-directory';
import { firstTrip } from '../apps/server/src/modules/train/search-service';
import { trainSearchSessions } from '../apps/server/src/modules/train/schema';
import { successEnvelope } from '../apps/server/src/platform/http/envelope-reply';
import { enqueueJob } from '../apps/server/src/platform/jobs/job-queue';
import { countSold } from '../apps/server/src/suppliers/rail/seat-inventory';
import { matchSections } from '../apps/server/src/suppliers/rail/train-search';
import { sectionSaleStatus } from '../apps/server/src/suppliers/rail/train-sections';
import { localDate } from '../apps/server/src/suppliers/rail/rail-time';
import { avg, openRailBench, timePhase } from './phase-timing';
import { OTHER_CITIES, searchBody, seededRandom, TRAIN_MIX_SEED } from './train-search-mix.mjs';
import { randomUUID } from 'node:crypto';

const SEARCHES = Number(process.env.PHASE_SEARCHES ?? 300);
const ONLY = process.env.PHASE_ONLY ?? '';
const MODE = (process.env.PHASE_MODE ?? 'DIRECT') as 'DIRECT' | 'TRANSFER_ALL';
const scope = { enterpriseId: 'bench-enterprise', memberId: 'bench-member' };

async function main() {
  const { target, database, db, clock, rail, net } = await openRailBench();
  try {
    const dir = await stationDirectory(db);
    const cal = rail.saleCalendar();

    // The mix: the load run's pool and seed, drawn straight from the timetable (pairs with a direct train that day).
    const random = seededRandom(TRAIN_MIX_SEED);
    const pool = [...new Set<string>([...HOT_TRAIN_CITIES, ...OTHER_CITIES])];
    const bodies: TrainSearchRequest[] = [];
    for (let tries = 0; bodies.length < 100 && tries < 20000; tries++) {
      const from = pool[Math.floor(random() * pool.length)]!;
      const to = pool[Math.floor(random() * pool.length)]!;
      const date = cal.saleDateList[Math.floor(random() * cal.saleDateList.length)]!;
      if (from === to) continue;
      const q = { fromTelecodes: placeStations(dir, { type: 'CITY', code: from })!, toTelecodes: placeStations(dir, { type: 'CITY', code: to })!, departureDate: date };
      if (matchSections(net, q).length > 0) bodies.push(firstTripCall.input.parse(searchBody(from, to, date, MODE)) as TrainSearchRequest);
    }
    const queryOf = (b: TrainSearchRequest) => ({
      fromTelecodes: placeStations(dir, b.departure)!,
      toTelecodes: placeStations(dir, b.arrival)!,
      departureDate: b.departureDate,
    });
    const ctx = { nowMs: clock.nowMs(), today: localDate(clock.nowMs()), config: rail.config };
    const answers = new Map<TrainSearchRequest, unknown>();

    const phases: [string, (b: TrainSearchRequest) => unknown | Promise<unknown>][] = [
      ['input: zod parse of the request', (b) => firstTripCall.input.parse(JSON.parse(JSON.stringify(b)))],
      ['match: timetable matching in memory (matchSections)', (b) => matchSections(net, queryOf(b))],
      ['findTrains without seats (match + sections, no SQL)', (b) => rail.findTrains([{ ...queryOf(b), withSeats: false }])],
      [
        'countSold: the seat-count SQL alone',
        (b) =>
          countSold(
            db,
            matchSections(net, queryOf(b))
              .filter((s) => ['onSale', 'closed'].includes(sectionSaleStatus(s, ctx)))
              .map((s) => ({ trainId: s.train.id, runDate: s.runDate, mask: s.mask })),
          ),
      ],
      ['findTrains with seats (match + countSold + sections)', (b) => rail.findTrains([queryOf(b)])],
      [
        'session insert + purge-job enqueue (2 statements)',
        async (b) => {
          const now = clock.now();
          await db.insert(trainSearchSessions).values({
            searchId: randomUUID(),
            ...scope,
            request: b,
            itineraryKeys: Array.from({ length: 50 }, (_, i) => `D~G${i}~${b.departureDate}~AAA~BBB`),
            pageSize: 20,
            createdAt: now,
            expiresAt: new Date(now.getTime() + 30 * 60000),
          });
          await enqueueJob(db, { kind: 'train.search.purge', runAt: new Date(now.getTime() + 31 * 60000), dedupeKey: 'train.search.purge' }, now);
        },
      ],
      [
        `firstTrip: the whole service call (${MODE})`,
        async (b) => {
          const data = await firstTrip(db, rail, scope, b, 'zh-CN', clock.now());
          answers.set(b, data);
          return data;
        },
      ],
      ['output: zod safeParse of the answer (output contract)', (b) => firstTripCall.output.safeParse(answers.get(b))],
      ['serialise: JSON.stringify of the envelope', (b) => JSON.stringify(successEnvelope('zh-CN', answers.get(b)))],
    ];

    // Warm-up: every phase over the mix once (JIT; the first search also loads the timetable).
    for (const [, run] of phases) for (const b of bodies) await run(b);
    const sizes = bodies.map((b) => JSON.stringify(successEnvelope('zh-CN', answers.get(b))).length);
    const items = bodies.map((b) => (answers.get(b) as { itineraryList: unknown[]; totalSize: number }));

    console.log(`\n${target.label}; ${MODE}; ${SEARCHES} searches per phase over ${bodies.length} city pair/dates, one at a time`);
    console.log(
      `answers: ${avg(items.map((i) => i.totalSize)).toFixed(1)} results on average (${avg(items.map((i) => i.itineraryList.length)).toFixed(1)} on the first page), ` +
        `${(avg(sizes) / 1024).toFixed(1)} KiB of JSON`,
    );
    const pg = target.kind === 'postgres';
    console.log(
      `\n  mean ms    p50 ms    p99 ms   CPU ms${pg ? '  db CPU ms' : ''}  phase ` +
        `(CPU: this process's CPU time per search${pg ? ', db: all postgres processes\'' : ''}, mean)`,
    );
    for (const [name, run] of phases) {
      if (ONLY && !name.includes(ONLY)) continue;
      await timePhase(name, SEARCHES, pg, (i) => run(bodies[i % bodies.length]!));
    }
  } finally {
    await database.close();
    await target.dispose();
  }
}


main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
