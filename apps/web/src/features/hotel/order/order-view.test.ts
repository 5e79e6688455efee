import { describe, expect, it } from 'vitest';
import { bookedByKey, guestsByRoom, isoDate, orderPollMs, payWayKey, stayNights, statusOfCode } from './order-view';

describe('a hotel order as its page shows it', () => {
  it('reads the orders’ YYYYMMDD dates and counts the nights, across months and years', () => {
    expect(isoDate('20310630')).toBe('2031-06-30');
    expect(stayNights('20310630', '20310702')).toBe(2);
    expect(stayNights('20311231', '20320101')).toBe(1);
    expect(stayNights('20310702', '20310630')).toBe(0);
    expect(stayNights('x', '20310630')).toBe(0);
  });

  it('groups the guests by room, in order', () => {
    const g = (roomIndex: number, guestIndex: number, name: string) => ({ roomIndex, guestIndex, name, source: 'SELF' as const });
    expect(guestsByRoom([g(2, 1, 'C'), g(1, 2, 'B'), g(1, 1, 'A')])).toEqual([
      { roomIndex: 1, guests: [g(1, 1, 'A'), g(1, 2, 'B')] },
      { roomIndex: 2, guests: [g(2, 1, 'C')] },
    ]);
    expect(guestsByRoom([])).toEqual([]);
  });

  it('names the pay way and who booked', () => {
    expect(payWayKey(1)).toBe('online');
    expect(payWayKey(14)).toBe('atHotel');
    expect([0, 6, 10].map((w) => payWayKey(w as 0 | 6 | 10))).toEqual(['company', 'company', 'company']);
    expect(bookedByKey(1)).toBe('member');
    expect(bookedByKey(2)).toBe('admin');
  });

  it('polls only while the order waits, fastest while the hotel confirms', () => {
    expect(orderPollMs('WAIT_CONFIRM')).toBe(2000);
    expect(orderPollMs('WAIT_PAY')).toBeGreaterThan(orderPollMs('WAIT_CONFIRM') as number);
    for (const s of ['CONFIRMED', 'CANCELED', 'CONFIRM_FAILED', 'CHECKED_OUT'] as const) expect(orderPollMs(s)).toBe(false);
    expect(orderPollMs(undefined)).toBe(false);
  });

  it('names the status codes of the order history', () => {
    expect(statusOfCode(1)).toBe('WAIT_PAY');
    expect(statusOfCode(7)).toBe('CANCELED');
    expect(statusOfCode(8)).toBe('CONFIRM_FAILED');
    expect(statusOfCode(99)).toBeNull();
  });
});
