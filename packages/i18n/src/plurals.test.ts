import { describe, expect, it } from 'vitest';
import { expectedKeys, pluralCategories, pluralKeyFor, referenceKeyOf, splitPluralKey } from './plurals';

describe('plural keys', () => {
  it('knows each language’s forms', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
    expect(pluralCategories('es')).toEqual(['one', 'many', 'other']);
  });

  it('picks the form a count reads', () => {
    expect(pluralKeyFor('en', 'day', 1)).toBe('day_one');
    expect(pluralKeyFor('en', 'day', 2)).toBe('day_other');
    expect(pluralKeyFor('de', 'day', 0)).toBe('day_other');
    expect(pluralKeyFor('zh-CN', 'day', 1)).toBe('day_other');
  });

  it('expects every plural group in the locale’s own forms and plain keys as they are', () => {
    const en = ['a.day_one', 'a.day_other', 'a.title', 'b.snake_one'];
    expect(expectedKeys(en, 'en')).toEqual(['a.day_one', 'a.day_other', 'a.title', 'b.snake_one']);
    expect(expectedKeys(en, 'ja')).toEqual(['a.day_other', 'a.title', 'b.snake_one']);
    expect(expectedKeys(en, 'es')).toEqual(['a.day_many', 'a.day_one', 'a.day_other', 'a.title', 'b.snake_one']);
  });

  it('compares a form en lacks with en’s _other', () => {
    const en = new Set(['x_one', 'x_other']);
    expect(referenceKeyOf('x_many', en)).toBe('x_other');
    expect(referenceKeyOf('x_one', en)).toBe('x_one');
    expect(splitPluralKey('title')).toBeNull();
  });
});
