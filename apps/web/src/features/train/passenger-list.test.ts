import { describe, expect, it } from 'vitest';
import { countOf, passengerIssues, withAge, withCount } from './passenger-list';

describe('the traveller list of a train search', () => {
  it('adds and removes travellers by type, adults first, keeping the ages of those kept', () => {
    let list = withCount([{ passengerType: 'ADT' }], 'ELDER', 1);
    list = withCount(list, 'TEEN', 2);
    expect(list.map((p) => p.passengerType)).toEqual(['ADT', 'TEEN', 'TEEN', 'ELDER']);
    list = withAge(list, 'TEEN', 1, 18);
    list = withAge(list, 'TEEN', 0, 25);
    expect(list[1]).toEqual({ passengerType: 'TEEN', age: 25 });
    expect(list[2]).toEqual({ passengerType: 'TEEN', age: 18 });
    list = withCount(list, 'TEEN', 1);
    expect(list).toEqual([{ passengerType: 'ADT' }, { passengerType: 'TEEN', age: 25 }, { passengerType: 'ELDER' }]);
    expect(countOf(list, 'ELDER')).toBe(1);
    expect(withAge(list, 'TEEN', 0, undefined)[1]).toEqual({ passengerType: 'TEEN' });
    expect(withCount(list, 'ADT', -3).map((p) => p.passengerType)).toEqual(['TEEN', 'ELDER']);
  });

  it("refuses the list in the spec's words: none, more than nine, a youth or senior without an age", () => {
    expect(passengerIssues([{ passengerType: 'ADT' }])).toEqual([]);
    expect(passengerIssues([])).toEqual([{ message: 'validation.selectPassengerType' }]);
    expect(passengerIssues(withCount([], 'ADT', 10))).toEqual([{ message: 'validation.passengerCheckError' }]);
    expect(passengerIssues([{ passengerType: 'ADT' }, { passengerType: 'ELDER' }])).toEqual([{ message: 'validation.selectAge', index: 1 }]);
  });
});
