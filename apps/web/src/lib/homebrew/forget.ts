import { storageKeys } from '../storage-keys.ts';

/** Told to the homebrew store (if loaded) that its data is gone. */
export const homebrewForgottenEvent = 'vitae:homebrew-forgotten';

/**
 * On logout: the next account on this browser starts with nothing of this one's homebrew. Kept
 * apart from the store so the settings screen does not load the homebrew rules to do it.
 */
export function forgetHomebrew(): void {
  localStorage.removeItem(storageKeys.homebrew);
  localStorage.removeItem(storageKeys.homebrewKinds);
  window.dispatchEvent(new Event(homebrewForgottenEvent));
}
