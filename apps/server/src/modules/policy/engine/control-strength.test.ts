import { describe, expect, it } from 'vitest';
import { controlStrengthOf, strongestControl } from './control-strength';

describe('control strength', () => {
  it.each([
    [0, 'STRONG'],
    [59, 'STRONG'],
    [60, 'WEAK'],
    [119, 'WEAK'],
    [120, null],
    [3600, null],
  ] as const)('%s seconds is %s', (seconds, strength) => {
    expect(controlStrengthOf(seconds)).toBe(strength);
  });

  it('has none without a value, and takes the strongest of several travellers', () => {
    expect(controlStrengthOf(undefined)).toBeNull();
    expect(strongestControl([150, 90, undefined])).toBe('WEAK');
    expect(strongestControl([150, 30])).toBe('STRONG');
    expect(strongestControl([undefined, null])).toBeNull();
  });
});
