import { describe, expect, it } from 'vitest';
import { bookMissing } from './book-missing';

const ready = { journeyFailed: false, passengerCount: 1, contact: {}, provider: 'SP-RAIL-1', reasonMissing: false };

describe('bookMissing', () => {
  it('is empty when the booking can go', () => {
    expect(bookMissing(ready)).toEqual([]);
  });

  it('names each thing still needed, in the order of the page', () => {
    expect(bookMissing({ journeyFailed: false, passengerCount: 0, contact: { email: 'required', mobile: 'invalid' }, provider: null, reasonMissing: true })).toEqual([
      'passengers',
      'contactMobile',
      'contactEmail',
      'provider',
      'reason',
    ]);
    expect(bookMissing({ ...ready, contact: { name: 'required' } })).toEqual(['contactName']);
  });

  it('says only that the journey failed to load when it did (nothing else can be filled in)', () => {
    expect(bookMissing({ ...ready, journeyFailed: true, passengerCount: 0 })).toEqual(['journey']);
  });
});
