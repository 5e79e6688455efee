/** Malformed request bodies for one call, built from its input's JSON Schema: each is a way a client gets it wrong. */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minItems?: number;
};

export interface FuzzCase {
  name: string;
  /** A JSON text, sent as it is (some cases are not expressible as a JS value, such as a `__proto__` key). */
  payload: string;
}

const LONG = 'x'.repeat(100_000);

/** A body of the right shape: first enum values, minimal numbers, one item per list, every property filled. */
export function sampleOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((s) => s.type !== 'null') ?? choice[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items, depth + 1));
    case 'string':
      return 'sample';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return schema.default ?? null;
  }
}

/** The value with every leaf of one kind replaced. */
function mapLeaves(value: unknown, replace: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, replace));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, replace)]));
  return replace(value);
}

const nested = (levels: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

const wrongTypeOf = (value: unknown): unknown[] => {
  if (typeof value === 'string') return [12345, null];
  if (typeof value === 'number') return ['12', null, 2147483648, -1, 1e308];
  if (typeof value === 'boolean') return ['yes', null];
  if (Array.isArray(value)) return [{ length: 1 }, 'list', null];
  return [[1], 'object', null];
};

/** Every malformed body the fuzz test sends to one call. */
export function fuzzCases(schema: Schema): FuzzCase[] {
  const sample = sampleOf(schema);
  const object = sample !== null && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
  const json = (name: string, value: unknown): FuzzCase => ({ name, payload: JSON.stringify(value) });
  const cases: FuzzCase[] = [
    json('empty object', {}),
    json('null', null),
    json('array', []),
    json('string', 'a string'),
    json('number', 42),
    json('sample', sample),
    json('NUL in every string', mapLeaves(object, (v) => (typeof v === 'string' ? 'a\u0000b' : v))),
    json('NUL in a key', { ...object, 'a\u0000b': 'x' }),
    json('other control characters', mapLeaves(object, (v) => (typeof v === 'string' ? 'a\u0007\u001bb' : v))),
    json('100,000-character strings', mapLeaves(object, (v) => (typeof v === 'string' ? LONG : v))),
    json('huge numbers', mapLeaves(object, (v) => (typeof v === 'number' ? 2 ** 53 : v))),
    json('fractions', mapLeaves(object, (v) => (typeof v === 'number' ? 1.5 : v))),
    json('deep nesting in an extra field', { ...object, deep: nested(200) }),
    { name: '__proto__ key', payload: `{"__proto__":{"polluted":true},${JSON.stringify(object).slice(1)}`.replace(',}', '}') },
    { name: 'constructor.prototype key', payload: JSON.stringify({ ...object, constructor: { prototype: { polluted: true } } }) },
  ];
  for (const [key, value] of Object.entries(object)) {
    wrongTypeOf(value).forEach((wrong, i) => cases.push(json(`${key}: wrong type ${i + 1}`, { ...object, [key]: wrong })));
    cases.push(json(`${key}: deeply nested`, { ...object, [key]: nested(40) }));
  }
  return cases;
}
