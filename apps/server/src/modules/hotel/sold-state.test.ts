import { describe, expect, it } from 'vitest';
import { nights, offer } from './rate-plan-fixtures';
import { lastCount, roomShortage, soldState } from './sold-state';

const stay = { nights: 2, guests: 2, roomNum: 1 };
const checkin = '2026-12-01';

describe('sold state', () => {
  it('is CAN_BOOK when every night has a room and the stay fits the plan', () => {
    expect(soldState(offer(), stay)).toBe('CAN_BOOK');
  });

  it('is NOT_BOOK for a stay shorter than the minimum stay', () => {
    expect(soldState(offer({ minStay: 3 }), stay)).toBe('NOT_BOOK');
    expect(soldState(offer({ minStay: 2 }), stay)).toBe('CAN_BOOK');
  });

  it('is NOT_BOOK when arrival is closed on the check-in date, not on a later night', () => {
    const closedFirst = nights(checkin, [500, 500]).map((n, i) => ({ ...n, closedToArrival: i === 0 }));
    const closedLater = nights(checkin, [500, 500]).map((n, i) => ({ ...n, closedToArrival: i === 1 }));
    expect(soldState(offer({ nights: closedFirst }), stay)).toBe('NOT_BOOK');
    expect(soldState(offer({ nights: closedLater }), stay)).toBe('CAN_BOOK');
  });

  it('is NOT_BOOK for more guests (adults and children) than the plan takes', () => {
    expect(soldState(offer({ maxGuests: 2 }), { ...stay, guests: 3 })).toBe('NOT_BOOK');
  });

  it('is FULL when no night has a room, PART_FULL when some nights are full', () => {
    expect(soldState(offer({ nights: nights(checkin, [500, 500], [0, 0]) }), stay)).toBe('FULL');
    expect(soldState(offer({ nights: nights(checkin, [500, 500], [2, 0]) }), stay)).toBe('PART_FULL');
  });

  it('NOT_BOOK wins over FULL: a plan that cannot be sold to the stay is not merely full', () => {
    expect(soldState(offer({ minStay: 5, nights: nights(checkin, [500, 500], [0, 0]) }), stay)).toBe('NOT_BOOK');
  });

  it('counts the fewest rooms left over the nights and flags 1 to 3 as a shortage', () => {
    const plan = offer({ nights: nights(checkin, [500, 500, 500], [7, 2, 4]) });
    expect(lastCount(plan)).toBe(2);
    expect([0, 1, 3, 4].map(roomShortage)).toEqual([false, true, true, false]);
  });
});
