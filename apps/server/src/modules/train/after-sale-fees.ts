/**
 * Railway refund and change fees (pure: no database, no HTTP).
 * Money is in fen (¥1 = 100), rates in basis points (5% = 500) so that every sum stays an exact integer.
 */

const HOUR_MS = 3_600_000;
/** 8 days: the free-refund limit, and the limit of the 8-day rule for changed tickets. */
export const EIGHT_DAYS_HOURS = 192;
/** China is UTC+8 all year; spring-festival windows are China calendar dates. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** A rate that applies from `fromHours` before departure up to the next higher tier. */
export interface FeeTier {
  fromHours: number;
  rate: number;
}

/** Calendar dates YYYY-MM-DD, both ends inclusive. */
export interface DateWindow {
  from: string;
  to: string;
}

export interface AfterSaleFeeConfig {
  refundTiers: readonly FeeTier[];
  /** Tiers by time to the original ticket's departure. */
  changeTiers: readonly FeeTier[];
  /** Least refund fee (fen) whenever the rate is above 0. */
  refundMinFee: number;
  /** Rate kept by a ticket changed inside 8 days to a train 8 days or more away. */
  eightDayKeptRate: number;
  springFestivalRate: number;
  springFestivalWindows: readonly DateWindow[];
}

const DEFAULT_TIERS: readonly FeeTier[] = Object.freeze([
  { fromHours: 192, rate: 0 },
  { fromHours: 48, rate: 500 },
  { fromHours: 24, rate: 1000 },
  { fromHours: 0, rate: 2000 },
]);

export const DEFAULT_AFTER_SALE_FEE_CONFIG: Readonly<AfterSaleFeeConfig> = Object.freeze({
  refundTiers: DEFAULT_TIERS,
  changeTiers: DEFAULT_TIERS,
  refundMinFee: 200,
  eightDayKeptRate: 500,
  springFestivalRate: 2000,
  // The spec's window: 2025-01-14 minus 14 days to 2025-02-22 plus 14 days.
  springFestivalWindows: Object.freeze([{ from: '2024-12-31', to: '2025-03-08' }]),
});

export type RefundRule = 'FREE' | 'TIER' | 'EIGHT_DAY_KEPT' | 'SPRING_FESTIVAL' | 'DEPARTED';

export interface RefundInput {
  fare: number;
  departureAt: Date;
  now: Date;
  /** The ticket was changed while its original departure was under 8 days away (see changedInsideEightDays). */
  changedInsideEightDays?: boolean;
}

export interface RefundQuote {
  /** False once the train has left (now >= departureAt); all amounts are then 0. */
  refundable: boolean;
  rate: number;
  fee: number;
  refundAmount: number;
  rule: RefundRule;
  hoursBefore: number;
}

export interface ChangeInput {
  oldFare: number;
  newFare: number;
  originalDepartureAt: Date;
  now: Date;
}

export type ChangeDirection = 'PAY_MORE' | 'REFUND_DIFFERENCE' | 'NONE';

export interface ChangeQuote {
  /** False once the original train has left (now >= originalDepartureAt); all amounts are then 0. */
  changeable: boolean;
  changeRate: number;
  changeFee: number;
  changeRefundRate: number;
  changeRefundFee: number;
  /** newFare − oldFare. */
  priceDiff: number;
  direction: ChangeDirection;
  /** What the traveller pays: the dearer part, if any, plus the change fee. */
  payAmount: number;
  /** What the traveller gets back: the cheaper part, if any, minus the change refund fee. */
  refundAmount: number;
}

/** Rounds `units` (where `unitsPerYuan` make one yuan) to ¥0.5 steps: below 0.25 down, 0.25–0.75 to 0.5, 0.75 up. */
function roundUnits(units: number, unitsPerYuan: number): number {
  const yuan = Math.floor(units / unitsPerYuan);
  const rest = units - yuan * unitsPerYuan;
  if (rest * 4 < unitsPerYuan) return yuan * 100;
  if (rest * 4 < unitsPerYuan * 3) return yuan * 100 + 50;
  return (yuan + 1) * 100;
}

/** A fee in whole fen rounded to ¥0.5 steps (x.24 → x.00, x.25 → x.50, x.74 → x.50, x.75 → x+1). */
export function roundFee(fen: number): number {
  assertFen('fen', fen);
  return roundUnits(fen, 100);
}

/** fare × rate, rounded to ¥0.5 from the exact product (fen × bp, 1,000,000 per yuan) so no float error creeps in. */
function rateFee(fare: number, rate: number): number {
  return roundUnits(fare * rate, 1_000_000);
}

/** A charged refund fee: rounded, at least the minimum, never more than the amount it is taken from. */
function refundFee(config: AfterSaleFeeConfig, amount: number, rate: number): number {
  if (rate === 0) return 0;
  return Math.min(amount, Math.max(rateFee(amount, rate), config.refundMinFee));
}

/** The rate of the highest tier that `msBefore` reaches (comparing in ms keeps the exact-hour boundaries exact). */
function tierRate(tiers: readonly FeeTier[], msBefore: number): number {
  let best: FeeTier | undefined;
  for (const t of tiers) if (msBefore >= t.fromHours * HOUR_MS && (!best || t.fromHours > best.fromHours)) best = t;
  if (!best) throw new Error(`No fee tier covers ${msBefore / HOUR_MS} h before departure`);
  return best.rate;
}

/** True when a change made at `changeAt` was under 8 days before the original departure. */
export function changedInsideEightDays(changeAt: Date, originalDepartureAt: Date): boolean {
  return originalDepartureAt.getTime() - changeAt.getTime() < EIGHT_DAYS_HOURS * HOUR_MS;
}

/** True when the China-local date of departure lies in a configured spring-festival window. */
export function isSpringFestival(config: AfterSaleFeeConfig, departureAt: Date): boolean {
  const day = new Date(departureAt.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
  return config.springFestivalWindows.some((w) => w.from <= day && day <= w.to);
}

/** The refund rate and its reason; special rules only ever make a refund dearer, so the strictest rate wins. */
function refundRate(config: AfterSaleFeeConfig, departureAt: Date, msBefore: number, changedInside: boolean): { rate: number; rule: RefundRule } {
  const base = tierRate(config.refundTiers, msBefore);
  let best: { rate: number; rule: RefundRule } = { rate: base, rule: base === 0 ? 'FREE' : 'TIER' };
  if (changedInside && msBefore >= EIGHT_DAYS_HOURS * HOUR_MS && config.eightDayKeptRate > best.rate) {
    best = { rate: config.eightDayKeptRate, rule: 'EIGHT_DAY_KEPT' };
  }
  if (isSpringFestival(config, departureAt) && config.springFestivalRate >= best.rate && config.springFestivalRate > 0) {
    best = { rate: config.springFestivalRate, rule: 'SPRING_FESTIVAL' };
  }
  return best;
}

export function refundQuote(config: AfterSaleFeeConfig, input: RefundInput): RefundQuote {
  assertFen('fare', input.fare);
  const msBefore = msBetween(input.now, input.departureAt);
  const hoursBefore = msBefore / HOUR_MS;
  if (msBefore <= 0) return { refundable: false, rate: 0, fee: 0, refundAmount: 0, rule: 'DEPARTED', hoursBefore };
  const { rate, rule } = refundRate(config, input.departureAt, msBefore, input.changedInsideEightDays ?? false);
  const fee = refundFee(config, input.fare, rate);
  return { refundable: true, rate, fee, refundAmount: input.fare - fee, rule, hoursBefore };
}

export function changeQuote(config: AfterSaleFeeConfig, input: ChangeInput): ChangeQuote {
  const { oldFare, newFare } = input;
  assertFen('oldFare', oldFare);
  assertFen('newFare', newFare);
  const msBefore = msBetween(input.now, input.originalDepartureAt);
  const priceDiff = newFare - oldFare;
  const direction: ChangeDirection = priceDiff > 0 ? 'PAY_MORE' : priceDiff < 0 ? 'REFUND_DIFFERENCE' : 'NONE';
  if (msBefore <= 0) {
    return { changeable: false, changeRate: 0, changeFee: 0, changeRefundRate: 0, changeRefundFee: 0, priceDiff, direction, payAmount: 0, refundAmount: 0 };
  }
  const changeRate = tierRate(config.changeTiers, msBefore);
  const changeFee = rateFee(Math.min(oldFare, newFare), changeRate);
  // The cheaper part is refunded like a ticket refunded at the time of the change, judged by the original departure.
  const refundPart = Math.max(0, -priceDiff);
  const changeRefundRate = refundPart > 0 ? refundRate(config, input.originalDepartureAt, msBefore, false).rate : 0;
  const changeRefundFee = refundFee(config, refundPart, changeRefundRate);
  return {
    changeable: true,
    changeRate,
    changeFee,
    changeRefundRate,
    changeRefundFee,
    priceDiff,
    direction,
    payAmount: Math.max(0, priceDiff) + changeFee,
    refundAmount: refundPart - changeRefundFee,
  };
}

function assertFen(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole, non-negative number of fen, got ${value}`);
}

function msBetween(now: Date, departureAt: Date): number {
  const ms = departureAt.getTime() - now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('now and departure must be valid dates');
  return ms;
}

// ---- configuration from the environment ----

export type AfterSaleFeeEnv = Record<string, string | undefined>;

/** Reads the optional TRAIN_* variables over the defaults; a bad value throws at start-up rather than mis-charging later. */
export function loadAfterSaleFeeConfig(env: AfterSaleFeeEnv): AfterSaleFeeConfig {
  const d = DEFAULT_AFTER_SALE_FEE_CONFIG;
  return {
    refundTiers: read(env, 'TRAIN_REFUND_TIERS', parseTiers) ?? d.refundTiers,
    changeTiers: read(env, 'TRAIN_CHANGE_TIERS', parseTiers) ?? d.changeTiers,
    refundMinFee: read(env, 'TRAIN_REFUND_MIN_FEE', parseFen) ?? d.refundMinFee,
    eightDayKeptRate: read(env, 'TRAIN_EIGHT_DAY_KEPT_RATE', parseRate) ?? d.eightDayKeptRate,
    springFestivalRate: read(env, 'TRAIN_SPRING_FESTIVAL_RATE', parseRate) ?? d.springFestivalRate,
    springFestivalWindows: read(env, 'TRAIN_SPRING_FESTIVAL_WINDOWS', parseWindows) ?? d.springFestivalWindows,
  };
}

/** Unset or blank means "use the default"; a parser returns a message when the value is wrong. */
function read<T>(env: AfterSaleFeeEnv, name: string, parse: (raw: string) => T | string): T | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const parsed = parse(raw);
  if (typeof parsed === 'string') throw new Error(`Invalid ${name}="${raw}": ${parsed}`);
  return parsed;
}

const INTEGER = /^\d+$/;

function parseFen(raw: string): number | string {
  return INTEGER.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : 'expected a whole number of fen, e.g. 200';
}

function parseRate(raw: string): number | string {
  return INTEGER.test(raw) && Number(raw) <= 10_000 ? Number(raw) : 'expected basis points from 0 to 10000, e.g. 2000 for 20%';
}

function parseTiers(raw: string): FeeTier[] | string {
  const usage = 'expected "hours:basisPoints,..." with a 0-hour tier, e.g. "192:0,48:500,24:1000,0:2000"';
  const tiers: FeeTier[] = [];
  for (const part of raw.split(',')) {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(part);
    if (!m) return usage;
    const fromHours = Number(m[1]);
    const rate = Number(m[2]);
    if (rate > 10_000) return `rate ${rate} is above 10000 basis points`;
    if (tiers.some((t) => t.fromHours === fromHours)) return `${fromHours} hours is given twice`;
    tiers.push({ fromHours, rate });
  }
  // Without a 0-hour tier some time before departure would have no rate.
  if (!tiers.some((t) => t.fromHours === 0)) return usage;
  return tiers.sort((a, b) => b.fromHours - a.fromHours);
}

function parseWindows(raw: string): DateWindow[] | string {
  const windows: DateWindow[] = [];
  for (const part of raw.split(',')) {
    const m = /^\s*(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})\s*$/.exec(part);
    if (!m || !isCalendarDate(m[1]!) || !isCalendarDate(m[2]!)) return 'expected "YYYY-MM-DD..YYYY-MM-DD,...", e.g. "2024-12-31..2025-03-08"';
    if (m[1]! > m[2]!) return `window ${m[1]}..${m[2]} ends before it starts`;
    windows.push({ from: m[1]!, to: m[2]! });
  }
  return windows;
}

/** Rejects dates such as 2025-02-30 that Date would silently roll over. */
function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
