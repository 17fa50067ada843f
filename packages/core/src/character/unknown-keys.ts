import type { z } from 'zod';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` inside `root`, `undefined` when the path leads nowhere. */
function at(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (!isRecord(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Removes the keys a strict schema does not know, wherever they are, and says which (as dotted
 * paths). Used on data from older versions and foreign files, whose copied content carried
 * fields the typed shape has no place for; data sent by current clients is refused instead.
 * Works on a deep copy, so the input is never changed.
 */
export function dropUnknownKeys(raw: Json, schema: z.ZodType): { value: Json; dropped: string[] } {
  const value = structuredCloneJson(raw);
  const dropped: string[] = [];
  // Each pass removes the unknown keys zod reports; removing one can reveal more (in a union member).
  for (let pass = 0; pass < 10; pass += 1) {
    const result = schema.safeParse(value);
    if (result.success) break;
    const unknown = result.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
    if (unknown.length === 0) break;
    for (const issue of unknown) {
      const target = at(value, issue.path);
      if (!isRecord(target)) continue;
      for (const key of issue.keys) {
        delete target[key];
        dropped.push([...issue.path, key].map(String).join('.'));
      }
    }
  }
  return { value, dropped };
}

/** A deep copy of plain JSON data (core has no `structuredClone` of its own). */
function structuredCloneJson(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}
