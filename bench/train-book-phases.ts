// Where the time of one train booking goes: the server's booking service called in-process (no HTTP, no session
// lookup), one booking at a time, on a throw-away database, against a few reference measurements that isolate the
// cost of the statements' round trips and of the commit's WAL flush. Complements the load run (bench/run.mjs
// train/book) and its CPU profile (BENCH_CPU_PROF + bench/cpu-profile.mjs).
//
//   npx tsx bench/train-book-phases.ts                      PGlite in a temp folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/train-book-phases.ts
//
// Environment: PHASE_BOOKINGS (timed calls per phase, default 300), PHASE_ONLY (time only the phases whose name
// contains this).
import { sql } from 'drizzle-orm';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { loadBookingConfig } from '../apps/server/src/modules/train/booking-service';
import { submitBooking } from '../apps/server/src/modules/train/book-submit';
import { openDatabase, type Database } from '../apps/server/src/platform/db/database';
import { successEnvelope } from '../apps/server/src/platform/http/envelope-reply';
import { departureAt } from '../apps/server/src/suppliers/rail/rail-network';
import { avg, openRailBench, timePhase } from './phase-timing';
import { bookBody } from './train-book-mix.mjs';
import { seededRandom, TRAIN_MIX_SEED } from './train-search-mix.mjs';

const BOOKINGS = Number(process.env.PHASE_BOOKINGS ?? 300);
const ONLY = process.env.PHASE_ONLY ?? '';
const scope = { enterpriseId: 'bench-enterprise', memberId: 'bench-member', bookedBy: 'bench-member' };

async function main() {
  const { target, pg, database, db, clock, rail, net } = await openRailBench();
  let relaxed: Database | null = null;
  try {
    const deps = { rail, config: loadBookingConfig() };
    const date = rail.saleCalendar().saleDateList[3]!;

    // Sections: random stop pairs of 40 daily high-speed day trains (second class), on one date three days ahead.
    const random = seededRandom(TRAIN_MIX_SEED);
    const trains = net.trains.filter((t) => (t.layout === 'H8' || t.layout === 'H16') && t.runDays === 127 && t.stops.length >= 4 && departureAt(t, t.stops.length - 1) < 1440).slice(0, 40);
    const sections = trains.flatMap((t) =>
      Array.from({ length: 6 }, () => {
        let a = Math.floor(random() * t.stops.length);
        let b = Math.floor(random() * t.stops.length);
        if (a === b) b = a === 0 ? 1 : 0;
        if (a > b) [a, b] = [b, a];
        return { trainNo: t.trainNo, departureDate: date, from: t.stops[a]!.telecode, to: t.stops[b]!.telecode };
      }),
    );
    let n = 0;
    const nextInput = () => {
      const i = n++;
      return bookSubmitCall.input.parse(bookBody(sections[i % sections.length]!, `PH${String(i).padStart(8, '0')}`, i)) as BookSubmitInput;
    };
    const submitOn = async (on: Database) => {
      const out = await submitBooking(deps, on.db, scope, nextInput(), 'zh-CN', clock.now());
      if (out.bookOrderStatus !== 'WAIT_PAY') throw new Error(`booked ${JSON.stringify(out)}`);
      return out;
    };
    if (pg) {
      // The same database with commits that do not wait for their WAL flush (what the commit's fsync costs).
      const name = new URL(target.env.DATABASE_URL).pathname.slice(1);
      await database.exec(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
      relaxed = await openDatabase({ url: target.env.DATABASE_URL, poolSize: 2 });
      await database.exec(`ALTER DATABASE "${name}" RESET synchronous_commit`);
    }
    const sample = await submitOn(database);

    const phases: [string, () => unknown | Promise<unknown>][] = [
      ['input: zod parse of the request', () => bookSubmitCall.input.parse(bookBody(sections[0]!, 'PH00000000', 0))],
      ['resolveTrips: rail.getSeatProducts (timetable + the seat-count statement)', () => {
        const s = sections[n++ % sections.length]!;
        return rail.getSeatProducts({ trainNo: s.trainNo, departureDate: s.departureDate, fromTelecode: s.from, toTelecode: s.to });
      }],
      // submit's shape: 2 statements alone (seat count, the traveller's tickets), then a transaction of 13 (begin and
      // commit make 15 round trips).
      ['round trips alone: 17 × SELECT 1 shaped like submit (2 alone, 13 in a transaction)', async () => {
        for (let i = 0; i < 2; i++) await db.execute(sql`SELECT 1`);
        await db.transaction(async (tx) => {
          for (let i = 0; i < 13; i++) await tx.execute(sql`SELECT 1`);
        });
      }],
      ['submit: the whole booking service call', () => submitOn(database)],
      ...(relaxed ? [['submit with synchronous_commit = off (no WAL flush wait)', () => submitOn(relaxed!)] as [string, () => Promise<unknown>]] : []),
      ['output: zod safeParse + JSON.stringify of the envelope', () => JSON.stringify(successEnvelope('zh-CN', bookSubmitCall.output.parse(sample)))],
    ];

    // Warm-up: one booking per section (the first booking of a train-date creates its seat rows) and every phase.
    for (let i = 0; i < sections.length; i++) await submitOn(database);
    for (const [, run] of phases) for (let i = 0; i < 20; i++) await run();

    console.log(`\n${target.label}; ${BOOKINGS} calls per phase, one at a time; ${sections.length} sections of ${trains.length} trains on ${date}`);
    console.log(`\n  mean ms    p50 ms    p99 ms   CPU ms${pg ? '  db CPU ms' : ''}  phase (CPU: this process's CPU time per call${pg ? ", db: all postgres processes'" : ''}, mean)`);
    for (const [name, run] of phases) {
      if (ONLY && !name.includes(ONLY)) continue;
      await timePhase(name, BOOKINGS, pg, () => run());
    }
  } finally {
    await relaxed?.close();
    await database.close();
    await target.dispose();
  }
}


main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
