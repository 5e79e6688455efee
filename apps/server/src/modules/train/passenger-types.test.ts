import { describe, expect, it } from 'vitest';
import { hasTypeMismatch, regroupPassengers, typeForAge } from './passenger-types';

describe('passenger types by age (spec 5)', () => {
  it('puts 0 or less and 30 to 59 in adult, 1 to 29 in youth, 60 and over in senior', () => {
    const cases: [number, string][] = [[-1, 'ADT'], [0, 'ADT'], [1, 'TEEN'], [29, 'TEEN'], [30, 'ADT'], [59, 'ADT'], [60, 'ELDER'], [87, 'ELDER'], [88, 'ELDER'], [104, 'ELDER']];
    for (const [age, type] of cases) expect(typeForAge(age), `age ${age}`).toBe(type);
  });

  it('regroups each traveller to the type of their age, adults without an age, seniors capped at 88', () => {
    expect(
      regroupPassengers([
        { passengerType: 'TEEN', age: 45 },
        { passengerType: 'ADT', age: 12 },
        { passengerType: 'ELDER', age: 95 },
        { passengerType: 'ADT' },
        { passengerType: 'TEEN', age: 0 },
      ]),
    ).toEqual([{ passengerType: 'ADT' }, { passengerType: 'TEEN', age: 12 }, { passengerType: 'ELDER', age: 88 }, { passengerType: 'ADT' }, { passengerType: 'ADT' }]);
  });

  it('finds a mismatch only where an age contradicts the type', () => {
    expect(hasTypeMismatch([{ passengerType: 'ADT' }, { passengerType: 'TEEN', age: 29 }, { passengerType: 'ELDER', age: 95 }])).toBe(false);
    expect(hasTypeMismatch([{ passengerType: 'TEEN', age: 30 }])).toBe(true);
    expect(hasTypeMismatch([{ passengerType: 'ELDER', age: 59 }])).toBe(true);
    expect(hasTypeMismatch([{ passengerType: 'ADT', age: 60 }])).toBe(true);
  });
});
