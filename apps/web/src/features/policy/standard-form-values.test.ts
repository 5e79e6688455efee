import { describe, expect, it } from 'vitest';
import { travelStandardSaveCall, type TravelStandard } from '@travel/contracts/policy/standards';
import { defaultStandard, standardFormPath, standardFromForm, standardToForm, type HotelFormValues } from './standard-form-values';

const samples: TravelStandard[] = [
  { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND', 'FIRST'], highestStandard: '999', handleTypes: '1|8', controlSeconds: 30 } },
  {
    product: 'HOTEL',
    standard: {
      currency: 'CNY',
      defaultCap: 45000,
      tierCaps: [{ tier: 1, amount: 60000 }],
      cityCaps: [
        { cityId: '156310000', cityName: 'Shanghai', amount: 55050 },
        { cityId: '156110000', amount: -1 },
      ],
      controlSeconds: 0,
    },
  },
  {
    product: 'FLIGHT',
    standard: {
      cabinLevelLimit: 2,
      lowestFareWindowMinutes: 120,
      advanceBookingDays: 3,
      rules: [
        { ruleType: 'NEARBY_PRICE', handleTypes: '3', rulePriority: 1, addInfo: { approveRate: 10 } },
        { ruleType: 'BASELINE', handleTypes: '3', rulePriority: 2, addInfo: { baselineAmount: 150000 } },
      ],
      controlSeconds: 90,
    },
  },
  { product: 'CAR', standard: { allowedRideTypes: ['ECONOMY', 'COMFORT'], priceLimit: -1, handling: 'FORBID_BOOK' } },
];

describe('travel standard forms', () => {
  it.each(samples)('round-trips a $product standard unchanged', (s) => {
    expect(standardFromForm(s.product, standardToForm(s))).toEqual(s);
  });

  it('shows hotel amounts in yuan and -1 as no limit', () => {
    const form = standardToForm(samples[1]!) as HotelFormValues;
    expect(form.defaultCap).toEqual({ noLimit: false, yuan: 450 });
    expect(form.cityCaps[0]!.cap).toEqual({ noLimit: false, yuan: 550.5 });
    expect(form.cityCaps[1]!.cap).toEqual({ noLimit: true, yuan: null });
  });

  it('sends yuan as fen and no limit as -1', () => {
    const form = standardToForm(samples[1]!) as HotelFormValues;
    form.defaultCap = { noLimit: false, yuan: 399.99 };
    form.tierCaps[0]!.cap = { noLimit: true, yuan: 800 };
    const s = standardFromForm('HOTEL', form);
    expect(s.product === 'HOTEL' && s.standard.defaultCap).toBe(39999);
    expect(s.product === 'HOTEL' && s.standard.tierCaps[0]!.amount).toBe(-1);
  });

  it('refuses a blank amount instead of sending 0', () => {
    const form = standardToForm(samples[1]!) as HotelFormValues;
    form.defaultCap = { noLimit: false, yuan: null };
    const parsed = travelStandardSaveCall.input.safeParse({ travelLevel: 'L3', ...standardFromForm('HOTEL', form) });
    expect(parsed.success).toBe(false);
    expect(standardFormPath(parsed.error!.issues[0]!.path as (string | number)[])).toEqual(['defaultCap']);
  });

  it('gives every product valid defaults', () => {
    for (const product of ['TRAIN', 'HOTEL', 'FLIGHT', 'CAR'] as const) {
      expect(travelStandardSaveCall.input.safeParse({ travelLevel: 'L1', ...defaultStandard(product) }).success).toBe(true);
    }
  });

  it('maps schema paths to the form fields', () => {
    expect(standardFormPath(['standard', 'tierCaps', 0, 'amount'])).toEqual(['tierCaps', 0, 'cap']);
    expect(standardFormPath(['standard', 'cityCaps', 2, 'cityId'])).toEqual(['cityCaps', 2, 'cityId']);
    expect(standardFormPath(['standard', 'rules', 1, 'addInfo', 'baselineAmount'])).toEqual(['rules', 1, 'baselineYuan']);
    expect(standardFormPath(['standard', 'rules', 1, 'handleTypes'])).toEqual(['rules', 1, 'handleTypes']);
    expect(standardFormPath(['standard', 'allowedSeatClasses'])).toEqual(['allowedSeatClasses']);
    expect(standardFormPath(['travelLevel'])).toBeNull();
  });
});
