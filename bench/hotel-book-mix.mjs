// The request mix of the hotel booking scenario (hotel/book): private one-room, two-night online-prepay bookings
// (order/create) of many room types on many dates, each request tagged in its remark, and the ledger of what each was
// answered, for the oversell check run on the database after the server has stopped (`verify`).
//
// Built against the running server before the scenario is measured:
//   1. Plans: a first search page of each city of HOTEL_CITIES, then each hotel's rate plans (rateplan/list) for a
//      two-night stay, keeping one online-prepay (payWay 1) plan per room type that is bookable (CAN_BOOK), until
//      `plans` room types are found.
//   2. Targets: every plan on `dates` check-in dates two days apart (3 days ahead and on), two nights each: targets of a
//      room type share no night, so a target's rooms are raced only by its own block.
//   3. One booking per target, 4 at a time (unmeasured): the first sale of a room type's nights writes its inventory
//      rows, which the load run should not measure as if every booking paid it. Their latency is in `info`.
// The load run then sends bookings in blocks of `block` consecutive requests on one target: with 32 connections about
// 32 / block targets are being booked at any moment, each by `block` concurrent bookings. A room type has a handful of
// rooms a night (3 to 40, sometimes fewer): once gone it answers 5316 (or 5321 when the plan read again had moved),
// which is why the targets are many, share no night and the blocks are short.
import { randomBytes } from 'node:crypto';
import { send } from './api-client.mjs';
import { HOTEL_CITIES, hotelCall } from './hotel-mix.mjs';
import { inParallel, seededRandom } from './train-search-mix.mjs';

/** Refusals that mean the room was gone (not an error of the run): full on a night; the plan read again changed. */
export const HOTEL_SOLD_OUT = ['5316', '5321'];
export const HOTEL_BOOK_SEED = 20261128;
/** The plan cannot be booked for those dates (closed to arrival, minimum stay). */
const NOT_BOOKABLE = '330093008';

const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A booking acknowledged: WAIT_PAY (private, online prepay) with its order id. */
export const hotelBooked = (json) => json?.resultCode === '0' && typeof json.data?.orderId === 'string' && json.data.orderStatus === 'WAIT_PAY';

const bookBody = (t, tag) => ({
  hotelId: t.hotelId,
  roomTypeId: t.roomTypeId,
  ratePlanId: t.ratePlanId,
  checkinDate: t.checkinDate,
  checkoutDate: t.checkoutDate,
  travelType: 1,
  roomNum: 1,
  roomList: [{ guestList: [{ source: 'CUSTOMER', name: `Bench Guest ${tag}` }] }],
  contact: { name: 'Bench', mobileCountryCode: '86', mobile: '13800000000' },
  remark: tag,
});

/**
 * @param {{ baseUrl: string, session: object }} ctx
 * @returns the mix: { nextBody() → { body, tag }, onAnswer(tag, status, json), verify({ query }), info }
 */
export async function hotelBookMix({ baseUrl, session }, { plans = 150, dates = 12, block = 1, seed = HOTEL_BOOK_SEED } = {}) {
  const started = performance.now();
  const random = seededRandom(seed);
  const health = await send(baseUrl, { method: 'GET', path: '/healthz', headers: {} });
  const today = new Date(Date.parse(health.json.time) + 8 * 3_600_000).toISOString().slice(0, 10);
  const probe = { checkinDate: addDays(today, 3), checkoutDate: addDays(today, 5), travelType: 1 };

  // 1. Plans: one bookable online-prepay plan per room type, city after city.
  const found = [];
  for (const cityId of HOTEL_CITIES) {
    if (found.length >= plans) break;
    const page = await hotelCall(baseUrl, session, 'hotel/search', { ...probe, cityId, pageSize: 20, sort: 1 });
    const lists = await inParallel(page.hotelInfoList.map((h) => h.hotelId), 4, (hotelId) => hotelCall(baseUrl, session, 'rateplan/list', { ...probe, hotelId }).then((d) => ({ hotelId, d })));
    for (const { hotelId, d } of lists) {
      for (const room of d.roomList) {
        const plan = room.ratePlanList.find((p) => p.payWay === 1 && p.soldState === 'CAN_BOOK');
        if (plan && found.length < plans) found.push({ hotelId, roomTypeId: room.roomTypeId, ratePlanId: plan.ratePlanId });
      }
    }
  }
  if (found.length === 0) throw new Error('no bookable online-prepay plan found');

  // 2. Targets: each plan on `dates` check-in dates, two nights, in a fixed-seed shuffled order.
  const targets = found.flatMap((p) => Array.from({ length: dates }, (_, i) => ({ ...p, checkinDate: addDays(today, 3 + 2 * i), checkoutDate: addDays(today, 5 + 2 * i) })));
  for (let i = targets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [targets[i], targets[j]] = [targets[j], targets[i]];
  }

  // The ledger: every request's tag (prefix + n, sent as the remark) and what it was answered.
  const prefix = `HB${randomBytes(3).toString('hex').toUpperCase()}`;
  const tagOf = (n) => `${prefix}-${String(n).padStart(7, '0')}`;
  const ledger = { built: 0, booked: new Map(), soldOut: new Set(), failed: new Set() };
  const build = (n, target) => {
    ledger.built = Math.max(ledger.built, n + 1);
    return JSON.stringify(bookBody(target, tagOf(n)));
  };
  const record = (n, status, json) => {
    if (status === 200 && hotelBooked(json)) ledger.booked.set(n, json.data.orderId);
    else if (status === 200 && (HOTEL_SOLD_OUT.includes(json?.resultCode) || json?.resultCode === NOT_BOOKABLE)) ledger.soldOut.add(n);
    else ledger.failed.add(n);
  };

  // 3. One booking per target before the run (writes its nights' inventory rows); in the ledger too.
  let n = 0;
  const firstMs = [];
  const refused = [];
  const closed = new Set();
  await inParallel(
    targets.map((target) => ({ tag: n++, target })),
    4,
    async ({ tag, target }) => {
      const t0 = performance.now();
      const answer = await send(baseUrl, {
        method: 'POST',
        path: '/api/hotel-app/order/create',
        headers: { 'content-type': 'application/json', ...session.headers },
        body: build(tag, target),
      });
      firstMs.push(performance.now() - t0);
      record(tag, answer.status, answer.json);
      // Closed to arrival, under the minimum stay or already gone on that date: the target is left out of the load run.
      if (answer.status === 200 && (answer.json?.resultCode === NOT_BOOKABLE || HOTEL_SOLD_OUT.includes(answer.json?.resultCode))) closed.add(target);
      else if (answer.status !== 200 || !(hotelBooked(answer.json) || HOTEL_SOLD_OUT.includes(answer.json?.resultCode))) refused.push(`HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    },
  );
  if (refused.length > 0) throw new Error(`${refused.length} first booking(s) failed, e.g. ${refused.slice(0, 3).join('; ')}`);
  firstMs.sort((a, b) => a - b);
  const open = targets.filter((t) => !closed.has(t));

  const firstLoadTag = n;
  return {
    /** The next request: block after block of `block` bookings on one target. */
    nextBody() {
      const tag = n++;
      const target = open[Math.floor((tag - firstLoadTag) / block) % open.length];
      return { tag, body: build(tag, target) };
    },
    onAnswer: record,
    verify: ({ query }) => checkHotelBookings(query, { prefix, tagOf, ledger }),
    info: {
      seed,
      today,
      plans: found.length,
      targets: open.length,
      closedTargets: closed.size,
      block,
      tagPrefix: prefix,
      firstBookingMs: { p50: Math.round(firstMs[Math.floor(firstMs.length / 2)]), max: Math.round(firstMs.at(-1)) },
      firstBooked: ledger.booked.size,
      setupSeconds: Math.round((performance.now() - started) / 100) / 10,
    },
  };
}

/**
 * The oversell check. On the hotel sandbox's side (every hold, not only the bench's):
 *   - no night of any room type sold past its allotment (sold <= allotment, sold >= 0);
 *   - the inventory agrees with the holds: every room-type night's sold count is exactly the rooms of the live holds
 *     (HELD, CONFIRMED) covering that night, and no live hold covers a night without its inventory row;
 *   - no live hold without a live order of ours.
 * On the order side, for this run's tags (remarks prefix-n):
 *   - every acknowledged booking is one order, the one it was answered, in WAIT_PAY, on a HELD hold of its stay;
 *   - no live order for a request answered otherwise, nor for a tag never sent;
 *   - live orders = acknowledged bookings + requests still unanswered when a run stopped.
 */
export async function checkHotelBookings(query, { prefix, tagOf, ledger }) {
  const [over] = await query(`SELECT count(*)::int AS n FROM sandbox.hotel_inventory WHERE sold > allotment OR sold < 0`);
  const [mismatch] = await query(`
    WITH live AS (
      SELECT h.hotel_id, h.room_type_id, d::date AS date, h.room_num
      FROM sandbox.hotel_holds h, generate_series(h.checkin_date, h.checkout_date - 1, interval '1 day') d
      WHERE h.status IN ('HELD', 'CONFIRMED')),
    held AS (SELECT hotel_id, room_type_id, date, sum(room_num)::int AS rooms FROM live GROUP BY 1, 2, 3)
    SELECT count(*) FILTER (WHERE coalesce(i.sold, -1) <> coalesce(h.rooms, 0))::int AS n,
           count(*) FILTER (WHERE i.sold IS NULL)::int AS held_without_row,
           coalesce(sum(h.rooms), 0)::int AS held_room_nights,
           min(i.hotel_id || ' ' || i.room_type_id || ' ' || i.date) FILTER (WHERE coalesce(i.sold, -1) <> coalesce(h.rooms, 0)) AS example
    FROM sandbox.hotel_inventory i FULL JOIN held h USING (hotel_id, room_type_id, date)`);
  const [orphans] = await query(`
    SELECT count(*)::int AS n FROM sandbox.hotel_holds h
    WHERE h.status IN ('HELD', 'CONFIRMED')
      AND NOT EXISTS (SELECT 1 FROM hotel_orders o WHERE o.hold_id = h.id AND o.status NOT IN ('CANCELED', 'CONFIRM_FAILED'))`);
  const orders = await query(
    `SELECT o.id, o.remark, o.status, h.status AS hold_status
     FROM hotel_orders o
     LEFT JOIN sandbox.hotel_holds h ON h.id = o.hold_id AND h.hotel_id = o.hotel_id AND h.room_type_id = o.room_type_id
       AND h.checkin_date = o.checkin_date AND h.checkout_date = o.checkout_date
     WHERE o.remark LIKE $1 AND o.status NOT IN ('CANCELED', 'CONFIRM_FAILED')`,
    [`${prefix}-%`],
  );

  const problems = [];
  if (over.n > 0) problems.push(`${over.n} room-type night(s) sold past the allotment`);
  if (mismatch.n > 0) problems.push(`${mismatch.n} room-type night(s) whose sold count differs from their live holds (${mismatch.held_without_row} held without a row; e.g. ${mismatch.example})`);
  if (orphans.n > 0) problems.push(`${orphans.n} live hold(s) without a live order`);

  const byTag = new Map();
  for (const o of orders) {
    const tag = Number(o.remark.slice(prefix.length + 1));
    byTag.set(tag, [...(byTag.get(tag) ?? []), o]);
  }
  let missing = 0;
  let wrong = 0;
  const examples = [];
  for (const [tag, orderId] of ledger.booked) {
    const list = byTag.get(tag) ?? [];
    const ok = list.length === 1 && list[0].id === orderId && list[0].status === 'WAIT_PAY' && list[0].hold_status === 'HELD';
    if (list.length === 0) missing++;
    else if (!ok) wrong++;
    if (!ok && examples.length < 3) examples.push(`${tagOf(tag)} ${orderId}: ${JSON.stringify(list)}`);
  }
  let refusedButLive = 0;
  let neverSent = 0;
  let unansweredLive = 0;
  for (const [tag, list] of byTag) {
    if (ledger.booked.has(tag)) continue;
    if (!(tag < ledger.built)) neverSent += list.length;
    else if (ledger.soldOut.has(tag) || ledger.failed.has(tag)) refusedButLive += list.length;
    else unansweredLive += list.length;
  }
  const unanswered = ledger.built - ledger.booked.size - ledger.soldOut.size - ledger.failed.size;
  if (missing > 0) problems.push(`${missing} acknowledged booking(s) without a live order`);
  if (wrong > 0) problems.push(`${wrong} acknowledged booking(s) whose order or hold does not match: ${examples.join('; ')}`);
  if (refusedButLive > 0) problems.push(`${refusedButLive} live order(s) of requests answered with a refusal or an error`);
  if (neverSent > 0) problems.push(`${neverSent} live order(s) of tags never sent`);
  if (unansweredLive > unanswered) problems.push(`${unansweredLive} live orders of unanswered requests, but only ${unanswered} went unanswered`);

  const result = {
    ok: problems.length === 0,
    problems,
    requests: ledger.built,
    acknowledged: ledger.booked.size,
    soldOut: ledger.soldOut.size,
    failed: ledger.failed.size,
    unanswered,
    liveOrders: orders.length,
    heldRoomNights: mismatch.held_room_nights,
    nightsOverAllotment: over.n,
    nightsNotMatchingHolds: mismatch.n,
    holdsWithoutOrder: orphans.n,
  };
  result.summary =
    `${result.ok ? 'passed' : 'FAILED'}: ${result.requests} booking requests (incl. the unmeasured ones) → ${result.acknowledged} booked, ` +
    `${result.soldOut} sold out, ${result.failed} errors, ${unanswered} unanswered when a run stopped; ${result.liveOrders} live orders ` +
    `(= booked + ${unansweredLive} of the unanswered); ${result.heldRoomNights} held room-nights, ${over.n} nights past the allotment, ` +
    `${mismatch.n} nights whose sold count differs from their holds, ${orphans.n} holds without an order`;
  return result;
}
