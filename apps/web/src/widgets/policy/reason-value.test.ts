import { describe, expect, it } from 'vitest';
import type { ControlResult, TravellerControl } from '@travel/contracts/policy/control';
import { EMPTY_REASON, OTHER_REASON, reasonComplete, reasonForBooking, resultNeedsReason } from './reason-value';

const traveller = (over: Partial<TravellerControl>): TravellerControl => ({
  passengerId: null,
  memberId: 'm1',
  name: 'A',
  travelLevel: 'L3',
  outcome: 'SUCCESS',
  handleTypes: '',
  approvalType: null,
  checkResult: 'SUCCESS',
  violations: [],
  payment: null,
  ...over,
});
const result = (travellers: TravellerControl[]): ControlResult => ({
  product: 'HOTEL',
  travelType: 'BUSINESS',
  controlStrength: null,
  outcome: travellers[0]?.outcome ?? 'SUCCESS',
  checkResult: travellers[0]?.checkResult ?? 'SUCCESS',
  approvalType: null,
  handleTypes: '',
  travellers,
});

describe('the reason for an out-of-policy booking', () => {
  const needing = result([traveller({}), traveller({ outcome: 'TIP_REASON', checkResult: 'TIP_REASON', handleTypes: '3' })]);

  it('is needed when any traveller needs one', () => {
    expect(resultNeedsReason(needing)).toBe(true);
    expect(resultNeedsReason(result([traveller({})]))).toBe(false);
  });

  it('is complete with a code, or with words for other', () => {
    expect(reasonComplete(needing, EMPTY_REASON)).toBe(false);
    expect(reasonComplete(needing, { reasonCode: 'R01', reasonText: '' })).toBe(true);
    expect(reasonComplete(needing, { reasonCode: OTHER_REASON, reasonText: '  ' })).toBe(false);
    expect(reasonComplete(needing, { reasonCode: OTHER_REASON, reasonText: 'Client site' })).toBe(true);
    expect(reasonComplete(result([traveller({})]), EMPTY_REASON)).toBe(true);
  });

  it('becomes reasonCode or reasonText for the booking', () => {
    expect(reasonForBooking({ reasonCode: 'R01', reasonText: 'ignored' })).toEqual({ reasonCode: 'R01' });
    expect(reasonForBooking({ reasonCode: OTHER_REASON, reasonText: ' Client site ' })).toEqual({ reasonText: 'Client site' });
    expect(reasonForBooking(EMPTY_REASON)).toEqual({});
  });
});
