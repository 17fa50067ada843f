import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameLine, LineContent } from '@vitae/core';
import { edgeContentSchema, mergeHomebrewEdges, perkContentSchema } from '@vitae/core/h5';
import { hunterOfCreed } from '../../../../testing/line-characters.ts';
import { testContent } from '../../../../testing/render.tsx';
import { renderStep } from '../../../../testing/wizard-step.tsx';

// Issue #49 item 4: the wizard offers installed homebrew edges and perks beside the book's, marked as homebrew.
const origin = { creator: 'Ada', version: 1 };
const installed = {
  edges: [{ ...edgeContentSchema.parse({ name: 'Geisterfalle', category: 'asset', pools: [{ attribute: 'wit', skill: 'cra' }], description: 'Eine Falle.' }), id: 4, ...origin }],
  perks: [
    { ...perkContentSchema.parse({ name: 'Doppelte Falle', edge: 'homebrew-4', description: 'Zwei auf einmal.' }), id: 5, ...origin },
    { ...perkContentSchema.parse({ name: 'Schwere Kisten', edge: 'arsenal', description: 'Mehr Munition.' }), id: 6, ...origin },
  ],
};

/** The test content with the homebrew above installed, as the app merges it into the Hunter content. */
function installHomebrew() {
  const store = testContent();
  const original = store.forLine.bind(store);
  const merged = new Map<string, unknown>();
  vi.spyOn(store, 'forLine').mockImplementation(<L extends GameLine>(line: L, language: string) => {
    if (line !== 'h5') return original(line, language);
    if (!merged.has(language)) merged.set(language, mergeHomebrewEdges(original('h5', language), installed));
    return merged.get(language) as LineContent<L>;
  });
}

const edge = (name: string) => screen.getByRole('article', { name });

describe('homebrew edges in the Hunter edges step', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the installed edge with its perk, and a perk on a book edge, each marked as homebrew; taking them fills the picks', async () => {
    installHomebrew();
    const { user, draft } = renderStep('h5', 'edges', { character: hunterOfCreed('Martialisch', 'Rache') });
    const trap = edge('Geisterfalle');
    expect(within(within(trap).getByRole('heading', { level: 4 })).getByText('Homebrew')).toBeTruthy();
    expect(trap.textContent).toContain('Würfelpool: Geistesschärfe + Handwerk');
    await user.click(within(trap).getByRole('button', { name: 'Geisterfalle nehmen' }));
    await user.click(within(trap).getByRole('checkbox', { name: /Doppelte Falle/ }));
    const bookPerk = within(edge('Arsenal')).getByRole('checkbox', { name: /Schwere Kisten/ });
    expect(bookPerk.parentElement?.textContent).toContain('Homebrew');
    await user.click(within(edge('Arsenal')).getByRole('button', { name: 'Arsenal nehmen' }));
    expect(draft().character.edges.map((owned) => [owned.id, owned.perks.map((perk) => perk.id)])).toEqual([
      ['homebrew-4', ['homebrew-4.homebrew-5']],
      ['arsenal', []],
    ]);
  });
});
