import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@travel/contracts/train/order';
import { absMoney, afterChange, beforeChange, directionOf, quoteSecondsLeft, refundPathOf, settlementOf, tripRole } from './change-logic';

type Trip = OrderDetail['tripList'][number];
type Ticket = Trip['ticketList'][number];
const cny = (amount: number) => ({ amount, currency: 'CNY' });

const ticket = (ticketId: string, ticketStatus: Ticket['ticketStatus'], beforeChangeTicketId: string | null = null): Ticket => ({
  ticketId,
  tripIndex: 1,
  passengerIndex: 1,
  ticketStatus,
  ticketNo: null,
  beforeChangeTicketId,
  seatClass: 'SECOND',
  coachNo: null,
  seatNo: null,
  berth: null,
  ticketPrice: cny(100),
  serviceFee: cny(0),
  totalPrice: cny(100),
  canRefund: false,
  canChange: false,
});
const trip = (tickets: Ticket[], changeId: string | null = null) => ({ ticketList: tickets, changeId }) as unknown as Trip;

describe('change logic', () => {
  it('labels a price difference by its sign', () => {
    expect(directionOf(1500)).toBe('PAY_MORE');
    expect(directionOf(-1)).toBe('REFUND_DIFFERENCE');
    expect(directionOf(0)).toBe('NONE');
    expect(absMoney(cny(-2350))).toEqual(cny(2350));
  });

  it('says what finally moves', () => {
    expect(settlementOf({ payAmount: cny(300), refundAmount: cny(0) })).toEqual({ kind: 'PAY', amount: cny(300) });
    expect(settlementOf({ payAmount: cny(0), refundAmount: cny(900) })).toEqual({ kind: 'REFUND', amount: cny(900) });
    expect(settlementOf({ payAmount: cny(0), refundAmount: cny(0) }).kind).toBe('NONE');
  });

  it('counts a quote down', () => {
    expect(quoteSecondsLeft('2030-01-01T00:10:00Z', Date.parse('2030-01-01T00:00:00Z'))).toBe(600);
    expect(quoteSecondsLeft('2030-01-01T00:10:00Z', Date.parse('2030-01-01T00:11:00Z'))).toBe(0);
  });

  it('tells the original trip (tickets with a before-change ticket id, spec 4) from the trip a change made', () => {
    // B was changed to C (completed); a first change of B, to D, was cancelled; E is on a trip no change touched.
    const original = trip([ticket('A', 'REFUNDED'), ticket('B', 'CHANGED', 'C')]);
    const made = trip([ticket('C', 'ISSUED')], 'C2');
    const lapsed = trip([ticket('D', 'CANCELED')], 'C1');
    const plain = trip([ticket('E', 'ISSUED')]);
    expect(tripRole(original)).toBe('ORIGINAL');
    expect(tripRole(made)).toBe('NEW');
    expect(tripRole(lapsed)).toBe('CANCELED');
    expect(tripRole(plain)).toBe(null);
    // While a change is pending the replaced ticket already carries the id: its trip is the original one.
    expect(tripRole(trip([ticket('F', 'CHANGE_APPLYING', 'G')]))).toBe('ORIGINAL');
    expect(tripRole(trip([ticket('G', 'NON_ISSUE')], 'C3'))).toBe('NEW');
    const order = { tripList: [original, lapsed, made, plain] };
    expect(beforeChange(order, made.ticketList[0]!)?.ticket.ticketId).toBe('B');
    expect(beforeChange(order, made.ticketList[0]!)?.trip).toBe(original);
    expect(beforeChange(order, lapsed.ticketList[0]!)).toBe(null);
    expect(afterChange(order, original.ticketList[1]!)?.ticket.ticketId).toBe('C');
    expect(afterChange(order, original.ticketList[1]!)?.trip).toBe(made);
    expect(afterChange(order, original.ticketList[0]!)).toBe(null);
    expect(afterChange(order, plain.ticketList[0]!)).toBe(null);
  });

  it('sends a refused change to the refund hand-off', () => {
    expect(refundPathOf({ orderId: 'T1', refundPath: 'itrain/refund/apply?orderId=T1&fromChangeApply=1' }, 'T1')).toBe('/itrain/refund/apply?orderId=T1&fromChangeApply=1');
    expect(refundPathOf(null, 'T 2')).toBe('/itrain/refund/apply?orderId=T%202&fromChangeApply=1');
  });
});
