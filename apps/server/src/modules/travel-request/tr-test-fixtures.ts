import { trCreateCall, type TrCreateInput } from '@travel/contracts/travel-request/travel-request';
import { createTestApp } from '../../test/test-app';
import { addDays } from '../../platform/dates';

export const BEIJING = '156110000';
export const SHANGHAI = '156310000';
export const TOKYO = '392TYO';

/** A request from Shanghai to Beijing and back, starting `startIn` days after `today`, for `nights` nights. */
export function trInput(today: string, overrides: Partial<TrCreateInput> = {}, startIn = 3, nights = 2): TrCreateInput {
  const begin = addDays(today, startIn);
  const end = addDays(begin, nights);
  return {
    travellerList: [{ travellerName: '张伟', memberId: 'mem-employee' }],
    itineraryGroupList: [
      {
        travellerIdList: [],
        itineraryList: [
          { departureCityId: SHANGHAI, arriveCityId: BEIJING, beginDate: begin, endDate: begin },
          { departureCityId: BEIJING, arriveCityId: SHANGHAI, beginDate: end, endDate: end },
        ],
      },
    ],
    travelPurposeList: [{ travelPurposeDesc: 'Client visit' }],
    ...overrides,
  };
}

/** An app on the demo data with employee, manager and admin logged in, and a request of the employee's awaiting the manager. */
export async function openWithRequest() {
  const t = await createTestApp();
  const [employee, manager, admin] = await Promise.all([t.login('employee'), t.login('manager'), t.login('admin')]);
  const travelNO = (await employee.ok(trCreateCall, trInput(t.clock.today()))).travelNO;
  return { t, employee, manager, admin, travelNO };
}
