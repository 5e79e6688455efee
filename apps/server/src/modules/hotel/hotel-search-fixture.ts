import { hotelSearchCall } from '@travel/contracts/hotel/search';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import { addDays } from '../../platform/dates';
import { createHotelSandbox, type HotelSandbox } from '../../suppliers/hotel/hotel-sandbox';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import type { HotelSupplier } from './hotel-port';

export const BEIJING = '156110000';
export const SHANGHAI = '156310000';
export const TOKYO = '392TYO';

/** What the hotel API tests share: an app whose hotel supplier counts its price reads, and the demo members. */
export interface HotelEnv {
  t: TestApp;
  /** the sandbox behind the app (content and prices as the app sees them) */
  hotels: HotelSandbox;
  /** the hotel ids of each lowestPrices read the app made, in order */
  priceReads: string[][];
  employee: TestClient;
  notr: TestClient;
  admin: TestClient;
  outsider: TestClient;
  today: string;
}

/** The sandbox behind a wrapper that records every lowestPrices read (the real sandbox answers it). */
function counted(inner: HotelSandbox, reads: string[][]): HotelSupplier {
  return { ...inner, lowestPrices: async (ids, q) => (reads.push([...ids]), inner.lowestPrices(ids, q)) };
}

export async function openHotelEnv(): Promise<HotelEnv> {
  const priceReads: string[][] = [];
  let hotels!: HotelSandbox;
  const t = await createTestApp({
    hotels: (deps) => {
      hotels = createHotelSandbox(deps);
      return counted(hotels, priceReads);
    },
  });
  const [employee, notr, admin, outsider] = await Promise.all(['employee', 'notr', 'admin', 'outsider'].map((u) => t.login(u)));
  return { t, hotels, priceReads, employee: employee!, notr: notr!, admin: admin!, outsider: outsider!, today: t.clock.today() };
}

/** Fields of a search body, sent as they are (tests send wrong ones too). */
export type SearchOver = Record<string, unknown>;

/** A private two-night stay in Beijing a week out, any field overridden. */
export function searchBody(env: HotelEnv, over: SearchOver = {}) {
  return { cityId: BEIJING, checkinDate: addDays(env.today, 7), checkoutDate: addDays(env.today, 9), travelType: 1, ...over };
}

export async function search(env: HotelEnv, over: SearchOver = {}, client = env.notr): Promise<CallOutput<typeof hotelSearchCall>> {
  return client.ok(hotelSearchCall, searchBody(env, over));
}

/** Every page of a search, the hotels of earlier pages sent as the deduplication list when `dedup`. */
export async function allPages(env: HotelEnv, over: SearchOver, dedup: boolean) {
  const seen: string[] = [];
  const first = await search(env, { ...over, pageIndex: 1 });
  seen.push(...first.hotelInfoList.map((h) => h.hotelId));
  for (let p = 2; p <= first.totalPages; p++) {
    const page = await search(env, { ...over, pageIndex: p, ...(dedup ? { deduplicationList: seen } : {}) });
    seen.push(...page.hotelInfoList.map((h) => h.hotelId));
  }
  return { first, seen };
}
