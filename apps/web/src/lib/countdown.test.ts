import { describe, expect, it } from 'vitest';
import { countdown, countdownKey } from './countdown';

const now = Date.parse('2026-03-01T08:00:00Z');

describe('countdown', () => {
  it('splits the remaining time and rates its urgency', () => {
    expect(countdown('2026-03-03T11:30:00Z', now)).toEqual({ overdue: false, days: 2, hours: 3, minutes: 30, urgency: 'calm' });
    expect(countdown('2026-03-01T20:00:00Z', now)).toMatchObject({ days: 0, hours: 12, urgency: 'soon' });
    expect(countdown('2026-03-01T09:15:00Z', now)).toMatchObject({ hours: 1, minutes: 15, urgency: 'urgent' });
  });

  it('rounds a part-minute left up, so a live deadline never shows 0 min', () => {
    expect(countdown('2026-03-01T08:00:20Z', now)).toMatchObject({ overdue: false, minutes: 1 });
  });

  it('counts overdue time', () => {
    expect(countdown('2026-03-01T05:59:00Z', now)).toEqual({ overdue: true, days: 0, hours: 2, minutes: 1, urgency: 'overdue' });
    expect(countdown(new Date(now), new Date(now)).overdue).toBe(true);
  });

  it('names the two largest parts', () => {
    expect(countdownKey(countdown('2026-03-03T11:30:00Z', now))).toEqual({ key: 'dh', params: { days: 2, hours: 3 } });
    expect(countdownKey(countdown('2026-03-01T09:15:00Z', now))).toEqual({ key: 'hm', params: { hours: 1, minutes: 15 } });
    expect(countdownKey(countdown('2026-03-01T08:05:00Z', now))).toEqual({ key: 'm', params: { minutes: 5 } });
  });
});
