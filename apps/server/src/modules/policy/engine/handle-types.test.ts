import { describe, expect, it } from 'vitest';
import { CONTROL_OUTCOMES, type ControlOutcome } from '@travel/contracts/policy/enums';
import {
  approvalTypeOf,
  asksApproval,
  checkResultOf,
  combineHandleTypes,
  formatHandleTypes,
  outcomeOf,
  parseHandleTypes,
  strictestOutcome,
} from './handle-types';

describe('handle-type algebra', () => {
  it('parses and formats pipe strings: sorted, without duplicates, ignoring what is not a code', () => {
    expect(parseHandleTypes('1|8')).toEqual([1, 8]);
    expect(parseHandleTypes('8|1|8')).toEqual([1, 8]);
    expect(parseHandleTypes(' 3 | 5 ')).toEqual([3, 5]);
    expect(parseHandleTypes('0|9|x|2')).toEqual([2]);
    expect(parseHandleTypes('')).toEqual([]);
    expect(parseHandleTypes(null)).toEqual([]);
    expect(formatHandleTypes([8, 1, 8])).toBe('1|8');
    expect(formatHandleTypes([])).toBe('');
  });

  it('combines several lists into one', () => {
    expect(combineHandleTypes('3', '1|8', [5])).toBe('1|3|5|8');
    expect(combineHandleTypes('', '')).toBe('');
    expect(combineHandleTypes('2|1')).toBe('1|2');
  });

  it.each([
    ['1', 'SECOND_APPROVAL'],
    ['2', 'TO_PRIVATE'],
    ['3', 'TIP_REASON'],
    ['4', 'TIP_APPROVAL'],
    ['5', 'TIP'],
    ['6', 'DENNY'],
    ['7', 'SHOW_AND_DENNY'],
    ['8', 'HYBRID_PAYMENT'],
    ['', 'SUCCESS'],
  ] as const)('a single code %s is %s', (codes, outcome) => {
    expect(outcomeOf(codes)).toBe(outcome);
  });

  it.each([
    // denials first
    ['6|3', 'DENNY', null],
    ['6|7', 'DENNY', null],
    ['7|1', 'SHOW_AND_DENNY', null],
    ['7|8', 'SHOW_AND_DENNY', null],
    // then paying personally, with approval as the other way when there is one
    ['1|8', 'HYBRID_PAYMENT', '1|8'],
    ['2|1', 'TO_PRIVATE', '1|8'],
    ['4|8', 'HYBRID_PAYMENT', '1|8'],
    ['2|4', 'TO_PRIVATE', '1|8'],
    ['2|8', 'TO_PRIVATE', '8'],
    ['3|8', 'HYBRID_PAYMENT', '8'],
    ['2|3|5', 'TO_PRIVATE', '8'],
    // approvals
    ['1|4', 'SECOND_APPROVAL', '1'],
    ['1|3', 'SECOND_APPROVAL', '1'],
    ['4|3', 'TIP_APPROVAL', '1'],
    ['4|5', 'TIP_APPROVAL', '1'],
    // reason, tip
    ['3|5', 'TIP_REASON', '3'],
    ['5', 'TIP', null],
  ] as const)('%s is %s with approval type %s', (codes, outcome, approvalType) => {
    expect(outcomeOf(codes)).toBe(outcome);
    expect(approvalTypeOf(codes)).toBe(approvalType);
  });

  it('derives the approval type of each single code', () => {
    expect(['1', '2', '3', '4', '5', '6', '7', '8', ''].map((c) => approvalTypeOf(c))).toEqual(['1', '8', '3', '1', null, null, null, '8', null]);
  });

  it('maps every outcome onto a booking-check result', () => {
    const expected: Record<ControlOutcome, string> = {
      SUCCESS: 'SUCCESS',
      TIP: 'SUCCESS',
      SECOND_APPROVAL: 'SUCCESS',
      TIP_APPROVAL: 'SUCCESS',
      TIP_REASON: 'TIP_REASON',
      TIP_REASON_WITHOUT_LOW_PRICE: 'TIP_REASON',
      DENNY: 'DENNY',
      SHOW_AND_DENNY: 'DENNY',
      HYBRID_PAYMENT: 'TMC_HYBRID_PAYMENT',
      TO_PRIVATE: 'CHARGE_HYBRID_PAYMENT',
    };
    for (const o of CONTROL_OUTCOMES) expect(checkResultOf(o)).toBe(expected[o]);
  });

  it('picks the strictest of several outcomes', () => {
    expect(strictestOutcome(['TIP', 'TIP_REASON', 'SUCCESS'])).toBe('TIP_REASON');
    expect(strictestOutcome(['TIP_REASON_WITHOUT_LOW_PRICE', 'TIP_REASON'])).toBe('TIP_REASON');
    expect(strictestOutcome(['SECOND_APPROVAL', 'HYBRID_PAYMENT'])).toBe('HYBRID_PAYMENT');
    expect(strictestOutcome(['TO_PRIVATE', 'SHOW_AND_DENNY'])).toBe('SHOW_AND_DENNY');
    expect(strictestOutcome([])).toBe('SUCCESS');
  });
});

describe('asksApproval', () => {
  it('asks for approval on 1 and 4, alone or with personal pay of the excess, and not on 8 or 2 alone', () => {
    expect(asksApproval({ outcome: 'SECOND_APPROVAL', handleTypes: '1' })).toBe(true);
    expect(asksApproval({ outcome: 'TIP_APPROVAL', handleTypes: '4' })).toBe(true);
    expect(asksApproval({ outcome: 'HYBRID_PAYMENT', handleTypes: '1|8' })).toBe(true);
    expect(asksApproval({ outcome: 'HYBRID_PAYMENT', handleTypes: '8' })).toBe(false);
    expect(asksApproval({ outcome: 'TO_PRIVATE', handleTypes: '2' })).toBe(false);
    expect(asksApproval({ outcome: 'TIP_REASON', handleTypes: '3' })).toBe(false);
  });
});
