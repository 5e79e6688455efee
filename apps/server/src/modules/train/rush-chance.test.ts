import { describe, expect, it } from 'vitest';
import { levelOf, limitTimeChoices, rushBlock, rushChance } from './rush-chance';

const HOUR = 3_600_000;

describe('rush chance (spec: seat availability LOW, MID, HIGH, FULL)', () => {
  it('ranks percents into levels: 70 and over high, 40 and over medium, else low', () => {
    expect([0, 39, 40, 69, 70, 100].map(levelOf)).toEqual(['LOW', 'LOW', 'MID', 'MID', 'HIGH', 'HIGH']);
  });

  it('is high with nobody ahead, falls as passengers wait ahead, and never leaves 5..95', () => {
    const none = rushChance({ ahead: 0, passengers: 1, capacity: 30, daysToDeparture: 3 });
    expect(none).toEqual({ chance: 'HIGH', percent: 93 });
    const half = rushChance({ ahead: 15, passengers: 1, capacity: 30, daysToDeparture: 3 });
    expect(half.chance).toBe('MID');
    expect(half.percent).toBeLessThan(none.percent);
    const crowded = rushChance({ ahead: 28, passengers: 2, capacity: 30, daysToDeparture: 0 });
    expect(crowded.chance).toBe('LOW');
    expect(crowded.percent).toBeGreaterThanOrEqual(5);
    expect(rushChance({ ahead: 0, passengers: 1, capacity: 30, daysToDeparture: 40 }).percent).toBeLessThanOrEqual(95);
  });

  it('more days before departure raise the chance, up to five points', () => {
    const at = (days: number) => rushChance({ ahead: 10, passengers: 1, capacity: 30, daysToDeparture: days }).percent;
    expect(at(0)).toBeLessThan(at(2));
    expect(at(5)).toBe(at(12));
  });

  it('is FULL (0 percent) once the waiting passengers would pass the capacity, not before', () => {
    expect(rushChance({ ahead: 29, passengers: 1, capacity: 30, daysToDeparture: 3 }).chance).not.toBe('FULL');
    expect(rushChance({ ahead: 29, passengers: 2, capacity: 30, daysToDeparture: 3 })).toEqual({ chance: 'FULL', percent: 0 });
    expect(rushChance({ ahead: 1, passengers: 1, capacity: 1, daysToDeparture: 3 })).toEqual({ chance: 'FULL', percent: 0 });
  });
});

describe('whether a new rush may wait for an option', () => {
  const now = Date.parse('2026-06-01T08:00:00+08:00');
  const section = { saleStatus: 'onSale', departureMs: now + 48 * HOUR };
  it('takes only a sold-out class on sale that is not FULL and not gone', () => {
    expect(rushBlock(section, 0, 'HIGH', now)).toBeNull();
    expect(rushBlock(section, 3, 'HIGH', now)).toBe('ON_SALE');
    expect(rushBlock(section, 0, 'FULL', now)).toBe('FULL');
    expect(rushBlock({ ...section, saleStatus: 'presale' }, 0, 'HIGH', now)).toBe('NOT_ON_SALE');
    expect(rushBlock({ ...section, departureMs: now }, 0, 'HIGH', now)).toBe('DEPARTED');
    expect(rushBlock(null, 0, 'HIGH', now)).toBe('DEPARTED');
  });
});

describe('limit time choices', () => {
  const now = Date.parse('2026-06-01T08:00:00+08:00');

  it('offers each LIMIT_HOURS before a far departure, latest last', () => {
    const dep = now + 72 * HOUR;
    const list = limitTimeChoices(dep, 30, now);
    expect(list.map((c) => c.hoursBeforeDeparture)).toEqual([48, 24, 12, 6, 2, 1]);
    expect(list.map((c) => c.limitTime.getTime())).toEqual([48, 24, 12, 6, 2, 1].map((h) => dep - h * HOUR));
  });

  it('never runs past the sale close, and keeps one choice per instant', () => {
    const dep = now + 72 * HOUR;
    // A 3-hour sale close: 2 h and 1 h before departure both fall to the close, once.
    const list = limitTimeChoices(dep, 180, now);
    const close = dep - 180 * 60_000;
    expect(list.every((c) => c.limitTime.getTime() <= close)).toBe(true);
    expect(list.map((c) => c.hoursBeforeDeparture)).toEqual([48, 24, 12, 6, 2]);
    expect(list.at(-1)!.limitTime.getTime()).toBe(close);
    expect(new Set(list.map((c) => c.limitTime.getTime())).size).toBe(list.length);
  });

  it('drops deadlines already past or within ten minutes', () => {
    const dep = now + 5 * HOUR;
    expect(limitTimeChoices(dep, 30, now).map((c) => c.hoursBeforeDeparture)).toEqual([2, 1]);
    expect(limitTimeChoices(now + 70 * 60_000, 30, now)).toEqual([]);
  });
});
