import { describe, expect, it } from 'vitest';
import { addDays, chinaNow, clampStay, dateAllowed, isInternationalCity, nightsOf, stayBounds } from './stay-dates';

const at = (iso: string) => Date.parse(iso);

describe('stay dates', () => {
  it('counts nights', () => {
    expect(nightsOf('2031-06-30', '2031-07-02')).toBe(2);
    expect(nightsOf('2031-06-30', '2031-06-30')).toBe(0);
    expect(nightsOf(null, '2031-06-30')).toBe(0);
  });

  it('tells international cities by their id', () => {
    expect(isInternationalCity('156310000')).toBe(false);
    expect(isInternationalCity('392130000')).toBe(true);
    expect(isInternationalCity(null)).toBe(false);
  });

  it('reads the date and hour in China time', () => {
    expect(chinaNow(at('2031-06-30T17:30:00Z'))).toEqual({ today: '2031-07-01', hour: 1 });
  });

  it('allows yesterday before 5 am for international stays only', () => {
    const lateNight = at('2031-06-30T19:00:00Z'); // 03:00 on 1 July in China
    expect(stayBounds(lateNight, true)).toEqual({ min: '2031-06-30', max: addDays('2031-07-01', 180) });
    expect(stayBounds(lateNight, false).min).toBe('2031-07-01');
    expect(stayBounds(at('2031-06-30T22:00:00Z'), true).min).toBe('2031-07-01');
  });

  it('bounds check-in to the window and check-out to a day after it', () => {
    const b = { min: '2031-07-01', max: '2031-12-28' };
    expect(dateAllowed('2031-06-30', b, false)).toBe(false);
    expect(dateAllowed('2031-07-01', b, false)).toBe(true);
    expect(dateAllowed('2031-07-01', b, true)).toBe(false);
    expect(dateAllowed('2031-12-29', b, true)).toBe(true);
    expect(dateAllowed('2031-12-29', b, false)).toBe(false);
  });

  it('clamps a stay into the window, check-out after check-in, at most 90 nights', () => {
    const b = { min: '2031-07-01', max: '2031-12-28' };
    expect(clampStay(null, null, b)).toEqual({ checkin: '2031-07-01', checkout: '2031-07-02' });
    expect(clampStay('2031-06-01', '2031-06-03', b)).toEqual({ checkin: '2031-07-01', checkout: '2031-07-02' });
    expect(clampStay('2031-07-05', '2031-07-04', b)).toEqual({ checkin: '2031-07-05', checkout: '2031-07-06' });
    expect(clampStay('2031-07-05', '2031-12-01', b)).toEqual({ checkin: '2031-07-05', checkout: addDays('2031-07-05', 90) });
    expect(clampStay('2032-01-10', null, b)).toEqual({ checkin: '2031-12-28', checkout: '2031-12-29' });
  });
});
