import { describe, expect, it } from 'vitest';
import { clearLegacyKeys, hasLegacyCharacters } from './legacy-keys.ts';
import { planLegacyMigration } from './legacy-migration.ts';

function memoryStorage(entries: Record<string, unknown>) {
  const map = new Map(Object.entries(entries).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  return { getItem: (key: string) => map.get(key) ?? null, removeItem: (key: string) => void map.delete(key), keys: () => [...map.keys()] };
}

const legacy = () =>
  memoryStorage({
    'character-directories': [
      { id: 'd-1', name: 'Chicago', open: true },
      { id: 'd-2', name: 'Berlin', open: false },
    ],
    'character-ids': ['c-1', 'c-2', 'c-3', 'c-4'],
    'character-c-1': { id: 'c-1', name: 'Anna', humanity: 7, directory: 'd-1', version: 2 },
    'character-c-2': { id: 'c-2', name: 'Bruno', humanity: 6, directory: 'd-2', inventory: { carriedItems: [{ item: { name: 'Messer', isCustom: false, description: '', category: 'Waffen' }, amount: 2 }], ownedItems: [], cash: 0, bank: 0 } },
    'character-c-3': '{kaputt',
    'note-unrelated': 'bleibt',
  });

describe('legacy migration plan', () => {
  it('keeps folders, gives a taken folder name a fresh one and re-points its characters to it', () => {
    const plan = planLegacyMigration(legacy(), [{ id: 'Chicago', name: 'Chicago', open: false }]);
    expect(plan.folders.sort()).toEqual(['Berlin', 'Chicago (2)']);
    expect(plan.characters.map((c) => [c.legacyId, c.character.name, c.character.directory])).toEqual([
      ['c-1', 'Anna', 'Chicago (2)'],
      ['c-2', 'Bruno', 'Berlin'],
    ]);
    expect(plan.characters[1]!.character.inventory.carriedItems[0]).toMatchObject({ name: 'Messer', quantity: 2 });
    expect(plan.characters.every((c) => c.character.id === undefined)).toBe(true);
  });

  it('reports characters it cannot read and ids without data', () => {
    const plan = planLegacyMigration(legacy(), []);
    expect(plan.problems).toEqual([
      { legacyId: 'c-3', problem: { kind: 'not_json' } },
      { legacyId: 'c-4', problem: { kind: 'missing' } },
    ]);
  });

  it('finds legacy characters only when the id list has some', () => {
    expect(hasLegacyCharacters(legacy())).toBe(true);
    expect(hasLegacyCharacters(memoryStorage({ 'character-ids': [] }))).toBe(false);
    expect(hasLegacyCharacters(memoryStorage({}))).toBe(false);
  });

  it('removes only the legacy keys', () => {
    const storage = legacy();
    clearLegacyKeys(storage);
    expect(storage.keys()).toEqual(['note-unrelated']);
  });
});
