import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that `z.toJSONSchema` produces for our schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
}

/**
 * A fast-check arbitrary of values shaped like `schema` (mostly valid, small: arrays of at most
 * three items, short strings), derived from the zod schema through its JSON Schema, so the fuzz
 * bodies follow the real contract before they are broken.
 */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, 0);
}

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => fromJsonSchema(alternative, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      return fc.string({ minLength: Math.min(schema.minLength ?? 0, 30), maxLength: Math.min(schema.maxLength ?? 24, Math.max(24, schema.minLength ?? 0)) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? fromJsonSchema(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      const min = schema.minItems ?? 0;
      return fc.array(items, { minLength: min, maxLength: Math.max(min, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = fromJsonSchema(value, depth + 1);
      if (Object.keys(record).length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that broke servers before: NUL, lone surrogates, deep nesting, huge and odd numbers, prototype keys. */
export const nastyValues: unknown[] = [
  '\u0000',
  'Name mit \u0000 darin',
  '\uD800',
  'halb \uDFFF',
  '\uDBFF\uDBFF',
  '🩸 ȁ\u200b\uFEFF',
  "'; drop table users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(20_000),
  '',
  ' ',
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.5,
  true,
  null,
  [],
  {},
  nest(100),
  nest(1_000),
  { __proto__: null, constructor: { prototype: { polluted: true } } },
  ['\u0000'],
  { '\u0000': 1 },
  { '\uD800': 'key' },
];

function nest(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

type Path = Array<string | number>;

function nodes(value: unknown, path: Path = [], out: Path[] = [], depth = 0): Path[] {
  out.push(path);
  if (depth > 6 || out.length > 400) return out;
  if (Array.isArray(value)) value.forEach((item, index) => nodes(item, [...path, index], out, depth + 1));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) nodes(item, [...path, key], out, depth + 1);
  return out;
}

function setAt(root: unknown, path: Path, next: (current: unknown, parent: unknown, key: string | number | undefined) => unknown): unknown {
  if (path.length === 0) return next(root, undefined, undefined);
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const key = path.at(-1)!;
  const replaced = next(parent[key], parent, key);
  if (replaced === removeMarker) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    parent[key] = replaced;
  }
  return copy;
}

const removeMarker = Symbol('remove');

export type Mutation =
  | { kind: 'replace'; node: number; nasty: number }
  | { kind: 'remove'; node: number }
  | { kind: 'extra-key'; node: number; nasty: number }
  | { kind: 'wrap'; node: number }
  | { kind: 'stringify'; node: number };

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), node: fc.nat(), nasty: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), node: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra-key' as const), node: fc.nat(), nasty: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), node: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stringify' as const), node: fc.nat() }) },
);

/** `value` broken in one place by `mutation` (a copy; the input is left alone). */
export function mutate(value: unknown, mutation: Mutation): unknown {
  const all = nodes(value);
  const path = all[mutation.node % all.length]!;
  switch (mutation.kind) {
    case 'replace':
      return setAt(value, path, () => nastyValues[mutation.nasty % nastyValues.length]);
    case 'remove':
      return setAt(value, path, () => removeMarker);
    case 'extra-key':
      return setAt(value, path, (current) =>
        current && typeof current === 'object' && !Array.isArray(current)
          ? { ...current, [`extra${mutation.nasty % 7}`]: nastyValues[mutation.nasty % nastyValues.length] }
          : current,
      );
    case 'wrap':
      return setAt(value, path, (current) => [current]);
    case 'stringify':
      return setAt(value, path, (current) => JSON.stringify(current) ?? 'undefined');
  }
}
