import { describe, expect, it } from 'vitest';
import { carCandidateSchema, trainCandidateSchema } from '@travel/contracts/policy/control';
import { carStandardSchema, trainStandardSchema } from '@travel/contracts/policy/standards';
import { judgeCar } from './car-rules';
import { judgeTrain } from './train-rules';
import { formatMoney } from './violation';

const train = (seatClass: string) => trainCandidateSchema.parse({ product: 'TRAIN', seatClass, price: 55300 });
const car = (rideType: string, estimatedPrice: number) => carCandidateSchema.parse({ product: 'CAR', rideType, estimatedPrice });

describe('train rules', () => {
  const staff = trainStandardSchema.parse({ allowedSeatClasses: ['SECOND', 'HARD_SLEEPER'], highestStandard: '5' });

  it('allows an allowed seat class within the highest standard', () => {
    expect(judgeTrain(staff, train('SECOND'), 'en')).toEqual([]);
    expect(judgeTrain(staff, train('HARD_SLEEPER'), 'en')).toEqual([]);
    expect(judgeTrain(undefined, train('BUSINESS'), 'en')).toEqual([]);
  });

  it('fires the seat class rule and the highest-standard rule with the standard’s handle types', () => {
    const hits = judgeTrain(staff, train('FIRST'), 'en');
    expect(hits.map((h) => [h.rule, h.handleTypes, h.limit, h.actual])).toEqual([
      ['TRAIN_SEAT_CLASS', '3', 'Second class, Hard sleeper', 'First class'],
      ['TRAIN_HIGHEST_STANDARD', '3', 'Second class', 'First class'],
    ]);
    expect(judgeTrain(staff, train('FIRST'), 'zh-CN')[0]!.limit).toBe('二等座、硬卧');
  });

  it("'999' leaves the grade unrestricted; a less comfortable class is never above the highest standard", () => {
    const open = trainStandardSchema.parse({ allowedSeatClasses: ['BUSINESS', 'SECOND'], highestStandard: '999', handleTypes: '1' });
    expect(judgeTrain(open, train('BUSINESS'), 'en')).toEqual([]);
    const grade3 = trainStandardSchema.parse({ allowedSeatClasses: ['NO_SEAT', 'HARD_SEAT'], highestStandard: '3' });
    expect(judgeTrain(grade3, train('HARD_SEAT'), 'en')).toEqual([]);
  });
});

describe('car rules', () => {
  const std = (handling: string, priceLimit = 20000) =>
    carStandardSchema.parse({ allowedRideTypes: ['STANDARD', 'ECONOMY'], priceLimit, handling });

  it('maps the handling onto handle types: NONE a tip, FORBID_BOOK cannot order, CHOOSE_REASON a reason', () => {
    expect(judgeCar(std('NONE'), car('LUXURY', 10000), 'en')[0]!.handleTypes).toBe('5');
    expect(judgeCar(std('FORBID_BOOK'), car('LUXURY', 10000), 'en')[0]!.handleTypes).toBe('6');
    expect(judgeCar(std('CHOOSE_REASON'), car('LUXURY', 10000), 'en')[0]!.handleTypes).toBe('3');
  });

  it('checks the ride type and the price limit, -1 no limit', () => {
    expect(judgeCar(std('CHOOSE_REASON'), car('STANDARD', 20000), 'en')).toEqual([]);
    expect(judgeCar(std('CHOOSE_REASON'), car('STANDARD', 20001), 'en')).toMatchObject([
      { rule: 'CAR_PRICE_LIMIT', limit: '200.00 CNY', actual: '200.01 CNY' },
    ]);
    expect(judgeCar(std('CHOOSE_REASON', -1), car('STANDARD', 999999), 'en')).toEqual([]);
    expect(judgeCar(std('CHOOSE_REASON'), car('LUXURY', 30000), 'en').map((h) => h.rule)).toEqual(['CAR_RIDE_TYPE', 'CAR_PRICE_LIMIT']);
  });

  it('names ride types in the caller language, and unknown ones by their code', () => {
    const [en] = judgeCar(std('CHOOSE_REASON'), car('LUXURY', 10000), 'en');
    expect(en!.actual).toBe('Luxury ride');
    expect(en!.limit).toContain('Standard ride');
    expect(judgeCar(std('CHOOSE_REASON'), car('LUXURY', 10000), 'zh-CN')[0]!.actual).toBe('豪华型');
    expect(judgeCar(std('CHOOSE_REASON'), car('HOVERCRAFT', 10000), 'en')[0]!.actual).toBe('HOVERCRAFT');
  });
});

describe('money in words', () => {
  it('formats minor units with two decimals and the currency', () => {
    expect(formatMoney(50000, 'CNY')).toBe('500.00 CNY');
    expect(formatMoney(5, 'CNY')).toBe('0.05 CNY');
    expect(formatMoney(123456, 'USD')).toBe('1234.56 USD');
    expect(formatMoney(-250, 'CNY')).toBe('-2.50 CNY');
  });
});
