// The benchmark scenarios. Adding one is adding an entry to this list (see bench/README.md).
//
// Fields:
//   name     unique; what `npm run bench -- <name>` selects (a prefix before a `/` selects a group: `member`).
//   method   'GET' or 'POST' (every API call is POST /api/<service>/<path> with a JSON body).
//   path     the URL path.
//   body     a JSON-serialisable object sent as the request body (omit for GET).
//   session  omit/false for an anonymous call, or the demo user name to log in as once before the run
//            ('employee', 'notr', 'manager', 'admin', 'outsider'); the session cookie and the matching
//            x-csrf-token header are then sent with every request.
//   check    how an answer counts as correct: 'envelope' (default: HTTP 2xx and resultCode "0")
//            or a function (status, parsedBodyOrNull, rawBody) => boolean.
//   about    one line for the README/table notes: what the scenario measures.
//   prepare  optional async ({ baseUrl, session, cache }) => { bodies, info }: called once after logging in, before
//            the sample request; the requests then cycle through `bodies` (each a JSON-serialisable object) instead of
//            sending `body`, and `info` (what the mix is) goes into the results. `cache` is shared by the scenarios
//            of one run (a mix built for one can be reused by another).
//   empty    optional (parsedBody) => boolean, for answers that pass `check`: an answer that is correct but empty
//            (no train found). Counted; more than `maxEmptyShare` (default 0.1) of the answers flags the scenario.
//   rawCheck optional (status, rawBody) => boolean, with rawEmpty (rawBody) => boolean: the same checks on the answer's
//            text, used under load instead of parsing every answer (for big answers: JSON.parse of a 35 KB search
//            answer costs the load generator ~0.4 ms, CPU the server then lacks on a small machine). The sample
//            request before the run is checked both ways and must agree.
//   A `prepare` may also answer `calls` ([{ path, body }]) instead of `bodies`: a mix of calls to several paths, sent in
//   turn (the hotel workload); `path` is then only the name of the first.
//   emptyLabel  optional: what an `empty` answer is called in the report ('empty'; 'sold out' for bookings).
//
// A write that must not repeat (a booking) has `prepare` return, instead of `bodies`, `nextBody()` → { body (a JSON
// string), tag }: called for the sample request and then for every request of the runs (the warm-up's too); and
// optionally `onAnswer(tag, status, parsedBodyOrNull)`, told every answer with its request's tag (the scenario's
// `check` must parse: no `rawCheck`), and `verify({ query, kind })` → { ok, summary, ... }: run on the server's
// database after the server has stopped (query(sql, params) → rows); a failed check flags the scenario.

import { envelopeOk } from './answer-check.mjs';
import { booked, SOLD_OUT, trainBookMix } from './train-book-mix.mjs';
import { HOTEL_SOLD_OUT, hotelBooked, hotelBookMix } from './hotel-book-mix.mjs';
import { hotelMix } from './hotel-mix.mjs';
import { nextPageMix, trainSearchMix } from './train-search-mix.mjs';

/** The scenario every other one is compared with; always run first, whatever the filter says. */
export const CEILING = 'healthz';

export const DEMO_PASSWORD = 'Passw0rd!';

/** The search answered, with a list of itineraries (possibly empty: `empty` counts those). */
const searchAnswered = (status, json) => envelopeOk(status, json) && Array.isArray(json.data?.itineraryList);
/** The same on the text: the envelope is serialised in the order resultCode, description, data (searchId, itineraryList, …). */
const searchAnsweredRaw = (status, raw) => status === 200 && raw.startsWith('{"resultCode":"0",') && raw.includes('"itineraryList":[');
const noItineraryRaw = (raw) => raw.includes('"itineraryList":[]');

/** The direct-search mix, built once per run (the next-page scenario pages through the same searches). */
const directMix = ({ baseUrl, session, cache }) => {
  if (!cache.has('train/direct')) {
    cache.set('train/direct', trainSearchMix({ baseUrl, session, searchMode: 'DIRECT', wants: (d) => d.directCount > 0 }));
  }
  return cache.get('train/direct');
};

export const scenarios = [
  {
    name: CEILING,
    method: 'GET',
    path: '/healthz',
    check: (status, json) => status === 200 && json?.status === 'ok',
    about: 'Fastify routing + one `select 1` on the database: the ceiling for any call.',
  },
  {
    name: 'login',
    method: 'POST',
    path: '/api/auth/login',
    body: { userName: 'employee', password: DEMO_PASSWORD },
    about: 'A successful login: member lookup, scrypt password check (deliberately slow), session insert, cookies.',
  },
  {
    name: 'member/passenger/list',
    method: 'POST',
    path: '/api/member/passenger/list',
    body: { pageIndex: 1, pageSize: 20 },
    session: 'employee',
    about: 'An authenticated read: session + CSRF check, one page of saved passengers with certificates, masking.',
  },
  {
    name: 'train/date-range',
    path: '/api/train-app/train/date_range/query',
    body: {},
    session: 'employee',
    check: (status, json) => envelopeOk(status, json) && json.data.saleDateList?.length > 0,
    about: 'The floor of an authenticated train call: session + member lookup (2 statements), CSRF, zod in and out, a small answer from memory.',
  },
  {
    name: 'train/search/direct',
    path: '/api/train-app/train/search/first_trip',
    session: 'employee',
    prepare: directMix,
    check: searchAnswered,
    empty: (json) => json.data.itineraryList.length === 0,
    rawCheck: searchAnsweredRaw,
    rawEmpty: noItineraryRaw,
    about: 'Direct train search (searchMode DIRECT, first page of 20) on a fixed-seed mix of city pairs with direct trains and sale dates.',
  },
  {
    name: 'train/search/transfer',
    path: '/api/train-app/train/search/first_trip',
    session: 'employee',
    prepare: ({ baseUrl, session }) => trainSearchMix({ baseUrl, session, searchMode: 'TRANSFER_ALL', wants: (d) => d.transferCount > 0 }),
    check: searchAnswered,
    empty: (json) => json.data.transferCount === 0,
    rawCheck: searchAnsweredRaw,
    rawEmpty: (raw) => raw.includes('"transferCount":0,'),
    about: 'Transfer search (searchMode TRANSFER_ALL: direct trains plus one-change connections) on a fixed-seed mix of city pairs with transfers.',
  },
  {
    name: 'train/search/next-page',
    path: '/api/train-app/train/search/next_trip',
    session: 'employee',
    prepare: async (ctx) => nextPageMix({ ...ctx, searchBodies: (await directMix(ctx)).bodies }),
    check: searchAnswered,
    empty: (json) => json.data.itineraryList.length === 0,
    rawCheck: searchAnsweredRaw,
    rawEmpty: noItineraryRaw,
    about: 'Page 2 of stored direct searches (next_trip): session row read, seat counts read again for the page.',
  },
  {
    name: 'train/book',
    path: '/api/train-app/train/book/submit',
    session: 'employee',
    prepare: ({ baseUrl, session }) => trainBookMix({ baseUrl, session }),
    // Booked (WAIT_PAY, an order id) or refused as sold out; anything else is an error.
    check: (status, json) => status === 200 && (booked(json) || json?.resultCode === SOLD_OUT),
    empty: (json) => json.resultCode === SOLD_OUT,
    emptyLabel: 'sold out',
    about: 'A private one-passenger second-class booking (seats held, order written, pay order; WAIT_PAY), each with a new passenger, spread over 120 train-dates; then the oversell check on the database.',
  },
  {
    name: 'hotel/book',
    path: '/api/hotel-app/order/create',
    session: 'employee',
    prepare: (ctx) => hotelBookMix(ctx),
    // Booked (WAIT_PAY, an order id) or refused because the room is gone; anything else is an error.
    check: (status, json) => status === 200 && (hotelBooked(json) || HOTEL_SOLD_OUT.includes(json?.resultCode)),
    empty: (json) => HOTEL_SOLD_OUT.includes(json.resultCode),
    emptyLabel: 'sold out',
    about: 'A private one-room, two-night online-prepay hotel booking (every night held at the hotel, order, ledger row, pay order; WAIT_PAY), one at a time on each of about 1,700 room-type stays that share no night; then the oversell check on the database.',
  },
  {
    name: 'hotel/mixed',
    path: '/api/hotel-app/hotel/search',
    session: 'employee',
    prepare: (ctx) => hotelMix(ctx, { search: 0.6, recommend: 0.39, detail: 0.005, rateplan: 0.005 }),
    about: "DeathStarBench hotelReservation's mixed workload: 60 % search near a place for a stay, 39 % nearby recommendations, 1 % detail and rate plans, over 11 cities (private stays).",
  },
  {
    name: 'hotel/search',
    path: '/api/hotel-app/hotel/search',
    session: 'employee',
    prepare: (ctx) => hotelMix(ctx, { search: 1 }),
    check: (status, json) => envelopeOk(status, json) && Array.isArray(json.data?.hotelInfoList),
    empty: (json) => json.data.hotelInfoList.length === 0,
    about: 'Hotel search alone: a page of 20 near a place (distance sort) or by recommendation, price or score, with the lowest price of each for the stay.',
  },
  {
    name: 'hotel/rateplan',
    path: '/api/hotel-app/rateplan/list',
    session: 'employee',
    prepare: (ctx) => hotelMix(ctx, { rateplan: 1 }),
    check: (status, json) => envelopeOk(status, json) && Array.isArray(json.data?.roomList),
    empty: (json) => json.data.roomList.length === 0,
    about: "A hotel's rooms and rate plans for a stay: availability and nightly prices from the supplier, sold states, the policy mark per night.",
  },
];
