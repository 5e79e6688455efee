import { describe, expect, it } from 'vitest';
import { insurancesForSale, loadInsuranceSales, passengerInsurances } from './insurance-catalog';

describe('insurance sale policies', () => {
  it("uses the spec's names: ALLOW_SALE, DEFAULT_SALE by default, CLOSE_SALE hidden, overridden by TRAIN_INSURANCE_SALE", () => {
    expect(loadInsuranceSales(undefined)).toEqual({ 'INS-RAIL-ACCIDENT': 'DEFAULT_SALE', 'INS-RAIL-DELAY': 'ALLOW_SALE', 'INS-RAIL-LUGGAGE': 'CLOSE_SALE' });
    const sales = loadInsuranceSales('INS-RAIL-ACCIDENT=FORCED_SALE, INS-RAIL-DELAY=CLOSE_SALE,INS-RAIL-LUGGAGE=ALLOW_SALE');
    expect(sales).toEqual({ 'INS-RAIL-ACCIDENT': 'FORCED_SALE', 'INS-RAIL-DELAY': 'CLOSE_SALE', 'INS-RAIL-LUGGAGE': 'ALLOW_SALE' });
    expect(insurancesForSale(sales, 'en').map((x) => [x.insuranceProductId, x.saleConfig])).toEqual([
      ['INS-RAIL-ACCIDENT', 'FORCED_SALE'],
      ['INS-RAIL-LUGGAGE', 'ALLOW_SALE'],
    ]);
    expect(passengerInsurances([], sales)).toEqual([{ insuranceProductId: 'INS-RAIL-ACCIDENT', fee: 2000 }]);
    expect(passengerInsurances(['INS-RAIL-DELAY'], sales)).toEqual({ refused: 'INS-RAIL-DELAY' });
  });

  it('refuses the old names and unknown products in TRAIN_INSURANCE_SALE', () => {
    for (const old of ['DEFAULT', 'FORCED', 'CLOSED', 'ALLOW']) expect(() => loadInsuranceSales(`INS-RAIL-ACCIDENT=${old}`)).toThrow(/TRAIN_INSURANCE_SALE/);
    expect(() => loadInsuranceSales('INS-NOPE=ALLOW_SALE')).toThrow(/TRAIN_INSURANCE_SALE/);
  });
});
