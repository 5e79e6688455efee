import { describe, expect, it } from 'vitest';
import { localDateHour } from './dates';

function direct(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

describe('localDateHour', () => {
  it('answers what formatting the instant would, minute by minute, across offsets of quarter and half hours and DST changes', () => {
    const zones = ['Asia/Shanghai', 'Asia/Kathmandu', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/New_York', 'Europe/Berlin', 'Pacific/Chatham'];
    // Around New York's and Berlin's spring change, Lord Howe's half-hour autumn change, and a New Year.
    const starts = [Date.UTC(2026, 2, 8, 5), Date.UTC(2026, 2, 29, 0), Date.UTC(2026, 3, 4, 13), Date.UTC(2026, 11, 31, 14)];
    for (const zone of zones) {
      for (const start of starts) {
        for (let ms = start; ms < start + 4 * 3_600_000; ms += 60_000 + 7_000) expect(localDateHour(ms, zone), `${zone} ${new Date(ms).toISOString()}`).toEqual(direct(ms, zone));
      }
    }
  });
});
