import { describe, expect, it } from 'vitest';
import type { Passenger } from '@travel/contracts/member/passenger';
import { pickRefusal, travellerRef, type FuzzyPassenger, type PaxDraft } from './pax-draft';

const draft = (patch: Partial<PaxDraft>): PaxDraft => ({
  key: 'k',
  source: 'CUSTOMER',
  familyName: 'LI',
  givenName: 'NA',
  birthday: '1992-08-08',
  gender: 'F',
  nationality: 'CN',
  idNumber: 'E23456789',
  placeOfIssue: 'CN',
  idExpiredDate: '2031-06-30',
  insuranceProductIds: [],
  ...patch,
});
const colleague = (memberId: string): FuzzyPassenger => ({ source: 'COLLEAGUE', passengerId: null, memberId, name: '张伟', departmentName: 'Sales', mobile: '138****0001' });
const savedFound = (passengerId: string): FuzzyPassenger => ({ source: 'PASSENGER', passengerId, memberId: null, name: 'WANG/FANG', departmentName: null, mobile: null });
const saved = (passengerId: string, certType: number): Passenger =>
  ({ passengerId, certificateList: [{ certificateId: 'c', certType, certNo: 'E1***', expiryDate: '2031-01-01', issuePlace: 'CN' }] }) as unknown as Passenger;

describe('passenger picks', () => {
  const ctx = { passengers: [] as PaxDraft[], saved: [] as Passenger[], selfMemberId: 'mem-notr', full: false };

  it('lets a colleague be picked, but not oneself, twice, or into a full list', () => {
    expect(pickRefusal(colleague('mem-employee'), ctx)).toBeNull();
    expect(pickRefusal(colleague('mem-notr'), ctx)).toBe('pickSelf');
    expect(pickRefusal(colleague('mem-employee'), { ...ctx, passengers: [draft({ source: 'STAFF', memberId: 'mem-employee' })] })).toBe('alreadyAdded');
    expect(pickRefusal(colleague('mem-employee'), { ...ctx, full: true })).toBe('listFull');
  });

  it('refuses a saved passenger without a passport or already chosen', () => {
    expect(pickRefusal(savedFound('p1'), { ...ctx, saved: [saved('p1', 1)] })).toBe('noPassport');
    expect(pickRefusal(savedFound('p1'), { ...ctx, saved: [saved('p1', 2)] })).toBeNull();
    expect(pickRefusal(savedFound('p2'), ctx)).toBeNull();
    expect(pickRefusal(savedFound('p1'), { ...ctx, passengers: [draft({ source: 'SELF', passengerId: 'p1' })] })).toBe('alreadyAdded');
  });

  it('judges a colleague by their membership, the booker as themself', () => {
    expect(travellerRef(draft({ source: 'STAFF', memberId: 'mem-employee' }), 'mem-notr')).toEqual({ memberId: 'mem-employee' });
    expect(travellerRef(draft({ source: 'SELF', passengerId: 'p0', isSelf: true }), 'mem-notr')).toEqual({ memberId: 'mem-notr' });
    expect(travellerRef(draft({ source: 'SELF', passengerId: 'p1' }), 'mem-notr')).toEqual({ passengerId: 'p1' });
    expect(travellerRef(draft({}), 'mem-notr')).toEqual({ name: 'LI/NA' });
  });
});
