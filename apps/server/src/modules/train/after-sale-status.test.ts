import { describe, expect, it } from 'vitest';
import { afterSaleOrderEvent } from './after-sale-status';

describe('what an order becomes once its tickets settle', () => {
  const booked = (status: Parameters<typeof afterSaleOrderEvent>[1][number]['status']) => ({ status, madeByChange: false });
  const made = (status: Parameters<typeof afterSaleOrderEvent>[1][number]['status']) => ({ status, madeByChange: true });

  it('is changed when every ticket the booking issued was changed and the tickets the changes made are issued', () => {
    expect(afterSaleOrderEvent('ISSUED', [booked('CHANGED'), made('ISSUED')])).toBe('ALL_CHANGED');
    expect(afterSaleOrderEvent('ISSUED', [booked('CHANGED'), booked('CHANGED'), made('ISSUED'), made('CANCELED'), made('ISSUED')])).toBe('ALL_CHANGED');
    // One booked ticket not changed, or a new ticket not issued yet: not yet.
    expect(afterSaleOrderEvent('ISSUED', [booked('CHANGED'), booked('ISSUED'), made('ISSUED')])).toBeNull();
    expect(afterSaleOrderEvent('ISSUED', [booked('CHANGE_APPLYING'), made('NON_ISSUE')])).toBeNull();
  });

  it('is refunded when every current ticket is, the tickets a change made included', () => {
    expect(afterSaleOrderEvent('CHANGED', [booked('CHANGED'), made('REFUNDED')])).toBe('ALL_REFUNDED');
    expect(afterSaleOrderEvent('ISSUED', [booked('REFUNDED'), booked('CHANGED'), made('ISSUED')])).toBeNull();
    expect(afterSaleOrderEvent('REFUNDED', [booked('REFUNDED')])).toBeNull();
  });
});
