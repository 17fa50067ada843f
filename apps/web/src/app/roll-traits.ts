import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { listFor } from '../features/characters/lines/index.ts';
import type { RollTraitsOf } from '../features/play/lib/roll-traits.ts';
import { useContentStore } from '../lib/content/store.ts';

/**
 * The reader VitaePlay's roll requests use for a character's traits: the line's registry entry
 * with the line's content in the current language (features never import each other, so the app
 * shell joins them). Reading a line whose content is not here yet suspends.
 */
export function useRollTraitsOf(): RollTraitsOf {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  // Each line reads its own character and content type; the registry entry is looked up by the character's line.
  return (character: StoredCharacter) => listFor(character.gameLine).rollTraits(character as never, store.forLine(character.gameLine, i18n.language) as never, t);
}
