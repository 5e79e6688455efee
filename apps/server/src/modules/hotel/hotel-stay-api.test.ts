import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { HotelError } from '@travel/contracts/hotel/errors';
import { hotelSearchCall } from '@travel/contracts/hotel/search';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { TravelRequestError } from '@travel/contracts/travel-request/errors';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { addDays } from '../../platform/dates';
import { trInput } from '../travel-request/tr-test-fixtures';
import { BEIJING, openHotelEnv, searchBody, TOKYO, type HotelEnv, type SearchOver } from './hotel-search-fixture';

const NEW_YORK = '840NYC';

describe('hotel/search: the stay, its window and the travel request', () => {
  let env: HotelEnv;
  beforeAll(async () => {
    env = await openHotelEnv();
  }, 120_000);
  afterEach(() => env.t.clock.setOffsetSeconds(0));
  afterAll(async () => env?.t.close());

  const attempt = async (over: SearchOver, client = env.notr) => (await client.call(hotelSearchCall, searchBody(env, over))).body;
  const today = () => env.t.clock.today();

  it('refuses guests and ages outside the limits, and a check-out not after the check-in', async () => {
    const d = addDays(today(), 7);
    for (const [over, field] of [
      [{ adultNum: 0 }, 'adultNum'],
      [{ adultNum: 21 }, 'adultNum'],
      [{ childAgeList: Array(10).fill(5) }, 'childAgeList'],
      [{ childAgeList: [0] }, 'childAgeList.0'],
      [{ childAgeList: [18] }, 'childAgeList.0'],
      [{ childAgeList: [5, null] }, 'childAgeList.1'],
      [{ checkinDate: d, checkoutDate: d }, 'checkoutDate'],
      [{ checkinDate: d, checkoutDate: addDays(d, -1) }, 'checkoutDate'],
    ] as const) {
      const body = await attempt(over as SearchOver);
      expect(body.resultCode, JSON.stringify(over)).toBe(ErrorCode.PARAM_ERROR);
      expect((body.data as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
    }
    const fine = await attempt({ adultNum: 20, childAgeList: [1, 17, 9, 9, 9, 9, 9, 9, 9] });
    expect(fine.resultCode).toBe('0');
  });

  it('takes check-ins from today up to 180 days ahead', async () => {
    const yesterday = await attempt({ checkinDate: addDays(today(), -1), checkoutDate: addDays(today(), 1) });
    expect(yesterday).toMatchObject({ resultCode: HotelError.DATE_OUT_OF_RANGE, data: { minDate: today(), maxDate: addDays(today(), 180) } });
    const beyond = await attempt({ checkinDate: addDays(today(), 181), checkoutDate: addDays(today(), 182) });
    expect(beyond.resultCode).toBe(HotelError.DATE_OUT_OF_RANGE);
    expect((await attempt({ checkinDate: today(), checkoutDate: addDays(today(), 1) })).resultCode).toBe('0');
    expect((await attempt({ checkinDate: addDays(today(), 180), checkoutDate: addDays(today(), 181) })).resultCode).toBe('0');
  });

  it('takes yesterday abroad before 5 am local time, not at home', async () => {
    // 02:00 in China (18:00 UTC, 03:00 in Tokyo) of the coming night.
    const target = new Date();
    target.setUTCHours(18, 0, 0, 0);
    if (target.getTime() < Date.now()) target.setUTCDate(target.getUTCDate() + 1);
    env.t.clock.setOffsetSeconds(Math.round((target.getTime() - Date.now()) / 1000));
    // Sessions age with the clock: a fresh one at the moved time, of a member the other tests do not use (private trip).
    const notr = await env.t.login('manager');
    const stay = { checkinDate: addDays(today(), -1), checkoutDate: addDays(today(), 1) };
    expect((await attempt({ ...stay, cityId: TOKYO }, notr)).resultCode).toBe('0');
    expect((await attempt({ ...stay, cityId: BEIJING }, notr)).resultCode).toBe(HotelError.DATE_OUT_OF_RANGE);
    // At 06:00 it is too late for yesterday abroad as well.
    env.t.clock.setOffsetSeconds(Math.round((target.getTime() + 4 * 3_600_000 - Date.now()) / 1000));
    expect((await attempt({ ...stay, cityId: TOKYO }, notr)).resultCode).toBe(HotelError.DATE_OUT_OF_RANGE);
  });

  /** Moves the test clock to the coming instant at this UTC time of day; a fresh session of a member the others do not use. */
  const at = async (utcHour: number, utcMinute: number) => {
    // Always tomorrow (UTC), so every moment of the test falls on one day whatever the hour it runs at.
    const target = new Date();
    target.setUTCDate(target.getUTCDate() + 1);
    target.setUTCHours(utcHour, utcMinute, 0, 0);
    env.t.clock.setOffsetSeconds(Math.round((target.getTime() - Date.now()) / 1000));
    return env.t.login('manager');
  };
  const body = async (over: SearchOver, client: Awaited<ReturnType<typeof at>>) => (await client.call(hotelSearchCall, searchBody(env, over))).body;
  const priced = (b: Awaited<ReturnType<typeof body>>) => (b.resultCode === '0' ? b.data!.hotelInfoList.filter((h) => !h.soldOut).length : -1);

  it("judges an international stay by the city's own clock, as the hotel sells: refused at the edges, not sold out", async () => {
    // 04:30 in China is 05:30 in Tokyo: too late there for last night, which the hotels no longer sell.
    const tokyoLate = await at(20, 30);
    const d = today();
    expect(env.t.clock.today('Asia/Tokyo')).toBe(d);
    const lastNight = { cityId: TOKYO, checkinDate: addDays(d, -1), checkoutDate: d };
    expect(await body(lastNight, tokyoLate)).toMatchObject({ resultCode: HotelError.DATE_OUT_OF_RANGE, data: { minDate: d, maxDate: addDays(d, 180) } });
    // An hour earlier (04:30 in Tokyo) last night is still sold.
    const tokyoEarly = await at(19, 30);
    expect(priced(await body(lastNight, tokyoEarly))).toBeGreaterThan(0);

    // 10:00 in China is the evening before in New York: the window starts and ends a day earlier there.
    const nyEvening = await at(2, 0);
    const ny = env.t.clock.today('America/New_York');
    expect(ny).toBe(addDays(today(), -1));
    const nyStay = (checkinDate: string) => ({ cityId: NEW_YORK, checkinDate, checkoutDate: addDays(checkinDate, 1) });
    expect(priced(await body(nyStay(ny), nyEvening))).toBeGreaterThan(0);
    expect(priced(await body(nyStay(addDays(ny, 180)), nyEvening))).toBeGreaterThan(0);
    expect(await body(nyStay(addDays(ny, 181)), nyEvening)).toMatchObject({ resultCode: HotelError.DATE_OUT_OF_RANGE, data: { minDate: ny, maxDate: addDays(ny, 180) } });
    expect((await body(nyStay(addDays(ny, -1)), nyEvening)).resultCode).toBe(HotelError.DATE_OUT_OF_RANGE);
  });

  it('refuses an unknown city', async () => {
    expect((await attempt({ cityId: '156999999' })).resultCode).toBe(HotelError.CITY_NOT_FOUND);
  });

  it('a business search needs a travel request, unless the member may book without one', async () => {
    expect((await attempt({ travelType: 0 }, env.employee)).resultCode).toBe(TravelRequestError.REQUIRED);
    expect((await attempt({ travelType: 1 }, env.employee)).resultCode).toBe('0');
    expect((await attempt({ travelType: 0 }, env.notr)).resultCode).toBe('0');
    expect((await attempt({ travelType: 0, trNo: 'TR-NOPE' }, env.employee)).resultCode).toBe(ErrorCode.DATA_NOT_FOUND);
  });

  it("an approved request's dates pass; once its dates are over it is refused", async () => {
    const manager = await env.t.login('manager');
    const { travelNO } = await env.employee.ok(trCreateCall, trInput(today()));
    const stay = { travelType: 0, trNo: travelNO, checkinDate: addDays(today(), 3), checkoutDate: addDays(today(), 5) };
    expect((await attempt(stay, env.employee)).resultCode).toBe(TravelRequestError.NOT_APPROVED);
    for (const task of (await manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await manager.ok(taskApproveCall, { taskId: task.taskId });
    expect((await attempt(stay, env.employee)).resultCode).toBe('0');
    // Last of the file: the employee's session is renewed at the moved time.
    env.t.clock.setOffsetSeconds(10 * 86_400);
    const later = await attempt({ ...stay, checkinDate: addDays(today(), 1), checkoutDate: addDays(today(), 2) }, await env.t.login('employee'));
    expect(later.resultCode).toBe(TravelRequestError.DATE_MISMATCH);
  });
});
