import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { OverflowMenu, type MenuItem } from './overflow-menu.tsx';

function showMenu(items: MenuItem[]) {
  const rendered = renderInApp(
    <>
      <OverflowMenu label="Aktionen für Mara" items={items} />
      <button type="button">Danach</button>
    </>,
  );
  return { ...rendered, button: screen.getByRole('button', { name: 'Aktionen für Mara' }) };
}

const focused = () => document.activeElement?.textContent;

describe('the "⋯" menu button', () => {
  const chosen: string[] = [];
  const items: MenuItem[] = ['Umbenennen', 'Klonen', 'Exportieren', 'Löschen'].map((label) => ({ key: label, label, onSelect: () => chosen.push(label) }));

  it('opens from the keyboard on the first item (Enter, ↓) or the last (↑); arrows wrap; Home and End jump', async () => {
    const { user, button } = showMenu(items);
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Aktionen für Mara' })).toBeTruthy();
    expect(focused()).toBe('Umbenennen');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Löschen');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Umbenennen');
    await user.keyboard('{End}');
    expect(focused()).toBe('Löschen');
    await user.keyboard('{Home}{ArrowDown}');
    expect(focused()).toBe('Klonen');
    // A letter jumps to the next item that starts with it.
    await user.keyboard('e');
    expect(focused()).toBe('Exportieren');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Löschen');
  });

  it('Enter on an item chooses it, closes the menu and gives the focus back to the button', async () => {
    chosen.length = 0;
    const { user, button } = showMenu(items);
    await user.click(button);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Klonen']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a click elsewhere or Tab closes it without choosing', async () => {
    const onSelect = vi.fn();
    const { user, button } = showMenu([{ key: 'a', label: 'Teilen', onSelect }]);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Danach' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    // Tab goes on from the button, to the control after it.
    expect(focused()).toBe('Danach');
  });

  it('a switch is a checkbox item that says whether it is on; a fact stands beside its label; a letter finds the label', async () => {
    const onSelect = vi.fn();
    const { user, button } = showMenu([
      { key: 'exp', label: 'EXP ändern', meta: 'EXP: 12', onSelect },
      { key: 'mode', label: 'Modus: Leveln', checked: true, onSelect },
    ]);
    await user.click(button);
    const mode = screen.getByRole('menuitemcheckbox', { name: 'Modus: Leveln' });
    expect(mode.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /^EXP ändern/ }).textContent).toBe('EXP ändernEXP: 12');
    // The tick before "Modus" does not hide it from the letter M.
    await user.keyboard('m');
    expect(document.activeElement).toBe(mode);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
  });

  it('a disabled item says why and cannot be chosen', async () => {
    const onSelect = vi.fn();
    const { user, button } = showMenu([{ key: 'share', label: 'Teilen', disabled: true, hint: 'Nur online möglich', onSelect }]);
    await user.click(button);
    const item = screen.getByRole('menuitem', { name: /Teilen/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('Nur online möglich');
    await user.click(item);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
