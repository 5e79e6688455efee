import { describe, expect, it } from 'vitest';
import { quoteHoldLeft, selectionKey, ticketsWhere } from './after-sale-logic';

describe('quote countdown', () => {
  const received = Date.parse('2026-03-01T10:00:00Z');
  it('counts the seconds the server gave down from when the quote arrived, never below zero', () => {
    expect(quoteHoldLeft(600, received, received)).toBe(600);
    expect(quoteHoldLeft(600, received, received + 61_500)).toBe(539);
    expect(quoteHoldLeft(600, received, received + 11 * 60_000)).toBe(0);
  });
});

describe('tickets', () => {
  it('keys a selection whatever its order and repeats', () => {
    expect(selectionKey(['b', 'a', 'b'])).toEqual(['a', 'b']);
  });

  it('picks the tickets of every trip with their passengers', () => {
    const order = {
      tripList: [
        { passengerList: [{ passengerIndex: 1, name: 'A' }, { passengerIndex: 2, name: 'B' }], ticketList: [{ ticketId: 't1', passengerIndex: 1, canRefund: true }, { ticketId: 't2', passengerIndex: 2, canRefund: false }] },
        { passengerList: [{ passengerIndex: 1, name: 'A' }], ticketList: [{ ticketId: 't3', passengerIndex: 1, canRefund: true }] },
      ],
    } as unknown as Parameters<typeof ticketsWhere>[0];
    const picked = ticketsWhere(order, (ticket) => ticket.canRefund);
    expect(picked.map((p) => [p.ticket.ticketId, p.passenger?.name])).toEqual([
      ['t1', 'A'],
      ['t3', 'A'],
    ]);
  });
});
