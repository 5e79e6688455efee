import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { callUrl } from '@travel/contracts/platform/define-call';
import { createServices } from '../../app';
import { Clock } from '../clock';

type Node = { type?: string; maxLength?: number; maxItems?: number; pattern?: string; enum?: unknown[]; const?: unknown };

/** An anchored pattern with no open-ended repetition bounds the length by itself (dates, country codes). */
const boundedPattern = (p: string) => p.startsWith('^') && p.endsWith('$') && !/[*+]|\{\d+,\}/.test(p.replace(/\\./g, ''));

/** Every string and list of a JSON Schema without an upper bound, by path. */
function unbounded(schema: unknown, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Node;
  const found: string[] = [];
  if (node.type === 'string' && node.enum === undefined && node.const === undefined) {
    if (node.maxLength === undefined ? !(node.pattern && boundedPattern(node.pattern)) : node.maxLength > 10_000) found.push(`${path} (string)`);
  }
  if (node.type === 'array' && (node.maxItems === undefined || node.maxItems > 1_000)) found.push(`${path} (list)`);
  for (const [key, child] of Object.entries(node)) found.push(...unbounded(child, `${path}.${key}`));
  return found;
}

describe('call inputs', () => {
  const defs = createServices(new Clock(), {} as never).bindings.map((b) => b.def);

  it('bound every free string and every list, so no call stores or serves a novel', () => {
    const open = defs.flatMap((def) => unbounded(z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' })).map((p) => `${callUrl(def)} ${p}`));
    expect(open).toEqual([]);
  });

});
