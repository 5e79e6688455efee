import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AFTER_SALE_FEE_CONFIG as CONFIG,
  changedInsideEightDays,
  changeQuote,
  isSpringFestival,
  loadAfterSaleFeeConfig,
  refundQuote,
  roundFee,
} from './after-sale-fees';

const H = 3_600_000;
// A departure outside any spring-festival window (08:00 China time).
const DEPARTURE = new Date('2025-06-20T00:00:00Z');
const before = (hours: number, departure = DEPARTURE) => new Date(departure.getTime() - Math.round(hours * H));

describe('roundFee: ¥0.5 steps', () => {
  it.each([
    [1224, 1200], // x.24 → x.00
    [1225, 1250], // x.25 → x.50
    [1274, 1250], // x.74 → x.50
    [1275, 1300], // x.75 → x+1
    [1230, 1250],
    [1200, 1200],
    [0, 0],
    [24, 0],
    [99, 100],
  ])('%i fen → %i fen', (fen, expected) => {
    expect(roundFee(fen)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('rejects %s', (fen) => {
    expect(() => roundFee(fen)).toThrow(RangeError);
  });
});

describe('refundQuote', () => {
  it.each([
    ['¥400 at 10 days', 40000, 240, 0, 0, 'FREE'],
    ['¥400 at 5 days', 40000, 120, 500, 2000, 'TIER'],
    ['¥400 at 30 hours', 40000, 30, 1000, 4000, 'TIER'],
    ['¥400 at 3 hours', 40000, 3, 2000, 8000, 'TIER'],
    ['¥123 at 30 hours: 12.30 → 12.50', 12300, 30, 1000, 1250, 'TIER'],
    ['¥30 at 5 days: 1.50 → ¥2 minimum', 3000, 120, 500, 200, 'TIER'],
    ['¥27.50 at 30 hours: 2.75 → 3.00 (rounding on the product)', 2750, 30, 1000, 300, 'TIER'],
    ['¥123.45 at 5 days: 6.1725 → 6.00 (part-fen product kept exact)', 12345, 120, 500, 600, 'TIER'],
    ['¥1 at 5 days: minimum capped at the fare', 100, 120, 500, 100, 'TIER'],
    ['exactly 8 days', 40000, 192, 0, 0, 'FREE'],
    ['just under 8 days', 40000, 192 - 1 / 3600, 500, 2000, 'TIER'],
    ['exactly 48 hours', 40000, 48, 500, 2000, 'TIER'],
    ['just under 48 hours', 40000, 48 - 1 / 3600, 1000, 4000, 'TIER'],
    ['exactly 24 hours', 40000, 24, 1000, 4000, 'TIER'],
    ['just under 24 hours', 40000, 24 - 1 / 3600, 2000, 8000, 'TIER'],
    ['one second before departure', 40000, 1 / 3600, 2000, 8000, 'TIER'],
  ] as const)('%s', (_name, fare, hours, rate, fee, rule) => {
    const q = refundQuote(CONFIG, { fare, departureAt: DEPARTURE, now: before(hours) });
    const { hoursBefore, ...rest } = q;
    expect(rest).toEqual({ refundable: true, rate, fee, refundAmount: fare - fee, rule });
    expect(hoursBefore).toBeCloseTo(hours, 6);
  });

  it.each([
    ['at departure', 0],
    ['after departure', -2],
  ])('is not refundable %s', (_name, hours) => {
    const q = refundQuote(CONFIG, { fare: 40000, departureAt: DEPARTURE, now: before(hours) });
    expect(q).toMatchObject({ refundable: false, rate: 0, fee: 0, refundAmount: 0, rule: 'DEPARTED' });
  });

  it.each([
    ['changed inside 8 days, refunded at 10 days: keeps 5%', true, 240, 500, 2000, 'EIGHT_DAY_KEPT'],
    ['changed inside 8 days, refunded at exactly 8 days: keeps 5%', true, 192, 500, 2000, 'EIGHT_DAY_KEPT'],
    ['changed inside 8 days, refunded at 30 hours: the normal tier', true, 30, 1000, 4000, 'TIER'],
    ['not changed inside 8 days, refunded at 10 days: free', false, 240, 0, 0, 'FREE'],
  ] as const)('8-day rule: %s', (_name, changedInside, hours, rate, fee, rule) => {
    const q = refundQuote(CONFIG, { fare: 40000, departureAt: DEPARTURE, now: before(hours), changedInsideEightDays: changedInside });
    expect(q).toMatchObject({ rate, fee, rule });
  });

  it.each([
    ['departure 2025-01-20 at 10 days', '2025-01-20T02:00:00Z', 240, 2000, 8000, 'SPRING_FESTIVAL'],
    ['departure 2025-01-20 at 3 hours', '2025-01-20T02:00:00Z', 3, 2000, 8000, 'SPRING_FESTIVAL'],
    ['first day of the window', '2024-12-31T02:00:00Z', 240, 2000, 8000, 'SPRING_FESTIVAL'],
    ['last day of the window', '2025-03-08T02:00:00Z', 240, 2000, 8000, 'SPRING_FESTIVAL'],
    ['day after the window', '2025-03-09T02:00:00Z', 240, 0, 0, 'FREE'],
    // 2025-03-08 23:30 China time is still 2025-03-08 locally, though 15:30 UTC.
    ['late evening China time on the last day', '2025-03-08T15:30:00Z', 240, 2000, 8000, 'SPRING_FESTIVAL'],
    // 2024-12-31 00:30 China time is 2024-12-30 in UTC.
    ['just after midnight China time on the first day', '2024-12-30T16:30:00Z', 240, 2000, 8000, 'SPRING_FESTIVAL'],
    ['just before midnight China time before the window', '2024-12-30T15:30:00Z', 240, 0, 0, 'FREE'],
  ] as const)('spring festival: %s', (_name, departure, hours, rate, fee, rule) => {
    const departureAt = new Date(departure);
    const q = refundQuote(CONFIG, { fare: 40000, departureAt, now: before(hours, departureAt) });
    expect(q).toMatchObject({ rate, fee, rule });
  });
});

describe('changedInsideEightDays', () => {
  it.each([
    [240, false],
    [192, false],
    [191, true],
    [5, true],
  ])('a change %i hours before the original departure → %s', (hours, expected) => {
    expect(changedInsideEightDays(before(hours), DEPARTURE)).toBe(expected);
  });
});

describe('isSpringFestival', () => {
  it.each([
    ['2025-01-20T02:00:00Z', true],
    ['2025-06-20T02:00:00Z', false],
  ])('%s → %s', (departure, expected) => {
    expect(isSpringFestival(CONFIG, new Date(departure))).toBe(expected);
  });
});

describe('changeQuote', () => {
  it.each([
    [
      '¥400 → ¥500 at 5 days',
      40000, 50000, 120,
      { changeRate: 500, changeFee: 2000, changeRefundRate: 0, changeRefundFee: 0, priceDiff: 10000, direction: 'PAY_MORE', payAmount: 12000, refundAmount: 0 },
    ],
    [
      '¥500 → ¥400 at 30 hours',
      50000, 40000, 30,
      { changeRate: 1000, changeFee: 4000, changeRefundRate: 1000, changeRefundFee: 1000, priceDiff: -10000, direction: 'REFUND_DIFFERENCE', payAmount: 4000, refundAmount: 9000 },
    ],
    [
      '¥400 → ¥400 at 3 hours',
      40000, 40000, 3,
      { changeRate: 2000, changeFee: 8000, changeRefundRate: 0, changeRefundFee: 0, priceDiff: 0, direction: 'NONE', payAmount: 8000, refundAmount: 0 },
    ],
    [
      '¥400 → ¥300 at 10 days: both free',
      40000, 30000, 240,
      { changeRate: 0, changeFee: 0, changeRefundRate: 0, changeRefundFee: 0, priceDiff: -10000, direction: 'REFUND_DIFFERENCE', payAmount: 0, refundAmount: 10000 },
    ],
    [
      '¥400 → ¥390 at 5 days: ¥2 minimum on the difference',
      40000, 39000, 120,
      { changeRate: 500, changeFee: 1950, changeRefundRate: 500, changeRefundFee: 200, priceDiff: -1000, direction: 'REFUND_DIFFERENCE', payAmount: 1950, refundAmount: 800 },
    ],
    [
      '¥400 → ¥399 at 5 days: the fee never exceeds the difference',
      40000, 39900, 120,
      { changeRate: 500, changeFee: 2000, changeRefundRate: 500, changeRefundFee: 100, priceDiff: -100, direction: 'REFUND_DIFFERENCE', payAmount: 2000, refundAmount: 0 },
    ],
  ] as const)('%s', (_name, oldFare, newFare, hours, expected) => {
    expect(changeQuote(CONFIG, { oldFare, newFare, originalDepartureAt: DEPARTURE, now: before(hours) })).toEqual({ changeable: true, ...expected });
  });

  it('applies the spring-festival rate to the change refund fee by the original departure, not to the change fee', () => {
    const originalDepartureAt = new Date('2025-01-20T02:00:00Z');
    const q = changeQuote(CONFIG, { oldFare: 50000, newFare: 40000, originalDepartureAt, now: before(240, originalDepartureAt) });
    expect(q).toMatchObject({ changeRate: 0, changeFee: 0, changeRefundRate: 2000, changeRefundFee: 2000, refundAmount: 8000 });
  });

  it('is not changeable once the original train has left', () => {
    const q = changeQuote(CONFIG, { oldFare: 40000, newFare: 50000, originalDepartureAt: DEPARTURE, now: before(0) });
    expect(q).toMatchObject({ changeable: false, changeFee: 0, payAmount: 0, refundAmount: 0, priceDiff: 10000 });
  });
});

describe('loadAfterSaleFeeConfig', () => {
  it('uses the defaults when nothing or blanks are set', () => {
    expect(loadAfterSaleFeeConfig({})).toEqual(CONFIG);
    expect(loadAfterSaleFeeConfig({ TRAIN_REFUND_TIERS: '  ', TRAIN_REFUND_MIN_FEE: '' })).toEqual(CONFIG);
  });

  it('reads every variable', () => {
    const config = loadAfterSaleFeeConfig({
      TRAIN_REFUND_TIERS: '0:2500, 192:0,48:500',
      TRAIN_CHANGE_TIERS: '48:0,0:1000',
      TRAIN_REFUND_MIN_FEE: '500',
      TRAIN_EIGHT_DAY_KEPT_RATE: '800',
      TRAIN_SPRING_FESTIVAL_RATE: '3000',
      TRAIN_SPRING_FESTIVAL_WINDOWS: '2024-12-31..2025-03-08,2026-01-19..2026-03-13',
    });
    expect(config).toEqual({
      refundTiers: [{ fromHours: 192, rate: 0 }, { fromHours: 48, rate: 500 }, { fromHours: 0, rate: 2500 }],
      changeTiers: [{ fromHours: 48, rate: 0 }, { fromHours: 0, rate: 1000 }],
      refundMinFee: 500,
      eightDayKeptRate: 800,
      springFestivalRate: 3000,
      springFestivalWindows: [{ from: '2024-12-31', to: '2025-03-08' }, { from: '2026-01-19', to: '2026-03-13' }],
    });
    expect(refundQuote(config, { fare: 40000, departureAt: DEPARTURE, now: before(3) })).toMatchObject({ rate: 2500, fee: 10000 });
    expect(refundQuote(config, { fare: 3000, departureAt: DEPARTURE, now: before(120) })).toMatchObject({ fee: 500 });
    expect(changeQuote(config, { oldFare: 40000, newFare: 50000, originalDepartureAt: DEPARTURE, now: before(120) })).toMatchObject({ changeFee: 0 });
    const festival = new Date('2026-02-10T02:00:00Z');
    expect(refundQuote(config, { fare: 40000, departureAt: festival, now: before(240, festival) })).toMatchObject({ rate: 3000, rule: 'SPRING_FESTIVAL' });
  });

  it.each([
    ['TRAIN_REFUND_TIERS', '192:0,48:500', /Invalid TRAIN_REFUND_TIERS="192:0,48:500": .*0-hour tier/],
    ['TRAIN_REFUND_TIERS', '192:0,48:five,0:2000', /Invalid TRAIN_REFUND_TIERS/],
    ['TRAIN_REFUND_TIERS', '48:500,48:600,0:2000', /48 hours is given twice/],
    ['TRAIN_REFUND_TIERS', '0:10001', /above 10000/],
    ['TRAIN_CHANGE_TIERS', '-1:0,0:500', /Invalid TRAIN_CHANGE_TIERS/],
    ['TRAIN_REFUND_MIN_FEE', '2.5', /Invalid TRAIN_REFUND_MIN_FEE="2.5": expected a whole number of fen/],
    ['TRAIN_REFUND_MIN_FEE', '-200', /Invalid TRAIN_REFUND_MIN_FEE/],
    ['TRAIN_EIGHT_DAY_KEPT_RATE', 'x', /Invalid TRAIN_EIGHT_DAY_KEPT_RATE/],
    ['TRAIN_SPRING_FESTIVAL_RATE', '20%', /Invalid TRAIN_SPRING_FESTIVAL_RATE="20%": expected basis points/],
    ['TRAIN_SPRING_FESTIVAL_RATE', '10001', /Invalid TRAIN_SPRING_FESTIVAL_RATE/],
    ['TRAIN_SPRING_FESTIVAL_WINDOWS', '2024-12-31', /Invalid TRAIN_SPRING_FESTIVAL_WINDOWS="2024-12-31": expected "YYYY-MM-DD/],
    ['TRAIN_SPRING_FESTIVAL_WINDOWS', '2025-02-30..2025-03-08', /Invalid TRAIN_SPRING_FESTIVAL_WINDOWS/],
    ['TRAIN_SPRING_FESTIVAL_WINDOWS', '2025-03-08..2024-12-31', /ends before it starts/],
  ])('%s=%s throws', (name, value, message) => {
    expect(() => loadAfterSaleFeeConfig({ [name]: value })).toThrow(message);
  });
});
