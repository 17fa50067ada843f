import { describe, expect, it } from 'vitest';
import type { SkillKey } from '../keys.ts';
import type { V5Character as Character } from '../../lines/v5/schema.ts';
import { skillSpreadPresets, type SkillSpread } from '../content.ts';
import { withSkillValue } from '../../lines/v5/leveling/test-fixtures.ts';
import { addOwnedTrait } from './owned-traits.ts';
import {
  allSkillKeys,
  allowedSkillValues,
  cappedSkillsExceeded,
  chooseSkillSpread,
  commitSpecialities,
  emptySpecialityChoices,
  freeSpecialitySkills,
  requiredSpecialitySkills,
  setCreationSkill,
  skillCaps,
  skillStepProblems,
  skillValue,
  type SpecialityChoices,
} from './skills.ts';
import { fresh, languagesPack, specialitiesOf } from '../../lines/v5/creation/test-fixtures.ts';

const spreads: SkillSpread[] = skillSpreadPresets.map((preset) => ({ id: preset.id, name: preset.name.de, spread: preset.spread.map((d) => ({ ...d })) }));
const spread = (id: number) => {
  const found = spreads.find((s) => s.id === id);
  if (!found) throw new Error(`spread ${id}`);
  return found;
};
/** The spread's values, highest first, one per skill (0 for the rest). */
const valuesOf = (s: Pick<SkillSpread, 'spread'>) => s.spread.flatMap(({ amount, points }) => Array<number>(amount).fill(points));

/** Sets the skills in `keys` order to the spread's values via the creation rule. */
function spend(character: Character, s: SkillSpread, keys: readonly SkillKey[] = allSkillKeys): Character {
  return valuesOf(s).reduce((c, value, i) => setCreationSkill(c, s, keys[i] as SkillKey, value), chooseSkillSpread(character, s));
}

const specialities: SpecialityChoices = { fixed: { aca: 'Geschichte', cra: 'Holz', per: 'Gesang', sci: 'Chemie' }, free: { skill: 'ath', text: 'Laufen' } };
const illiterate = (c: Character) => {
  const [analphabet] = languagesPack.disadvantages;
  if (!analphabet) throw new Error('fixture');
  return addOwnedTrait(c, languagesPack, 'disadvantages', analphabet, { locked: false, manual: true });
};

describe('skill spreads', () => {
  it.each([
    [1, 'Tausendsassa', { 3: 1, 2: 8, 1: 10 }, 19],
    [2, 'Ausgewogen', { 3: 3, 2: 5, 1: 7 }, 15],
    [3, 'Spezialist', { 4: 1, 3: 3, 2: 3, 1: 3 }, 10],
  ])('spread %i (%s): %j → %i skills with dots', (id, name, counts, total) => {
    const s = spread(id);
    expect(s.name).toBe(name);
    expect(Object.fromEntries(s.spread.map(({ points, amount }) => [points, amount]))).toEqual(counts);
    const done = spend(fresh(), s);
    expect(allSkillKeys.filter((key) => skillValue(done, key) > 0)).toHaveLength(total);
    expect(skillStepProblems(done, s, specialities)).toEqual([]);
  });

  it.each([1, 2, 3])('spread %i: one skill short leaves points unspent; one more is refused', (id) => {
    const s = spread(id);
    const done = spend(fresh(), s);
    const last = allSkillKeys[valuesOf(s).length - 1] as SkillKey;
    const unused = allSkillKeys[valuesOf(s).length] as SkillKey;
    expect(skillStepProblems(setCreationSkill(done, s, last, 0), s, specialities)).toEqual(['skills_unspent']);
    for (const value of [1, 2, 3, 4, 5]) expect(setCreationSkill(done, s, unused, value)).toBe(done);
    expect(allowedSkillValues(done, s, unused)).toEqual([0]);
  });

  it.each([
    [1, 4],
    [2, 4],
    [3, 5],
  ])('spread %i refuses a skill at %i', (id, value) => {
    const start = chooseSkillSpread(fresh(), spread(id));
    expect(setCreationSkill(start, spread(id), 'ath', value)).toBe(start);
  });

  it('without a spread only the spread is missing', () => {
    expect(skillStepProblems(fresh(), null, emptySpecialityChoices())).toEqual(['spread_missing']);
  });

  it('choosing a spread keeps it on the sheet and starts the dots over, keeping specialities', () => {
    const before = withSkillValue(withSkillValue(fresh(), 'ath', 3, ['Klettern']), 'bra', 2);
    const next = chooseSkillSpread(before, spread(2));
    expect(next.skillspread).toMatchObject({ id: 2, name: 'Ausgewogen' });
    expect(allSkillKeys.map((key) => skillValue(next, key))).toEqual(Array(27).fill(0));
    expect(specialitiesOf(next, 'ath')).toEqual(['Klettern']);
  });
});

describe('specialities', () => {
  const done = spend(fresh(), spread(2));

  /** `done` with the four free-speciality skills first in line, so each has dots (Ausgewogen: 3, 3, 3, 2). */
  const allFour = spend(fresh(), spread(2), [...freeSpecialitySkills, ...allSkillKeys.filter((key) => !(freeSpecialitySkills as readonly SkillKey[]).includes(key))]);

  // 5th-edition core rules (V5 corebook, Character Creation, Skills: Specialties): Academics, Craft,
  // Performance and Science take a free speciality only if they have dots; plus one free speciality.
  it.each<[string, Character, SkillKey[]]>([
    ['all four with dots', allFour, ['aca', 'cra', 'per', 'sci']],
    ['Science at 0 (the spread in key order)', done, freeSpecialitySkills.filter((key) => skillValue(done, key) > 0)],
    ['none with dots', spend(fresh(), spread(2), allSkillKeys.filter((key) => !(freeSpecialitySkills as readonly SkillKey[]).includes(key))), []],
  ])('only the free-speciality skills with dots need one: %s', (_name, character, expected) => {
    expect(requiredSpecialitySkills(character)).toEqual(expected);
    for (const key of freeSpecialitySkills) {
      const { [key]: _dropped, ...fixed } = specialities.fixed;
      expect(skillStepProblems(character, spread(2), { ...specialities, fixed })).toEqual(expected.includes(key) ? ['speciality_missing'] : []);
    }
  });

  it('a skill at 0 dots gets no speciality stored, even if one was typed', () => {
    expect(skillValue(done, 'sci')).toBe(0);
    expect(skillStepProblems(done, spread(2), { ...specialities, fixed: { ...specialities.fixed, sci: '' } })).toEqual([]);
    expect(specialitiesOf(commitSpecialities(done, specialities), 'sci')).toEqual([]);
  });

  it.each(freeSpecialitySkills)('a missing %s speciality is a problem when it has dots', (key) => {
    const { [key]: _dropped, ...fixed } = specialities.fixed;
    expect(skillStepProblems(allFour, spread(2), { ...specialities, fixed })).toEqual(['speciality_missing']);
    expect(skillStepProblems(allFour, spread(2), { ...specialities, fixed: { ...specialities.fixed, [key]: '  ' } })).toEqual(['speciality_missing']);
  });

  it.each<[string, SpecialityChoices['free']]>([
    ['no skill', { skill: null, text: 'Laufen' }],
    ['no text', { skill: 'ath', text: ' ' }],
    ['a skill without dots', { skill: 'sci', text: 'Chemie II' }],
  ])('the free speciality on %s is a problem', (_name, free) => {
    expect(skillStepProblems(done, spread(2), { ...specialities, free })).toEqual(['free_speciality_missing']);
  });

  it('commitSpecialities adds the five texts (trimmed) to their skills', () => {
    const next = commitSpecialities(allFour, { fixed: { aca: ' Geschichte ', cra: 'Holz', per: 'Gesang', sci: 'Chemie' }, free: { skill: 'ath', text: 'Laufen ' } });
    expect(Object.fromEntries((['aca', 'cra', 'per', 'sci', 'ath'] as const).map((key) => [key, specialitiesOf(next, key)]))).toEqual({
      aca: ['Geschichte'],
      cra: ['Holz'],
      per: ['Gesang'],
      sci: ['Chemie'],
      ath: ['Laufen'],
    });
  });

  it('commitSpecialities keeps an existing speciality once', () => {
    const start = withSkillValue(done, 'ath', skillValue(done, 'ath'), ['Laufen']);
    expect(specialitiesOf(commitSpecialities(start, specialities), 'ath')).toEqual(['Laufen']);
  });
});

describe('skill caps (cap_skill flaws)', () => {
  it('Analphabet caps Academics and Science at 1', () => {
    expect(Object.fromEntries(skillCaps(illiterate(fresh())))).toEqual({ aca: 1, sci: 1 });
    expect(skillCaps(fresh()).size).toBe(0);
  });

  it.each<[SkillKey, number[]]>([
    ['aca', [0, 1]],
    ['sci', [0, 1]],
    ['ath', [0, 1, 2, 3]],
  ])('with Analphabet, %s may take %j under Ausgewogen', (key, expected) => {
    const start = chooseSkillSpread(illiterate(fresh()), spread(2));
    expect(allowedSkillValues(start, spread(2), key)).toEqual(expected);
  });

  it('refuses Academics at 2 with Analphabet', () => {
    const start = chooseSkillSpread(illiterate(fresh()), spread(2));
    expect(setCreationSkill(start, spread(2), 'aca', 2)).toBe(start);
    expect(skillValue(setCreationSkill(start, spread(2), 'aca', 1), 'aca')).toBe(1);
  });

  it('a skill above its cap is a problem', () => {
    const keys: SkillKey[] = ['aca', ...allSkillKeys.filter((key) => key !== 'aca')];
    const over = illiterate(spend(fresh(), spread(2), keys));
    expect(skillValue(over, 'aca')).toBe(3);
    expect(cappedSkillsExceeded(over)).toEqual(['aca']);
    expect(skillStepProblems(over, spread(2), specialities)).toEqual(['skill_over_cap']);
  });
});
