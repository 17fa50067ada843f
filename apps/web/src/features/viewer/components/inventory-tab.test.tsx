import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { inEnglish } from '../../../testing/language.ts';
import { current } from '../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../testing/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';

type Inventory = StoredCharacter['inventory'];
const item = (name: string, quantity = 1, category = 'Werkzeug') => ({ name, description: '', quantity, category, isCustom: false });

function packed(inventory: Partial<Inventory> = {}, line: 'v5' | 'w5' | 'h5' | 'm20' = 'v5'): StoredCharacter {
  return openCharacter(line, (blank) => ({ ...blank, inventory: { ...blank.inventory, cash: 100, bank: 500, carriedItems: [item('Taschenlampe', 2)], ownedItems: [item('Laptop')], ...inventory } }) as StoredCharacter);
}
const saved = (id: string) => current(id)!.inventory;
const carried = () => screen.getByRole('region', { name: 'Dabei' });
const home = () => screen.getByRole('region', { name: 'Zuhause' });

describe('the inventory tab', () => {
  it('lists what is carried and what stays home, each with category and quantity', () => {
    renderSheet(<InventoryTab />, packed(), 'inventory');
    const torch = within(carried()).getByTestId('item-carriedItems-Taschenlampe');
    // A catalogue item shows the catalogue's category (the copy said "Werkzeug").
    expect(within(torch).getByText('Ausrüstung')).toBeTruthy();
    expect(within(torch).getByLabelText('Anzahl').textContent).toBe('2');
    expect(within(home()).getByTestId('item-ownedItems-Laptop')).toBeTruthy();
  });

  it('+ and − change the quantity', async () => {
    const character = packed();
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(screen.getByRole('button', { name: 'Taschenlampe: Anzahl erhöhen' }));
    expect(saved(character.id).carriedItems[0]?.quantity).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Taschenlampe: Anzahl verringern' }));
    await user.click(screen.getByRole('button', { name: 'Taschenlampe: Anzahl verringern' }));
    expect(saved(character.id).carriedItems[0]?.quantity).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('going below 1 asks whether the item should go; "Entfernen" removes it', async () => {
    const character = packed();
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(screen.getByRole('button', { name: 'Laptop: Anzahl verringern' }));
    const ask = await screen.findByRole('dialog', { name: 'Laptop auf 0 setzen?' });
    expect(within(ask).getByText('Soll der Gegenstand aus der Liste verschwinden? Schließen behält ihn mit Anzahl 0.')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Entfernen' }));
    expect(saved(character.id).ownedItems).toEqual([]);
    expect(within(home()).queryByTestId('item-ownedItems-Laptop')).toBeNull();
  });

  it('closing the question keeps the item with quantity 0', async () => {
    const character = packed();
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(screen.getByRole('button', { name: 'Laptop: Anzahl verringern' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schließen' }));
    expect(saved(character.id).ownedItems[0]?.quantity).toBe(0);
  });

  it('"Zuhause lassen" and "Mitnehmen" move an item between the lists', async () => {
    const character = packed();
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(within(carried()).getByRole('button', { name: 'Zuhause lassen' }));
    expect(within(home()).getByTestId('item-ownedItems-Taschenlampe')).toBeTruthy();
    expect(saved(character.id).carriedItems).toEqual([]);
    await user.click(within(home()).getAllByRole('button', { name: 'Mitnehmen' })[0]!);
    expect(saved(character.id).carriedItems.map((i) => i.name)).toEqual(['Laptop']);
  });

  it('"Klonen" adds a copy and the delete button removes one by name', async () => {
    const character = packed();
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(within(carried()).getByRole('button', { name: 'Klonen' }));
    expect(saved(character.id).carriedItems.map((i) => i.name)).toEqual(['Taschenlampe', 'Taschenlampe']);
    await user.click(within(home()).getByRole('button', { name: '„Laptop“ löschen' }));
    expect(saved(character.id).ownedItems).toEqual([]);
  });

  it.each([
    ['Einzahlen', '40', { cash: 60, bank: 540 }],
    // Sums work here as in the money fields, as the hint says.
    ['Abheben', '120 + 30', { cash: 250, bank: 350 }],
    ['Einzahlen', '12,5', { cash: 87.5, bank: 512.5 }],
  ])('"%s" of %s moves money between cash and bank', async (button, amount, expected) => {
    const character = packed();
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    const field = screen.getByLabelText('Betrag') as HTMLInputElement;
    await user.type(field, amount);
    await user.click(screen.getByRole('button', { name: button }));
    expect(saved(character.id)).toMatchObject(expected);
    expect(field.value).toBe('');
  });

  it('a transfer the source cannot cover is refused by name', async () => {
    const character = packed({ cash: 10 });
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.type(screen.getByLabelText('Betrag'), '50');
    await user.click(screen.getByRole('button', { name: 'Einzahlen' }));
    expect(screen.getByText('Bargeld ist nicht gedeckt!')).toBeTruthy();
    expect(saved(character.id)).toMatchObject({ cash: 10, bank: 500 });
  });

  it.each(['', 'zwanzig', '5 +'])('the amount "%s" is refused with the hint and moves nothing', async (amount) => {
    const character = packed();
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    if (amount) await user.type(screen.getByLabelText('Betrag'), amount);
    await user.click(screen.getByRole('button', { name: 'Abheben' }));
    expect(screen.getByText('Bitte gib einen Betrag ein (Rechnen geht auch, z. B. 120 + 35).')).toBeTruthy();
    expect(saved(character.id)).toMatchObject({ cash: 100, bank: 500 });
  });
});

describe('adding an item', () => {
  const items = testContent().forLine('v5', 'de-DE').items;

  it('a predefined item from a category goes into the list the dialog was opened for', async () => {
    const character = packed({ carriedItems: [] });
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(within(carried()).getByRole('button', { name: 'Gegenstand hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gegenstand hinzufügen' });
    const category = within(dialog).getByLabelText('Kategorie') as HTMLSelectElement;
    expect(category.value).toBe('*');
    await user.selectOptions(category, 'Waffe');
    const picker = within(dialog).getByRole('listbox', { name: 'Vorgegebene Gegenstände' });
    const weapons = items.filter((i) => i.category === 'Waffe');
    expect(within(picker).getAllByRole('option')).toHaveLength(weapons.length);
    await user.click(within(picker).getByRole('option', { name: 'Holzpflock' }));
    await user.click(within(dialog).getByRole('button', { name: '„Holzpflock“ hinzufügen' }));
    expect(saved(character.id).carriedItems).toEqual([expect.objectContaining({ name: 'Holzpflock', category: 'Waffe', quantity: 1, isCustom: false })]);
  });

  it('an own item needs a name; with one it is added as "Benutzerdefiniert"', async () => {
    const character = packed({ ownedItems: [] });
    const { user } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(within(home()).getByRole('button', { name: 'Gegenstand hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eigenen Gegenstand hinzufügen' }));
    expect(within(dialog).getByText('Bitte gib dem Gegenstand einen Namen.')).toBeTruthy();
    expect(saved(character.id).ownedItems).toEqual([]);
    await user.type(within(dialog).getByLabelText('Name'), '  Omas Ring ');
    expect(within(dialog).queryByText('Bitte gib dem Gegenstand einen Namen.')).toBeNull();
    await user.type(within(dialog).getByLabelText('Beschreibung'), 'Silber');
    await user.click(within(dialog).getByRole('button', { name: 'Eigenen Gegenstand hinzufügen' }));
    expect(saved(character.id).ownedItems).toEqual([{ name: 'Omas Ring', description: 'Silber', quantity: 1, category: 'Benutzerdefiniert', isCustom: true }]);
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('in English, the dialog and the lists speak English', async () => {
    await inEnglish();
    const { user } = renderSheet(<InventoryTab />, packed(), 'inventory');
    const carriedList = screen.getByRole('region', { name: 'Carried' });
    await user.click(within(carriedList).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('dialog', { name: 'Add item' })).toBeTruthy();
  });

  it('an item keeps its catalogue key and reads in the reader’s language (issue #47)', async () => {
    const character = packed({ carriedItems: [] }, 'w5');
    const { user, unmount } = renderSheet(<InventoryTab />, character, 'inventory');
    await user.click(within(carried()).getByRole('button', { name: 'Gegenstand hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gegenstand hinzufügen' });
    await user.type(within(dialog).getByRole('searchbox'), 'Silbermesser');
    await user.click(within(dialog).getByRole('option', { name: /Silbermesser/ }));
    await user.click(within(dialog).getByRole('button', { name: '„Silbermesser“ hinzufügen' }));
    expect(saved(character.id).carriedItems[0]).toMatchObject({ name: 'Silbermesser', key: 'silbermesser' });
    unmount();
    await inEnglish();
    renderSheet(<InventoryTab />, character, 'inventory');
    expect(within(screen.getByRole('region', { name: 'Carried' })).getByText('Silver Knife')).toBeTruthy();
  });
});

describe('items copied before they kept their key (issue #47)', () => {
  it('get their key when the sheet opens, matched by the copied name; custom and unknown items stay', async () => {
    const character = packed({ carriedItems: [item('Silbermesser'), item('Tagebuch'), { ...item('Silbermesser'), isCustom: true }], ownedItems: [] }, 'w5');
    renderSheet(<InventoryTab />, character, 'inventory');
    await vi.waitFor(() => expect(saved(character.id).carriedItems.map((entry) => entry.key)).toEqual(['silbermesser', undefined, undefined]));
  });
});
