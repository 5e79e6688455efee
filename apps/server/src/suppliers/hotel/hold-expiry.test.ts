import { describe, expect, it } from 'vitest';
import { holdExpiry } from './room-holds';

const limits = { holdMinutes: 30, maxHoldHours: 24 };
const now = Date.parse('2026-06-01T02:00:00Z');
const noShowAt = new Date('2026-06-10T15:59:00Z');

describe('how long the sandbox keeps an unconfirmed hold', () => {
  it('keeps the usual minutes unless asked for longer', () => {
    expect(holdExpiry(now, undefined, limits, noShowAt).getTime()).toBe(now + 30 * 60_000);
    expect(holdExpiry(now, new Date(now + 5 * 3_600_000).toISOString(), limits, noShowAt).getTime()).toBe(now + 5 * 3_600_000);
  });

  it('grants at most its maximum, never past the latest check-in, and never less than the usual minutes', () => {
    expect(holdExpiry(now, new Date(now + 72 * 3_600_000).toISOString(), limits, noShowAt).getTime()).toBe(now + 24 * 3_600_000);
    const tonight = new Date(now + 3 * 3_600_000);
    expect(holdExpiry(now, new Date(now + 24 * 3_600_000).toISOString(), limits, tonight).getTime()).toBe(tonight.getTime());
    expect(holdExpiry(now, new Date(now + 60_000).toISOString(), limits, noShowAt).getTime()).toBe(now + 30 * 60_000);
  });
});
