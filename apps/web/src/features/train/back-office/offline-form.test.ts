import { describe, expect, it } from 'vitest';
import { changeProblem, refundAmountProblem, yuanToFen } from './offline-form';

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
  it('asks for passengers first, then the train, date, stations, seat number, change fee and reason of a change', () => {
    const ok = { tickets: 1, trainNo: 'G7', departureDate: '2026-12-01', fromStationCode: 'VNP', toStationCode: 'AOH', seatNo: '08F', changeFee: '12', reason: 'at the station' };
    expect(changeProblem(ok)).toBeNull();
    expect(changeProblem({ ...ok, tickets: 0 })).toBe('passengersFirst');
    expect(changeProblem({ ...ok, trainNo: ' ' })).toBe('trainNoRequired');
    expect(changeProblem({ ...ok, departureDate: '2026/12/01' })).toBe('dateRequired');
    expect(changeProblem({ ...ok, toStationCode: '' })).toBe('stationsRequired');
    expect(changeProblem({ ...ok, seatNo: '' })).toBe('seatNoRequired');
    expect(changeProblem({ ...ok, changeFee: '1.234' })).toBe('changeFeeRequired');
    expect(changeProblem({ ...ok, reason: '' })).toBe('reasonRequired');
  });
});
