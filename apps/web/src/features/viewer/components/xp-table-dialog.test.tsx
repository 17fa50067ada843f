import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { Edge } from '@vitae/core/h5';
import { characterManager } from '../../../lib/characters/characters.ts';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { loadSheet } from '../lines/index.ts';
import { LevelUpButton } from './level-up-button.tsx';
import { XpTableDialog } from './xp-table-dialog.tsx';

const library: Edge = { id: 'library', name: 'Bibliothek', category: 'asset', pools: [], description: '', system: '', core: true, perks: [] };
const stored = (id: string) => characterManager.get(id)?.character as (StoredCharacter & { xpTable?: unknown }) | undefined;

async function renderTable(line: 'h5' | 'm20', change?: (character: StoredCharacter) => StoredCharacter) {
  const character = openCharacter(line, change);
  const view = renderSheet(<XpTableDialog open onClose={() => undefined} />, character);
  const dialog = await screen.findByRole('dialog', { name: /EXP-Tabelle/ }, { timeout: 5000 });
  const row = (name: string) => within(dialog).getByRole('rowheader', { name }).closest('tr')!;
  return { ...view, character, dialog, row };
}

describe('the EXP table (issue #46 items 16, 19)', () => {
  it('lists the line’s prices with their sources and marks the unconfirmed ones as house rules', async () => {
    const { row } = await renderTable('h5');
    expect(row('Attribut').textContent).toContain('5 × neuer Wert');
    expect(row('Attribut').textContent).toContain('wie V5-Grundregelwerk, S. 460');
    for (const name of ['Trumpf', 'Verstärkung']) {
      const mark = within(row(name)).getByText('Hausregel');
      expect(mark.getAttribute('title')).toMatch(/niemand im Regelwerk bestätigen/);
    }
    expect(row('Trumpf').textContent).toContain('7 EXP');
    expect(within(row('Attribut')).queryByText('Hausregel')).toBeNull();
  });

  it('speaks a Technocrat’s words (Erleuchtung for Arete), as the sheet does', async () => {
    await loadSheet('m20');
    const { row } = await renderTable('m20', (blank) => ({ ...blank, allianceType: 'technocraticUnion' }) as StoredCharacter);
    expect(row('Erleuchtung').textContent).toContain('M20-Grundregelwerk, S. 336');
  });

  it('names the M20 core page and the first-dot price', async () => {
    const { row } = await renderTable('m20');
    expect(row('Andere Sphäre').textContent).toContain('erster Punkt 10 EXP, danach 8 × bisheriger Wert');
    expect(row('Andere Sphäre').textContent).toContain('M20-Grundregelwerk, S. 336');
  });

  it('keeps a chronicle’s price with the character, and the reset goes back to the book', async () => {
    const { character, row, user, dialog } = await renderTable('h5');
    const reset = within(dialog).getByRole('button', { name: 'Preise des Regelwerks wiederherstellen' });
    expect(reset).toHaveProperty('disabled', true);
    const edgeRate = within(row('Trumpf')).getByLabelText('EXP-Satz für Trumpf');
    await user.clear(edgeRate);
    await user.type(edgeRate, '5');
    await waitFor(() => expect(stored(character.id)?.xpTable).toEqual({ edge: { rate: 5 } }));
    expect(row('Trumpf').textContent).toContain('5 EXP');
    expect(within(row('Trumpf')).getByText('von der Runde geändert')).toBeTruthy();
    await user.click(reset);
    await waitFor(() => expect(stored(character.id)?.xpTable).toEqual({}));
    expect(row('Trumpf').textContent).toContain('7 EXP');
  });
});

describe('buying names the price’s source (issue #46 items 16, 19)', () => {
  async function confirmBuying(character: StoredCharacter, purchase: Parameters<typeof LevelUpButton>[0]['purchase'], label: string) {
    const { user } = renderSheet(<LevelUpButton character={character} purchase={purchase} label={label} onApply={() => undefined} />, character);
    await user.click(await screen.findByRole('button', { name: new RegExp(label) }, { timeout: 5000 }));
    return screen.findByRole('dialog');
  }

  it('a house-rule price says so, with why, at the chronicle’s price', async () => {
    const hunter = openCharacter('h5', (blank) => ({ ...blank, exp: 20, xpTable: { edge: { rate: 6 } } }) as StoredCharacter);
    const dialog = await confirmBuying(hunter, { kind: 'edge', edge: library }, 'Bibliothek');
    expect(dialog.textContent).toContain('Das kostet 6 EXP');
    expect(within(dialog).getByText('Hausregel')).toBeTruthy();
    expect(within(dialog).getByText('von der Runde geändert')).toBeTruthy();
    expect(dialog.textContent).toMatch(/niemand im Regelwerk bestätigen/);
  });

  it('a book price names book and page', async () => {
    const vampire = openCharacter('v5', (blank) => ({ ...blank, exp: 20 }));
    const dialog = await confirmBuying(vampire, { kind: 'attribute', key: 'str' }, 'Körperkraft');
    expect(dialog.textContent).toContain('V5-Grundregelwerk, S. 460');
    expect(within(dialog).queryByText('Hausregel')).toBeNull();
  });
});
