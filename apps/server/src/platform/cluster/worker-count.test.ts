import { describe, expect, it } from 'vitest';
import { workerCount } from './worker-count';

describe('workerCount', () => {
  it('runs one process per core on PostgreSQL unless WORKERS says otherwise', () => {
    expect(workerCount({}, true, 2)).toBe(2);
    expect(workerCount({ WORKERS: '' }, true, 8)).toBe(8);
    expect(workerCount({ WORKERS: '3' }, true, 2)).toBe(3);
    expect(workerCount({ WORKERS: '1' }, true, 2)).toBe(1);
  });

  it('always runs one process on PGlite, a database inside the process', () => {
    expect(workerCount({ WORKERS: '4' }, false, 8)).toBe(1);
  });

  it('refuses a count that is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => workerCount({ WORKERS: bad }, true, 2)).toThrow(/WORKERS/);
  });
});
