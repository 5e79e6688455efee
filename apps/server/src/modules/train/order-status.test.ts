import { describe, expect, it } from 'vitest';
import { TRAIN_ORDER_STATUSES, TRAIN_TICKET_STATUSES } from '@travel/contracts/train/statuses';
import { AppError } from '../../platform/errors';
import { nextOrderStatus, nextTicketStatus, ORDER_TRANSITIONS, orderCan, TICKET_TRANSITIONS, ticketCan } from './order-status';

describe('train order and ticket status machines', () => {
  it("use only the spec's status names, and every status but the ends can be reached", () => {
    for (const t of ORDER_TRANSITIONS) expect(TRAIN_ORDER_STATUSES).toEqual(expect.arrayContaining([t.from, t.to]));
    for (const t of TICKET_TRANSITIONS) expect(TRAIN_TICKET_STATUSES).toEqual(expect.arrayContaining([t.from, t.to]));
    const reachedOrders = new Set(['BOOKING', ...ORDER_TRANSITIONS.map((t) => t.to)]);
    expect([...reachedOrders].sort()).toEqual([...TRAIN_ORDER_STATUSES].sort());
    const reachedTickets = new Set(['NON_ISSUE', ...TICKET_TRANSITIONS.map((t) => t.to)]);
    expect([...reachedTickets].sort()).toEqual([...TRAIN_TICKET_STATUSES].sort());
  });

  it('takes an order from booking through payment to issued', () => {
    const held = nextOrderStatus('BOOKING', 'SEATS_HELD');
    const paid = nextOrderStatus(held, 'PAY');
    expect([held, paid, nextOrderStatus(paid, 'ISSUE_OK')]).toEqual(['WAIT_PAY', 'ISSUING', 'ISSUED']);
    expect(nextOrderStatus('WAIT_PAY', 'PAY_TIMEOUT')).toBe('CANCELED');
  });

  it('refuses moves the table does not name', () => {
    expect(orderCan('ISSUED', 'CANCEL')).toBe(false);
    expect(orderCan('CANCELED', 'PAY')).toBe(false);
    expect(() => nextOrderStatus('ISSUED', 'PAY')).toThrow(AppError);
    expect(ticketCan('CHANGED', 'APPLY_REFUND')).toBe(false);
    expect(ticketCan('REFUND_APPLYING', 'APPLY_CHANGE')).toBe(false);
    expect(nextTicketStatus('GOT', 'APPLY_REFUND')).toBe('REFUND_APPLYING');
  });
});
