import { describe, expect, it } from 'vitest';
import { emptyHomebrewStore, type HomebrewClan, type HomebrewDiscipline } from '@vitae/core/homebrew';
import { createContentStore } from '../content/store.ts';
import { bundleTexts } from '../content/test-fixtures.ts';
import { withHomebrew } from './content.tsx';

describe('content store with homebrew', () => {
  const base = createContentStore(bundleTexts());
  const stored = { schemaVersion: 1, creator: 'erzaehlerin', public: false, inviteCode: null, updatedAt: '' } as const;
  const discipline = (id: number, version: number, name: string): HomebrewDiscipline => ({ ...stored, id, version, name, description: '', levels: [{ abilities: [{ id: 1, name: 'Dunst', summary: '', dicePool: null, cost: null, duration: null, combo: null, minBloodPotency: null, requirement: null }] }], lastAbilityId: 1 });
  const clan: HomebrewClan = { ...stored, id: 1, version: 1, name: 'Kinder des Nebels', slogan: '', description: '', curse: 'Sonne', disciplines: [4, 3022], symbol: null, templateClanId: null };

  it('with nothing installed, Vampire content is the bundle\'s and the homebrew book lists no clans', () => {
    const store = withHomebrew(base, emptyHomebrewStore());
    expect(store.forLine('v5', 'de-DE').disciplines.map((d) => d.id)).toEqual(base.forLine('v5', 'de-DE').disciplines.map((d) => d.id));
    expect(store.meta.lines.v5.books.find((book) => book.id === 3021)?.clans).toEqual([]);
  });

  it('merges installed, cached and own homebrew once each (the newest copy) under book 3021, in every language', () => {
    const store = withHomebrew(base, { ...emptyHomebrewStore(), clans: [clan], cachedDisciplines: [discipline(1, 1, 'Nebelschritt')], ownDisciplines: [discipline(1, 2, 'Nebelweg'), discipline(2, 1, 'Eigenes')] });
    for (const language of ['de-DE', 'en-US']) {
      const content = store.forLine('v5', language);
      expect(content.disciplines.filter((d) => d.id > 3021).map((d) => [d.id, d.name])).toEqual([
        [3022, 'Nebelweg'],
        [3023, 'Eigenes'],
      ]);
      expect(content.clans.filter((c) => c.id < 0 || c.id > 3021).map((c) => [c.id, c.disciplines])).toEqual([
        [-1, [3022, 3023]],
        [3022, [4, 3022]],
      ]);
    }
    expect(store.meta.lines.v5.books.find((book) => book.id === 3021)?.clans).toEqual([-1, 3022]);
    expect(store.forLine('v5', 'de-DE')).toBe(store.forLine('v5', 'de-DE'));
    expect(store.forLine('h5', 'de-DE')).toBe(base.forLine('h5', 'de-DE'));
  });

  it('a changed homebrew store gives a new merge; the bundle content underneath is never changed', () => {
    const before = withHomebrew(base, { ...emptyHomebrewStore(), disciplines: [discipline(1, 1, 'Nebelschritt')] });
    const after = withHomebrew(base, emptyHomebrewStore());
    expect(before.forLine('v5', 'de-DE').disciplines.some((d) => d.id === 3022)).toBe(true);
    expect(after.forLine('v5', 'de-DE').disciplines.some((d) => d.id === 3022)).toBe(false);
    expect(base.forLine('v5', 'de-DE').disciplines.some((d) => d.id === 3022)).toBe(false);
  });
});
