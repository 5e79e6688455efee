import { describe, expect, it } from 'vitest';
import { containsHits, buildKeyTable, prefixHits } from './key-table';
import { priceTags } from './price-tags';
import { matchClass, matchKeys, normalise } from './text-match';

describe('name matching', () => {
  const xian = matchKeys(['西安', "Xi'an"], ['xian', 'xa']);

  it('folds case, width, spaces and apostrophes', () => {
    expect(normalise(" Xi'an ")).toBe('xian');
    expect(normalise('ＢＥＩ jing')).toBe('beijing');
  });

  it('ranks exact, prefix and contained matches; a single letter only from the start', () => {
    expect(matchClass(xian, 'xian')).toBe(0);
    expect(matchClass(xian, 'xa')).toBe(0);
    expect(matchClass(xian, '西')).toBe(1);
    expect(matchClass(xian, 'x')).toBe(1);
    expect(matchClass(matchKeys(['大雁塔西安'], []), '西安')).toBe(2);
    expect(matchClass(matchKeys(['Big Goose'], ['dayanta']), 'o')).toBeNull();
    expect(matchClass(matchKeys(['Big Goose'], ['dayanta']), 'oo')).toBe(2);
    // Spellings match from the start only.
    expect(matchClass(matchKeys([], ['dayanta']), 'yanta')).toBeNull();
    expect(matchClass(xian, 'beijing')).toBeNull();
  });

  it('the key table finds the same owners as testing each name', () => {
    const names = [matchKeys(['西安', "Xi'an"], ['xian', 'xa']), matchKeys(['大雁塔', 'Big Wild Goose Pagoda'], ['dayanta', 'dyt']), matchKeys(['西安北站', "Xi'an North"], ['xianbeizhan', 'xabz'])];
    const table = buildKeyTable(names.map((keys) => ({ keys })));
    const prefix: [number, number][] = [];
    prefixHits(table, 'xian', (i, m) => prefix.push([i, m]));
    expect(prefix.sort()).toEqual([[0, 0], [0, 0], [2, 1], [2, 1]]);
    const inside: number[] = [];
    containsHits(table, 'goose', (i) => (inside.push(i), false));
    expect(inside).toEqual([1]);
    const stopped: number[] = [];
    containsHits(table, '西安', (i) => (stopped.push(i), true));
    expect(stopped).toEqual([0]);
  });
});

describe('price tags', () => {
  it('unlimited first, the standard when there is one, then six bands', () => {
    const withStd = priceTags(50000, 'en');
    expect(withStd.map((t) => [t.minPrice, t.maxPrice, t.unlimited, t.travelStandard])).toEqual([
      [null, null, true, false],
      [0, 50000, false, true],
      [null, 15000, false, false],
      [15000, 30000, false, false],
      [30000, 45000, false, false],
      [45000, 60000, false, false],
      [60000, 100000, false, false],
      [100000, null, false, false],
    ]);
    expect(withStd.at(-1)!.name).toBe('¥1000 and above');
    expect(priceTags(-1, 'en')).toHaveLength(7);
    expect(priceTags(null, 'ja')[1]!.name).toBe('¥150以下');
  });
});
