import { touchstonesAtCreation } from '../keys.ts';
import type { H5Character, Touchstone } from '../schema.ts';

type Character = Pick<H5Character, 'touchstones'>;

/** The wizard's touchstone rows (always `touchstonesAtCreation.max`, empty ones included). */
export function touchstoneRows(character: Character): Touchstone[] {
  return Array.from({ length: touchstonesAtCreation.max }, (_, i) => character.touchstones[i] ?? { name: '', description: '' });
}

/** Changes one row; the stored list ends at the last filled row, so blank rows are not kept. */
export function setTouchstone<C extends Character>(character: C, index: number, field: keyof Touchstone, value: string): C {
  if (!Number.isInteger(index) || index < 0 || index >= touchstonesAtCreation.max) return character;
  const rows = touchstoneRows(character).map((row, i) => (i === index ? { ...row, [field]: value } : row));
  const last = rows.findLastIndex((row) => row.name.trim() !== '' || row.description.trim() !== '');
  return { ...character, touchstones: rows.slice(0, last + 1) };
}

/** Leaving the step: blank rows between filled ones are dropped, texts trimmed. */
export function commitTouchstones<C extends Character>(character: C): C {
  const touchstones = character.touchstones
    .map((row) => ({ name: row.name.trim(), description: row.description.trim() }))
    .filter((row) => row.name !== '' || row.description !== '');
  return { ...character, touchstones };
}

export type IdentityStepProblem = 'touchstone_missing' | 'touchstone_name_missing' | 'too_many_touchstones';

/** One to three touchstones, each with a name (rules.json `touchstones`). */
export function identityStepProblems(character: Character): IdentityStepProblem[] {
  const problems: IdentityStepProblem[] = [];
  const named = character.touchstones.filter((row) => row.name.trim() !== '');
  if (named.length < touchstonesAtCreation.min) problems.push('touchstone_missing');
  if (character.touchstones.some((row) => row.name.trim() === '' && row.description.trim() !== '')) problems.push('touchstone_name_missing');
  if (character.touchstones.length > touchstonesAtCreation.max) problems.push('too_many_touchstones');
  return problems;
}
