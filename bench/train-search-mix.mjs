// The request mix of the train search scenarios: random city pairs that have trains, on random sale dates, drawn
// from a fixed seed so every run (and every machine) sends the same searches.
//
// Built against the running server before the scenario is measured (it is also the warm-up that loads the
// timetable into the server's memory): the hot cities (train/city/hot) plus OTHER_CITIES make the pool; its
// ordered pairs are shuffled and probed one search each, in that order, until enough pairs answered results —
// a direct train for the direct search, a transfer for the transfer search. The bodies then pair those city
// pairs with dates of the sale window (train/date_range/query saleDateList).
import { send } from './api-client.mjs';

/** The seed of every draw below; change it to measure another mix. */
export const TRAIN_MIX_SEED = 20260401;

/** Cities beside the hot ones, on the generated network's lines (a few are junctions, a few many-station prefectures). */
export const OTHER_CITIES = ['石家庄', '徐州', '无锡', '常州', '株洲', '洛阳', '兰州', '贵阳', '衡阳', '蚌埠', '保定', '绵阳', '镇江', '嘉兴', '商丘', '信阳'];

/** Small, fast, seedable PRNG (mulberry32): returns floats in [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(list, random) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const pick = (list, random) => list[Math.floor(random() * list.length)];

export const searchBody = (from, to, departureDate, searchMode) => ({
  passengerList: [{ passengerType: 'ADT' }],
  departureDate,
  departure: { type: 'CITY', code: from },
  arrival: { type: 'CITY', code: to },
  searchMode,
  pageSize: 20,
});

/** One train-app call; the raw answer. */
export async function trainCall(baseUrl, session, path, body) {
  return send(baseUrl, {
    method: 'POST',
    path: `/api/train-app/${path}`,
    headers: { 'content-type': 'application/json', ...session.headers },
    body: JSON.stringify(body),
  });
}

/** One train-app call that must succeed; its data. */
export async function trainCallOk(baseUrl, session, path, body) {
  const answer = await trainCall(baseUrl, session, path, body);
  if (answer.status !== 200 || answer.json?.resultCode !== '0') {
    throw new Error(`${path} ${JSON.stringify(body).slice(0, 200)} answered HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.json.data;
}

/** Runs `fn` over `items` with `width` calls in flight, keeping the items' order in the answers. */
export async function inParallel(items, width, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * The bodies of a train search scenario.
 * @param {{ baseUrl: string, session: object, searchMode: 'DIRECT'|'TRANSFER_ALL', wants: (data) => boolean,
 *           pairs?: number, bodies?: number, seed?: number }} opts
 *   `wants` decides from a probe's answer whether the pair is kept (e.g. a direct train was found).
 * @returns {{ bodies: object[], info: object }}
 */
export async function trainSearchMix({ baseUrl, session, searchMode, wants, pairs = 40, bodies = 400, seed = TRAIN_MIX_SEED }) {
  const random = seededRandom(seed);
  const [hot, range] = await Promise.all([
    trainCallOk(baseUrl, session, 'train/city/hot', {}),
    trainCallOk(baseUrl, session, 'train/date_range/query', {}),
  ]);
  const hotCities = hot.list.map((c) => c.cityCode);
  const pool = [...new Set([...hotCities, ...OTHER_CITIES])];
  const dates = range.saleDateList;
  if (dates.length === 0) throw new Error('train/date_range/query answered no sale dates');

  // Probe in the shuffled order, a batch at a time, until enough pairs are kept (the order, hence the pairs kept,
  // does not depend on timing). Each probe is on a random sale date, drawn in the same order.
  const candidates = shuffle(
    pool.flatMap((a) => pool.filter((b) => b !== a).map((b) => [a, b])),
    random,
  ).map(([from, to]) => ({ from, to, date: pick(dates, random) }));
  const kept = [];
  let probed = 0;
  const started = performance.now();
  const BATCH = 16;
  while (kept.length < pairs && probed < candidates.length) {
    const batch = candidates.slice(probed, probed + BATCH);
    const answers = await inParallel(batch, 4, (c) => trainCallOk(baseUrl, session, 'train/search/first_trip', searchBody(c.from, c.to, c.date, searchMode)));
    probed += batch.length;
    batch.forEach((c, i) => {
      if (kept.length < pairs && wants(answers[i])) kept.push([c.from, c.to]);
    });
  }
  if (kept.length === 0) throw new Error(`no city pair of ${probed} probed answered a ${searchMode} search with results`);

  const list = Array.from({ length: bodies }, () => {
    const [from, to] = pick(kept, random);
    return searchBody(from, to, pick(dates, random), searchMode);
  });
  return {
    bodies: list,
    info: {
      seed,
      searchMode,
      pool: pool.length,
      pairsProbed: probed,
      pairsKept: kept.length,
      probeSeconds: Math.round((performance.now() - started) / 100) / 10,
      dates: { first: dates[0], last: dates.at(-1), count: dates.length },
      bodies: list.length,
      pairs: kept.map(([a, b]) => `${a}-${b}`),
    },
  };
}

/**
 * next_trip bodies: first_trip searches of a mix (those with a second page) are made once, and their searchIds
 * asked for page 2. Search sessions live 30 minutes, longer than any run.
 */
export async function nextPageMix({ baseUrl, session, searchBodies, count = 100 }) {
  const started = performance.now();
  const answers = await inParallel(searchBodies.slice(0, count * 2), 4, (b) => trainCallOk(baseUrl, session, 'train/search/first_trip', b));
  const ids = answers.filter((d) => !d.finish).map((d) => d.searchId).slice(0, count);
  if (ids.length === 0) throw new Error('no first_trip search of the mix had a second page');
  return {
    bodies: ids.map((searchId) => ({ searchId, pageIndex: 2 })),
    info: { searches: answers.length, withSecondPage: ids.length, bodies: ids.length, setupSeconds: Math.round((performance.now() - started) / 100) / 10 },
  };
}
