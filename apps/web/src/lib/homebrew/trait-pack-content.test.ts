import { describe, expect, it } from 'vitest';
import { emptyHomebrewStore } from '@vitae/core/homebrew';
import { createContentStore } from '../content/store.ts';
import { bundleTexts } from '../content/test-fixtures.ts';
import { withHomebrew } from './content.tsx';

describe('content store with homebrew merit packs and backgrounds (issue #49 item 4)', () => {
  const base = createContentStore(bundleTexts());
  const stored = { schemaVersion: 1, creator: 'erzaehlerin', public: false, inviteCode: null, updatedAt: '', version: 1 } as const;
  const pack = (id: number, name: string) => ({ ...stored, id, name, description: '', isCombinable: true, advantages: [{ name: 'Treue', level: 2, description: '', isRepeatable: false }], disadvantages: [] });

  it('a Vampire merit pack joins the Vampire merits as id + 3021 and the homebrew book lists it', () => {
    const store = withHomebrew(base, emptyHomebrewStore(), { 'vampire-merits': [pack(8, 'Blutbande')] });
    const book = base.forLine('v5', 'de-DE').merits.length;
    const merits = store.forLine('v5', 'de-DE').merits;
    expect(merits).toHaveLength(book + 1);
    expect(merits.at(-1)).toMatchObject({ id: 3029, type: 'merits', name: 'Blutbande', advantages: [{ id: 1, name: 'Treue', level: 2 }] });
    expect(store.meta.lines.v5?.books.find((entry) => entry.id === 3021)).toMatchObject({ merits: [3029], backgrounds: [] });
  });

  it('a Hunter background joins the Hunter backgrounds; the Werewolf ones stay the bundle’s', () => {
    const store = withHomebrew(base, emptyHomebrewStore(), { 'hunter-backgrounds': [pack(4, 'Unterschlupf')] });
    expect(store.forLine('h5', 'en-US').backgrounds.at(-1)).toMatchObject({ id: 3025, type: 'backgrounds', name: 'Unterschlupf' });
    expect(store.forLine('w5', 'de-DE').backgrounds).toEqual(base.forLine('w5', 'de-DE').backgrounds);
  });
});
