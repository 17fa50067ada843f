import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { mageWords } from '../../../../components/lines/m20/labels.ts';
import { useViewerCharacter } from '../../hooks/use-viewer-character.ts';

/** A stored character of the Mage line. */
export type StoredMage = Extract<StoredCharacter, { gameLine: 'm20' }>;

const asMage = (character: StoredCharacter | undefined): StoredMage | null => (character?.gameLine === 'm20' ? character : null);

/** The open character as a mage (the Mage sheet's screens only ever see mages). */
export function useMage() {
  const { entry, update, readOnly } = useViewerCharacter();
  const character = asMage(entry?.character);
  return {
    entry: entry && character ? { ...entry, character } : undefined,
    readOnly,
    update: (change: (character: StoredMage) => StoredCharacter) =>
      update((current: StoredCharacter) => {
        const mage = asMage(current);
        return mage ? change(mage) : current;
      }),
  };
}

/** The translator in the open mage's words (a Technocrat reads Technocracy's; see `mageWords`). */
export function useMageWords() {
  const { t } = useTranslation();
  const { entry } = useMage();
  return mageWords(t, entry?.character ?? { allianceType: 'traditionCouncil' });
}
