import { describe, expect, it } from 'vitest';
import { gifts, pack, rites, stridingRagabash } from '../test-fixtures.ts';
import { applyW5Purchase, checkW5Purchase, undoW5, w5PurchaseCost } from './index.ts';
import type { W5Purchase } from './purchase.ts';
import { w5Rates } from './rates.ts';

const meta = (id: string) => ({ id, now: '2025-03-01T20:15:00.000Z' });
const gift = (id: number) => gifts.find((g) => g.id === id)!;
const withAttribute = (value: number) => {
  const c = stridingRagabash({ exp: 100 });
  return { ...c, categories: c.categories.map((cat) => ({ ...cat, attributes: cat.attributes.map((a) => (a.key === 'str' ? { ...a, value } : a)) })) };
};

describe('the W5 prices (rules.json) in one place', () => {
  it('are the V5 ones for the shared purchases, tier × 5 for a Gift, 3 for a rite', () => {
    expect(w5Rates).toEqual({ attribute: 5, skill: 3, speciality: 3, newTrait: 3, raiseTrait: 3, giftPerTier: 5, rite: 3 });
  });

  it.each<[string, W5Purchase, number, number]>([
    ['Strength 2 → 3', { kind: 'attribute', key: 'str' }, 2, 15],
    ['Strength 4 → 5', { kind: 'attribute', key: 'str' }, 4, 25],
    ['Brawl 0 → 1', { kind: 'skill', key: 'bra' }, 2, 3],
    ['a speciality', { kind: 'speciality', skill: 'ath', name: 'Klettern' }, 2, 3],
    ['a two-dot merit', { kind: 'trait', type: 'merits', pack: pack('merits', 1, [2], []), traitId: 1 }, 2, 6],
    ['a flaw', { kind: 'flaw', type: 'merits', pack: pack('merits', 1, [], [1]), traitId: 1 }, 2, 0],
    ['a native tier-1 Gift', { kind: 'gift', gift: gift(1) }, 2, 5],
    ['a native tier-2 Gift', { kind: 'gift', gift: gift(3) }, 2, 10],
    ['a Ragabash tier-2 Gift', { kind: 'gift', gift: gift(19) }, 2, 10],
    ['Gift 21: Ragabash tier 1 (cheaper than its Silent Striders tier 2)', { kind: 'gift', gift: gift(21) }, 2, 5],
    ['another tribe’s Gift is priced at its lowest tier', { kind: 'gift', gift: gift(5) }, 2, 5],
    ['a rite', { kind: 'rite', rite: rites[0]! }, 2, 3],
  ])('%s costs %#', (_name, purchase, strength, cost) => {
    expect(w5PurchaseCost(withAttribute(strength), purchase)).toBe(cost);
  });
});

describe('learning Gifts and rites', () => {
  it.each<[string, number, number, string | null]>([
    ['a native tier-1 Gift', 1, 3, null],
    ['a native tier-2 Gift needs total Renown 4', 3, 3, 'requirements_not_met'],
    ['… and is learnable at total Renown 4', 3, 4, null],
    ['an Ahroun Gift is not a Ragabash’s', 5, 9, 'requirements_not_met'],
    ['a Gift of a book not in use', 140, 3, 'requirements_not_met'],
  ])('%s', (_name, id, total, refusal) => {
    const c = stridingRagabash({ exp: 100, renown: { glory: total - 2, honor: 0, wisdom: 2 } });
    const check = checkW5Purchase(c, { kind: 'gift', gift: gift(id) });
    expect(check.ok ? null : check.reason).toBe(refusal);
  });

  it('a learned Gift is on the sheet and in the history, and undo forgets it and refunds', () => {
    const c = stridingRagabash({ exp: 12, gifts: [{ id: 1, name: 'Gabe 1', group: 'native' }] });
    expect(checkW5Purchase(c, { kind: 'gift', gift: gift(1) })).toEqual({ ok: false, reason: 'already_owned', cost: 5 });
    const bought = applyW5Purchase(c, { kind: 'gift', gift: gift(18) }, meta('a'));
    if (!bought.ok) throw new Error(bought.reason);
    expect(bought.character.gifts.map((g) => [g.id, g.group])).toEqual([[1, 'native'], [18, 'other']]);
    expect(bought.character).toMatchObject({ exp: 7, usedExp: 5 });
    expect(bought.entry.purchase).toEqual({ kind: 'gift', ref: '18', name: 'Gabe 18', level: 1 });
    const rite = applyW5Purchase(bought.character, { kind: 'rite', rite: rites[1]! }, meta('b'));
    if (!rite.ok) throw new Error(rite.reason);
    expect(rite.character.rites).toEqual([{ id: 2, name: 'Ritus 2' }]);
    expect(applyW5Purchase(rite.character, { kind: 'rite', rite: rites[1]! }, meta('c'))).toMatchObject({ ok: false, reason: 'already_owned' });
    expect(applyW5Purchase(rite.character, { kind: 'gift', gift: gift(2) }, meta('c'))).toMatchObject({ ok: false, reason: 'not_enough_xp', cost: 5 });
    const first = undoW5(rite.character);
    if (!first.ok) throw new Error('undo');
    expect(first.character.rites).toEqual([]);
    const second = undoW5(first.character);
    if (!second.ok) throw new Error('undo');
    expect(second.character).toMatchObject({ exp: 12, usedExp: 0, gifts: [{ id: 1, name: 'Gabe 1', group: 'native' }], xpHistory: [] });
  });

  it('the shared purchases work on a werewolf: Strength up, then undone', () => {
    const c = withAttribute(2);
    const bought = applyW5Purchase(c, { kind: 'attribute', key: 'str' }, meta('s'));
    if (!bought.ok) throw new Error(bought.reason);
    expect(bought.character.exp).toBe(85);
    const undone = undoW5(bought.character);
    expect(undone.ok && undone.character.categories).toEqual(c.categories);
  });
});
