import type { ForwardEntry } from '../../../../lib/characters/creation-draft.ts';
import { carryW5Step, type W5Character, type W5Content } from '@vitae/core/w5';

type Later = ForwardEntry & { character: W5Character; entered?: W5Character };

/**
 * Going back in the Werewolf wizard and forward again keeps what still fits (core's `carryW5Step`):
 * another auspice or tribe no longer wipes the attributes or clears the tribe; only Gifts and a
 * Renown layout that belong to the old choice go, and the auspice and tribe steps say so first.
 */
export function carryW5(later: Later, entered: W5Character, content: W5Content): { character: W5Character; state: Record<string, unknown> } | null {
  if (later.entered && JSON.stringify(later.entered) === JSON.stringify(entered)) return { character: later.character, state: later.state };
  const carried = carryW5Step(later.step, later.character, entered, content);
  return carried ? { character: carried.character, state: later.state } : null;
}
