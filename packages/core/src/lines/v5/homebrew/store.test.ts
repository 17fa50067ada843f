import { describe, expect, it } from 'vitest';
import originalDiscipline from './fixtures/original-product-discipline.json';
import { emptyHomebrewStore, installedVersion, installHomebrew, knownHomebrew, parseHomebrewStore, uninstallHomebrew, upsertById } from './store.ts';
import { sampleClan, sampleDiscipline } from './test-fixtures.ts';

describe('upsertById (spec §4: replace by id or append)', () => {
  it.each([
    ['appends a new id', [{ id: 1, v: 'a' }], { id: 2, v: 'b' }, [{ id: 1, v: 'a' }, { id: 2, v: 'b' }]],
    ['replaces in place', [{ id: 1, v: 'a' }, { id: 2, v: 'b' }], { id: 1, v: 'c' }, [{ id: 1, v: 'c' }, { id: 2, v: 'b' }]],
    ['starts an empty list', [], { id: 5, v: 'x' }, [{ id: 5, v: 'x' }]],
  ])('%s', (_label, list, item, expected) => {
    expect(upsertById(list, item)).toEqual(expected);
  });
});

describe('install and uninstall', () => {
  const clan = sampleClan({ id: 1, disciplines: [4, 3022] });
  const needed = sampleDiscipline({ id: 1 });

  it('installs a clan with the disciplines it needs, and updates it by id', () => {
    const installed = installHomebrew(emptyHomebrewStore(), { clans: [clan], cachedDisciplines: [needed] });
    expect(installed.clans).toEqual([clan]);
    expect(installed.cachedDisciplines).toEqual([needed]);
    const updated = installHomebrew(installed, { clans: [{ ...clan, version: 2, name: 'Neu' }], cachedDisciplines: [needed] });
    expect(updated.clans.map((c) => [c.id, c.version, c.name])).toEqual([[1, 2, 'Neu']]);
    expect(installedVersion(updated, 'clans', 1)).toBe(2);
    expect(installedVersion(updated, 'disciplines', 1)).toBeUndefined();
  });

  it('drops cached disciplines no clan needs any more', () => {
    const other = sampleClan({ id: 2, disciplines: [3022, 3024] });
    const store = installHomebrew(emptyHomebrewStore(), { clans: [clan, other], cachedDisciplines: [needed, sampleDiscipline({ id: 3 }), sampleDiscipline({ id: 9 })] });
    expect(store.cachedDisciplines.map((d) => d.id)).toEqual([1, 3]);
    const withoutFirst = uninstallHomebrew(store, 'clans', 1);
    expect(withoutFirst.cachedDisciplines.map((d) => d.id)).toEqual([1, 3]);
    expect(uninstallHomebrew(withoutFirst, 'clans', 2).cachedDisciplines).toEqual([]);
  });

  it('uninstalls a discipline without touching the clans’ copies', () => {
    const store = installHomebrew(emptyHomebrewStore(), { clans: [clan], disciplines: [needed], cachedDisciplines: [needed] });
    const next = uninstallHomebrew(store, 'disciplines', 1);
    expect(next.disciplines).toEqual([]);
    expect(next.cachedDisciplines).toEqual([needed]);
  });
});

describe('parseHomebrewStore', () => {
  it('migrates old items, leaves out unreadable ones and counts them', () => {
    const { store, dropped } = parseHomebrewStore({
      clans: [sampleClan(), { name: 42 }],
      disciplines: [originalDiscipline],
      ownDisciplines: 'kaputt',
    });
    expect(store.clans).toEqual([sampleClan()]);
    expect(store.disciplines.map((d) => d.name)).toEqual(['Nebelschritt']);
    expect(store.ownDisciplines).toEqual([]);
    expect(dropped).toBe(1);
  });

  it('reads nothing as an empty store', () => {
    expect(parseHomebrewStore(null)).toEqual({ store: emptyHomebrewStore(), dropped: 0 });
  });
});

describe('knownHomebrew', () => {
  it('keeps each item once, in its newest version', () => {
    const store = {
      ...emptyHomebrewStore(),
      ownDisciplines: [sampleDiscipline({ id: 1, version: 3 })],
      disciplines: [sampleDiscipline({ id: 1, version: 2 }), sampleDiscipline({ id: 2, version: 1 })],
      cachedDisciplines: [sampleDiscipline({ id: 2, version: 4 })],
      clans: [sampleClan({ id: 5 })],
    };
    const known = knownHomebrew(store);
    expect(known.disciplines.map((d) => [d.id, d.version])).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(known.clans.map((c) => c.id)).toEqual([5]);
  });
});
