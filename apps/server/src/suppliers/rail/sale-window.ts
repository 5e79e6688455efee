import type { RailSaleCalendar, SaleStatus } from '../../modules/train/rail-port';
import type { Clock } from '../../platform/clock';
import type { RailConfig } from './rail-config';
import { addDays, daysBetween, localDate } from './rail-time';

type WindowConfig = Pick<RailConfig, 'saleDays' | 'presaleDays' | 'saleCloseMinutes'>;

/** The sale and presale dates as of the clock's today: nothing is stored, so moving the clock moves the window. */
export function saleCalendar(clock: Clock, config: WindowConfig): RailSaleCalendar {
  const today = localDate(clock.nowMs());
  return {
    today,
    saleDateList: Array.from({ length: config.saleDays }, (_, i) => addDays(today, i)),
    preSaleDateList: Array.from({ length: config.presaleDays }, (_, i) => addDays(today, config.saleDays + i)),
    saleCloseMinutes: config.saleCloseMinutes,
  };
}

/**
 * Whether a section can be sold now: its boarding date must be in the sale window and the clock before the close
 * (saleCloseMinutes before departure from the boarding station); dates after the window are presale.
 */
export function saleStatus(nowMs: number, today: string, departureDate: string, departureMs: number, config: WindowConfig): SaleStatus {
  const ahead = daysBetween(today, departureDate);
  if (ahead < 0) return 'outOfRange';
  if (ahead < config.saleDays) return nowMs < saleCloseAt(departureMs, config) ? 'onSale' : 'closed';
  if (ahead < config.saleDays + config.presaleDays) return 'presale';
  return 'outOfRange';
}

export function saleCloseAt(departureMs: number, config: Pick<RailConfig, 'saleCloseMinutes'>): number {
  return departureMs - config.saleCloseMinutes * 60_000;
}
