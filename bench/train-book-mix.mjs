// The request mix of the train booking scenario (train/book): private one-passenger bookings of second-class seats on
// sections of many trains and dates, every request with a passenger identity never used before, and the ledger of what
// each request was answered, for the oversell check run on the database after the server has stopped (`verify`).
//
// Built against the running server before the scenario is measured:
//   1. Trains: direct searches (train/search/first_trip) of fixed-seed shuffled pairs of the hot cities on BOOK_DATES
//      sale dates (the day after tomorrow and the next ones, so no sale closes and no pay deadline shortens during a
//      run), keeping trains on sale whose second class shows plenty of seats (seatRemain >= 99, i.e. "99 or more"),
//      until `trainDates` train-dates are found.
//   2. Sections: each train's stops (train/station/time_list); per train-date the searched section plus
//      `sectionsPerTrainDate - 1` random stop pairs of the train (fixed seed): sections of varying length that overlap
//      one another, so seats are shared by disjoint sections and refused to overlapping ones — what the oversell check
//      is about.
//   3. One booking per train-date, 4 at a time (unmeasured): the first sale of a train-date creates its seat rows
//      (~450–1,100 rows), which the load run should not measure as if every booking paid it. Their latency is in `info`.
// The load run then sends bookings in blocks of `block` consecutive requests on one train-date (cycling through its
// sections), block after block over the shuffled train-dates: with 32 connections about 32 / block train-dates are
// being booked at any moment, each by `block` concurrent bookings on overlapping sections.
import { randomBytes } from 'node:crypto';
import { send } from './api-client.mjs';
import { inParallel, seededRandom, trainCall, trainCallOk, TRAIN_MIX_SEED } from './train-search-mix.mjs';

/** The answer of a booking refused because the class is sold out for the section (not an error of the run). */
export const SOLD_OUT = 'ItrainResouce.1222';
/** Sale dates used: indexes into train/date_range/query saleDateList (0 is today). */
export const BOOK_DATES = [2, 3, 4];
/** Ticket statuses that hold a seat (booking-service.ts LIVE_TICKETS). */
const LIVE_TICKETS = ['NON_ISSUE', 'ISSUED', 'GOT', 'CHANGE_APPLYING', 'REFUND_APPLYING'];

const shuffle = (list, random) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};


export const bookBody = ({ trainNo, departureDate, from, to }, idNumber, n) => ({
  tripList: [{ tripIndex: 1, trainNo, departureDate, fromStationCode: from, toStationCode: to, seatClass: 'SECOND' }],
  passengerList: [
    {
      source: 'CUSTOMER',
      familyName: 'BENCH',
      givenName: `P${n}`,
      birthday: '1985-01-01',
      gender: 'M',
      idType: 'PASSPORT',
      idNumber,
      placeOfIssue: 'CN',
      idExpiredDate: '2034-01-01',
    },
  ],
  contact: { name: 'BENCH', mobile: '13800000000', email: 'bench@example.com' },
  serviceProviderId: 'SP-RAIL-1',
  travelType: 'PRIVATE',
  ignoreDuplicate: true,
});

/** A booking acknowledged: WAIT_PAY (private trip, pays online later) with its order id. */
export const booked = (json) => json?.resultCode === '0' && typeof json.data?.orderId === 'string' && json.data.bookOrderStatus === 'WAIT_PAY';

/**
 * @param {{ baseUrl: string, session: object, trainDates?: number, sectionsPerTrainDate?: number, block?: number, seed?: number }} opts
 * @returns the mix: { nextBody() → { body (string), tag }, onAnswer(tag, status, json), verify({ query, kind }), info }
 */
export async function trainBookMix({ baseUrl, session, trainDates = 120, sectionsPerTrainDate = 6, block = 8, seed = TRAIN_MIX_SEED }) {
  const started = performance.now();
  const random = seededRandom(seed ^ 0x5eed);
  const [hot, range] = await Promise.all([trainCallOk(baseUrl, session, 'train/city/hot', {}), trainCallOk(baseUrl, session, 'train/date_range/query', {})]);
  const dates = BOOK_DATES.map((i) => range.saleDateList[i]).filter(Boolean);
  if (dates.length === 0) throw new Error(`train/date_range/query answered too few sale dates: ${range.saleDateList.join(', ')}`);

  // 1. Trains: direct searches of shuffled hot-city pairs on every date, until enough train-dates are found.
  const cities = hot.list.map((c) => c.cityCode);
  const pairs = shuffle(
    cities.flatMap((a) => cities.filter((b) => b !== a).map((b) => [a, b])),
    random,
  );
  const found = new Map(); // `${trainNo}|${date}` → { trainNo, departureDate, from, to }
  let probed = 0;
  while (found.size < trainDates && probed < pairs.length) {
    const batch = pairs.slice(probed, probed + 4);
    probed += batch.length;
    const searches = batch.flatMap(([a, b]) => dates.map((date) => [a, b, date]));
    const answers = await inParallel(searches, 4, ([a, b, date]) =>
      trainCallOk(baseUrl, session, 'train/search/first_trip', {
        passengerList: [{ passengerType: 'ADT' }],
        departureDate: date,
        departure: { type: 'CITY', code: a },
        arrival: { type: 'CITY', code: b },
        searchMode: 'DIRECT',
        pageSize: 100,
      }),
    );
    for (const answer of answers) {
      for (const it of answer.itineraryList) {
        const trip = it.tripList[0];
        if (it.tripList.length !== 1 || trip.saleFlag !== 'ON_SALE') continue;
        const second = trip.seatList.find((s) => s.seatClass === 'SECOND');
        if (!second || second.seatBookAble !== 'Y' || second.seatRemain < 99) continue;
        const key = `${trip.trainNo}|${trip.departureDate}`;
        if (!found.has(key) && found.size < trainDates) {
          found.set(key, { trainNo: trip.trainNo, departureDate: trip.departureDate, from: trip.fromStation.stationCode, to: trip.toStation.stationCode });
        }
      }
    }
  }
  if (found.size === 0) throw new Error(`no train with plenty of second-class seats found in ${probed} city pairs`);

  // 2. Sections: the train's stops, random stop pairs on the same train-date (day trains only: the boarding date is the
  // run date at every stop).
  const stopsOf = new Map();
  await inParallel([...new Set([...found.values()].map((f) => `${f.trainNo}|${f.departureDate}`))], 4, async (key) => {
    const [trainNo, departureDate] = key.split('|');
    const answer = await trainCall(baseUrl, session, 'train/station/time_list', { trainNo, departureDate });
    const list = answer.json?.resultCode === '0' ? answer.json.data.stationList : null;
    stopsOf.set(key, list && list.every((s) => s.dayOffset === 0) && list.length >= 2 ? list.map((s) => s.stationCode) : null);
  });
  const groups = [];
  for (const [key, f] of found) {
    const stops = stopsOf.get(key);
    const sections = [{ ...f }];
    const seen = new Set([`${f.from}-${f.to}`]);
    for (let tries = 0; stops && sections.length < sectionsPerTrainDate && tries < 50; tries++) {
      let a = Math.floor(random() * stops.length);
      let b = Math.floor(random() * stops.length);
      if (a === b) continue;
      if (a > b) [a, b] = [b, a];
      const id = `${stops[a]}-${stops[b]}`;
      if (seen.has(id)) continue;
      seen.add(id);
      sections.push({ trainNo: f.trainNo, departureDate: f.departureDate, from: stops[a], to: stops[b] });
    }
    groups.push({ key, sections });
  }
  const order = shuffle(groups, random);

  // The ledger: every request's tag (its number n; the passenger's idNumber is prefix + n) and what it was answered.
  const prefix = `BK${randomBytes(3).toString('hex').toUpperCase()}`;
  const idOf = (n) => `${prefix}${String(n).padStart(7, '0')}`;
  const ledger = { built: 0, booked: new Map(), soldOut: new Set(), failed: new Set() };
  const build = (n, section) => {
    ledger.built = Math.max(ledger.built, n + 1);
    return JSON.stringify(bookBody(section, idOf(n), n));
  };
  const record = (tag, status, json) => {
    if (status === 200 && booked(json)) ledger.booked.set(tag, json.data.orderId);
    else if (status === 200 && json?.resultCode === SOLD_OUT) ledger.soldOut.add(tag);
    else ledger.failed.add(tag);
  };

  // 3. One booking per train-date before the run (materialises its seat rows); they are in the ledger too.
  let n = 0;
  const firstBookings = order.map((g) => ({ tag: n++, section: g.sections[0] }));
  const firstMs = [];
  const refused = [];
  await inParallel(firstBookings, 4, async ({ tag, section }) => {
    const t0 = performance.now();
    const answer = await send(baseUrl, {
      method: 'POST',
      path: '/api/train-app/train/book/submit',
      headers: { 'content-type': 'application/json', ...session.headers },
      body: build(tag, section),
    });
    firstMs.push(performance.now() - t0);
    record(tag, answer.status, answer.json);
    if (!(answer.status === 200 && booked(answer.json))) refused.push(`${section.trainNo} ${section.departureDate}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
  });
  if (refused.length > 0) throw new Error(`${refused.length} first booking(s) of a train-date refused, e.g. ${refused.slice(0, 3).join('; ')}`);
  firstMs.sort((a, b) => a - b);

  const firstLoadTag = n;
  return {
    /** The next request: block after block of `block` bookings on one train-date, cycling through its sections. */
    nextBody() {
      const tag = n++;
      const i = tag - firstLoadTag;
      const group = order[Math.floor(i / block) % order.length];
      return { tag, body: build(tag, group.sections[i % group.sections.length]) };
    },
    onAnswer: record,
    /** The oversell check, on the server's database after it stopped: see checkBookings. */
    verify: ({ query }) => checkBookings(query, { prefix, ledger }),
    info: {
      seed,
      dates: dates.join(' '),
      pairsProbed: probed,
      trainDates: order.length,
      trains: new Set(order.map((g) => g.key.split('|')[0])).size,
      sections: order.reduce((s, g) => s + g.sections.length, 0),
      block,
      passengersPerBooking: 1,
      identityPrefix: prefix,
      firstBookingMs: { p50: Math.round(firstMs[Math.floor(firstMs.length / 2)]), max: Math.round(firstMs.at(-1)) },
      setupSeconds: Math.round((performance.now() - started) / 100) / 10,
      trainDateList: order.map((g) => ({ trainDate: g.key, sections: g.sections.map((s) => `${s.from}-${s.to}`) })),
    },
  };
}

/**
 * The oversell check. On the rail sandbox's side (every booking, not only the bench's):
 *   - no two live holds (HELD/ISSUED, their seat HELD/ISSUED) share a place (train, run date, coach, seat) on
 *     overlapping sections (masks AND to non-zero);
 *   - the inventory agrees with the holds: every place's sold bits (rail_seats.mask) are exactly the OR of its live
 *     holds' masks;
 *   - no live hold without its order.
 * On the order side, for this run's identities (passport numbers prefix + n):
 *   - every acknowledged booking has exactly one live ticket, of the order it was answered, in WAIT_PAY, on the place
 *     its hold holds;
 *   - no live ticket for a request answered otherwise (sold out, error), nor for a number never sent;
 *   - live tickets = acknowledged bookings + requests still unanswered when a run stopped (autocannon drops those, the
 *     server completes them; at most one per connection per run).
 */
export async function checkBookings(query, { prefix, ledger }) {
  const live = `
    SELECT h.id, h.train_id, h.run_date, h.mask, s.coach_no, s.seat_no
    FROM sandbox.rail_holds h JOIN sandbox.rail_hold_seats s ON s.hold_id = h.id
    WHERE h.status IN ('HELD', 'ISSUED') AND s.status IN ('HELD', 'ISSUED')`;
  const [overlaps] = await query(`
    WITH live AS (${live})
    SELECT count(*)::int AS n, min(a.train_id || ' ' || a.run_date || ' ' || a.coach_no || '/' || a.seat_no) AS example
    FROM live a JOIN live b ON a.train_id = b.train_id AND a.run_date = b.run_date AND a.coach_no = b.coach_no
      AND a.seat_no = b.seat_no AND a.id < b.id AND (a.mask & b.mask) <> 0`);
  const [inventory] = await query(`
    WITH live AS (${live}),
         held AS (SELECT train_id, run_date, coach_no, seat_no, bit_or(mask) AS m, count(*) AS holds FROM live GROUP BY 1, 2, 3, 4)
    SELECT count(*) FILTER (WHERE coalesce(h.m, 0) <> coalesce(r.mask, 0))::int AS mismatched,
           count(*) FILTER (WHERE r.mask IS NULL)::int AS held_without_row,
           coalesce(sum(h.holds), 0)::int AS live_hold_seats,
           count(*) FILTER (WHERE r.mask <> 0)::int AS sold_places
    FROM sandbox.rail_seats r FULL JOIN held h USING (train_id, run_date, coach_no, seat_no)`);
  const [orphans] = await query(`
    SELECT count(*)::int AS n FROM sandbox.rail_holds h
    WHERE h.status IN ('HELD', 'ISSUED') AND NOT EXISTS (SELECT 1 FROM train_order_trips t WHERE t.hold_id = h.id)`);
  const tickets = await query(
    `SELECT t.identity, t.order_id, o.status AS order_status, t.coach_no, t.seat_no, hs.coach_no AS hold_coach, hs.seat_no AS hold_seat,
            h.status AS hold_status, hs.status AS hold_seat_status
     FROM train_tickets t
     JOIN train_orders o ON o.id = t.order_id
     JOIN train_order_trips tr ON tr.order_id = t.order_id AND tr.trip_index = t.trip_index
     LEFT JOIN sandbox.rail_holds h ON h.id = tr.hold_id
     LEFT JOIN sandbox.rail_hold_seats hs ON hs.hold_id = h.id AND hs.idx = t.hold_index
     WHERE t.identity LIKE $1 AND t.status IN (${LIVE_TICKETS.map((s) => `'${s}'`).join(', ')})`,
    [`PASSPORT:${prefix}%`],
  );

  const problems = [];
  if (overlaps.n > 0) problems.push(`${overlaps.n} pair(s) of live holds share a place on overlapping sections (e.g. train_id run_date coach/seat ${overlaps.example})`);
  if (inventory.mismatched > 0) problems.push(`${inventory.mismatched} place(s) whose sold bits differ from the OR of their live holds' masks (${inventory.held_without_row} held without a seat row)`);
  if (orphans.n > 0) problems.push(`${orphans.n} live hold(s) without an order trip`);

  const ticketsByTag = new Map();
  let foreign = 0;
  for (const t of tickets) {
    const tag = Number(t.identity.slice(`PASSPORT:${prefix}`.length));
    if (!Number.isInteger(tag)) {
      foreign++;
      continue;
    }
    ticketsByTag.set(tag, [...(ticketsByTag.get(tag) ?? []), t]);
  }
  let missing = 0;
  let wrong = 0;
  let unansweredCommitted = 0;
  let refusedButLive = 0;
  let neverSent = 0;
  const examples = [];
  for (const [tag, orderId] of ledger.booked) {
    const list = ticketsByTag.get(tag) ?? [];
    const t = list[0];
    const ok =
      list.length === 1 &&
      t.order_id === orderId &&
      t.order_status === 'WAIT_PAY' &&
      t.hold_status === 'HELD' &&
      t.hold_seat_status === 'HELD' &&
      Number(t.coach_no) === Number(t.hold_coach) &&
      t.seat_no === t.hold_seat;
    if (list.length === 0) missing++;
    else if (!ok) wrong++;
    if (!ok && examples.length < 3) examples.push(`#${tag} ${orderId}: ${JSON.stringify(list)}`);
  }
  const answered = (tag) => ledger.booked.has(tag) || ledger.soldOut.has(tag) || ledger.failed.has(tag);
  for (const [tag, list] of ticketsByTag) {
    if (ledger.booked.has(tag)) continue;
    if (tag >= ledger.built) neverSent += list.length;
    else if (answered(tag)) refusedButLive += list.length;
    else unansweredCommitted += list.length;
  }
  const unanswered = ledger.built - ledger.booked.size - ledger.soldOut.size - ledger.failed.size;
  if (missing > 0) problems.push(`${missing} acknowledged booking(s) without a live ticket`);
  if (wrong > 0) problems.push(`${wrong} acknowledged booking(s) whose ticket does not match the order or its hold: ${examples.join('; ')}`);
  if (refusedButLive > 0) problems.push(`${refusedButLive} live ticket(s) for requests answered with a refusal or an error`);
  if (neverSent + foreign > 0) problems.push(`${neverSent + foreign} live ticket(s) for identities never sent`);
  if (unansweredCommitted > unanswered) problems.push(`${unansweredCommitted} live tickets of unanswered requests, but only ${unanswered} went unanswered`);

  const result = {
    ok: problems.length === 0,
    problems,
    requests: ledger.built,
    acknowledged: ledger.booked.size,
    soldOut: ledger.soldOut.size,
    failed: ledger.failed.size,
    unanswered,
    liveTickets: tickets.length,
    liveTicketsOfUnansweredRequests: unansweredCommitted,
    overlappingHoldPairs: overlaps.n,
    placesNotMatchingHolds: inventory.mismatched,
    liveHoldSeats: inventory.live_hold_seats,
    soldPlaces: inventory.sold_places,
    holdsWithoutOrder: orphans.n,
  };
  result.summary =
    `${result.ok ? 'passed' : 'FAILED'}: ${result.requests} booking requests (incl. the unmeasured ones) → ${result.acknowledged} booked, ` +
    `${result.soldOut} sold out, ${result.failed} errors, ${result.unanswered} unanswered when a run stopped; ` +
    `${result.liveTickets} live tickets (= booked + ${unansweredCommitted} of the unanswered); ` +
    `${result.liveHoldSeats} live held seats on ${result.soldPlaces} places, ${result.overlappingHoldPairs} overlapping pairs, ` +
    `${result.placesNotMatchingHolds} places whose sold bits differ from their holds, ${result.holdsWithoutOrder} holds without an order`;
  return result;
}
