import type { Character } from '@vitae/core';

const draftKey = 'vitae:creation-draft';

/** The character the wizard is building; kept for the tab's life so a reload does not lose it. */
export function saveCreationDraft(character: Character): void {
  sessionStorage.setItem(draftKey, JSON.stringify(character));
}

export function loadCreationDraft(): Character | undefined {
  const raw = sessionStorage.getItem(draftKey);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Character;
  } catch {
    sessionStorage.removeItem(draftKey);
    return undefined;
  }
}

export function clearCreationDraft(): void {
  sessionStorage.removeItem(draftKey);
}
