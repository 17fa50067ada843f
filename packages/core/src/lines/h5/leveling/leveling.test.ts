import { describe, expect, it } from 'vitest';
import { withAttribute, withSkill } from '../../../fifth-edition/sheet.ts';
import { grantExperience } from '../../../leveling/level-up.ts';
import { edgeById, testHunter } from '../test-fixtures.ts';
import type { H5Character } from '../schema.ts';
import { applyH5Purchase, checkH5Purchase, h5PurchaseCost, undoH5Purchase } from './index.ts';
import type { H5Purchase } from './purchase.ts';

const meta = (id: string) => ({ id, now: '2026-03-01T20:00:00.000Z' });
const rich = (overrides: Partial<H5Character> = {}): H5Character => ({ ...testHunter(), exp: 100, ...overrides });
const withStrength = (value: number) => {
  const c = rich();
  return { ...c, categories: withAttribute(c, 'str', value) };
};
const withCraft = (value: number) => {
  const c = rich();
  return { ...c, categories: withSkill(c, 'cra', { value, specialization: [] }) };
};
const pack = { id: 1, type: 'backgrounds' as const, name: 'Kontakte', description: '', isCombinable: true, specialRules: 'none' as const, restriction: null, advantages: [1, 2, 3].map((level) => ({ id: level, level, name: `Kontakte ${level}`, description: '', isRepeatable: false, restriction: null, requirement: null, restrictRepeats: null, actions: [] })), disadvantages: [] };

describe('Hunter experience prices (rules.json experience)', () => {
  it.each([
    ['attribute 1 → 2', withStrength(1), { kind: 'attribute', key: 'str' }, 10],
    ['attribute 3 → 4', withStrength(3), { kind: 'attribute', key: 'str' }, 20],
    ['attribute 4 → 5', withStrength(4), { kind: 'attribute', key: 'str' }, 25],
    ['new skill 0 → 1', withCraft(0), { kind: 'skill', key: 'cra' }, 3],
    ['skill 2 → 3', withCraft(2), { kind: 'skill', key: 'cra' }, 9],
    ['skill 4 → 5', withCraft(4), { kind: 'skill', key: 'cra' }, 15],
    ['speciality', withCraft(1), { kind: 'speciality', skill: 'cra', name: 'Schlösser' }, 3],
    ['background at 2 dots', rich(), { kind: 'trait', type: 'backgrounds', pack, traitId: 2 }, 6],
    ['a dot more on a background', rich(), { kind: 'trait_raise', type: 'backgrounds', packId: 1, traitIndex: 0 }, 3],
    ['new edge', rich(), { kind: 'edge', edge: edgeById('library') }, 7],
    ['new perk', rich(), { kind: 'perk', edge: edgeById('library'), perkId: 'library.who-they-are' }, 3],
  ] as const)('%s costs %i XP', (_label, character, purchase, cost) => {
    expect(h5PurchaseCost(character, purchase as H5Purchase)).toBe(cost);
  });
});

describe('buying edges and perks', () => {
  const library = edgeById('library');

  it('a new edge joins the sheet, costs 7 and is undone exactly', () => {
    const before = rich();
    const bought = applyH5Purchase(before, { kind: 'edge', edge: library }, meta('e1'));
    if (!bought.ok) throw new Error(bought.reason);
    expect(bought.character.edges.map((e) => e.id)).toEqual(['library']);
    expect(bought.character).toMatchObject({ exp: 93, usedExp: 7 });
    expect(bought.entry.purchase).toEqual({ kind: 'edge', ref: 'library', name: 'Bibliothek' });
    const undone = undoH5Purchase(bought.character);
    expect(undone.ok && undone.character).toEqual(before);
  });

  it('a perk needs its edge, and the same edge or perk is not bought twice', () => {
    const perk: H5Purchase = { kind: 'perk', edge: library, perkId: 'library.who-they-are' };
    expect(checkH5Purchase(rich(), perk)).toEqual({ ok: false, reason: 'requirements_not_met', cost: 3 });
    const withEdge = applyH5Purchase(rich(), { kind: 'edge', edge: library }, meta('e1'));
    if (!withEdge.ok) throw new Error(withEdge.reason);
    expect(checkH5Purchase(withEdge.character, { kind: 'edge', edge: library })).toEqual({ ok: false, reason: 'already_owned', cost: 7 });
    const withPerk = applyH5Purchase(withEdge.character, perk, meta('p1'));
    if (!withPerk.ok) throw new Error(withPerk.reason);
    expect(withPerk.character.edges[0]?.perks).toEqual([{ id: 'library.who-they-are', name: 'who-they-are', core: true }]);
    expect(checkH5Purchase(withPerk.character, perk)).toEqual({ ok: false, reason: 'already_owned', cost: 3 });
    expect(checkH5Purchase(withPerk.character, { kind: 'perk', edge: library, perkId: 'library.nope' })).toMatchObject({ ok: false, reason: 'not_found' });
    const undone = undoH5Purchase(withPerk.character);
    expect(undone.ok && undone.character.edges).toEqual(withEdge.character.edges);
  });

  it('too little experience is refused with the cost', () => {
    expect(checkH5Purchase(rich({ exp: 6 }), { kind: 'edge', edge: library })).toEqual({ ok: false, reason: 'not_enough_xp', cost: 7 });
  });

  it('raising stamina raises health; composure raises willpower (shared purchases at Hunter prices)', () => {
    const granted = grantExperience(testHunter(), 50, meta('g'));
    if (!granted.ok) throw new Error('grant');
    const bought = applyH5Purchase(granted.character, { kind: 'attribute', key: 'sta' }, meta('a'));
    expect(bought.ok && [bought.character.health, bought.cost]).toEqual([4, 5]);
  });
});
