import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameLine, LineContent } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { mergeHomebrewRotes, roteContentSchema } from '@vitae/core/m20';
import { ContentContext, type ContentStore } from '../../../../lib/content/store.ts';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { RotesCard } from './rotes-card.tsx';
import type { StoredMage } from './use-mage.ts';

// Issue #49 item 4: an installed homebrew rote appears beside the mage's own rotes and is cast from its card when the Spheres reach it.
const fireball = { ...roteContentSchema.parse({ name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', style: 'vulgar', description: 'Ein Ball aus Feuer.' }), id: 12, creator: 'Ada', version: 3 };

/** The test content with `fireball` installed, as the app merges installed homebrew into the Mage content. */
function withInstalledRote(): ContentStore {
  const base = testContent();
  return { ...base, forLine: <L extends GameLine>(line: L, language: string) => (line === 'm20' ? mergeHomebrewRotes(base.forLine(line, language), [fireball]) : base.forLine(line, language)) as LineContent<L> };
}

const spheres = { correspondence: 0, entropy: 0, forces: 0, life: 0, matter: 0, mind: 0, prime: 0, spirit: 0, time: 0 };
const mage = (change: Partial<StoredMage>): StoredCharacter => openCharacter('m20', (blank) => ({ ...blank, arete: 3, ...change }) as StoredCharacter);

function renderCard(character: StoredCharacter) {
  return renderSheet(
    <ContentContext.Provider value={withInstalledRote()}>
      <RotesCard />
    </ContentContext.Provider>,
    character,
    'tradition',
  );
}

describe('installed homebrew rotes on the sheet', () => {
  it('a mage whose Spheres reach the rote casts it; the magick roll opens with its Sphere, rank and the vulgar hint', async () => {
    const { user } = renderCard(mage({ spheres: { ...spheres, forces: 3, prime: 2 } }));
    const card = screen.getByTestId('rote-homebrew-12');
    expect(card.textContent).toContain('Feuerball');
    expect(card.textContent).toContain('Homebrew');
    expect(card.textContent).toContain('Kräfte 3, Kern 2');
    expect(card.textContent).toContain('von Ada, Version 3');
    expect(card.textContent).toContain('Wirkt meist: Vulgär');
    await user.click(within(card).getByRole('button', { name: '„Feuerball“ wirken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Magick wirken' });
    expect(within(dialog).getByTestId('magick-rote').textContent).toContain('Feuerball');
    expect((within(dialog).getByLabelText('Höchste verwendete Sphäre') as HTMLSelectElement).value).toBe('forces');
    expect((within(dialog).getByLabelText('Rang des Effekts') as HTMLSelectElement).value).toBe('3');
    expect((within(dialog).getByRole('radio', { name: 'Vulgär' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a mage who lacks a Sphere sees the rote but cannot cast it, and is told what is missing', () => {
    renderCard(mage({ spheres: { ...spheres, forces: 3, prime: 1 } }));
    const card = screen.getByTestId('rote-homebrew-12');
    expect((within(card).getByRole('button', { name: '„Feuerball“ wirken' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.textContent).toContain('Dafür fehlt: Kern 2 (1)');
  });

  it('taking the rote copies it onto the sheet, where it is listed once as the mage’s own', async () => {
    const character = mage({ spheres: { ...spheres, forces: 3, prime: 2 } });
    const { user } = renderCard(character);
    await user.click(screen.getByRole('button', { name: '„Feuerball“ übernehmen' }));
    expect((current(character.id) as StoredMage).rotes).toEqual([
      { id: 'homebrew-12', name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', notes: 'Ein Ball aus Feuer.' },
    ]);
    expect(screen.queryByTestId('installed-rotes')).toBeNull();
    expect(screen.getAllByTestId('rote-homebrew-12')).toHaveLength(1);
  });

  it('without installed rotes the card shows only the mage’s own', () => {
    renderSheet(<RotesCard />, mage({ spheres }), 'tradition');
    expect(screen.queryByTestId('installed-rotes')).toBeNull();
  });
});
