/**
 * Edits as patches: the difference between two versions of a JSON document (a character) as a
 * list of `{path, value}` operations, applying such a list, and the three-way merge that decides
 * which concurrent edits can both stay. Zod-free and dependency-free: the web's main chunk (the
 * character manager) and the server run exactly this code.
 *
 * Paths and arrays. Object keys are recursed to the leaves, so hunger and notes are two paths and
 * two devices changing them never meet. Arrays are leaves (replaced whole at their path) unless
 * every item on both sides is an object with a unique `id` and the change only edits, removes or
 * appends items; then items are addressed by id (`{id}` segments). Why this split: positions are
 * not stable under concurrent edits (merging by index silently edits the wrong item), and most
 * arrays of a character have no ids or carry one meaning as a whole (a damage track, the
 * categories of traits, inventory lists). Where items do have ids — the experience history above
 * all — by-id paths keep a purchase's save small (the new entry, not the whole history) and let two
 * devices' entries coexist. A reorder or an insert in the middle replaces the array whole, so
 * `applyPatch(a, diffDocuments(a, b))` always equals `b`.
 *
 * Removal is an operation without `value` (JSON drops `undefined`, so `{path}` on the wire).
 */

/** One step of a path: an object key, or the item of an array whose `id` is this. */
export type PathSegment = string | { readonly id: string | number };
export type PatchPath = PathSegment[];
/** Sets the value at `path`; without `value` (or with `undefined`) removes it. */
export interface PatchOperation {
  readonly path: PatchPath;
  readonly value?: unknown;
}
export type Patch = readonly PatchOperation[];

/** A patch that cannot be applied to the document (a path runs through a number, say). */
export class PatchError extends Error {
  constructor(
    message: string,
    readonly path: readonly PathSegment[],
  ) {
    super(message);
    this.name = 'PatchError';
  }
}

/** Keys a patch may never write: they would reach an object's prototype. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

type Json = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Structural equality of JSON values; `undefined` members count as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
    const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
    if (keysA.length !== keysB.length) return false;
    for (const key of keysA) if (!deepEqual(a[key], b[key])) return false;
    return true;
  }
  // NaN is not JSON; two numbers, strings or booleans are equal only when `===` said so.
  return false;
}

function isIdSegment(segment: PathSegment): segment is { readonly id: string | number } {
  return typeof segment === 'object';
}

function idOf(item: unknown): string | number | undefined {
  if (!isPlainObject(item)) return undefined;
  const id = item['id'];
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/** Every item is an object with an `id`, and no id appears twice. */
function hasStableIds(items: readonly unknown[]): boolean {
  const seen = new Set<string | number>();
  for (const item of items) {
    const id = idOf(item);
    if (id === undefined || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** The change from `before` to `after` keeps the surviving items in order and only appends new ones. */
function changesByIdOnly(before: readonly unknown[], after: readonly unknown[]): boolean {
  const afterIds = new Set(after.map(idOf));
  const survivors = before.map(idOf).filter((id) => afterIds.has(id));
  for (let i = 0; i < survivors.length; i += 1) if (idOf(after[i]) !== survivors[i]) return false;
  const beforeIds = new Set(before.map(idOf));
  for (let i = survivors.length; i < after.length; i += 1) if (beforeIds.has(idOf(after[i]))) return false;
  return true;
}

function diffInto(before: unknown, after: unknown, path: PathSegment[], out: PatchOperation[]): void {
  if (deepEqual(before, after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(before)) {
      if (before[key] !== undefined && after[key] === undefined) out.push({ path: [...path, key] });
    }
    for (const key of Object.keys(after)) {
      if (after[key] === undefined) continue;
      if (before[key] === undefined) out.push({ path: [...path, key], value: after[key] });
      else diffInto(before[key], after[key], [...path, key], out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && hasStableIds(before) && hasStableIds(after) && changesByIdOnly(before, after)) {
    const afterById = new Map(after.map((item) => [idOf(item), item]));
    const beforeIds = new Set(before.map(idOf));
    for (const item of before) {
      const id = idOf(item)!;
      if (!afterById.has(id)) out.push({ path: [...path, { id }] });
      else diffInto(item, afterById.get(id), [...path, { id }], out);
    }
    for (const item of after) {
      const id = idOf(item)!;
      if (!beforeIds.has(id)) out.push({ path: [...path, { id }], value: item });
    }
    return;
  }
  out.push({ path, value: after });
}

/**
 * The operations that turn `before` into `after` (empty when they are equal). Keys whose value is
 * `undefined` count as absent. `applyPatch(before, diffDocuments(before, after))` equals `after`.
 */
export function diffDocuments(before: unknown, after: unknown): PatchOperation[] {
  const out: PatchOperation[] = [];
  diffInto(before, after, [], out);
  return out;
}

function describe(path: readonly PathSegment[]): string {
  return pathKey(path) || '(root)';
}

function setIn(node: unknown, path: readonly PathSegment[], index: number, value: unknown): unknown {
  if (index === path.length) return value;
  const segment = path[index]!;
  const last = index === path.length - 1;
  if (isIdSegment(segment)) {
    if (node !== undefined && !Array.isArray(node)) throw new PatchError(`${describe(path.slice(0, index))} is not a list`, path);
    const items = (node ?? []) as unknown[];
    const at = items.findIndex((item) => idOf(item) === segment.id);
    if (last && value === undefined) return at === -1 ? node : items.filter((_, i) => i !== at);
    if (at === -1) {
      if (!last) throw new PatchError(`there is no item ${JSON.stringify(segment.id)} in ${describe(path.slice(0, index))}`, path);
      return [...items, value];
    }
    const next = items.slice();
    next[at] = setIn(items[at], path, index + 1, value);
    return next;
  }
  if (forbiddenKeys.has(segment)) throw new PatchError(`"${segment}" may not be written`, path);
  if (node !== undefined && !isPlainObject(node)) throw new PatchError(`${describe(path.slice(0, index))} is not an object`, path);
  const object = (node ?? {}) as Json;
  if (last && value === undefined) {
    if (!(segment in object)) return node;
    const { [segment]: _removed, ...rest } = object;
    return rest;
  }
  return { ...object, [segment]: setIn(object[segment], path, index + 1, value) };
}

/**
 * Applies the operations in order to a copy of `document` (unchanged parts are shared, nothing is
 * mutated). Missing objects on the way are created; a path through a non-object, or into an item
 * that does not exist, throws `PatchError`. Setting a value that is already there changes nothing,
 * so applying the same patch twice gives the same result.
 */
export function applyPatch<T>(document: T, patch: Patch): T {
  let result: unknown = document;
  for (const operation of patch) result = setIn(result, operation.path, 0, operation.value);
  return result as T;
}

/** The value at `path`, or `undefined` when the path leads nowhere. */
export function valueAt(document: unknown, path: readonly PathSegment[]): unknown {
  let node = document;
  for (const segment of path) {
    if (isIdSegment(segment)) {
      if (!Array.isArray(node)) return undefined;
      node = node.find((item) => idOf(item) === segment.id);
    } else {
      if (!isPlainObject(node)) return undefined;
      node = node[segment];
    }
  }
  return node;
}

function sameSegment(a: PathSegment, b: PathSegment): boolean {
  if (isIdSegment(a)) return isIdSegment(b) && a.id === b.id;
  return a === b;
}

/** One path is the other or lies inside it: a change to one changes the other. */
export function pathsOverlap(a: readonly PathSegment[], b: readonly PathSegment[]): boolean {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (!sameSegment(a[i]!, b[i]!)) return false;
  return true;
}

/** A readable, stable name of a path: `inventory.cash`, `xpHistory[abc].amount`. */
export function pathKey(path: readonly PathSegment[]): string {
  return path.map((segment, i) => (isIdSegment(segment) ? `[${String(segment.id)}]` : i === 0 ? segment : `.${segment}`)).join('');
}

/** Removes an item from a list by id: kept when composing, because a later re-add appends it at the end. */
function removesItem(operation: PatchOperation): boolean {
  const last = operation.path.at(-1);
  return operation.value === undefined && last !== undefined && isIdSegment(last);
}

/**
 * The patches in order as one: each operation that a later one overwrites (same path, or a path
 * inside the later one's) is left out. Applying the result equals applying the patches one by one,
 * also on top of a version that already has some of them (catch-up after a reconnect).
 */
export function composePatches(patches: readonly Patch[]): PatchOperation[] {
  const all = patches.flat();
  return all.filter(
    (operation, i) => removesItem(operation) || !all.slice(i + 1).some((later) => later.path.length <= operation.path.length && pathsOverlap(later.path, operation.path)),
  );
}

/**
 * The operations of `mine` that collide with `theirs`: both touch the same path (or one inside
 * the other) and `current` (the document with `theirs` applied) does not already hold mine's
 * value there. Two sides setting the same value do not collide.
 */
export function conflictingOperations(theirs: Patch, mine: Patch, current: unknown): PatchOperation[] {
  return mine.filter((operation) => theirs.some((other) => pathsOverlap(other.path, operation.path)) && !deepEqual(valueAt(current, operation.path), operation.value));
}

export interface MergeConflict {
  path: PatchPath;
  /** The value at the common base. */
  base: unknown;
  /** The value the other side saved. */
  theirs: unknown;
  /** The value of this side's edit. */
  mine: unknown;
}

/**
 * Three-way merge: `base` is the version both sides started from, `theirs` what was saved
 * elsewhere meanwhile, `mine` this side's version. Every change of mine that does not collide
 * with theirs is applied on top of theirs (`merged`); colliding ones are reported as conflicts and
 * left at their value (the caller asks the user, then applies the chosen values).
 */
export function mergeThreeWay<T>(base: T, theirs: T, mine: T, ignore: readonly string[] = []): { merged: T; conflicts: MergeConflict[] } {
  const skip = (patch: PatchOperation[]) => patch.filter((operation) => !(typeof operation.path[0] === 'string' && ignore.includes(operation.path[0])));
  const theirChanges = skip(diffDocuments(base, theirs));
  const myChanges = skip(diffDocuments(base, mine));
  const colliding = new Set(conflictingOperations(theirChanges, myChanges, theirs));
  const merged = applyPatch(theirs, myChanges.filter((operation) => !colliding.has(operation)));
  const conflicts = [...colliding].map((operation) => ({ path: operation.path, base: valueAt(base, operation.path), theirs: valueAt(theirs, operation.path), mine: operation.value }));
  return { merged, conflicts };
}
