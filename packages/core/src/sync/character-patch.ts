import { diffDocuments, type Patch, type PatchOperation } from './patch.ts';

/**
 * Fields of a stored character that the server owns (its id, the revision it counts, the accounts
 * it is shared with) or that only the client knows (`justViewing`). Patches never carry them.
 */
export const serverOwnedFields = ['id', 'revision', 'viewers', 'justViewing'] as const;
const owned = new Set<string>(serverOwnedFields);

function withoutOwned(character: object): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(character)) if (!owned.has(key)) copy[key] = value;
  return copy;
}

/** What the user changed between two versions of a character, without the server's own fields. */
export function characterPatch(before: object, after: object): PatchOperation[] {
  return diffDocuments(withoutOwned(before), withoutOwned(after));
}

/** The first operation that writes a server-owned field, if any (such a patch is refused). */
export function serverOwnedOperation(patch: Patch): PatchOperation | undefined {
  return patch.find((operation) => operation.path.length === 0 || (typeof operation.path[0] === 'string' && owned.has(operation.path[0])));
}

/** How a list should hear about a patch: a rename or a move on its own, or any other change. */
export type PatchKind = 'renamed' | 'moved' | 'updated';

export function patchKind(patch: Patch): PatchKind {
  const only = (key: string) => patch.length > 0 && patch.every((operation) => operation.path.length === 1 && operation.path[0] === key);
  if (only('name')) return 'renamed';
  if (only('directory')) return 'moved';
  return 'updated';
}
