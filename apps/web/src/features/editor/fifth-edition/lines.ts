import type { CharacterOf, GameLine } from '@vitae/core';
import type { CreationDraft } from '../../../lib/creation-draft.ts';

/** The game lines that share attributes, skills, merits and flaws: all but Mage. */
export type FifthEditionLine = Exclude<GameLine, 'm20'>;

type FifthEditionDraft = CreationDraft & { character: CharacterOf<FifthEditionLine> };

/**
 * Props of a step every 5th-edition line uses. Its own type (not `StepProps<…>`) so the same
 * component fits each line's registry: a line passes its own draft, and `onChange` gets one back.
 */
export interface FifthEditionStepProps {
  draft: FifthEditionDraft;
  onChange(draft: FifthEditionDraft): void;
}
