import { describe, expect, it } from 'vitest';
import { evaluateAmount } from './arithmetic.ts';
import { addItem, cloneItem, itemCategories, moveItem, setQuantity, transferMoney, type Inventory } from './inventory.ts';

const item = (name: string, quantity = 1, isCustom = false) => ({ name, quantity, isCustom, description: '', category: isCustom ? 'Benutzerdefiniert' : 'Werkzeug' });
const base: Inventory = { carriedItems: [item('Messer')], ownedItems: [item('Tagebuch', 1, true)], cash: 50, bank: 200 };

describe('evaluateAmount', () => {
  it.each([
    ['120', 120],
    ['120 + 35 - 10', 145],
    ['35,50', 35.5],
    ['3*(40+2)', 126],
    ['100 / 4', 25],
    ['-20 + 5', -15],
    ['2 × 3', 6],
    ['10,005', 10.01],
  ])('%j → %d', (input, value) => expect(evaluateAmount(input)).toBe(value));

  it.each(['', 'abc', '1 +', '(2', '2)', '5/0', 'alert(1)', '1..2'])('refuses %j', (input) => {
    expect(evaluateAmount(input)).toBeUndefined();
  });
});

describe('transferMoney', () => {
  it.each([
    ['deposit', 20, { cash: 30, bank: 220 }],
    ['deposit', 50, { cash: 0, bank: 250 }],
    ['withdraw', 200, { cash: 250, bank: 0 }],
    ['withdraw', 0.5, { cash: 50.5, bank: 199.5 }],
  ] as const)('%s %d', (direction, amount, expected) => {
    const result = transferMoney(base, direction, amount);
    expect(result.ok && { cash: result.inventory.cash, bank: result.inventory.bank }).toEqual(expected);
  });

  it.each([
    ['deposit', 51, 'cash'],
    ['withdraw', 200.01, 'bank'],
  ] as const)('refuses %s %d: %s is not covered', (direction, amount, source) => {
    expect(transferMoney(base, direction, amount)).toEqual({ ok: false, reason: 'not_covered', source });
  });

  it.each([0, -5, Number.NaN])('refuses the amount %d', (amount) => {
    expect(transferMoney(base, 'deposit', amount)).toEqual({ ok: false, reason: 'invalid_amount' });
  });
});

describe('items', () => {
  it('stacks a predefined item, keeps custom ones apart', () => {
    expect(addItem(base, 'carriedItems', item('Messer', 2)).carriedItems).toEqual([item('Messer', 3)]);
    expect(addItem(base, 'ownedItems', item('Tagebuch', 1, true)).ownedItems).toHaveLength(2);
  });

  it('keeps or deletes an item set below 1, as the user chose', () => {
    expect(setQuantity(base, 'carriedItems', 0, 0, 'keep').carriedItems).toEqual([item('Messer', 0)]);
    expect(setQuantity(base, 'carriedItems', 0, 0, 'delete').carriedItems).toEqual([]);
    expect(setQuantity(base, 'carriedItems', 0, 4).carriedItems).toEqual([item('Messer', 4)]);
  });

  it('moves between carried and owned, and clones', () => {
    const moved = moveItem(base, 'carriedItems', 0);
    expect(moved.carriedItems).toEqual([]);
    expect(moved.ownedItems.map((i) => i.name)).toEqual(['Tagebuch', 'Messer']);
    expect(cloneItem(base, 'ownedItems', 0).ownedItems).toHaveLength(2);
  });

  it('lists categories sorted, each once', () => {
    expect(itemCategories([{ category: 'Waffen' }, { category: 'Elektronik' }, { category: 'Waffen' }, { category: 'Ärztliches' }])).toEqual(['Ärztliches', 'Elektronik', 'Waffen']);
  });
});
