import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineCall } from './define-call';
import { findUnsafeText, hasUnsafeText } from './safe-text';

describe('unsafe text', () => {
  it('is NUL, the other C0 controls and lone surrogates; tabs, line breaks, CJK and emoji are fine', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u0008', 'a\ud800b', '\udc00z']) expect(hasUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['line 1\nline 2\r\n\tend', '北京南', 'ผู้โดยสาร', '😀 ok', '']) expect(hasUnsafeText(good), good).toBe(false);
  });

  it('is found by path in nested objects, lists and keys', () => {
    const found = findUnsafeText({ a: 'ok', b: [{ c: 'x\u0000' }, 'fine'], 'k\u0000': 1 });
    expect(found).toHaveLength(2);
    expect(found).toEqual(expect.arrayContaining([['b', 0, 'c'], ['k\u0000']]));
  });

  it('is refused by every call a contract defines, naming the field with a message key', () => {
    const call = defineCall({ service: 's', path: 'p', summary: '', auth: 'member', input: z.object({ list: z.array(z.object({ name: z.string().max(20) })) }), output: z.object({}) });
    const parsed = call.input.safeParse({ list: [{ name: 'ok' }, { name: 'a\u0000b' }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['list', 1, 'name'], message: 'validation.unsafeText' })]);
    expect(call.input.safeParse({ list: [{ name: '张 伟\n' }] }).success).toBe(true);
  });
});
