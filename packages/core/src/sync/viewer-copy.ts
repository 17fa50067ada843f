import type { PatchOperation } from './patch.ts';

/**
 * Fields of a character that are its owner's secrets, not part of what a viewer reads (a
 * character shared to view, or brought to a play session): the tabletop link holds the access key
 * of the owner's Foundry world, and whoever has it can listen to and post rolls there (issue #43,
 * finding 6). Viewers never save, so leaving the field out changes nothing for them.
 */
export const secretCharacterFields = ['tabletop'] as const;
const secret = new Set<string>(secretCharacterFields);

/** The character as a viewer receives it: the owner's secrets left out (a copy; the input stays). */
export function withoutSecrets<C extends object>(character: C): C {
  if (!Object.keys(character).some((key) => secret.has(key))) return character;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(character)) if (!secret.has(key)) copy[key] = value;
  return copy as C;
}

/** Whether an operation writes (or removes) one of the owner's secret fields. */
export function touchesSecrets(operation: PatchOperation): boolean {
  return operation.path.length > 0 && typeof operation.path[0] === 'string' && secret.has(operation.path[0]);
}

/** A patch as a viewer receives it: operations on the owner's secrets left out. */
export function patchWithoutSecrets<P extends readonly PatchOperation[]>(patch: P): PatchOperation[] {
  return patch.filter((operation) => !touchesSecrets(operation));
}
