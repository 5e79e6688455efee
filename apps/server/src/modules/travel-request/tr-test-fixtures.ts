import type { TrCreateInput } from '@travel/contracts/travel-request/travel-request';
import { addDays } from './orderability';

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
