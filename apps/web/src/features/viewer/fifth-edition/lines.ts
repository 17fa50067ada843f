import type { GameLine } from '@vitae/core';

/** The game lines that share attributes, skills, merits and flaws: all but Mage. */
export type FifthEditionLine = Exclude<GameLine, 'm20'>;
