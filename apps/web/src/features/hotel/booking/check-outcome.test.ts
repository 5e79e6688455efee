import { describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { ApiError } from '../../../lib/api-error';
import { acceptsHybrid, needsReason, stepOfError, stepOfResult, travellerPart, type CheckResult } from './check-outcome';

const result = (checkType: CheckResult['checkType'], exceedHandling = checkType): CheckResult => ({
  checkType,
  exceedHandling,
  exceedDates: checkType === 'NONE' ? [] : ['2031-07-01'],
  standard: 50000,
  message: checkType === 'NONE' ? '' : 'Over the standard',
  totalPrice: { amount: 130000, currency: 'CNY' },
  exceedAmount: 30000,
});
const error = (code: string, description: string, data: unknown = null) => new ApiError(code, description, data, 200);

describe('order/check outcomes on the booking page', () => {
  it('goes on for NONE and a reason, blocks the forbidden, warns the ones the traveller pays', () => {
    expect(stepOfResult(result('NONE')).kind).toBe('ok');
    expect(stepOfResult(result('EXCEED_CHOOSE_REASON')).kind).toBe('ok');
    expect(stepOfResult(result('EXCEED_FORBIDDEN'))).toEqual({ kind: 'forbidden', message: 'Over the standard' });
    for (const t of ['EXCEED_PERSONAL_PAY', 'EXCEED_MIX_PAY', 'EXCEED_NO_MIX_PAY', 'PART_EXCEED'] as const) expect(stepOfResult(result(t)).kind).toBe('warn');
  });

  it('reads what the nights over lead to, also for a partial exceed', () => {
    expect(needsReason(result('EXCEED_CHOOSE_REASON'))).toBe(true);
    expect(needsReason(result('PART_EXCEED', 'EXCEED_CHOOSE_REASON'))).toBe(true);
    expect(acceptsHybrid(result('PART_EXCEED', 'EXCEED_MIX_PAY'))).toBe(true);
    expect(acceptsHybrid(result('EXCEED_NO_MIX_PAY'))).toBe(true);
    expect(acceptsHybrid(result('EXCEED_PERSONAL_PAY'))).toBe(false);
    expect(travellerPart(result('EXCEED_PERSONAL_PAY'))).toEqual({ kind: 'all', amount: { amount: 130000, currency: 'CNY' } });
    expect(travellerPart(result('EXCEED_MIX_PAY'))).toEqual({ kind: 'online', amount: { amount: 30000, currency: 'CNY' } });
    expect(travellerPart(result('PART_EXCEED', 'EXCEED_NO_MIX_PAY'))).toEqual({ kind: 'atHotel', amount: { amount: 30000, currency: 'CNY' } });
    expect(travellerPart(result('NONE'))).toBeNull();
  });

  it('turns the refusals into the confirm, room-error and server-words steps', () => {
    expect(stepOfError(error(HotelError.GUARANTEE_CONFIRM, 'A guarantee is needed.  The first night is charged.'), 'x')).toEqual({ kind: 'guarantee', lines: ['A guarantee is needed.', 'The first night is charged.'] });
    expect(stepOfError(error(HotelError.OVERTIME_BOOKING, 'Late'), 'x')).toEqual({ kind: 'overtime', message: 'Late' });
    expect(stepOfError(error(HotelError.OVERTIME_BOOKING_ADMIN, 'Late'), 'x').kind).toBe('overtime');
    const price = { amount: 140000, currency: 'CNY' };
    expect(stepOfError(error(HotelError.ROOM_PRICE_CHANGED, 'Changed', { totalPrice: price }), 'x')).toEqual({ kind: 'room', code: '5321', message: 'Changed', newPrice: price });
    for (const code of ['5130', '5316', '330093008', '330093009']) expect(stepOfError(error(code, 'Room'), 'x')).toMatchObject({ kind: 'room', newPrice: null });
    expect(stepOfError(error(HotelError.BUDGET_EXCEEDED, 'Over budget'), 'x')).toEqual({ kind: 'refused', code: '730052028', message: 'Over budget' });
    expect(stepOfError(new Error('boom'), 'Something went wrong')).toEqual({ kind: 'refused', code: '', message: 'Something went wrong' });
  });
});
