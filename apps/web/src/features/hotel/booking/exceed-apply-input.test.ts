import { describe, expect, it } from 'vitest';
import { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import { exceedApplyInput } from './exceed-apply-input';

const stay = { travelNO: 'TR20260101000001', cityId: '156110000', cityName: 'Beijing', checkinDate: '2026-06-10', checkoutDate: '2026-06-12' };

describe('the hotel over-standard application', () => {
  it('sends only travellers with an entered amount, in fen, with the stay as their city entry', () => {
    const input = exceedApplyInput(stay, 'Trade fair week', [
      { travellerId: 'T1', travellerName: 'Zhang Wei', amount: 888.5 },
      { travellerId: 'T2', travellerName: 'Li Na', amount: null },
    ]);
    expect(input.travellerList).toEqual([
      { travellerId: 'T1', travellerName: 'Zhang Wei', hotelExceedActualAmount: 88850, hotelExceedCityList: [{ cityId: '156110000', checkinDate: '2026-06-10', checkoutDate: '2026-06-12', exceedAmount: 88850 }] },
    ]);
    expect(exceedApplySubmitCall.input.safeParse(input).success).toBe(true);
  });

  it('is refused by the contract when no traveller has an amount or no reason is given', () => {
    expect(exceedApplySubmitCall.input.safeParse(exceedApplyInput(stay, 'x', [{ travellerId: 'T1', travellerName: 'Zhang Wei', amount: null }])).success).toBe(false);
    expect(exceedApplySubmitCall.input.safeParse(exceedApplyInput(stay, '', [{ travellerId: 'T1', travellerName: 'Zhang Wei', amount: 1 }])).success).toBe(false);
  });
});
