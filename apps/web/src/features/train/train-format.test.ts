import { describe, expect, it } from 'vitest';
import { addDays, clockTime, durationParts, neighbourDates, railDate, seatRemainKind } from './train-format';

describe('train formatting', () => {
  it("reads the railway's clock time and date from the instant, whatever the browser's zone", () => {
    expect(clockTime('2026-11-25T06:13:00+08:00')).toBe('06:13');
    expect(railDate('2026-11-26T03:10:00+08:00')).toBe('2026-11-26');
  });

  it('splits durations into hours and minutes', () => {
    expect(durationParts(366)).toEqual({ h: 6, m: 6 });
    expect(durationParts(45)).toEqual({ h: 0, m: 45 });
  });

  it('reads remaining places as plenty, none or a number', () => {
    expect(seatRemainKind(99)).toBe('plenty');
    expect(seatRemainKind(990)).toBe('plenty');
    expect(seatRemainKind(98)).toBe('count');
    expect(seatRemainKind(1)).toBe('count');
    expect(seatRemainKind(0)).toBe('none');
    expect(seatRemainKind(-1)).toBe('none');
  });

  it('steps through the bookable dates only', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    const bookable = ['2026-11-22', '2026-11-23', '2026-11-24'];
    expect(neighbourDates('2026-11-23', bookable)).toEqual({ previous: '2026-11-22', next: '2026-11-24' });
    expect(neighbourDates('2026-11-22', bookable)).toEqual({ previous: null, next: '2026-11-23' });
    expect(neighbourDates('2026-11-24', bookable)).toEqual({ previous: '2026-11-23', next: null });
  });
});
