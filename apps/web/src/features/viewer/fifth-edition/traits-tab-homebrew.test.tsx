import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { FifthEditionCharacter, TraitPack } from '@vitae/core/fifth-edition';
import { bought } from '../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../testing/render.tsx';
import { loadSheet } from '../lines/index.ts';
import { TraitsTab } from './traits-tab.tsx';

const content = testContent().forLine('v5', 'de-DE');
const drinking = (): TraitPack => content.merits.find((p) => p.type === 'merits' && p.name === 'Trinken')!;

describe('the merits and backgrounds tab marks homebrew packs (issue #49)', () => {
  it('a pack from the homebrew book carries the Homebrew badge, the book’s packs none', async () => {
    await loadSheet('v5');
    const book = drinking();
    const character = openCharacter('v5', (blank) => {
      const withBook = bought(blank, [{ kind: 'trait', type: 'merits', pack: book, traitId: 1 }]) as FifthEditionCharacter & StoredCharacter;
      const homebrew = { ...withBook.merits.packs[0]!, pack: { ...withBook.merits.packs[0]!.pack, id: 3030, name: 'Nachtmarkt' } };
      return { ...withBook, merits: { ...withBook.merits, packs: [...withBook.merits.packs, homebrew] } } as StoredCharacter;
    });
    renderSheet(<TraitsTab />, character, 'traits');
    const market = await screen.findByRole('region', { name: 'Nachtmarkt' });
    expect(within(market).getByRole('heading').textContent).toBe('Nachtmarkt Homebrew');
    expect(within(screen.getByRole('region', { name: book.name })).queryByText('Homebrew')).toBeNull();
  });
});
