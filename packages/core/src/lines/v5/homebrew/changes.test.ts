import { describe, expect, it } from 'vitest';
import { homebrewChanges } from './changes.ts';
import { addAbility, addLevel, blankAbility, removeAbility, updateAbility } from './edit.ts';
import { sampleClan, sampleDiscipline } from './test-fixtures.ts';

describe('homebrewChanges', () => {
  it('is empty for the same content in a new version', () => {
    expect(homebrewChanges(sampleDiscipline(), sampleDiscipline({ version: 2, updatedAt: 'später' }))).toEqual([]);
  });

  it('does not mistake a different key order (as a database may store it) for a change', () => {
    const before = sampleDiscipline();
    const reordered = JSON.parse(JSON.stringify(before), (_key, value: unknown) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    ) as typeof before;
    expect(Object.keys(reordered.levels[1]!.abilities[0]!.combo!)).toEqual(['level', 'disciplineId']);
    expect(homebrewChanges(before, { ...reordered, version: 2 })).toEqual([]);
  });

  it('names changed clan fields with both values', () => {
    expect(homebrewChanges(sampleClan(), sampleClan({ curse: 'Neu', disciplines: [4] }))).toEqual([
      { kind: 'field', field: 'curse', before: 'Sonnenlicht brennt doppelt.', after: 'Neu' },
      { kind: 'field', field: 'disciplines', before: [4, 3022], after: [4] },
    ]);
  });

  it('lists levels and abilities added, removed and changed', () => {
    const before = sampleDiscipline();
    let after = addLevel(updateAbility(removeAbility(before, 1), 2, { summary: 'Anders', cost: 'Zwei Aufwachtests' }));
    after = addAbility(after, 3, blankAbility(0, 'Neue Kraft')).discipline;
    expect(homebrewChanges(before, { ...after, name: 'Nebelweg' })).toEqual([
      { kind: 'field', field: 'name', before: 'Nebelschritt', after: 'Nebelweg' },
      { kind: 'level-added', level: 3 },
      { kind: 'ability-removed', level: 1, abilityId: 1, name: 'Dunstschleier' },
      { kind: 'ability-changed', level: 2, abilityId: 2, name: 'Nebelgestalt', fields: ['summary', 'cost', 'requirement'] },
      { kind: 'ability-added', level: 3, abilityId: 3, name: 'Neue Kraft' },
    ]);
  });

  it('notices an ability that moved to another level and a removed level', () => {
    const before = sampleDiscipline({ levels: [{ abilities: [blankAbility(1, 'A')] }, { abilities: [] }] });
    const after = sampleDiscipline({ levels: [{ abilities: [] }] });
    const moved = sampleDiscipline({ levels: [{ abilities: [] }, { abilities: [blankAbility(1, 'A')] }] });
    expect(homebrewChanges(before, after)).toEqual([
      { kind: 'level-removed', level: 2 },
      { kind: 'ability-removed', level: 1, abilityId: 1, name: 'A' },
    ]);
    expect(homebrewChanges(before, moved)).toEqual([{ kind: 'ability-changed', level: 2, abilityId: 1, name: 'A', fields: ['level'] }]);
  });
});
