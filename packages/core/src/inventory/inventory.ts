import type { Item } from '../character/schema.ts';

export interface Inventory {
  carriedItems: Item[];
  ownedItems: Item[];
  cash: number;
  bank: number;
}

export type ItemList = 'carriedItems' | 'ownedItems';
export type Account = 'cash' | 'bank';

export type TransferResult = { ok: true; inventory: Inventory } | { ok: false; reason: 'not_covered'; source: Account } | { ok: false; reason: 'invalid_amount' };

/**
 * Moves money between cash and bank: `deposit` takes cash to the bank, `withdraw` the other
 * way. More than the source holds is refused ("{name} is not covered!").
 */
export function transferMoney(inventory: Inventory, direction: 'deposit' | 'withdraw', amount: number): TransferResult {
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, reason: 'invalid_amount' };
  const source: Account = direction === 'deposit' ? 'cash' : 'bank';
  const target: Account = source === 'cash' ? 'bank' : 'cash';
  if (amount > inventory[source] + 1e-9) return { ok: false, reason: 'not_covered', source };
  const round = (value: number) => Math.round(value * 100) / 100;
  return { ok: true, inventory: { ...inventory, [source]: round(inventory[source] - amount), [target]: round(inventory[target] + amount) } };
}

/** Adds an item; the same predefined item already in the list only grows in quantity. */
export function addItem(inventory: Inventory, list: ItemList, item: Item): Inventory {
  const existing = inventory[list].findIndex((entry) => !entry.isCustom && !item.isCustom && entry.name === item.name && entry.category === item.category);
  if (existing >= 0) return setQuantity(inventory, list, existing, inventory[list][existing]!.quantity + item.quantity);
  return { ...inventory, [list]: [...inventory[list], item] };
}

/**
 * Sets an item's quantity. Below 1 the caller must ask first (keep or delete, docs/product-spec.md §4): `keep`
 * leaves it at 0, `delete` removes it.
 */
export function setQuantity(inventory: Inventory, list: ItemList, index: number, quantity: number, belowOne: 'keep' | 'delete' = 'keep'): Inventory {
  const items = [...inventory[list]];
  const item = items[index];
  if (!item) return inventory;
  if (quantity < 1 && belowOne === 'delete') items.splice(index, 1);
  else items[index] = { ...item, quantity: Math.max(0, Math.round(quantity)) };
  return { ...inventory, [list]: items };
}

export function removeItem(inventory: Inventory, list: ItemList, index: number): Inventory {
  return { ...inventory, [list]: inventory[list].filter((_, i) => i !== index) };
}

/** Moves an item between what the character carries and what they own at home. */
export function moveItem(inventory: Inventory, from: ItemList, index: number): Inventory {
  const item = inventory[from][index];
  if (!item) return inventory;
  const to: ItemList = from === 'carriedItems' ? 'ownedItems' : 'carriedItems';
  return addItem(removeItem(inventory, from, index), to, item);
}

/** A copy of the item right after it (e.g. a second, different notebook). */
export function cloneItem(inventory: Inventory, list: ItemList, index: number): Inventory {
  const item = inventory[list][index];
  if (!item) return inventory;
  const items = [...inventory[list]];
  items.splice(index + 1, 0, { ...item });
  return { ...inventory, [list]: items };
}

/** Category names sorted, for the picker; the UI puts its "all items" entry first. */
export function itemCategories(items: ReadonlyArray<{ category: string }>): string[] {
  return [...new Set(items.map((item) => item.category))].sort((a, b) => a.localeCompare(b, 'de'));
}
