import { describe, expect, it } from 'vitest';
import { bookMissing } from './book-missing';

const none = { emptyRooms: [], contact: {}, arrivalMissing: false, reasonMissing: false, pricesPending: false };

describe('what the booking still needs', () => {
  it('is nothing when everything is filled in', () => {
    expect(bookMissing(none)).toEqual([]);
  });

  it('names each room without a guest, then the contact, arrival, reason and prices, in page order', () => {
    expect(
      bookMissing({ emptyRooms: [2, 3], contact: { email: 'invalid', name: 'required' }, arrivalMissing: true, reasonMissing: true, pricesPending: true }),
    ).toEqual([{ item: 'guests', room: 2 }, { item: 'guests', room: 3 }, { item: 'contactName' }, { item: 'contactEmail' }, { item: 'arrival' }, { item: 'reason' }, { item: 'prices' }]);
  });
});
