import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { inEnglish } from '../../../testing/language.ts';
import { current } from '../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../testing/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';

/** Issue #47 item 1: each line's own catalogue, searchable, grouped, with an amount. */
type Line = 'v5' | 'w5' | 'h5' | 'm20';
const emptyHanded = (line: Line): StoredCharacter => openCharacter(line, (blank) => ({ ...blank, inventory: { ...blank.inventory, carriedItems: [], ownedItems: [] } }) as StoredCharacter);
const carried = (id: string) => current(id)!.inventory.carriedItems;

async function openDialog(line: Line) {
  const character = emptyHanded(line);
  const view = renderSheet(<InventoryTab />, character, 'inventory');
  await view.user.click(within(screen.getByRole('region', { name: /Dabei|Carried/ })).getByRole('button', { name: /Gegenstand hinzufügen|Add item/ }));
  const dialog = await screen.findByRole('dialog', { name: /Gegenstand hinzufügen|Add item/ });
  const list = () => within(dialog).getByRole('listbox');
  const names = () => within(list()).queryAllByRole('option').map((option) => option.querySelector('.item-picker__name')?.textContent);
  return { ...view, character, dialog, list, names };
}

describe('the add-item dialog', () => {
  it.each(['w5', 'h5', 'm20'] as const)('%s offers its own catalogue, never the Vampire one', async (line) => {
    const own = testContent().forLine(line, 'de-DE').items;
    const vampire = testContent().forLine('v5', 'de-DE').items;
    const { dialog, names } = await openDialog(line);
    expect(names().sort()).toEqual(own.map((item) => item.name).sort());
    expect(names()).not.toContain('Holzpflock');
    const categories = [...(within(dialog).getByLabelText('Kategorie') as HTMLSelectElement).options].map((option) => option.text);
    expect(categories[0]).toBe('Alle Gegenstände');
    expect(categories).not.toContain('Vampiritem');
    expect(new Set(categories.slice(1))).toEqual(new Set(own.map((item) => item.category)));
    expect(own.some((item) => vampire.some((v) => v.description === item.description))).toBe(false);
  });

  it('groups the list by category, categories and items by name', async () => {
    const { list } = await openDialog('w5');
    const groups = within(list()).getAllByRole('group');
    const headings = groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent);
    expect(headings).toEqual([...headings].sort((a, b) => a!.localeCompare(b!, 'de')));
    const silver = within(list()).getByRole('group', { name: 'Silber' });
    const silverNames = within(silver).getAllByRole('option').map((option) => option.querySelector('.item-picker__name')?.textContent);
    expect(silverNames).toEqual(['Silberkette', 'Silbermesser', 'Silbermunition', 'Silberring', 'Silberstaub']);
    expect(within(list()).getByRole('group', { name: 'Talismane' })).toBeTruthy();
  });

  it('searches name and description, every word, without minding case or accents', async () => {
    const { user, dialog, names } = await openDialog('w5');
    const search = within(dialog).getByLabelText('Suchen');
    await user.type(search, 'gauntlet');
    // Only in the descriptions of these two talismans.
    expect(names()).toEqual(['Geisterpfeife', 'Mondspiegel']);
    expect(within(dialog).getByText('2 Gegenstände')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'RAUCHERWERK');
    expect(names()).toEqual(['Räucherwerk']);
    await user.clear(search);
    await user.type(search, 'silber crinos');
    // Groups in order (Silber before Waffen), each group's items by name.
    expect(names()).toEqual(['Silbermesser', 'Große Klaive']);
    await user.type(search, ' blutkonserve');
    expect(names()).toEqual([]);
    expect(within(dialog).getByText('Nichts gefunden – du kannst ihn unten als eigenen Gegenstand anlegen.')).toBeTruthy();
  });

  it('choosing shows the whole text; the amount goes with the item into the list the dialog is for', async () => {
    const { user, dialog, list, character } = await openDialog('w5');
    expect((within(dialog).getByRole('button', { name: 'Hinzufügen' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(list()).getByRole('option', { name: 'Silbermunition' }));
    expect(within(list()).getByRole('option', { name: 'Silbermunition' }).getAttribute('aria-selected')).toBe('true');
    const amount = within(dialog).getByLabelText('Anzahl');
    await user.clear(amount);
    await user.type(amount, '12');
    await user.click(within(dialog).getByRole('button', { name: '„Silbermunition“ hinzufügen' }));
    expect(carried(character.id)).toEqual([expect.objectContaining({ name: 'Silbermunition', category: 'Silber', quantity: 12, isCustom: false })]);
    expect(within(dialog).getByRole('status').textContent).toBe('12 × „Silbermunition“ hinzugefügt.');
  });

  it('works from the keyboard: ↓ from the search into the list, ↑/↓ to choose, Enter to add', async () => {
    const { user, dialog, list, character } = await openDialog('w5');
    await user.type(within(dialog).getByLabelText('Suchen'), 'klaive');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(list());
    const active = () => document.getElementById(list().getAttribute('aria-activedescendant') ?? '')?.querySelector('.item-picker__name')?.textContent;
    expect(active()).toBe('Große Klaive');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Klaive');
    await user.keyboard('{Enter}');
    expect(carried(character.id)).toEqual([expect.objectContaining({ name: 'Klaive', quantity: 1 })]);
  });

  it('speaks the current language: English names, found by English words', async () => {
    await inEnglish();
    const { user, dialog, names } = await openDialog('w5');
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).options[0]?.text).toBe('All items');
    await user.type(within(dialog).getByLabelText('Search'), 'silver');
    expect(names()).toContain('Silver Knife');
    expect(names()).not.toContain('Silbermesser');
  });
});
