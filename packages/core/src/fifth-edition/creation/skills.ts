import type { SkillSpread } from '../content.ts';
import { allSkillKeys as skillKeyList, type SkillKey } from '../keys.ts';
import type { FifthEditionCharacter } from '../schema.ts';
import { skillOf, withSkill } from '../sheet.ts';
import { allowedValues, matchesDistribution } from './attributes.ts';
import { allOwnedTraits } from './owned-traits.ts';

type Character = FifthEditionCharacter;
export const allSkillKeys: readonly SkillKey[] = skillKeyList;

/**
 * Skills whose speciality comes free with creation once they have dots: Academics, Craft,
 * Performance, Science (5th-edition core rules, Skills: Specialties). A skill at 0 takes none.
 */
export const freeSpecialitySkills = ['aca', 'cra', 'per', 'sci'] as const satisfies readonly SkillKey[];
export type FreeSpecialitySkill = (typeof freeSpecialitySkills)[number];

/** The free-speciality skills this character has dots in: the ones the skills step asks for. */
export function requiredSpecialitySkills(character: Pick<Character, 'categories'>): FreeSpecialitySkill[] {
  return freeSpecialitySkills.filter((key) => skillValue(character, key) > 0);
}

/** The specialities typed in the skills step; they join the sheet when the step is left. */
export interface SpecialityChoices {
  fixed: Partial<Record<FreeSpecialitySkill, string>>;
  /** The one free speciality, on any skill that has dots. */
  free: { skill: SkillKey | null; text: string };
}

export const emptySpecialityChoices = (): SpecialityChoices => ({ fixed: {}, free: { skill: null, text: '' } });

export const skillValue = (character: Pick<Character, 'categories'>, key: SkillKey) => skillOf(character, key)?.value ?? 0;

/** Caps from `cap_skill` rules of owned flaws (e.g. Illiterate: Academics and Science at most 1). */
export function skillCaps(character: Character): Map<SkillKey, number> {
  const caps = new Map<SkillKey, number>();
  for (const { trait } of allOwnedTraits(character)) {
    for (const action of trait.actions ?? []) {
      if (action.type !== 'cap_skill') continue;
      caps.set(action.data.skill, Math.min(caps.get(action.data.skill) ?? Number.POSITIVE_INFINITY, action.data.value));
    }
  }
  return caps;
}

/** Skills rated above their cap. */
export function cappedSkillsExceeded(character: Character): SkillKey[] {
  const caps = skillCaps(character);
  return [...caps].filter(([key, cap]) => skillValue(character, key) > cap).map(([key]) => key);
}

const skillValues = (character: Pick<Character, 'categories'>) => allSkillKeys.map((key) => skillValue(character, key));

/** Values a skill may switch to under the chosen spread and its cap. */
export function allowedSkillValues(character: Character, spread: Pick<SkillSpread, 'spread'>, key: SkillKey): number[] {
  const cap = skillCaps(character).get(key) ?? Number.POSITIVE_INFINITY;
  return allowedValues(skillValues(character), skillValue(character, key), spread.spread).filter((value) => value <= cap);
}

/** Sets one skill in the skills step; a value the spread or a cap forbids is refused. */
export function setCreationSkill<C extends Character>(character: C, spread: Pick<SkillSpread, 'spread'>, key: SkillKey, value: number): C {
  if (!allowedSkillValues(character, spread, key).includes(value)) return character;
  const skill = skillOf(character, key);
  return skill ? { ...character, categories: withSkill(character, key, { ...skill, value }) } : character;
}

/** Chooses (or changes) the spread: the chosen spread is kept on the sheet and the skill dots start over. */
export function chooseSkillSpread<C extends Character>(character: C, spread: SkillSpread): C {
  const categories = character.categories.map((category) => ({ ...category, skills: category.skills.map((skill) => ({ ...skill, value: 0 })) }));
  return { ...character, skillspread: { ...spread }, categories };
}

export type SkillStepProblem = 'spread_missing' | 'skills_unspent' | 'skill_over_cap' | 'speciality_missing' | 'free_speciality_missing';

export function skillStepProblems(character: Character, spread: Pick<SkillSpread, 'spread'> | null, specialities: SpecialityChoices): SkillStepProblem[] {
  if (!spread) return ['spread_missing'];
  const problems: SkillStepProblem[] = [];
  if (!matchesDistribution(skillValues(character), spread.spread)) problems.push('skills_unspent');
  if (cappedSkillsExceeded(character).length > 0) problems.push('skill_over_cap');
  if (requiredSpecialitySkills(character).some((key) => !specialities.fixed[key]?.trim())) problems.push('speciality_missing');
  const free = specialities.free;
  if (!free.skill || skillValue(character, free.skill) === 0 || !free.text.trim()) problems.push('free_speciality_missing');
  return problems;
}

/**
 * Leaving the skills step: the specialities join their skills (a repeated text is kept once). One
 * typed for a free-speciality skill that has no dots (any more) is dropped, not stored on a 0-dot skill.
 */
export function commitSpecialities<C extends Character>(character: C, specialities: SpecialityChoices): C {
  const additions: Array<[SkillKey, string]> = requiredSpecialitySkills(character).map((key) => [key, (specialities.fixed[key] ?? '').trim()]);
  if (specialities.free.skill) additions.push([specialities.free.skill, specialities.free.text.trim()]);
  return additions.reduce((next, [key, text]) => {
    const skill = skillOf(next, key);
    if (!skill || !text || skill.specialization.includes(text)) return next;
    return { ...next, categories: withSkill(next, key, { ...skill, specialization: [...skill.specialization, text] }) };
  }, character);
}
