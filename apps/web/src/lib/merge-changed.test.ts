import { describe, expect, it } from 'vitest';
import { mergeChanged } from './merge-changed';

describe('mergeChanged', () => {
  const seen = { hasTicket: false, types: [] as string[], stations: ['A'] };
  it('keeps a change made meanwhile that the stale render did not see', () => {
    const now = { ...seen, hasTicket: true };
    expect(mergeChanged(now, seen, { ...seen, types: ['GC'] })).toEqual({ hasTicket: true, types: ['GC'], stations: ['A'] });
  });
  it('takes what the change touched, lists compared by value, even back to what it was', () => {
    const now = { ...seen, types: ['D'] };
    expect(mergeChanged(now, seen, { ...seen, stations: [] })).toEqual({ hasTicket: false, types: ['D'], stations: [] });
    expect(mergeChanged({ ...seen, hasTicket: true }, { ...seen, hasTicket: true }, { ...seen, hasTicket: false })).toEqual(seen);
  });
  it('is the change itself when nothing moved meanwhile', () => {
    const changed = { hasTicket: true, types: ['G'], stations: [] };
    expect(mergeChanged(seen, seen, changed)).toEqual(changed);
  });
});
