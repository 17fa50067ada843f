import type { Character } from '@vitae/core';

const draftKey = 'vitae:creation-draft';

/** What one wizard step remembers besides the character: the player's choices not yet applied. */
export type StepState = Record<string, unknown>;

/** A step the player left with "weiter": the character as it was before the step's effects, and the choices. */
export interface DraftHistoryEntry {
  step: string;
  character: Character;
  state: StepState;
  /** The character the step was entered with (what the steps before it made). */
  entered?: Character;
}

/**
 * A later step the player went back from: what it was entered with and how it was left, so
 * "weiter" can carry its choices over when they still fit (docs: issue #20, "back keeps choices").
 */
export interface ForwardEntry {
  step: string;
  entered?: Character;
  character: Character;
  state: StepState;
}

/**
 * The character the wizard is building, kept in the tab's session storage so a reload loses
 * nothing. `character` is the working state of the current step; `history` lets "zurück"
 * restore each earlier step exactly as it was left, before its grants were applied.
 */
export interface CreationDraft {
  character: Character;
  step: string;
  state: StepState;
  history: DraftHistoryEntry[];
  /** The character the current step was entered with. */
  entered?: Character;
  /** Steps after the current one the player went back from, nearest first. */
  forward?: ForwardEntry[];
  /** The folder the character goes into when finished ("+" on a folder). */
  directory?: string;
}

export function startCreationDraft(character: Character, directory: string | undefined, step: string): CreationDraft {
  const draft: CreationDraft = { character, step, state: {}, history: [], entered: character, ...(directory ? { directory } : {}) };
  saveCreationDraft(draft);
  return draft;
}

export function saveCreationDraft(draft: CreationDraft): void {
  sessionStorage.setItem(draftKey, JSON.stringify(draft));
}

const isDraft = (value: unknown): value is CreationDraft =>
  typeof value === 'object' && value !== null && 'character' in value && 'step' in value && Array.isArray((value as CreationDraft).history);

export function loadCreationDraft(): CreationDraft | undefined {
  const raw = sessionStorage.getItem(draftKey);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return parsed;
  } catch {
    // A broken draft cannot be continued; fall through and forget it.
  }
  sessionStorage.removeItem(draftKey);
  return undefined;
}

export function clearCreationDraft(): void {
  sessionStorage.removeItem(draftKey);
}
