import { sql, type SQL } from 'drizzle-orm';
import type { Berth, SeatClass, SeatLetter } from '../../modules/train/rail-port';
import type { Db } from '../../platform/db/database';
import { layoutSeats, layoutSeatsJson, type LayoutCode } from './coach-layout';
import { railSeats, railTrainDates } from './schema';

/**
 * The seat inventory in SQL: one row per place per train-date with a bigint of sold section bits. Taking a place is
 * `mask = mask | m WHERE mask & m = 0` on a row locked for this transaction, so two overlapping sections can never
 * share a place, whatever runs concurrently.
 */

interface Rows<T> {
  rows: T[];
}

const exec = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * Creates a train-date's rows on its first hold. The guard row makes it happen once: a concurrent first hold waits on
 * the guard's unique key until this transaction ends, then finds the rows.
 */
export async function materialise(db: Db, trainId: number, runDate: string, layout: LayoutCode, known?: Set<string>): Promise<void> {
  // Train-dates seen committed stay so until housekeeping drops past dates, which no hold asks for again.
  const key = `${trainId}:${runDate}`;
  if (known?.has(key)) return;
  const present = await exec(db, sql`SELECT 1 FROM ${railTrainDates} WHERE train_id = ${trainId} AND run_date = ${runDate}`);
  if (present.length > 0) {
    known?.add(key);
    return;
  }
  const claimed = await exec(
    db,
    sql`INSERT INTO ${railTrainDates} (train_id, run_date, seats) VALUES (${trainId}, ${runDate}, ${layoutSeats(layout).length})
        ON CONFLICT DO NOTHING RETURNING 1`,
  );
  if (claimed.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${railSeats} (train_id, run_date, coach_no, seat_no, seat_class, berth, mask)
    SELECT ${trainId}, ${runDate}::date, x.coach_no, x.seat_no, x.seat_class, x.berth, 0
    FROM json_to_recordset(${layoutSeatsJson(layout)}::json) AS x(coach_no smallint, seat_no text, seat_class text, berth text)
    ON CONFLICT DO NOTHING`);
}

export interface SoldQuery {
  trainId: number;
  runDate: string;
  mask: bigint;
}

/**
 * Places sold on any section of each query's mask, by class, in one statement. Only sold rows are read (partial
 * index on mask <> 0): a train-date nobody booked, or one not materialised, costs one index probe and answers nothing.
 */
export async function countSold(db: Db, queries: readonly SoldQuery[]): Promise<Map<SoldQuery, Map<SeatClass, number>>> {
  const result = new Map<SoldQuery, Map<SeatClass, number>>();
  if (queries.length === 0) return result;
  const keyed = new Map<string, SoldQuery[]>();
  for (const q of queries) {
    const key = `${q.trainId}/${q.runDate}/${q.mask}`;
    keyed.set(key, [...(keyed.get(key) ?? []), q]);
    result.set(q, new Map());
  }
  const groups = [...keyed.values()];
  const json = JSON.stringify(groups.map(([q], i) => ({ i, t: q!.trainId, d: q!.runDate, m: q!.mask.toString() })));
  const rows = await exec<{ i: number; seat_class: SeatClass; sold: number }>(
    db,
    sql`SELECT q.i, s.seat_class, count(*)::int AS sold
        FROM json_to_recordset(${json}::json) AS q(i int, t int, d date, m bigint)
        JOIN ${railSeats} s ON s.train_id = q.t AND s.run_date = q.d AND s.mask <> 0 AND (s.mask & q.m) <> 0
        GROUP BY q.i, s.seat_class`,
  );
  for (const row of rows) {
    for (const q of groups[row.i]!) result.get(q)!.set(row.seat_class, Number(row.sold));
  }
  return result;
}

export interface TakenSeat {
  coachNo: number;
  seatNo: string;
  seatClass: SeatClass;
  berth: Berth | null;
}

export interface SeatPreference {
  seatLetter?: SeatLetter;
  berth?: Berth;
}

/**
 * Takes up to `count` places of a class free on every bit of `mask`, preferred ones first, then by coach and seat.
 * With `skipLocked` concurrent holders pass each other's candidate rows instead of queueing on them; without it they
 * wait for the other transaction and take the row if it is still free for this section (PostgreSQL re-checks the
 * WHERE on the committed row). The outer `mask & m = 0` on the locked row is what guarantees no overlap.
 */
export async function takeSeats(
  db: Db,
  trainId: number,
  runDate: string,
  seatClass: SeatClass,
  mask: bigint,
  count: number,
  preference: SeatPreference = {},
  skipLocked = true,
): Promise<TakenSeat[]> {
  const m = mask.toString();
  const preferred = preference.seatLetter
    ? sql`CASE WHEN right(seat_no, 1) = ${preference.seatLetter} THEN 0 ELSE 1 END, `
    : preference.berth
      ? sql`CASE WHEN berth = ${preference.berth} THEN 0 ELSE 1 END, `
      : sql``;
  const rows = await exec<{ coach_no: number; seat_no: string; seat_class: SeatClass; berth: Berth | null }>(
    db,
    sql`WITH pick AS (
          SELECT coach_no, seat_no FROM ${railSeats}
          WHERE train_id = ${trainId} AND run_date = ${runDate} AND seat_class = ${seatClass} AND (mask & ${m}::bigint) = 0
          ORDER BY ${preferred}coach_no, seat_no
          LIMIT ${count}
          FOR UPDATE ${skipLocked ? sql`SKIP LOCKED` : sql``}
        )
        UPDATE ${railSeats} AS s SET mask = s.mask | ${m}::bigint
        FROM pick
        WHERE s.train_id = ${trainId} AND s.run_date = ${runDate} AND s.coach_no = pick.coach_no AND s.seat_no = pick.seat_no
          AND (s.mask & ${m}::bigint) = 0
        RETURNING s.coach_no, s.seat_no, s.seat_class, s.berth`,
  );
  return rows
    .map((r) => ({ coachNo: Number(r.coach_no), seatNo: r.seat_no, seatClass: r.seat_class, berth: r.berth }))
    .sort((a, b) => a.coachNo - b.coachNo || a.seatNo.localeCompare(b.seatNo));
}

/** Gives sections back: clears the bits of `mask` on the given places. */
export async function clearSeats(db: Db, trainId: number, runDate: string, mask: bigint, seats: readonly { coachNo: number; seatNo: string }[]): Promise<number> {
  if (seats.length === 0) return 0;
  const places = sql.join(
    seats.map((s) => sql`(${s.coachNo}::smallint, ${s.seatNo}::text)`),
    sql`, `,
  );
  const rows = await exec(
    db,
    sql`UPDATE ${railSeats} SET mask = mask & ~${mask.toString()}::bigint
        WHERE train_id = ${trainId} AND run_date = ${runDate} AND (coach_no, seat_no) IN (${places})
        RETURNING 1`,
  );
  return rows.length;
}

/** Every place's mask of one train-date (tests and diagnostics). */
export async function readMasks(db: Db, trainId: number, runDate: string): Promise<{ coachNo: number; seatNo: string; seatClass: SeatClass; mask: bigint }[]> {
  const rows = await exec<{ coach_no: number; seat_no: string; seat_class: SeatClass; mask: string | number | bigint }>(
    db,
    sql`SELECT coach_no, seat_no, seat_class, mask::text AS mask FROM ${railSeats} WHERE train_id = ${trainId} AND run_date = ${runDate}`,
  );
  return rows.map((r) => ({ coachNo: Number(r.coach_no), seatNo: r.seat_no, seatClass: r.seat_class, mask: BigInt(r.mask) }));
}
