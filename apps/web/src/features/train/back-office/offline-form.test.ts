import { describe, expect, it } from 'vitest';
import { refundAmountProblem, yuanToFen } from './offline-form';

describe('offline supplement form', () => {
  it('reads yuan as fen', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen('-3')).toBeNull();
  });
  it('asks for passengers first, then the fee and an amount equal to the prices less the fee', () => {
    expect(refundAmountProblem([], 0, 0)).toBe('passengersFirst');
    expect(refundAmountProblem([10000], null, 9000)).toBe('feeRequired');
    expect(refundAmountProblem([10000], 1000, null)).toBe('amountRequired');
    expect(refundAmountProblem([10000, 5000], 1000, 13000)).toBe('amountMismatch');
    expect(refundAmountProblem([10000, 5000], 1000, 14000)).toBeNull();
  });
});
