import { describe, expect, it } from 'vitest';
import { enterpriseConfigSchema, type EnterpriseConfig } from '@travel/contracts/member/company';
import { hotelControlOf, withHotelControl } from './hotel-control-values';

const config: EnterpriseConfig = {
  maxPrivatePassengers: 9,
  passengerValidityDays: 0,
  trDateRestriction: { enabled: true, daysBefore: 1, daysAfter: 1 },
  trCityRestriction: true,
  trTypeFlag: 0,
  serviceFlags: [{ product: 'HOTEL' as never, business: true, personal: true }],
  serviceTelList: [{ regionCode: 1, phone: '0755-28566666' }],
  airControl: { lowPriceAdviceFlag: false, lowPriceAdviceTime: 60, reservationReminderFlag: false, reservationReminderDays: 0, violationList: [], roundTripSupport: true },
  iairControl: { travelRequestMode: 0, daysBefore: 0, daysAfter: 0 },
  hotelControl: {
    changeDays: 3,
    checkInPersonControl: true,
    dispatchTypes: [1, 2],
    lowPriceAdvice: 0,
    violationList: ['A'],
    shareStandard: { mode: 'SUM', percent: 0 },
    travelRuleViolationControl: 0,
    priceFeedback: true,
  },
  trainControl: { daysBefore: 2, daysAfter: 2 },
};

describe('hotel control on the policy page', () => {
  it('reads the five settings', () => {
    expect(hotelControlOf(config)).toEqual({ shareMode: 'SUM', sharePercent: 0, lowPriceAdvice: 0, travelRuleViolationControl: 0, priceFeedback: true });
    const older = { ...config, hotelControl: { ...config.hotelControl, priceFeedback: undefined as unknown as boolean } };
    expect(hotelControlOf(older).priceFeedback).toBe(true);
  });

  it('changes only them and keeps the rest of the configuration as it was', () => {
    const next = withHotelControl(config, { shareMode: 'HIGHEST_PLUS_PERCENT', sharePercent: 20.4, lowPriceAdvice: 1, travelRuleViolationControl: 4, priceFeedback: false });
    expect(next.hotelControl).toEqual({ ...config.hotelControl, shareStandard: { mode: 'HIGHEST_PLUS_PERCENT', percent: 20 }, lowPriceAdvice: 1, travelRuleViolationControl: 4, priceFeedback: false });
    expect({ ...next, hotelControl: config.hotelControl }).toEqual(config);
    expect(config.hotelControl.travelRuleViolationControl).toBe(0); // not mutated
  });

  it('stays a valid configuration for the save call', () => {
    const parsed = enterpriseConfigSchema.safeParse(withHotelControl({ ...config, serviceFlags: [] }, hotelControlOf(config)));
    expect(parsed.success).toBe(true);
  });
});
