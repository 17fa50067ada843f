import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../character/blank.ts';
import { grantExperience } from '../../../leveling/level-up.ts';
import type { M20Character } from '../schema.ts';
import { nextDotPrice, sphereCost, type M20Purchase } from './costs.ts';
import { applyM20Purchase, checkM20Purchase, m20PurchaseCost, undoM20 } from './index.ts';

let ids = 0;
const meta = () => ({ id: `e${(ids += 1)}`, now: '2025-03-01T20:15:00.000Z' });

function mage(fields: Partial<M20Character> = {}): M20Character {
  return { ...blankCharacter('m20', { name: 'Ada' }), affinitySphere: 'life', arete: 3, exp: 200, ...fields };
}

describe('M20 experience prices (authors’ rules.json, confirmed)', () => {
  it.each<[string, M20Character, M20Purchase, number]>([
    ['attribute 1 → 2: current × 4', mage(), { kind: 'attribute', key: 'wits' }, 4],
    ['attribute 3 → 4: 12', mage({ attributes: { ...mage().attributes, wits: 3 } }), { kind: 'attribute', key: 'wits' }, 12],
    ['a new ability: 3', mage(), { kind: 'ability', category: 'knowledges', id: 'occult' }, 3],
    ['ability 2 → 3: current × 2', mage({ abilities: { talents: {}, skills: {}, knowledges: { occult: 2 } } }), { kind: 'ability', category: 'knowledges', id: 'occult' }, 4],
    ['ability 4 → 5: 8', mage({ abilities: { talents: {}, skills: {}, knowledges: { occult: 4 } } }), { kind: 'ability', category: 'knowledges', id: 'occult' }, 8],
    ['a new Sphere: 10', mage(), { kind: 'sphere', sphere: 'time' }, 10],
    ['a new affinity Sphere: 10 too', mage(), { kind: 'sphere', sphere: 'life' }, 10],
    ['affinity Sphere 2 → 3: current × 7', mage({ spheres: { ...mage().spheres, life: 2 } }), { kind: 'sphere', sphere: 'life' }, 14],
    ['other Sphere 2 → 3: current × 8', mage({ spheres: { ...mage().spheres, forces: 2 } }), { kind: 'sphere', sphere: 'forces' }, 16],
    ['Arete 3 → 4: current × 8', mage(), { kind: 'arete' }, 24],
    ['Willpower 5 → 6: current × 1', mage(), { kind: 'willpower' }, 5],
    ['a new background: 3', mage(), { kind: 'background', id: 'avatar' }, 3],
    ['background 2 → 3: current × 3', mage({ backgrounds: { avatar: 2 } }), { kind: 'background', id: 'avatar' }, 6],
  ])('%s', (_name, character, purchase, cost) => {
    expect(m20PurchaseCost(character, purchase)).toBe(cost);
    expect(checkM20Purchase(character, purchase)).toEqual({ ok: true, cost });
  });

  it.each<[number, boolean, number]>([
    [0, true, 10],
    [1, true, 7],
    [3, true, 21],
    [0, false, 10],
    [1, false, 8],
    [4, false, 32],
  ])('Sphere at %i (affinity %s): %i XP', (current, affinity, cost) => {
    expect(sphereCost(current, affinity)).toBe(cost);
  });

  it('nextDotPrice uses the first-dot price only from 0', () => {
    expect(nextDotPrice(0, { perDot: 2, first: 3 })).toBe(3);
    expect(nextDotPrice(1, { perDot: 2, first: 3 })).toBe(2);
    expect(nextDotPrice(0, { perDot: 8 })).toBe(0);
  });
});

describe('buying and undoing', () => {
  it.each<[string, M20Character, M20Purchase, string]>([
    ['a Sphere may not pass Arete', mage({ arete: 1, spheres: { ...mage().spheres, life: 1 } }), { kind: 'sphere', sphere: 'life' }, 'requirements_not_met'],
    ['Spheres stop at 5', mage({ arete: 6, spheres: { ...mage().spheres, life: 5 } }), { kind: 'sphere', sphere: 'life' }, 'at_maximum'],
    ['attributes stop at 5', mage({ attributes: { ...mage().attributes, wits: 5 } }), { kind: 'attribute', key: 'wits' }, 'at_maximum'],
    ['Arete stops at 10', mage({ arete: 10 }), { kind: 'arete' }, 'at_maximum'],
    ['Willpower stops at 10', mage({ willpower: 10 }), { kind: 'willpower' }, 'at_maximum'],
    ['an ability owned in another category', mage({ abilities: { talents: { occult: 1 }, skills: {}, knowledges: {} } }), { kind: 'ability', category: 'knowledges', id: 'occult' }, 'invalid'],
    ['too little experience', mage({ exp: 3 }), { kind: 'arete' }, 'not_enough_xp'],
  ])('refused: %s', (_name, character, purchase, reason) => {
    expect(checkM20Purchase(character, purchase)).toMatchObject({ ok: false, reason });
    expect(applyM20Purchase(character, purchase, meta())).toMatchObject({ ok: false, reason });
  });

  it('a purchase spends experience, raises the trait and is undone exactly', () => {
    const start = mage({ exp: 40 });
    const bought = applyM20Purchase(start, { kind: 'ability', category: 'knowledges', id: 'occult', name: 'Okkultismus' }, meta());
    if (!bought.ok) throw new Error(bought.reason);
    expect(bought.character).toMatchObject({ exp: 37, usedExp: 3, abilities: { knowledges: { occult: 1 } } });
    expect(bought.entry.purchase).toEqual({ kind: 'ability', ref: 'knowledges:occult', name: 'Okkultismus', from: 0, level: 1 });
    const again = applyM20Purchase(bought.character, { kind: 'sphere', sphere: 'life' }, meta());
    if (!again.ok) throw new Error(again.reason);
    expect(again.character).toMatchObject({ exp: 27, spheres: { life: 1 } });
    const undone = undoM20(again.character);
    if (!undone.ok) throw new Error('nothing to undo');
    const first = undoM20(undone.character);
    if (!first.ok) throw new Error('nothing to undo');
    expect(first.character).toEqual(start);
  });

  it.each<[string, M20Purchase]>([
    ['attribute', { kind: 'attribute', key: 'appearance' }],
    ['Arete', { kind: 'arete' }],
    ['Willpower', { kind: 'willpower' }],
    ['background', { kind: 'background', id: 'node', name: 'Knoten' }],
    ['Sphere', { kind: 'sphere', sphere: 'prime' }],
  ])('undo of a %s purchase restores the sheet and the experience', (_name, purchase) => {
    const granted = grantExperience(mage({ exp: 0 }), 100, meta());
    if (!granted.ok) throw new Error('grant');
    const bought = applyM20Purchase(granted.character, purchase, meta());
    if (!bought.ok) throw new Error(bought.reason);
    const undone = undoM20(bought.character);
    expect(undone.ok && undone.character).toEqual(granted.character);
  });
});
