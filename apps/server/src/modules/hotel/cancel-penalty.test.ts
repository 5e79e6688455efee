import { describe, expect, it } from 'vitest';
import { cancelQuote, type CancellableOrder } from './cancel-penalty';
import type { CancelRule } from './hotel-port';

const cny = (amount: number) => ({ amount, currency: 'CNY' });
const order = (cancelRule: CancelRule, extra: Partial<CancellableOrder> = {}): CancellableOrder => ({
  status: 'CONFIRMED',
  payWay: 1,
  cancelRule,
  totalAmount: 148000,
  roomNum: 2,
  firstNightPrice: 48000,
  ...extra,
});
const at = (iso: string) => new Date(iso);
const penaltyRule = (kind: 'FIRST_NIGHT' | 'PERCENT' | 'FIXED', value: number): CancelRule => ({
  type: 'CANCEL_AND_PENALTY',
  freeCancelUntil: '2030-03-08T12:00:00+08:00',
  tiers: [{ from: '2030-03-08T12:00:00+08:00', kind, value, amount: cny(0) }],
});

describe('cancelQuote', () => {
  it('is free before the deadline and the whole stay after a free-cancel deadline', () => {
    const free: CancelRule = { type: 'FREE_CANCEL', freeCancelUntil: '2030-03-09T18:00:00+08:00' };
    expect(cancelQuote(order(free), at('2030-03-09T09:59:00Z'))).toMatchObject({ canCancelType: 'YES', penalty: 0, refund: 148000 });
    expect(cancelQuote(order(free), at('2030-03-09T10:00:00Z'))).toMatchObject({ penalty: 148000, refund: 0 });
  });

  it("charges the check-in night's own price for a first-night penalty, not the average", () => {
    expect(cancelQuote(order(penaltyRule('FIRST_NIGHT', 0)), at('2030-03-08T05:00:00Z'))).toMatchObject({ penalty: 96000, refund: 52000 });
    expect(cancelQuote(order(penaltyRule('FIRST_NIGHT', 0)), at('2030-03-08T03:00:00Z'))).toMatchObject({ penalty: 0 });
  });

  it('caps a percentage and a fixed amount at what was paid', () => {
    expect(cancelQuote(order(penaltyRule('PERCENT', 30)), at('2030-03-08T05:00:00Z'))).toMatchObject({ penalty: 44400, refund: 103600 });
    expect(cancelQuote(order(penaltyRule('PERCENT', 150)), at('2030-03-08T05:00:00Z'))).toMatchObject({ penalty: 148000, refund: 0 });
    expect(cancelQuote(order(penaltyRule('FIXED', 20000)), at('2030-03-08T05:00:00Z'))).toMatchObject({ penalty: 20000, refund: 128000 });
    expect(cancelQuote(order(penaltyRule('FIXED', 900000)), at('2030-03-08T05:00:00Z'))).toMatchObject({ penalty: 148000, refund: 0 });
  });

  it('refuses a plan that cannot be cancelled, showing why; nothing is due on an unpaid order', () => {
    expect(cancelQuote(order({ type: 'NO_CANCEL' }), at('2030-03-01T00:00:00Z'))).toMatchObject({ canCancelType: 'NO_OPERATE_BUT_SHOW', reason: 'NO_CANCEL' });
    expect(cancelQuote(order({ type: 'NO_CANCEL' }, { status: 'WAIT_PAY' }), at('2030-03-01T00:00:00Z'))).toMatchObject({ canCancelType: 'YES', penalty: 0, refund: 0 });
    expect(cancelQuote(order({ type: 'NO_CANCEL' }, { status: 'CANCELED' }), at('2030-03-01T00:00:00Z'))).toMatchObject({ canCancelType: 'NONE', reason: 'STATUS' });
  });

  it('has nothing to cancel once the hotel reported the stay (checked in, out, or a no-show)', () => {
    const free: CancelRule = { type: 'FREE_CANCEL', freeCancelUntil: '2030-03-09T18:00:00+08:00' };
    for (const status of ['CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'] as const) {
      expect(cancelQuote(order(free, { status }), at('2030-03-01T00:00:00Z'))).toEqual({ canCancelType: 'NONE', reason: 'STAYED', paid: 0, penalty: 0, refund: 0 });
    }
  });

  it('takes nothing back from a stay paid at the hotel, where the hotel charges its penalty', () => {
    expect(cancelQuote(order(penaltyRule('PERCENT', 30), { payWay: 14 }), at('2030-03-08T05:00:00Z'))).toMatchObject({ paid: 0, penalty: 44400, refund: 0 });
  });
});
