import type { Creed, Drive } from '../content/creeds.ts';
import type { H5Character } from '../schema.ts';

type Character = Pick<H5Character, 'creed' | 'drive'>;

/** Chooses the creed (by content id). */
export function chooseCreed<C extends Character>(character: C, creed: Pick<Creed, 'id'>): C {
  return { ...character, creed: creed.id };
}

/** Chooses the drive (by content id). */
export function chooseDrive<C extends Character>(character: C, drive: Pick<Drive, 'id'>): C {
  return { ...character, drive: drive.id };
}

export type CreedStepProblem = 'creed_missing' | 'drive_missing';

/** What keeps the creed step from being left: one of the five creeds and one of the seven drives (rules.json `creed`, `drive`). */
export function creedStepProblems(character: Character, content: { creeds: readonly Pick<Creed, 'id'>[]; drives: readonly Pick<Drive, 'id'>[] }): CreedStepProblem[] {
  const problems: CreedStepProblem[] = [];
  if (!content.creeds.some((creed) => creed.id === character.creed)) problems.push('creed_missing');
  if (!content.drives.some((drive) => drive.id === character.drive)) problems.push('drive_missing');
  return problems;
}
