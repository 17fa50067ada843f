import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { setUiState } from '../../../../lib/ui-store.ts';
import { inEnglish } from '../../../../testing/language.ts';
import { bought, current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { clearPool, usePoolParts } from '../../lib/roll-selection.ts';
import { CellCard } from './cell-card.tsx';
import { EdgesTab } from './edges-tab.tsx';
import type { StoredHunter } from './hunter.ts';
import { ProfileTab } from './profile-tab.tsx';

const edges = testContent().forLine('h5', 'de-DE').edges;
const edge = (id: string) => edges.find((e) => e.id === id)!;
const learnEdge = (id: string) => ({ kind: 'edge' as const, edge: edge(id) });
const learnPerk = (id: string, perkId: string) => ({ kind: 'perk' as const, edge: edge(id), perkId });

/** A hunter with Arsenal and its perk "Exoten", and `exp` experience left. */
function armourer(exp = 0, change: Partial<StoredHunter> = {}): StoredCharacter {
  return openCharacter('h5', (blank) => ({ ...bought(blank, [learnEdge('arsenal'), learnPerk('arsenal', 'arsenal.exotics')], exp), ...change }) as StoredCharacter);
}
const saved = (id: string) => current(id) as StoredHunter;

/** What the next roll holds, as the roll panel reads it. */
function NextRoll() {
  return <p data-testid="next-roll">{usePoolParts().map((part) => part.label).join(' + ')}</p>;
}

describe('the edges tab', () => {
  afterEach(() => {
    setUiState({ levelMode: false });
    clearPool();
  });

  it('shows each edge with its category, pools, system and the perks learned', () => {
    renderSheet(<EdgesTab />, armourer(), 'edges');
    const arsenal = screen.getByRole('article', { name: 'Arsenal' });
    expect(within(arsenal).getByRole('heading', { name: 'Arsenal Ausstattung' })).toBeTruthy();
    expect(within(arsenal).getByText('Würfelpool: Intelligenz + Handwerk oder Manipulation + Szenekenntnis')).toBeTruthy();
    expect(within(arsenal).getByText(edge('arsenal').system)).toBeTruthy();
    const perks = within(arsenal).getAllByRole('listitem');
    expect(perks).toHaveLength(1);
    expect(perks[0]!.textContent).toMatch(/^Exoten – /);
    expect(screen.queryByText('Dieser Jäger hat noch keine Trümpfe.')).toBeNull();
  });

  it('a pool button puts attribute and skill into the next roll, replacing what was there', async () => {
    const { user } = renderSheet(
      <>
        <EdgesTab />
        <NextRoll />
      </>,
      armourer(),
      'edges',
    );
    await user.click(screen.getByRole('button', { name: 'Mit Intelligenz + Handwerk würfeln' }));
    expect(screen.getByTestId('next-roll').textContent).toBe('Intelligenz + Handwerk');
    await user.click(screen.getByRole('button', { name: 'Mit Manipulation + Szenekenntnis würfeln' }));
    expect(screen.getByTestId('next-roll').textContent).toBe('Manipulation + Szenekenntnis');
  });

  it('an edge without perks says so', () => {
    renderSheet(<EdgesTab />, openCharacter('h5', (blank) => bought(blank, [learnEdge('library')])), 'edges');
    expect(within(screen.getByRole('article', { name: 'Bibliothek' })).getByText('Noch keine Verstärkung.')).toBeTruthy();
  });

  describe('leveling mode', () => {
    it('offers the core edges not owned at 7 EXP, each with how many perks follow; supplements only on request', async () => {
      setUiState({ levelMode: true });
      const { user } = renderSheet(<EdgesTab />, armourer(20), 'edges');
      const learn = screen.getByRole('region', { name: 'Trümpfe lernen' });
      expect(within(learn).getByRole('button', { name: 'Bibliothek lernen für 7 EXP' })).toBeTruthy();
      expect(within(learn).queryByRole('button', { name: /^Arsenal lernen/ })).toBeNull();
      expect(within(learn).getByText(/Flotte/).closest('li')!.textContent).toContain(`danach ${edge('fleet').perks.filter((perk) => perk.core).length} Verstärkungen`);
      // Core per the reference (issue #46 item 18): offered without the switch; Unnatural Changes is a supplement's.
      expect(within(learn).getByText(/Experimentelle Medizin/)).toBeTruthy();
      expect(within(learn).queryByText(/Unnatürliche Veränderungen/)).toBeNull();
      await user.click(within(learn).getByRole('checkbox'));
      const supplement = within(learn).getByText(/Unnatürliche Veränderungen/).closest('li')!;
      expect(within(supplement).getByText('ungeprüft')).toBeTruthy();
    });

    it('lists the perks still to learn for each owned edge, at 3 EXP; the pool buttons step aside', () => {
      setUiState({ levelMode: true });
      renderSheet(<EdgesTab />, armourer(20), 'edges');
      const perks = screen.getByRole('list', { name: 'Verstärkungen für Arsenal lernen' });
      expect(within(perks).getByRole('button', { name: 'Ausrüstung fürs Team lernen für 3 EXP' })).toBeTruthy();
      expect(within(perks).queryByRole('button', { name: /^Exoten/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /würfeln$/ })).toBeNull();
    });

    it('says before any click when the experience is not enough', () => {
      setUiState({ levelMode: true });
      renderSheet(<EdgesTab />, armourer(5), 'edges');
      const library = screen.getByRole('region', { name: 'Trümpfe lernen' }).querySelector('li')!;
      expect(within(library).getByText('Nicht genug EXP: nötig sind 7, du hast 5.')).toBeTruthy();
    });

    it('learning an edge asks first, then shows its card and spends 7 EXP', async () => {
      setUiState({ levelMode: true });
      const character = armourer(10);
      const { user } = renderSheet(<EdgesTab />, character, 'edges');
      await user.click(screen.getByRole('button', { name: 'Bibliothek lernen für 7 EXP' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Bibliothek lernen?' })).getByRole('button', { name: 'Für 7 EXP kaufen' }));
      expect(await screen.findByRole('article', { name: 'Bibliothek' })).toBeTruthy();
      expect(saved(character.id).exp).toBe(3);
    });
  });

  it('a hunter without edges says so, in English too', async () => {
    renderSheet(<EdgesTab />, openCharacter('h5'), 'edges');
    expect(screen.getByText('Dieser Jäger hat noch keine Trümpfe.')).toBeTruthy();
    await inEnglish();
    expect(await screen.findByText('This hunter has no Edges yet.')).toBeTruthy();
  });
});

describe('the cell and despair', () => {
  it('falling into despair shows what it does and the drive’s redemption', async () => {
    const character = openCharacter('h5', (blank) => ({ ...blank, drive: 'vengeance', touchstones: [{ name: 'Ben', description: '' }] }) as StoredCharacter);
    const { user } = renderSheet(<CellCard />, character);
    expect(screen.getByTestId('despair').textContent).toBe('Nicht in Hoffnungslosigkeit.');
    await user.click(screen.getByRole('button', { name: 'In Hoffnungslosigkeit fallen' }));
    const despair = screen.getByRole('status');
    expect(despair.textContent).toContain('Hoffnungslosigkeit – keine Verzweiflungswürfel, und der Antrieb gibt keinen Halt.');
    expect(despair.textContent).toMatch(/Erlösung \(Rache\): Die Zelle fügt der Beute/);
    await user.click(within(despair).getByRole('button', { name: 'Erlösung erreicht' }));
    expect(saved(character.id).despair).toBe(false);
  });

  it('without a touchstone, despair cannot be left and it says why', () => {
    renderSheet(<CellCard />, openCharacter('h5', (blank) => ({ ...blank, despair: true }) as StoredCharacter));
    expect(screen.getByText('Ohne Prüfstein bleibt der Jäger in Hoffnungslosigkeit.')).toBeTruthy();
    expect(screen.getByText(/Noch kein Antrieb gewählt\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erlösung erreicht' })).toHaveProperty('disabled', true);
  });

  it('shows the cell’s desperation and danger tracks', () => {
    renderSheet(<CellCard />, openCharacter('h5', (blank) => ({ ...blank, desperation: 3, danger: 2 }) as StoredCharacter));
    expect(within(screen.getByRole('group', { name: 'Verzweiflung' })).getByText('(3)')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Gefahr' })).getByText('(2)')).toBeTruthy();
  });
});

describe('the Hunter profile', () => {
  it('names creed with its field and drive with its redemption; and keeps a touchstone as typed', async () => {
    const character = openCharacter('h5', (blank) => ({ ...blank, creed: 'inquisitive', drive: 'curiosity' }) as StoredCharacter);
    const { user } = renderSheet(<ProfileTab />, character);
    const who = screen.getByRole('region', { name: 'Wer' });
    const facts = Object.fromEntries(within(who).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ Credo: 'Wissbegierig', Antrieb: 'Neugier' });
    expect(facts['Einsatzgebiet (Verzweiflungswürfel)']).toMatch(/^Informationen beschaffen/);
    await user.type(within(who).getByLabelText('Prüfstein 2'), 'Ben');
    // Rows up to the last filled one are stored, blank ones before it too.
    expect(saved(character.id).touchstones.map((row) => row.name)).toEqual(['', 'Ben']);
  });
});
