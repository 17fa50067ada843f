import { describe, expect, it } from 'vitest';
import { abilityProblems, comboOptions, comboProblems, requirementOptions } from './abilities.ts';
import { addAbility, addLevel, blankAbility, nextAbilityId, removeAbility, removeLevel, reusedAbilityIds, updateAbility } from './edit.ts';
import { publishProblems } from './publish.ts';
import type { HomebrewAbility } from './schema.ts';
import { sampleDiscipline } from './test-fixtures.ts';

const withCombo = (combo: HomebrewAbility['combo']) => sampleDiscipline({ levels: [{ abilities: [{ ...blankAbility(1, 'A'), combo }] }] });
// Core Protean (5) has five levels, homebrew discipline 2 (content id 3023) has three.
const levelsOf = (id: number) => ({ 5: 5, 3023: 3 })[id];

describe('combo rules', () => {
  it.each([
    ['no combo', null, []],
    ['an existing core discipline and level', { disciplineId: 5, level: 5 }, []],
    ['an existing homebrew discipline and level', { disciplineId: 3023, level: 3 }, []],
    ['a level the discipline does not have', { disciplineId: 3023, level: 4 }, ['combo-level']],
    ['an unknown discipline', { disciplineId: 3999, level: 1 }, ['combo-unknown']],
    ['the discipline itself', { disciplineId: 3022, level: 1 }, ['combo-self']],
  ] as const)('%s', (_label, combo, problems) => {
    expect(comboProblems(withCombo(combo), levelsOf, 3022).map((p) => p.problem)).toEqual(problems);
  });

  it('reports inner and combo problems together, with where they are', () => {
    const discipline = sampleDiscipline({
      levels: [{ abilities: [] }, { abilities: [{ ...blankAbility(4, 'B'), requirement: 9, combo: { disciplineId: 77, level: 1 } }] }],
    });
    expect(abilityProblems(discipline, levelsOf, 3022)).toEqual([
      { level: 2, index: 0, abilityId: 4, problem: 'requirement-missing' },
      { level: 2, index: 0, abilityId: 4, problem: 'combo-unknown' },
    ]);
  });

  it('offers every other discipline that has levels', () => {
    const known = [
      { id: 5, levels: 5 },
      { id: 3022, levels: 2 },
      { id: 3023, levels: 0 },
    ];
    expect(comboOptions(known, 3022)).toEqual([{ id: 5, levels: 5 }]);
  });
});

describe('requirement picker', () => {
  it('offers other abilities but none that would close a circle', () => {
    // 1 ← 2 ← 3 (3 requires 2, 2 requires 1); 4 stands alone.
    const discipline = sampleDiscipline({
      levels: [
        { abilities: [blankAbility(1, 'A'), { ...blankAbility(2, 'B'), requirement: 1 }] },
        { abilities: [{ ...blankAbility(3, 'C'), requirement: 2 }, blankAbility(4, 'D')] },
      ],
    });
    const ids = (abilityId: number) => requirementOptions(discipline, abilityId).map((option) => option.ability.id);
    expect(ids(1)).toEqual([4]);
    expect(ids(2)).toEqual([1, 4]);
    expect(ids(4)).toEqual([1, 2, 3]);
    expect(requirementOptions(discipline, 3).map((option) => option.level)).toEqual([1, 1, 2]);
  });
});

describe('editing a discipline', () => {
  it('adds levels up to ten and no more', () => {
    let discipline = sampleDiscipline({ levels: [] });
    for (let i = 0; i < 12; i += 1) discipline = addLevel(discipline);
    expect(discipline.levels).toHaveLength(10);
  });

  it('removing a level moves the ones above down and clears requirements on its abilities', () => {
    const discipline = sampleDiscipline({
      levels: [
        { abilities: [blankAbility(1, 'A')] },
        { abilities: [blankAbility(2, 'B')] },
        { abilities: [{ ...blankAbility(3, 'C'), requirement: 2 }, { ...blankAbility(4, 'D'), requirement: 1 }] },
      ],
    });
    const next = removeLevel(discipline, 2);
    expect(next.levels.map((level) => level.abilities.map((a) => [a.id, a.requirement]))).toEqual([[[1, null]], [[3, null], [4, 1]]]);
    expect(discipline.levels).toHaveLength(3);
    expect(removeLevel(discipline, 4)).toBe(discipline);
  });

  it('gives new abilities the next free id and refuses a thirteenth in a level', () => {
    const start = sampleDiscipline();
    const { discipline, abilityId } = addAbility(start, 1, blankAbility(0, 'Neu'));
    expect(abilityId).toBe(3);
    expect(discipline.levels[0]!.abilities.map((a) => a.id)).toEqual([1, 3]);
    let full = sampleDiscipline({ levels: [{ abilities: [] }] });
    for (let i = 0; i < 12; i += 1) full = addAbility(full, 1, blankAbility(0, `A${i}`)).discipline;
    expect(addAbility(full, 1, blankAbility(0, 'zu viel')).abilityId).toBe(0);
    expect(addAbility(start, 5, blankAbility(0, 'keine Stufe')).discipline).toBe(start);
  });

  it('never gives a deleted ability’s id to a new one (characters refresh powers by id)', () => {
    const added = addAbility(sampleDiscipline(), 2, blankAbility(0, 'Dritte')).discipline;
    expect(added.lastAbilityId).toBe(3);
    const removed = removeAbility(added, 3);
    expect(nextAbilityId(removed)).toBe(4);
    expect(addAbility(removed, 1, blankAbility(0, 'Vierte')).abilityId).toBe(4);
  });

  it.each([
    ['nothing new', [1, 2], 2, [1, 2], []],
    ['a fresh id above the mark', [1, 2], 2, [1, 2, 3], []],
    ['an id deleted earlier, below the mark', [1], 3, [1, 2], [2]],
    ['a kept id', [1, 2], 5, [2], []],
    ['an old item without a mark: only ids it still has count', [1, 2], 0, [1, 3], []],
  ] as const)('reused ids: %s', (_label, storedIds, mark, incomingIds, reused) => {
    const withIds = (ids: readonly number[], lastAbilityId: number) => ({ levels: [{ abilities: ids.map((id) => blankAbility(id, `F${id}`)) }], lastAbilityId });
    expect(reusedAbilityIds(withIds(storedIds, mark), withIds(incomingIds, 0))).toEqual(reused);
  });

  it('updates an ability in place and removing it frees those that required it', () => {
    const changed = updateAbility(sampleDiscipline(), 2, { name: 'Nebelleib', minBloodPotency: 3 });
    expect(changed.levels[1]!.abilities[0]).toMatchObject({ id: 2, name: 'Nebelleib', minBloodPotency: 3, requirement: 1 });
    const removed = removeAbility(changed, 1);
    expect(removed.levels[0]!.abilities).toEqual([]);
    expect(removed.levels[1]!.abilities[0]!.requirement).toBeNull();
  });
});

describe('publishing', () => {
  it.each([
    ['a discipline with an ability', { levels: [{ abilities: [blankAbility(1, 'A')] }] }, []],
    ['a discipline with only empty levels', { levels: [{ abilities: [] }] }, ['no-abilities']],
    ['a clan with a discipline', { disciplines: [4] }, []],
    ['a clan without disciplines', { disciplines: [] }, ['no-disciplines']],
  ] as const)('%s', (_label, item, problems) => {
    expect(publishProblems(item)).toEqual(problems);
  });
});
