import type { Money } from '@travel/contracts/platform/envelope';
import type { CancelRule, PenaltyTier } from '../../modules/hotel/hotel-port';
import { addDays } from '../../platform/dates';
import type { CancelDef } from './rate-plans';
import { localInstant } from './stay-dates';

export interface StayMoney {
  currency: string;
  /** the first night of all rooms */
  firstNight: number;
  /** the whole stay of all rooms */
  total: number;
}

// A hotel's plans share a handful of deadlines per stay: each is worked out once (bounded, as dates and zones are).
const instants = new Map<string, string>();
function at(checkin: string, daysBefore: number, time: string, tz: string): string {
  const key = `${checkin}|${daysBefore}|${time}|${tz}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= 50_000) instants.clear();
    instant = localInstant(addDays(checkin, -daysBefore), time, tz);
    instants.set(key, instant);
  }
  return instant;
}

function tierAmount(kind: PenaltyTier['kind'], value: number, money: StayMoney): Money {
  const amount = kind === 'FIRST_NIGHT' ? money.firstNight : kind === 'PERCENT' ? Math.round((money.total * value) / 100) : Math.min(value, money.total);
  return { amount, currency: money.currency };
}

/** A plan's cancel rule for one stay: deadlines as instants in the hotel's zone, penalties as amounts. */
export function resolveCancel(def: CancelDef, checkinDate: string, timeZone: string, money: StayMoney): CancelRule {
  if (def.type === 'NONE') return { type: 'NO_CANCEL' };
  if (def.type === 'FREE') return { type: 'FREE_CANCEL', freeCancelUntil: at(checkinDate, def.daysBefore, def.time, timeZone) };
  return {
    type: 'CANCEL_AND_PENALTY',
    freeCancelUntil: def.free ? at(checkinDate, def.free.daysBefore, def.free.time, timeZone) : null,
    tiers: def.tiers.map((t) => ({ from: at(checkinDate, t.daysBefore, t.time, timeZone), kind: t.kind, value: t.value, amount: tierAmount(t.kind, t.value, money) })),
  };
}

/** What cancelling at `nowMs` costs under a resolved rule; null when it may not be cancelled. */
export function penaltyAt(rule: CancelRule, nowMs: number, money: StayMoney): Money | null {
  const zero = { amount: 0, currency: money.currency };
  if (rule.type === 'NO_CANCEL') return null;
  if (rule.type === 'FREE_CANCEL') return nowMs < Date.parse(rule.freeCancelUntil) ? zero : { amount: money.total, currency: money.currency };
  if (rule.freeCancelUntil && nowMs < Date.parse(rule.freeCancelUntil)) return zero;
  let due: Money = zero;
  for (const tier of rule.tiers) if (nowMs >= Date.parse(tier.from)) due = tier.amount;
  return due;
}
