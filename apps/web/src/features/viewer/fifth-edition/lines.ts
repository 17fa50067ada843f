import type { CharacterOf, GameLine } from '@vitae/core';
import type { FifthEditionCharacter } from '@vitae/core/fifth-edition';

/** The game lines that share attributes, skills, merits and flaws (all but Mage): those whose characters are 5th-edition characters. */
export type FifthEditionLine = { [L in GameLine]: CharacterOf<L> extends FifthEditionCharacter ? L : never }[GameLine];
