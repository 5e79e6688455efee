import type { RailSaleCalendar, SaleStatus } from '../../modules/train/rail-port';
import type { Clock } from '../../platform/clock';
import type { RailConfig } from './rail-config';
import { addDays, clockTime, daysBetween, isoLocal, localDate, localInstant } from './rail-time';

export type WindowConfig = Pick<RailConfig, 'saleDays' | 'presaleDays' | 'saleCloseMinutes' | 'saleOpenMinute' | 'nightClosed'>;

const DAY_MS = 86_400_000;
/** Minutes after local (UTC+8) midnight of an instant. */
const localMinute = (nowMs: number) => Math.floor((((nowMs + 8 * 3600_000) % DAY_MS) + DAY_MS) % DAY_MS / 60_000);

/** Whether the railway is in its nightly closed hours at this instant (end exclusive; the window may wrap midnight). */
export function isNightClosed(nowMs: number, config: Pick<RailConfig, 'nightClosed'>): boolean {
  const night = config.nightClosed;
  if (!night) return false;
  const m = localMinute(nowMs);
  return night.begin < night.end ? m >= night.begin && m < night.end : m >= night.begin || m < night.end;
}

/** The instant the railway sells again after its nightly close; the instant itself when it sells then. */
export function sellingFrom(instantMs: number, config: Pick<RailConfig, 'nightClosed'>): number {
  const night = config.nightClosed;
  if (!night || !isNightClosed(instantMs, config)) return instantMs;
  const date = localDate(instantMs);
  const end = localInstant(date, night.end);
  return end > instantMs ? end : localInstant(addDays(date, 1), night.end);
}

/** How many days ahead of today the newest date on sale is: the window's last date opens at the sale-open time. */
function lastOnSaleAhead(nowMs: number, config: WindowConfig): number {
  const newest = config.saleDays - 1;
  return newest > 0 && localMinute(nowMs) < config.saleOpenMinute ? newest - 1 : newest;
}

/** The sale and presale dates as of the clock's now: nothing is stored, so moving the clock moves the window. */
export function saleCalendar(clock: Clock, config: WindowConfig): RailSaleCalendar {
  const nowMs = clock.nowMs();
  const today = localDate(nowMs);
  const last = lastOnSaleAhead(nowMs, config);
  const selling = !isNightClosed(nowMs, config);
  return {
    today,
    saleDateList: Array.from({ length: last + 1 }, (_, i) => addDays(today, i)),
    preSaleDateList: Array.from({ length: config.presaleDays }, (_, i) => addDays(today, last + 1 + i)),
    saleCloseMinutes: config.saleCloseMinutes,
    saleOpenTime: clockTime(config.saleOpenMinute),
    nightClosed: config.nightClosed ? { begin: clockTime(config.nightClosed.begin), end: clockTime(config.nightClosed.end) } : null,
    selling,
    sellingResumesAt: selling ? null : isoLocal(sellingFrom(nowMs, config)),
  };
}

/**
 * Whether a section can be sold now: its boarding date must be in the sale window and the clock before the close
 * (saleCloseMinutes before departure from the boarding station); dates after the window are presale. The nightly
 * close does not change a date's status: the railway takes no hold then (NOT_SELLING).
 */
export function saleStatus(nowMs: number, today: string, departureDate: string, departureMs: number, config: WindowConfig): SaleStatus {
  const ahead = daysBetween(today, departureDate);
  const last = lastOnSaleAhead(nowMs, config);
  if (ahead < 0) return 'outOfRange';
  if (ahead <= last) return nowMs < saleCloseAt(departureMs, config) ? 'onSale' : 'closed';
  if (ahead <= last + config.presaleDays) return 'presale';
  return 'outOfRange';
}

/** When a boarding date opens for sale: its first sale day at the sale-open time, or the end of that night's close. */
export function saleOpensAt(departureDate: string, config: WindowConfig): number {
  return sellingFrom(localInstant(addDays(departureDate, -(config.saleDays - 1)), config.saleOpenMinute), config);
}

export function saleCloseAt(departureMs: number, config: Pick<RailConfig, 'saleCloseMinutes'>): number {
  return departureMs - config.saleCloseMinutes * 60_000;
}
