// The request mix of the hotel scenarios, modelled on DeathStarBench's hotelReservation mixed workload: 60 % searches
// by location and dates (hotel/search near a place of a city), 39 % recommendations (hotel/nearby_recommend), the
// rest detail and rate plans (hotel/get, rateplan/list). Drawn from a fixed seed, so every run sends the same calls.
//
// Built against the running server before the scenario is measured: the cities of HOTEL_CITIES; for each, its places
// (search/condition/list) and a first page of its hotels (hotel/search), which are the hotels recommendations, details
// and rate plans are asked for. Dates are stays of 1–3 nights starting 3–40 days after the server's today.
import { seededRandom } from './train-search-mix.mjs';
import { send } from './api-client.mjs';

export const HOTEL_MIX_SEED = 20261125;
/** Big and middle cities, domestic and international: Beijing, Shanghai, Guangzhou, Shenzhen, Chengdu, Hangzhou, Wuhan, Xi'an, Nanjing, Tokyo, Singapore. */
export const HOTEL_CITIES = ['156110000', '156310000', '156440100', '156440300', '156510100', '156330100', '156420100', '156610100', '156320100', '392TYO', '702SIN'];

const pick = (list, random) => list[Math.floor(random() * list.length)];

export async function hotelCall(baseUrl, session, path, body) {
  const answer = await send(baseUrl, {
    method: 'POST',
    path: `/api/hotel-app/${path}`,
    headers: { 'content-type': 'application/json', ...session.headers },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200 || answer.json?.resultCode !== '0') {
    throw new Error(`${path} ${JSON.stringify(body).slice(0, 200)} answered HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.json.data;
}

const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function serverToday(baseUrl) {
  const answer = await send(baseUrl, { method: 'GET', path: '/healthz', headers: {} });
  // China's date of the server's (test-clock) instant.
  return new Date(Date.parse(answer.json.time) + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Per city: its places to search near and the hotels of a first search page. */
async function cityPool(baseUrl, session, today) {
  const stay = { checkinDate: addDays(today, 7), checkoutDate: addDays(today, 8) };
  const pools = [];
  for (const cityId of HOTEL_CITIES) {
    const conditions = await hotelCall(baseUrl, session, 'search/condition/list', { cityId });
    const first = await hotelCall(baseUrl, session, 'hotel/search', { ...stay, cityId, travelType: 1, pageSize: 50 });
    pools.push({ cityId, areaIds: conditions.areaList.map((a) => a.id), hotelIds: first.hotelInfoList.map((h) => h.hotelId) });
  }
  return pools;
}

function stayOf(today, random) {
  const checkinDate = addDays(today, 3 + Math.floor(random() * 38));
  return { checkinDate, checkoutDate: addDays(checkinDate, 1 + Math.floor(random() * 3)), travelType: 1, adultNum: 1 + Math.floor(random() * 2) };
}

/** One call of the mix: which path, which body. `kind` picks the share (search, recommend, detail, rateplan). */
function callOf(kind, pool, today, random) {
  const stay = stayOf(today, random);
  const hotelId = pick(pool.hotelIds, random);
  switch (kind) {
    case 'search': {
      const near = pool.areaIds.length > 0 && random() < 0.8 ? { destinationId: pick(pool.areaIds, random), sort: 5 } : { sort: pick([1, 2, 4], random) };
      return { path: '/api/hotel-app/hotel/search', body: { ...stay, cityId: pool.cityId, ...near, pageSize: 20 } };
    }
    case 'recommend':
      return { path: '/api/hotel-app/hotel/nearby_recommend', body: { ...stay, hotelId } };
    case 'detail':
      return { path: '/api/hotel-app/hotel/get', body: { hotelId } };
    default:
      return { path: '/api/hotel-app/rateplan/list', body: { ...stay, hotelId } };
  }
}

/**
 * The calls of a scenario: `shares` maps kinds to their share (the DeathStarBench mix is search 0.6, recommend 0.39,
 * detail 0.005, rateplan 0.005). Answers { calls: [{ path, body }], info }.
 */
export async function hotelMix({ baseUrl, session, cache }, shares, count = 2000) {
  if (!cache.has('hotel/pool')) {
    cache.set(
      'hotel/pool',
      serverToday(baseUrl).then(async (today) => ({ today, pools: await cityPool(baseUrl, session, today) })),
    );
  }
  const { today, pools } = await cache.get('hotel/pool');
  const random = seededRandom(HOTEL_MIX_SEED);
  const kinds = Object.entries(shares);
  const calls = [];
  for (let i = 0; i < count; i++) {
    let r = random();
    const kind = kinds.find(([, share]) => (r -= share) < 0)?.[0] ?? kinds.at(-1)[0];
    calls.push(callOf(kind, pick(pools, random), today, random));
  }
  const counted = Object.fromEntries(kinds.map(([k]) => [k, calls.filter((c) => c.path.endsWith(pathOf(k))).length]));
  return { calls, info: { seed: HOTEL_MIX_SEED, cities: HOTEL_CITIES.length, today, calls: count, counted } };
}

const pathOf = (kind) => ({ search: 'hotel/search', recommend: 'nearby_recommend', detail: 'hotel/get', rateplan: 'rateplan/list' })[kind];
