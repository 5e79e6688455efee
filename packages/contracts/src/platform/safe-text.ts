import type { z } from 'zod';
import { V } from './patterns';

/**
 * Text no field takes: C0 control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL
 * outright, the others are never typed by a person), and lone UTF-16 surrogates (they would be stored as U+FFFD).
 */
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/** Paths of every string (and object key) in `value` that holds unsafe text; walks without recursion. */
export function findUnsafeText(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (current !== null && typeof current === 'object' && !(current instanceof Date)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasUnsafeText(key)) found.push([...path, key]);
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found.reverse();
}

/** The schema, refusing unsafe text anywhere in what it parsed, as an issue naming the field. */
export function refuseUnsafeText<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    for (const path of findUnsafeText(value)) ctx.addIssue({ code: 'custom', path, message: V.unsafeText, input: value });
  }) as S;
}
