import { describe, expect, it } from 'vitest';
import { ageOn, childFare, fareForAge, mayAccompany, mayRideFree, seatedPassengerType, ticketTypeForAge } from '@travel/contracts/train/passenger-age';
import { placeFare } from '../../suppliers/rail/fares';
import { checkFreeChild, travelsOn, tripTicketTotal } from './free-child-rules';
import { passengerTypeAt } from './booking-rules';

const child = (birthday: string) => ({ familyName: 'LI', givenName: 'XIAO', birthday, gender: 'M' as const, idType: 'PASSPORT' as const, idNumber: 'C1234567' });

describe('ages, passenger types and fares (spec 5)', () => {
  it('counts whole years at the departure date', () => {
    expect(ageOn('2020-06-10', '2026-06-09')).toBe(5);
    expect(ageOn('2020-06-10', '2026-06-10')).toBe(6);
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
  });

  it('types a passenger with a seat by age: under 14 child, under 30 youth, 30 to 59 adult, 60 and over senior', () => {
    expect([0, 5, 6, 13, 14, 29, 30, 59, 60, 90].map(seatedPassengerType)).toEqual(['CHILD', 'CHILD', 'CHILD', 'CHILD', 'TEEN', 'TEEN', 'ADT', 'ADT', 'ELDER', 'ELDER']);
    expect(passengerTypeAt('2013-06-10', '2027-06-09')).toBe('CHILD');
    expect(passengerTypeAt('2013-06-10', '2027-06-10')).toBe('TEEN');
    expect([13, 14].map(ticketTypeForAge)).toEqual(['CHILD', 'ADULT']);
  });

  it('charges a child half the fare rounded to 50 fen, everyone 14 and over the full fare', () => {
    expect(childFare(55350)).toBe(27700);
    expect(childFare(1000)).toBe(500);
    expect(childFare(1050)).toBe(550);
    expect(fareForAge(55350, 13)).toBe(27700);
    expect(fareForAge(55350, 14)).toBe(55350);
    expect(placeFare(55350, 'CHILD')).toBe(27700);
    expect(placeFare(55350, undefined)).toBe(55350);
    // Two adults and a child of 8 on a 100-yuan trip, 5 yuan service fee each.
    expect(tripTicketTotal(10000, [40, 35, 8], 500)).toBe(10000 * 2 + 5000 + 1500);
  });

  it('lets a child under 6 ride free only with a passenger of 14 or over', () => {
    expect([0, 5, 6].map(mayRideFree)).toEqual([true, true, false]);
    expect([13, 14].map(mayAccompany)).toEqual([false, true]);
    const adult = { birthday: '1990-01-01', passengerIndex: 1 };
    expect(() => checkFreeChild(child('2021-06-11'), adult, '2027-06-10', 'en', 'x')).not.toThrow();
    expect(() => checkFreeChild(child('2021-06-10'), adult, '2027-06-10', 'en', 'x')).toThrow(expect.objectContaining({ code: 'TRAIN_FREE_CHILD_AGE' }));
    expect(() => checkFreeChild(child('2025-01-01'), { birthday: '2014-01-01', passengerIndex: 2 }, '2027-06-10', 'en', 'x')).toThrow(expect.objectContaining({ code: 'TRAIN_FREE_CHILD_ADULT_REQUIRED' }));
  });

  it('keeps the child travelling while its passenger holds a ticket that is not being refunded', () => {
    expect(travelsOn(['ISSUED'])).toBe(true);
    expect(travelsOn(['CHANGED', 'ISSUED'])).toBe(true);
    expect(travelsOn(['REFUND_APPLYING'])).toBe(false);
    expect(travelsOn(['CANCELED'])).toBe(false);
    expect(travelsOn([])).toBe(false);
  });
});
