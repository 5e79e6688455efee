import { describe, expect, it } from 'vitest';
import type { PaymentSplit } from '@travel/contracts/policy/control';
import { personalShare, splitTotals } from './payment-split';
import {
  checkResultStatus,
  handleTypeKeys,
  isMixedPayment,
  joinHandleTypes,
  needsReason,
  outcomeStatus,
  parseHandleTypes,
  violationTypeOf,
} from './policy-labels';

describe('handle types', () => {
  it('parses pipe-combined action codes, dropping junk and repeats', () => {
    expect(parseHandleTypes('1|8')).toEqual([1, 8]);
    expect(parseHandleTypes('3')).toEqual([3]);
    expect(parseHandleTypes('')).toEqual([]);
    expect(parseHandleTypes(null)).toEqual([]);
    expect(parseHandleTypes('9|2|2| 4 |x')).toEqual([2, 4]);
  });

  it('joins chosen codes sorted and unique', () => {
    expect(joinHandleTypes([8, 1])).toBe('1|8');
    expect(joinHandleTypes([3, 3])).toBe('3');
    expect(joinHandleTypes([0, 9, 5])).toBe('5');
    expect(joinHandleTypes([])).toBe('');
  });

  it('names each code through the catalog', () => {
    expect(handleTypeKeys('1|8')).toEqual(['policy.handleType.1', 'policy.handleType.8']);
    expect(handleTypeKeys('')).toEqual([]);
  });
});

describe('outcome colours and needs', () => {
  it('colours refusals red, conditions amber and success green', () => {
    expect(outcomeStatus('SUCCESS')).toBe('success');
    expect(outcomeStatus('DENNY')).toBe('error');
    expect(outcomeStatus('SHOW_AND_DENNY')).toBe('error');
    expect(outcomeStatus('TIP_REASON')).toBe('warning');
    expect(outcomeStatus('HYBRID_PAYMENT')).toBe('warning');
    expect(checkResultStatus('DENNY')).toBe('error');
    expect(checkResultStatus('TMC_HYBRID_PAYMENT')).toBe('warning');
    expect(checkResultStatus('SUCCESS')).toBe('success');
  });

  it('asks for a reason only where the outcome needs one (approvals too: the approver reads it)', () => {
    expect(needsReason({ outcome: 'TIP_REASON', checkResult: 'TIP_REASON', handleTypes: '3' })).toBe(true);
    expect(needsReason({ outcome: 'TIP_REASON_WITHOUT_LOW_PRICE', checkResult: 'SUCCESS', handleTypes: '3' })).toBe(true);
    expect(needsReason({ outcome: 'SECOND_APPROVAL', checkResult: 'SUCCESS', handleTypes: '1' })).toBe(true);
    expect(needsReason({ outcome: 'TIP_APPROVAL', checkResult: 'SUCCESS', handleTypes: '4' })).toBe(true);
    expect(needsReason({ outcome: 'TIP', checkResult: 'SUCCESS', handleTypes: '5' })).toBe(false);
    expect(needsReason({ outcome: 'DENNY', checkResult: 'DENNY', handleTypes: '6' })).toBe(false);
    expect(needsReason({ outcome: 'SUCCESS', checkResult: 'SUCCESS', handleTypes: '' })).toBe(false);
  });

  it('recognises mixed payment by outcome or check result', () => {
    expect(isMixedPayment({ outcome: 'HYBRID_PAYMENT', checkResult: 'SUCCESS' })).toBe(true);
    expect(isMixedPayment({ outcome: 'TIP', checkResult: 'TMC_HYBRID_PAYMENT' })).toBe(true);
    expect(isMixedPayment({ outcome: 'TIP_REASON', checkResult: 'TIP_REASON' })).toBe(false);
  });

  it('maps products to their violation-reason type', () => {
    expect(violationTypeOf('HOTEL')).toBe(3);
    expect(violationTypeOf('TRAIN')).toBe(4);
    expect(violationTypeOf('FLIGHT')).toBe(1);
    expect(violationTypeOf('CAR')).toBe(5);
    expect(violationTypeOf('SHIP')).toBeUndefined();
  });
});

describe('mixed-payment split', () => {
  const split: PaymentSplit = {
    companyAmount: { amount: 80000, currency: 'CNY' },
    personalAmount: { amount: 15000, currency: 'CNY' },
    nights: [
      { date: '2026-03-01', price: 50000, standard: 40000, company: 40000, personal: 10000 },
      { date: '2026-03-02', price: 45000, standard: 40000, company: 40000, personal: 5000 },
    ],
  };

  it('adds up the nights', () => {
    expect(splitTotals(split)).toEqual({ price: 95000, company: 80000, personal: 15000, consistent: true });
    expect(personalShare(splitTotals(split))).toBe(16);
  });

  it('flags nights that do not add up to the totals', () => {
    expect(splitTotals({ ...split, personalAmount: { amount: 1, currency: 'CNY' } }).consistent).toBe(false);
  });

  it('falls back to the totals when there are no nights', () => {
    expect(splitTotals({ ...split, nights: [] })).toEqual({ price: 95000, company: 80000, personal: 15000, consistent: true });
    expect(personalShare({ price: 0, personal: 0 })).toBe(0);
  });
});
