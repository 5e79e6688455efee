import { localDate, addDays } from '../../platform/dates';
import { createHotelSandbox, type HotelSandbox } from '../../suppliers/hotel/hotel-sandbox';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import type { HotelStay, HotelSummary, StayQuery } from './hotel-port';

export const BEIJING = '156110000';
/** The demo's L3 nightly cap in Beijing (a tier-1 city), CNY fen. */
export const L3_BEIJING_CAP = 60000;

export interface DetailEnv {
  t: TestApp;
  /** L3, may book without a travel request */
  notr: TestClient;
  /** L3, needs a travel request for business stays */
  employee: TestClient;
  admin: TestClient;
  manager: TestClient;
  /** the same sandbox the app runs on (same database and seed): the test's hand on the supplier */
  hotels: HotelSandbox;
  checkinDate: string;
  checkoutDate: string;
  /** a Beijing hotel with contract rates, some plans over the L3 cap and some within */
  hotel: HotelSummary;
}

const planNights = (s: HotelStay) => s.rooms.flatMap((r) => r.ratePlans).flatMap((p) => p.nights);

/** The test app, its demo clients and a hotel whose plans both keep to and go over the standard. */
export async function openDetailEnv(): Promise<DetailEnv> {
  const t = await createTestApp();
  const hotels = createHotelSandbox({ clock: t.clock, db: t.database.db });
  const today = localDate(t.clock.now());
  const checkinDate = addDays(today, 10);
  const checkoutDate = addDays(today, 12);
  const q: StayQuery = { checkinDate, checkoutDate, roomNum: 1, adultNum: 1, childAges: [], corporateId: 'ent-demo' };
  let hotel: HotelSummary | undefined;
  for (const h of (await hotels.listHotels(BEIJING)).filter((x) => x.protocol)) {
    const nights = planNights((await hotels.getStay(h.hotelId, q))!);
    if (nights.some((n) => n.cnyAmount > L3_BEIJING_CAP) && nights.some((n) => n.cnyAmount <= L3_BEIJING_CAP)) {
      hotel = h;
      break;
    }
  }
  if (!hotel) throw new Error('no Beijing contract hotel with plans on both sides of the standard');
  const [notr, employee, admin, manager] = await Promise.all(['notr', 'employee', 'admin', 'manager'].map((u) => t.login(u)));
  return { t, notr: notr!, employee: employee!, admin: admin!, manager: manager!, hotels, checkinDate, checkoutDate, hotel };
}
