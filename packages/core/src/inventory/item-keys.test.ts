import { describe, expect, it } from 'vitest';
import type { Inventory } from './inventory.ts';
import { itemInLanguage, keyInventoryItems } from './item-keys.ts';

const german = [
  { key: 'krauterbundel', name: 'Kräuterbündel', category: 'Ritualbedarf', description: 'Getrocknete Kräuter.' },
  { key: 'silbermesser', name: 'Silbermesser', category: 'Silber', description: 'Eine Klinge aus Silber.' },
];
const english = [
  { key: 'krauterbundel', name: 'Bundle of herbs', category: 'Ritual supplies', description: 'Dried herbs.' },
  { key: 'silbermesser', name: 'Silver knife', category: 'Silver', description: 'A blade of silver.' },
];
const item = (name: string, isCustom = false, key?: string) => ({ name, description: '', quantity: 1, category: '', isCustom, ...(key ? { key } : {}) });
const inventory = (carried: ReturnType<typeof item>[], owned: ReturnType<typeof item>[] = []): Inventory => ({ carriedItems: carried, ownedItems: owned, cash: 0, bank: 0 });

describe('keyInventoryItems: copied names matched back to catalogue keys (issue #47)', () => {
  it.each([
    ['the German copy of an older character', 'Kräuterbündel', 'krauterbundel'],
    ['typed differently (case, accents, spaces)', 'kräuter bündel', 'krauterbundel'],
    ['an English copy', 'Silver knife', 'silbermesser'],
  ])('%s', (_name, copied, key) => {
    expect(keyInventoryItems(inventory([item(copied)]), [german, english])?.carriedItems[0]?.key).toBe(key);
  });

  it('leaves custom items, already keyed items and unknown names alone, and says when nothing changed', () => {
    const kept = inventory([item('Kräuterbündel', true), item('Tagebuch')], [item('Silbermesser', false, 'silbermesser')]);
    expect(keyInventoryItems(kept, [german, english])).toBeUndefined();
  });

  it('keys both lists', () => {
    const next = keyInventoryItems(inventory([item('Silbermesser')], [item('Kräuterbündel')]), [german]);
    expect([next?.carriedItems[0]?.key, next?.ownedItems[0]?.key]).toEqual(['silbermesser', 'krauterbundel']);
  });
});

describe('itemInLanguage', () => {
  it('a keyed item reads in the catalogue’s language; an unkeyed one as it was copied', () => {
    expect(itemInLanguage(item('Kräuterbündel', false, 'krauterbundel'), english)).toMatchObject({ name: 'Bundle of herbs', description: 'Dried herbs.', category: 'Ritual supplies' });
    expect(itemInLanguage(item('Tagebuch'), english)).toMatchObject({ name: 'Tagebuch' });
  });
});
