import { describe, expect, it } from 'vitest';
import { Clock } from '../../platform/clock';
import { loadRailConfig } from './rail-config';
import { isNightClosed, saleCalendar, saleOpensAt, saleStatus, sellingFrom } from './sale-window';
import { isoLocal } from './rail-time';

const at = (iso: string) => Date.parse(iso);
/** A clock stopped at an instant (the real one moves by whole seconds from a moving now). */
const clockAt = (iso: string) => Object.assign(new Clock(), { nowMs: () => at(iso) });
const night = loadRailConfig({ RAIL_NIGHT_CLOSED: '23:00-06:00', RAIL_SALE_OPEN_TIME: '08:00' });
const open = loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' });

describe('the railway’s sale window rules', () => {
  it('reads the sale-open time and the nightly close from the environment, with the documented defaults', () => {
    const defaults = loadRailConfig({});
    expect(defaults.saleOpenMinute).toBe(0);
    expect(defaults.nightClosed).toEqual({ begin: 23 * 60, end: 6 * 60 });
    expect(open.nightClosed).toBeNull();
    expect(loadRailConfig({ RAIL_NIGHT_CLOSED: '01:00-05:30' }).nightClosed).toEqual({ begin: 60, end: 330 });
    expect(() => loadRailConfig({ RAIL_NIGHT_CLOSED: '23:00' })).toThrow(/RAIL_NIGHT_CLOSED/);
    expect(() => loadRailConfig({ RAIL_NIGHT_CLOSED: '06:00-06:00' })).toThrow(/RAIL_NIGHT_CLOSED/);
    expect(() => loadRailConfig({ RAIL_SALE_OPEN_TIME: '8:00' })).toThrow(/RAIL_SALE_OPEN_TIME/);
  });

  it('closes at night across midnight, the end excluded, in China time', () => {
    expect(isNightClosed(at('2026-06-01T22:59:59+08:00'), night)).toBe(false);
    expect(isNightClosed(at('2026-06-01T23:00:00+08:00'), night)).toBe(true);
    expect(isNightClosed(at('2026-06-02T03:00:00+08:00'), night)).toBe(true);
    expect(isNightClosed(at('2026-06-02T05:59:59+08:00'), night)).toBe(true);
    expect(isNightClosed(at('2026-06-02T06:00:00+08:00'), night)).toBe(false);
    expect(isNightClosed(at('2026-06-02T03:00:00+08:00'), open)).toBe(false);
    // A window inside one day.
    const day = loadRailConfig({ RAIL_NIGHT_CLOSED: '01:00-05:00' });
    expect([isNightClosed(at('2026-06-02T00:59:00+08:00'), day), isNightClosed(at('2026-06-02T01:00:00+08:00'), day), isNightClosed(at('2026-06-02T05:00:00+08:00'), day)]).toEqual([false, true, false]);
  });

  it('reopens at the end of the night: the same morning after midnight, the next morning before it', () => {
    expect(isoLocal(sellingFrom(at('2026-06-01T23:30:00+08:00'), night))).toBe('2026-06-02T06:00:00+08:00');
    expect(isoLocal(sellingFrom(at('2026-06-02T02:00:00+08:00'), night))).toBe('2026-06-02T06:00:00+08:00');
    expect(isoLocal(sellingFrom(at('2026-06-02T12:00:00+08:00'), night))).toBe('2026-06-02T12:00:00+08:00');
  });

  it('opens the window’s newest date at the sale-open time, and a presale date on its first sale day then', () => {
    const cfg = { ...night, saleDays: 15, presaleDays: 15 };
    const dep = at('2026-06-15T10:00:00+08:00');
    expect(saleStatus(at('2026-06-01T07:59:00+08:00'), '2026-06-01', '2026-06-15', dep, cfg)).toBe('presale');
    expect(saleStatus(at('2026-06-01T08:00:00+08:00'), '2026-06-01', '2026-06-15', dep, cfg)).toBe('onSale');
    expect(isoLocal(saleOpensAt('2026-06-15', cfg))).toBe('2026-06-01T08:00:00+08:00');
    // Opening at midnight falls in the nightly close: the date opens when the railway sells again.
    expect(isoLocal(saleOpensAt('2026-06-15', { ...cfg, saleOpenMinute: 0 }))).toBe('2026-06-01T06:00:00+08:00');
    expect(isoLocal(saleOpensAt('2026-06-15', { ...cfg, saleOpenMinute: 0, nightClosed: null }))).toBe('2026-06-01T00:00:00+08:00');
  });

  it('lists the dates on sale and in presale as of the clock, with the nightly state', () => {
    const before = saleCalendar(clockAt('2026-06-01T07:00:00+08:00'), night);
    expect([before.saleDateList.length, before.saleDateList.at(-1), before.preSaleDateList[0], before.preSaleDateList.length]).toEqual([14, '2026-06-14', '2026-06-15', 15]);
    expect([before.selling, before.sellingResumesAt, before.saleOpenTime, before.nightClosed]).toEqual([true, null, '08:00', { begin: '23:00', end: '06:00' }]);
    const after = saleCalendar(clockAt('2026-06-01T08:00:00+08:00'), night);
    expect([after.saleDateList.length, after.saleDateList.at(-1), after.preSaleDateList[0]]).toEqual([15, '2026-06-15', '2026-06-16']);
    const late = saleCalendar(clockAt('2026-06-01T23:10:00+08:00'), night);
    expect([late.selling, late.sellingResumesAt]).toEqual([false, '2026-06-02T06:00:00+08:00']);
  });
});
