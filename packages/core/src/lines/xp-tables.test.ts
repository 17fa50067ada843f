import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../character/blank.ts';
import type { GameLine } from '../character/keys.ts';
import { effectivePrice, effectiveTable, isOverridden, type XpPrice, type XpTable } from '../leveling/xp-table.ts';
import { edgeById, testHunter } from './h5/test-fixtures.ts';
import { h5PurchaseCost } from './h5/leveling/index.ts';
import { h5CharacterSchema } from './h5/schema.ts';
import { lineRules } from './index.ts';
import { m20PurchaseCost } from './m20/leveling/index.ts';
import type { M20Character } from './m20/schema.ts';
import { purchaseCost } from './v5/leveling/costs.ts';
import { character, power, ritual, withAttr } from './v5/leveling/test-fixtures.ts';
import { w5PurchaseCost } from './w5/leveling/index.ts';
import { gifts, rites, stridingRagabash } from './w5/test-fixtures.ts';

type Row = [key: string, formula: XpPrice['formula'], rate: number, first: number | undefined, source: XpPrice['source']];
const v5Core = { book: 'v5Core', page: 460 } as const;
const asV5Core = { book: 'v5Core', page: 460, sameAs: true } as const;
const m20Core = { book: 'm20Core', page: 336 } as const;

/** Each line's table as the books print it; a price no one could confirm is a house rule. */
const expected: Record<GameLine, Row[]> = {
  // V5 core rulebook p. 460 (experience table, confirmed by book owners in issue #46).
  v5: [
    ['attribute', 'newLevel', 5, undefined, v5Core],
    ['skill', 'newLevel', 3, undefined, v5Core],
    ['speciality', 'flat', 3, undefined, v5Core],
    ['clanDiscipline', 'newLevel', 5, undefined, v5Core],
    ['otherDiscipline', 'newLevel', 7, undefined, v5Core],
    ['caitiffDiscipline', 'newLevel', 6, undefined, v5Core],
    // The Mark of Cain is the original product's rule; levels 6–10 the optional Elder Vampires material.
    ['markOfCainDiscipline', 'newLevel', 3, undefined, 'houseRule'],
    ['advancedPower', 'newLevel', 10, undefined, 'houseRule'],
    ['bloodPotency', 'newLevel', 10, undefined, v5Core],
    ['newTrait', 'newLevel', 3, undefined, v5Core],
    ['raiseTrait', 'flat', 3, undefined, v5Core],
    ['bloodRitual', 'newLevel', 3, undefined, v5Core],
    ['oblivionCeremony', 'newLevel', 3, undefined, asV5Core],
  ],
  // W5: the shared prices as V5 core p. 460 (W5 page unchecked); Gift tier × 5 and rite 3 unverified (authoring/w5/rules.json).
  w5: [
    ['attribute', 'newLevel', 5, undefined, asV5Core],
    ['skill', 'newLevel', 3, undefined, asV5Core],
    ['speciality', 'flat', 3, undefined, asV5Core],
    ['newTrait', 'newLevel', 3, undefined, asV5Core],
    ['raiseTrait', 'flat', 3, undefined, asV5Core],
    ['giftPerTier', 'newLevel', 5, undefined, 'houseRule'],
    ['rite', 'flat', 3, undefined, 'houseRule'],
  ],
  // H5: the shared prices as V5 core p. 460 (H5 page unchecked); edge 7 and perk 3 LOW confidence (authoring/h5/rules.json).
  h5: [
    ['attribute', 'newLevel', 5, undefined, asV5Core],
    ['skill', 'newLevel', 3, undefined, asV5Core],
    ['speciality', 'flat', 3, undefined, asV5Core],
    ['newTrait', 'newLevel', 3, undefined, asV5Core],
    ['raiseTrait', 'flat', 3, undefined, asV5Core],
    ['edge', 'flat', 7, undefined, 'houseRule'],
    ['perk', 'flat', 3, undefined, 'houseRule'],
  ],
  // M20 core rulebook p. 336 (experience costs, confirmed by book owners in issue #46); a first background dot at 3 is an assumption.
  m20: [
    ['attribute', 'current', 4, undefined, m20Core],
    ['ability', 'current', 2, 3, m20Core],
    ['affinitySphere', 'current', 7, 10, m20Core],
    ['otherSphere', 'current', 8, 10, m20Core],
    ['arete', 'current', 8, undefined, m20Core],
    ['willpower', 'current', 1, undefined, m20Core],
    ['background', 'current', 3, 3, 'houseRule'],
  ],
};

const asRows = (table: XpTable): Row[] => Object.entries(table).map(([key, price]) => [key, price.formula, price.rate, price.first, price.source]);

describe('each line’s XP table names its source per price (issue #46 items 16, 19)', () => {
  it.each(Object.keys(expected) as GameLine[])('%s', (line) => {
    expect(asRows(lineRules[line].leveling.table)).toEqual(expected[line]);
  });
});

describe('effectivePrice: the book’s table with the chronicle’s changes on top', () => {
  const table: XpTable<'attr' | 'flat' | 'sphere'> = {
    attr: { formula: 'newLevel', rate: 5, source: v5Core },
    flat: { formula: 'flat', rate: 7, source: 'houseRule' },
    sphere: { formula: 'current', rate: 8, first: 10, source: m20Core },
  };
  it.each<[string, 'attr' | 'flat' | 'sphere', number, number, Parameters<typeof effectivePrice>[3], number]>([
    ['new level × rate', 'attr', 2, 3, undefined, 15],
    ['an empty override is the book', 'attr', 2, 3, {}, 15],
    ['a changed rate', 'attr', 2, 3, { attr: { rate: 4 } }, 12],
    ['flat', 'flat', 0, 1, undefined, 7],
    ['flat, changed', 'flat', 0, 1, { flat: { rate: 5 } }, 5],
    ['current × rate', 'sphere', 2, 3, undefined, 16],
    ['the first dot', 'sphere', 0, 1, undefined, 10],
    ['the first dot, changed', 'sphere', 0, 1, { sphere: { first: 6 } }, 6],
    ['a change of another price leaves this one', 'sphere', 2, 3, { attr: { rate: 1 } }, 16],
  ])('%s', (_name, key, from, to, overrides, price) => {
    expect(effectivePrice(table, key, { from, to }, overrides)).toBe(price);
  });

  it('keeps the source and says which prices differ from the book', () => {
    const changed = effectiveTable(table, { flat: { rate: 4 }, attr: { rate: 5 } });
    expect(changed.flat).toEqual({ formula: 'flat', rate: 4, source: 'houseRule' });
    expect(isOverridden(table, 'flat', { flat: { rate: 4 } })).toBe(true);
    expect(isOverridden(table, 'attr', { attr: { rate: 5 } })).toBe(false);
    expect(isOverridden(table, 'attr', {})).toBe(false);
  });
});

describe('every line’s prices read the character’s table', () => {
  it('Vampire: a chronicle’s in-clan and ritual prices', () => {
    const vampire = character(100);
    const dot = { kind: 'discipline', disciplineId: 1, clanDisciplineIds: [1], power: power(1, 1, 1) } as const;
    const learnRitual = { kind: 'blood_ritual', ritual: ritual(1, 2) } as const;
    expect(purchaseCost(vampire, dot)).toBe(5);
    expect(purchaseCost({ ...vampire, xpTable: {} }, dot)).toBe(5);
    expect(purchaseCost({ ...vampire, xpTable: { clanDiscipline: { rate: 4 } } }, dot)).toBe(4);
    expect(purchaseCost({ ...vampire, xpTable: { bloodRitual: { rate: 2 } } }, learnRitual)).toBe(4);
    expect(purchaseCost({ ...withAttr(vampire, 'str', 1), xpTable: { attribute: { rate: 4 } } }, { kind: 'attribute', key: 'str' })).toBe(8);
  });

  it('Werewolf: a Gift and a rite at the chronicle’s prices', () => {
    const wolf = stridingRagabash({ exp: 100 });
    const tier2 = { kind: 'gift', gift: gifts.find((g) => g.id === 3)! } as const;
    expect(w5PurchaseCost(wolf, tier2)).toBe(10);
    expect(w5PurchaseCost({ ...wolf, xpTable: {} }, tier2)).toBe(10);
    expect(w5PurchaseCost({ ...wolf, xpTable: { giftPerTier: { rate: 4 } } }, tier2)).toBe(8);
    expect(w5PurchaseCost({ ...wolf, xpTable: { rite: { rate: 5 } } }, { kind: 'rite', rite: rites[0]! })).toBe(5);
  });

  it('Hunter: an edge and a perk at the chronicle’s prices', () => {
    const hunter = testHunter({ exp: 100 });
    const edge = { kind: 'edge', edge: edgeById('library') } as const;
    expect(h5PurchaseCost(hunter, edge)).toBe(7);
    expect(h5PurchaseCost({ ...hunter, xpTable: {} }, edge)).toBe(7);
    expect(h5PurchaseCost({ ...hunter, xpTable: { edge: { rate: 6 } } }, edge)).toBe(6);
    expect(h5PurchaseCost({ ...hunter, xpTable: { perk: { rate: 2 } } }, { kind: 'perk', edge: edgeById('library'), perkId: 'library.who-they-are' })).toBe(2);
  });

  it('Mage: a first Sphere dot and Arete at the chronicle’s prices', () => {
    const mage: M20Character = { ...blankCharacter('m20', { name: 'Ada' }), affinitySphere: 'life', arete: 3, exp: 200 };
    expect(m20PurchaseCost(mage, { kind: 'sphere', sphere: 'time' })).toBe(10);
    expect(m20PurchaseCost({ ...mage, xpTable: {} }, { kind: 'sphere', sphere: 'time' })).toBe(10);
    expect(m20PurchaseCost({ ...mage, xpTable: { otherSphere: { first: 8 } } }, { kind: 'sphere', sphere: 'time' })).toBe(8);
    expect(m20PurchaseCost({ ...mage, xpTable: { arete: { rate: 6 } } }, { kind: 'arete' })).toBe(18);
  });

  it('an old character without a table loads unchanged; a table is stored with the character', () => {
    const stored = h5CharacterSchema.parse(testHunter());
    expect(stored).not.toHaveProperty('xpTable');
    expect(h5CharacterSchema.parse({ ...testHunter(), xpTable: { edge: { rate: 5 } } }).xpTable).toEqual({ edge: { rate: 5 } });
    expect(h5CharacterSchema.safeParse({ ...testHunter(), xpTable: { gift: { rate: 5 } } }).success).toBe(false);
    expect(h5CharacterSchema.safeParse({ ...testHunter(), xpTable: { edge: { rate: -1 } } }).success).toBe(false);
  });
});
