import type { Character } from '@vitae/core';

/**
 * Steps every local change of a character passes through before it is kept and saved (and every
 * new character before it is created), registered by features loaded on demand: homebrew copies
 * the items a character starts using (issue #49), without the manager importing the homebrew store.
 * A hook returns the same character when it has nothing to add.
 */
type CharacterChangeHook = <C extends Character>(character: C) => C;

const hooks = new Set<CharacterChangeHook>();

/** Registers a hook (once per function); returns how to remove it. */
export function addCharacterChangeHook(hook: CharacterChangeHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export function withCharacterChangeHooks<C extends Character>(character: C): C {
  let next = character;
  for (const hook of hooks) next = hook(next);
  return next;
}
