import { describe, expect, it } from 'vitest';
import { emptyHomebrewStore } from '@vitae/core/homebrew';
import { createContentStore } from '../content/store.ts';
import { bundleTexts } from '../content/test-fixtures.ts';
import { withHomebrew } from './content.tsx';

describe('content store with the other lines’ homebrew kinds (issue #49 item 4)', () => {
  const base = createContentStore(bundleTexts());
  const stored = { schemaVersion: 1, creator: 'heulerin', public: false, inviteCode: null, updatedAt: '' } as const;
  const gift = { ...stored, id: 5, version: 1, name: 'Mondlicht-Pfad', renown: 'wisdom', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }], dicePool: 'Geistesschärfe + Weisheit', cost: null, duration: null, summary: '' };

  it('a gift joins the Werewolf gifts beside the book’s as id + 3021, and the homebrew book lists it', () => {
    const store = withHomebrew(base, emptyHomebrewStore(), { gifts: [gift] });
    const book = base.forLine('w5', 'de-DE').gifts.length;
    for (const language of ['de-DE', 'en-US']) {
      const gifts = store.forLine('w5', language).gifts;
      expect(gifts).toHaveLength(book + 1);
      expect(gifts.at(-1)).toMatchObject({ id: 3026, name: 'Mondlicht-Pfad', book: 3021, groups: [{ kind: 'native', tier: 1 }] });
    }
    expect(store.meta.lines.w5?.books.find((entry) => entry.id === 3021)).toMatchObject({ gifts: [3026], rites: [] });
    // Vampire content is untouched by a gift.
    expect(store.forLine('v5', 'de-DE').disciplines).toEqual(withHomebrew(base, emptyHomebrewStore()).forLine('v5', 'de-DE').disciplines);
  });

  it('without any, the Werewolf content and books are the bundle’s', () => {
    const store = withHomebrew(base, emptyHomebrewStore(), { gifts: [], rites: [] });
    expect(store.forLine('w5', 'de-DE').gifts).toEqual(base.forLine('w5', 'de-DE').gifts);
    expect(store.meta.lines.w5?.books.some((entry) => entry.id === 3021)).toBe(false);
  });
});
