import type { CreationDraft } from '../../../lib/characters/creation-draft.ts';

/** The current step's own choices, typed by the step that keeps them (the draft stores plain JSON). */
export function stepState<T extends object>(draft: CreationDraft): T {
  return draft.state as T;
}
