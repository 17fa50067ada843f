import type { CharacterOf, GameLine } from '@vitae/core';
import type { FifthEditionCharacter } from '@vitae/core/fifth-edition';
import type { CreationDraft } from '../../../lib/characters/creation-draft.ts';

/** The game lines that share attributes, skills, merits and flaws (all but Mage): those whose characters are 5th-edition characters. */
export type FifthEditionLine = { [L in GameLine]: CharacterOf<L> extends FifthEditionCharacter ? L : never }[GameLine];

type FifthEditionDraft = CreationDraft & { character: CharacterOf<FifthEditionLine> };

/**
 * Props of a step every 5th-edition line uses. Its own type (not `StepProps<…>`) so the same
 * component fits each line's registry: a line passes its own draft, and `onChange` gets one back.
 */
export interface FifthEditionStepProps {
  draft: FifthEditionDraft;
  onChange(draft: FifthEditionDraft): void;
}
