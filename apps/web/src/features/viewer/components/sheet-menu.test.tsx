import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { renderSheetAtTable } from '../../../testing/purchase-gate.tsx';
import { bought } from '../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { characterManager } from '../../../lib/characters/characters.ts';
import { getUiState, setUiState } from '../../../lib/ui-store.ts';
import { SheetMenu } from './sheet-menu.tsx';

const Trackers = () => <p>Gesundheit und Hunger</p>;

async function renderMenu(change?: (character: StoredCharacter) => StoredCharacter, options: { canShare?: boolean } = {}) {
  const character = openCharacter('v5', change);
  const shown: string[] = [];
  const view = renderSheet(
    <SheetMenu
      QuickTrackers={Trackers}
      canShare={options.canShare ?? true}
      renderShareDialogs={(open) => {
        if (open) shown.push(open);
        return open ? <p role="note">{`Dialog ${open}`}</p> : null;
      }}
    />,
    character,
  );
  // The first render waits for the sheet's code and texts.
  await screen.findByRole('button', { name: 'Mehr' }, { timeout: 5000 });
  return { ...view, character, shown };
}

const expOf = (id: string) => characterManager.get(id)?.character.exp;
const menuButton = () => screen.getByRole('button', { name: 'Mehr' });

afterEach(() => setUiState({ levelMode: false }));

describe('the sheet header menu', () => {
  it('is a menu button that opens a menu with every sheet action, closed at first', async () => {
    const { user } = await renderMenu((blank) => ({ ...blank, exp: 12 }));
    expect(menuButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Mehr' });
    expect(menuButton().getAttribute('aria-controls')).toBe(menu.id);
    const names = Array.from(menu.querySelectorAll('[role^="menuitem"]'), (item) => item.textContent);
    expect(names).toEqual(['Info', 'EXP ändernEXP: 12', 'Modus: Leveln', 'EXP-Tabelle', 'Teilen', 'Synchronisieren', 'Zustand']);
    // The first item has the focus.
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Info' }));
  });

  it('moves with the arrow keys, Home and End, wraps around, and Escape closes it with the focus back on the button', async () => {
    const { user } = await renderMenu();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('Info');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toMatch(/^EXP ändern/);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('Zustand');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Info');
    await user.keyboard('{End}');
    expect(focused()).toBe('Zustand');
    await user.keyboard('{Escape}');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(menuButton());
    // ArrowUp on the button opens the menu at its last item.
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Zustand');
  });

  it('closes on a press outside without moving the focus there', async () => {
    const { user } = await renderMenu();
    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches the leveling mode as a checkbox item that says whether it is on', async () => {
    const { user } = await renderMenu();
    await user.click(menuButton());
    const mode = screen.getByRole('menuitemcheckbox', { name: 'Modus: Leveln' });
    expect(mode.getAttribute('aria-checked')).toBe('false');
    await user.click(mode);
    expect(getUiState().levelMode).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(menuButton());
    expect(screen.getByRole('menuitemcheckbox', { name: 'Modus: Leveln' }).getAttribute('aria-checked')).toBe('true');
  });

  it('"EXP ändern" opens its dialog, adds experience, and the focus returns to the menu button', async () => {
    const { user, character } = await renderMenu((blank) => ({ ...blank, exp: 5 }));
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: /^EXP ändern/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Erfahrung hinzufügen' });
    await user.type(within(dialog).getByLabelText('Erfahrungspunkte'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(expOf(character.id)).toBe(8);
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
    // The grant can be undone from the menu now.
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Letzte Gutschrift rückgängig (3 EXP)' }));
    expect(expOf(character.id)).toBe(5);
  });

  it('"Info" opens the character info, "Zustand" the quick trackers as a dialog over the page', async () => {
    const { user, character } = await renderMenu();
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Info' }));
    expect(await screen.findByRole('dialog', { name: `Über ${character.name}` })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Zustand' }));
    const quick = await screen.findByRole('dialog', { name: /^Zustand:/ });
    expect(within(quick).getByText('Gesundheit und Hunger')).toBeTruthy();
  });

  it('"Teilen" and "Synchronisieren" open the share dialogs', async () => {
    const { user, shown } = await renderMenu();
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Synchronisieren' }));
    expect(screen.getByRole('note').textContent).toBe('Dialog sync');
    expect(shown).toEqual(['sync']);
  });

  it('leaves out sharing where the sheet cannot share', async () => {
    const { user } = await renderMenu(undefined, { canShare: false });
    await user.click(menuButton());
    expect(screen.queryByRole('menuitem', { name: 'Teilen' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Synchronisieren' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Info' })).toBeTruthy();
  });
});

describe('undo of a purchase the storyteller approved', () => {
  const approvedStrength = (blank: StoredCharacter): StoredCharacter => {
    const raised = bought(blank, [{ kind: 'attribute', key: 'str' }], 7);
    return { ...raised, xpHistory: raised.xpHistory.map((entry) => ({ ...entry, approvedBy: { id: 'f0f0f0f0-0000-4000-8000-000000000001', name: 'Mara' } })) } as StoredCharacter;
  };

  async function renderWithGate(needs: boolean) {
    const character = openCharacter('v5', approvedStrength);
    const view = renderSheetAtTable(<SheetMenu QuickTrackers={Trackers} canShare renderShareDialogs={() => null} />, character, { needs });
    await screen.findByRole('button', { name: 'Mehr' }, { timeout: 5000 });
    await view.user.click(menuButton());
    await view.user.click(screen.getByRole('menuitem', { name: /^Letzten Kauf rückgängig/ }));
    return character;
  }

  it('at a table that approves spends, is refused with who approved it; no XP comes back', async () => {
    const character = await renderWithGate(true);
    const refusal = await screen.findByRole('dialog', { name: 'Rückgängig nicht möglich' });
    expect(refusal.textContent).toContain('Vom Erzähler zugestimmt (Mara) – nur der Erzähler kann das rückgängig machen.');
    expect(expOf(character.id)).toBe(7);
    expect(characterManager.get(character.id)?.character.xpHistory).toHaveLength(1);
  });

  it('away from such a table, the player undoes it as any purchase', async () => {
    const character = await renderWithGate(false);
    await waitFor(() => expect(characterManager.get(character.id)?.character.xpHistory).toHaveLength(0));
    expect(expOf(character.id)).toBeGreaterThan(7);
  });
});
