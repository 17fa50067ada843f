import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../character/blank.ts';
import { withAttribute, withSkill } from '../fifth-edition/sheet.ts';
import { applyH5Purchase } from '../lines/h5/leveling/index.ts';
import { testHunter } from '../lines/h5/test-fixtures.ts';
import { applyM20Purchase } from '../lines/m20/leveling/index.ts';
import type { M20Character } from '../lines/m20/schema.ts';
import { applyPurchase } from '../lines/v5/leveling/index.ts';
import { character as vampire, withAttr } from '../lines/v5/leveling/test-fixtures.ts';
import { applyW5Purchase } from '../lines/w5/leveling/index.ts';
import { stridingRagabash } from '../lines/w5/test-fixtures.ts';
import { raisedFrom, type XpHistoryEntry } from './history.ts';

const meta = { id: 'e1', now: '2026-03-01T20:00:00.000Z' };
type Result = { ok: true; entry: XpHistoryEntry } | { ok: false; reason: string };
const recordOf = (result: Result) => {
  if (!result.ok) throw new Error(`purchase refused: ${result.reason}`);
  return { entry: result.entry.kind, amount: result.entry.amount, ...result.entry.purchase };
};

const werewolf = () => ({ ...stridingRagabash({ exp: 100 }) });
const hunter = () => ({ ...testHunter(), exp: 100 });
const mage = (fields: Partial<M20Character> = {}): M20Character => ({ ...blankCharacter('m20', { name: 'Ada' }), affinitySphere: 'life', arete: 3, exp: 200, ...fields });

/*
 * #47 item 3: a history entry is data the sheet words in any language — kind, the trait's key or
 * content id, the rating before and after, and the price — never a German sentence.
 */
describe('each line records a purchase as data: kind, trait key, from, to, price', () => {
  it.each<[string, () => Result, Record<string, unknown>]>([
    ['V5 Strength 2 → 3', () => applyPurchase(withAttr(vampire(100), 'str', 2), { kind: 'attribute', key: 'str' }, meta), { entry: 'purchase', kind: 'attribute', amount: 15, ref: 'str', from: 2, level: 3 }],
    ['W5 Strength 2 → 3', () => applyW5Purchase({ ...werewolf(), categories: withAttribute(werewolf(), 'str', 2) }, { kind: 'attribute', key: 'str' }, meta), { entry: 'purchase', amount: 15, ref: 'str', from: 2, level: 3 }],
    ['W5 Brawl 1 → 2', () => applyW5Purchase({ ...werewolf(), categories: withSkill(werewolf(), 'bra', { value: 1, specialization: [] }) }, { kind: 'skill', key: 'bra' }, meta), { entry: 'purchase', ref: 'bra', from: 1, level: 2 }],
    ['H5 Stamina 2 → 3 (health changes too)', () => applyH5Purchase({ ...hunter(), categories: withAttribute(hunter(), 'sta', 2) }, { kind: 'attribute', key: 'sta' }, meta), { entry: 'purchase', ref: 'sta', from: 2, level: 3 }],
    ['M20 Wits 1 → 2', () => applyM20Purchase(mage(), { kind: 'attribute', key: 'wits' }, meta), { entry: 'purchase', amount: 4, ref: 'wits', from: 1, level: 2 }],
    ['M20 Life 2 → 3', () => applyM20Purchase(mage({ spheres: { ...mage().spheres, life: 2 } }), { kind: 'sphere', sphere: 'life' }, meta), { entry: 'purchase', kind: 'sphere', amount: 14, ref: 'life', from: 2, level: 3 }],
    ['M20 Arete 3 → 4', () => applyM20Purchase(mage(), { kind: 'arete' }, meta), { entry: 'purchase', amount: 24, from: 3, level: 4 }],
    ['M20 Willpower 5 → 6', () => applyM20Purchase(mage(), { kind: 'willpower' }, meta), { entry: 'purchase', amount: 5, from: 5, level: 6 }],
    ['M20 Occult 2 → 3', () => applyM20Purchase(mage({ abilities: { talents: {}, skills: {}, knowledges: { occult: 2 } } }), { kind: 'ability', category: 'knowledges', id: 'occult' }, meta), { entry: 'purchase', ref: 'knowledges:occult', from: 2, level: 3 }],
    ['M20 a new background 0 → 1', () => applyM20Purchase(mage(), { kind: 'background', id: 'avatar' }, meta), { entry: 'purchase', ref: 'avatar', from: 0, level: 1 }],
  ])('%s', (_name, buy, expected) => {
    expect(recordOf(buy())).toMatchObject(expected);
  });
});

describe('the rating a purchase raised, read back from the snapshots (old entries too)', () => {
  it.each<[string, object, object, number | undefined, number | undefined]>([
    ['an attribute', { exp: 20, attributes: { str: 2 } }, { exp: 5, attributes: { str: 3 } }, 3, 2],
    ['a skill object', { skills: { bra: { value: 1, specialization: [] } } }, { skills: { bra: { value: 2, specialization: [] } } }, 2, 1],
    ['Stamina: the attribute, not health', { attributes: { sta: 2 }, health: 5 }, { attributes: { sta: 3 }, health: 6 }, 3, 2],
    ['willpower when it is what was bought', { exp: 9, willpower: 5 }, { exp: 4, willpower: 6 }, 6, 5],
    ['no level, no from', { attributes: { str: 2 } }, { attributes: { str: 3 } }, undefined, undefined],
    ['a new merit had no rating', { exp: 9 }, { exp: 3, merits: { packs: [] } }, 2, undefined],
    ['two numbers fit: ambiguous', { a: 1, b: 2 }, { a: 3, b: 3 }, 3, undefined],
  ])('%s', (_name, before, after, level, from) => {
    expect(raisedFrom(before, after, level)).toBe(from);
  });
});
