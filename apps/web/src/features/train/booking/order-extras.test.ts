import { describe, expect, it } from 'vitest';
import { transferLegs } from './order-extras';

const seg = (segmentSeq: number | null, passengerIndex: number, ticketId: string) => ({
  segmentSeq,
  tripIndex: segmentSeq ?? 1,
  ticketId,
  passengerIndex,
  trainNo: 'G1',
  fromStationName: 'A',
  toStationName: 'B',
  departureTime: '2026-12-01T08:00:00+08:00',
  arrivalTime: '2026-12-01T10:00:00+08:00',
  coachNo: '01',
  seatNo: '01A',
  ticketStatus: 'ISSUED' as const,
});

describe('transferLegs', () => {
  it('orders a transfer by leg then passenger', () => {
    expect(transferLegs([seg(2, 1, 'c'), seg(1, 2, 'b'), seg(1, 1, 'a')]).map((s) => s.ticketId)).toEqual(['a', 'b', 'c']);
  });
  it('shows nothing for a direct order', () => {
    expect(transferLegs([seg(null, 1, 'a')])).toEqual([]);
  });
});
