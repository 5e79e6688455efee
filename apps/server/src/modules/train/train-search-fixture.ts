import { expect } from 'vitest';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { firstTripCall, nextTripCall, type Itinerary, type TrainSearchRequest } from '@travel/contracts/train/search';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createRailSandbox, type RailSandbox } from '../../suppliers/rail/rail-sandbox';
import { loadRailConfig } from '../../suppliers/rail/rail-config';
import { addDays } from '../../platform/dates';

/** What the train search tests share: an app on the rail sandbox, the employee, and a date three days out. */
export interface SearchEnv {
  t: TestApp;
  employee: TestClient;
  /** A second handle on the same sandbox railway, for the other buyers the tests need. */
  rail: RailSandbox;
  today: string;
  date: string;
}

export type SearchInput = Partial<Omit<TrainSearchRequest, 'filter' | 'sort'>> & { filter?: Partial<TrainSearchRequest['filter']>; sort?: Partial<TrainSearchRequest['sort']> };

export const ms = (iso: string) => Date.parse(iso);
export const hourOf = (iso: string) => Number(iso.slice(11, 13));

export async function openSearchEnv(): Promise<SearchEnv> {
  const t = await createTestApp({ rail: true });
  const employee = await t.login('employee');
  const rail = createRailSandbox({ clock: t.clock, db: t.database.db, config: loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' }) });
  const today = (await employee.ok(trainDateRangeCall, {})).today;
  return { t, employee, rail, today, date: addDays(today, 3) };
}

/** Beijing → Shanghai on the env's date (any part overridden), a search, every page of one, and a refusal's envelope. */
export function searchHelpers(env: () => SearchEnv) {
  const request = (over: SearchInput = {}) => ({
    passengerList: [{ passengerType: 'ADT' as const }],
    departureDate: env().date,
    departure: { type: 'CITY' as const, code: '北京' },
    arrival: { type: 'CITY' as const, code: '上海' },
    searchMode: 'DIRECT' as const,
    pageSize: 20,
    ...over,
  });
  const search = (over: SearchInput = {}, client = env().employee) => client.ok(firstTripCall, request(over));
  /** Every itinerary of a search, page by page through next_trip. */
  const everything = async (over: SearchInput = {}, client = env().employee): Promise<Itinerary[]> => {
    const first = await search(over, client);
    const all = [...first.itineraryList];
    for (let page = 2; !first.finish; page++) {
      const next = await client.ok(nextTripCall, { searchId: first.searchId, pageIndex: page });
      all.push(...next.itineraryList);
      if (next.finish) break;
    }
    expect(all).toHaveLength(first.totalSize);
    return all;
  };
  const error = async (def: Parameters<TestClient['call']>[0], body: Record<string, unknown>, client = env().employee) => (await client.call(def, body)).body;
  return { request, search, everything, error };
}
