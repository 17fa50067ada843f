import { describe, expect, it } from 'vitest';
import { disciplineDotCost, experienceRates, purchaseCost } from './costs.ts';
import type { Purchase } from './purchase.ts';
import { caitiffClanId } from './sheet.ts';
import {
  auspex,
  backgroundPack,
  bloodSorcery,
  ceremony,
  character,
  meritPack,
  owning,
  power,
  ritual,
  withAttr,
  withSkillValue,
  type TestCharacter,
} from './test-fixtures.ts';

const clan = (id: number) => ({ id, name: `Clan ${id}`, disciplines: [] });
const dot = (c: TestCharacter, dots: number, clanIds: number[] = [1]) => {
  const next = dots > 0 ? owning(c, auspex, dots) : c;
  return purchaseCost(next, { kind: 'discipline', disciplineId: 1, clanDisciplineIds: clanIds, power: power(1, Math.min(dots + 1, 5), 1) });
};

describe('purchase costs (docs/behaviour-notes.md §1.1)', () => {
  it.each([
    [0, 5],
    [1, 10],
    [2, 15],
    [4, 25],
  ])('attribute from %i costs %i (new value × 5)', (from, cost) => {
    expect(purchaseCost(withAttr(character(), 'str', from), { kind: 'attribute', key: 'str' })).toBe(cost);
  });

  it.each([
    [0, 3],
    [2, 9],
    [4, 15],
  ])('skill from %i costs %i (new value × 3)', (from, cost) => {
    expect(purchaseCost(withSkillValue(character(), 'ath', from), { kind: 'skill', key: 'ath' })).toBe(cost);
  });

  it.each([
    [0, []],
    [3, ['Parkour', 'Klettern']],
  ])('a new speciality on a skill at %i costs 3 flat', (value, specs) => {
    expect(purchaseCost(withSkillValue(character(), 'ath', value, specs), { kind: 'speciality', skill: 'ath', name: 'Sprinten' })).toBe(3);
  });

  it.each([
    [0, 5],
    [2, 15],
    [4, 25],
  ])('clan discipline with %i dots: next dot costs %i (new dot × 5)', (dots, cost) => {
    expect(dot(character(), dots, [1])).toBe(cost);
  });

  it.each([
    [0, 7],
    [1, 14],
    [4, 35],
  ])('out-of-clan discipline with %i dots: next dot costs %i (new dot × 7)', (dots, cost) => {
    expect(dot(character(), dots, [2, 3])).toBe(cost);
  });

  it.each([
    [0, [], 6],
    [2, [1], 18],
    [4, [2], 30],
  ])('Caitiff with %i dots (clan list %j): next dot costs %i whatever the clan list', (dots, clanIds, cost) => {
    expect(dot(character(1000, { clan: clan(caitiffClanId) }), dots, clanIds)).toBe(cost);
  });


  it.each([
    [6, 60],
    [8, 80],
    [10, 100],
  ])('advanced power of level %i costs %i (level × 10), whatever the clan', (level, cost) => {
    const c = owning(character(1000, { useAdavancedDisciplines: true }), auspex, level - 1);
    const buy = (clanIds: number[]): Purchase => ({ kind: 'discipline', disciplineId: 1, clanDisciplineIds: clanIds, power: power(1, level, level) });
    expect(purchaseCost(c, buy([1]))).toBe(cost);
    expect(purchaseCost(c, buy([]))).toBe(cost);
  });

  it('a level-5 power is no advanced power: normal next-dot cost', () => {
    expect(disciplineDotCost(owning(character(), auspex, 4), 1, [1], 5)).toBe(25);
  });

  it.each([
    [0, 10],
    [4, 50],
    [9, 100],
  ])('blood potency from %i costs %i (new value × 10)', (from, cost) => {
    expect(purchaseCost(character(1000, { bloodPotency: from }), { kind: 'blood_potency' })).toBe(cost);
  });

  it.each([
    [meritPack, 1, undefined, 3],
    [meritPack, 2, undefined, 9],
    [backgroundPack, 1, 5, 15],
    [backgroundPack, 2, 4, 12],
  ])('new trait of pack %#, trait %i at chosen level %s costs %i (level × 3)', (pack, traitId, level, cost) => {
    const purchase: Purchase = { kind: 'trait', type: pack.type, pack, traitId, ...(level === undefined ? {} : { level }) };
    expect(purchaseCost(character(), purchase)).toBe(cost);
  });

  it.each([
    ['merits', 0],
    ['backgrounds', 3],
  ] as const)('raising an owned %s trait costs 3 flat (index %i)', (type, traitIndex) => {
    expect(purchaseCost(character(), { kind: 'trait_raise', type, packId: 7, traitIndex })).toBe(experienceRates.raiseTrait);
  });

  it.each([
    [1, 3],
    [3, 9],
    [5, 15],
  ])('blood ritual of level %i costs %i (level × 3)', (level, cost) => {
    expect(purchaseCost(character(), { kind: 'blood_ritual', ritual: ritual(1, level) })).toBe(cost);
  });

  it.each([
    [1, 3],
    [2, 6],
    [5, 15],
  ])('Oblivion ceremony of level %i costs %i (level × 3, like a ritual; V5 corebook)', (level, cost) => {
    expect(purchaseCost(character(), { kind: 'oblivion_ceremony', ceremony: ceremony(1, level) })).toBe(cost);
  });

  it.each([
    ['flaw level 1', { kind: 'flaw', type: 'merits', pack: meritPack, traitId: 1 }],
    ['flaw level 2', { kind: 'flaw', type: 'merits', pack: meritPack, traitId: 2 }],
  ] as const)('%s is free', (_, purchase) => {
    expect(purchaseCost(character(), purchase)).toBe(0);
  });
});

describe('Mark of Cain, black path tier 5 (docs/product-spec.md §9)', () => {
  const marked = (path: 'black' | 'red', tier: number, overrides = {}) => character(1000, { markOfCain: { path, tier }, ...overrides });

  it.each([
    [0, [1], 3],
    [1, [2], 6],
    [4, [], 15],
  ])('with %i dots (clan list %j) the next dot costs %i (3 per level)', (dots, clanIds, cost) => {
    expect(dot(marked('black', 5), dots, clanIds)).toBe(cost);
  });

  it('overrides the Caitiff rate and the advanced-power rate', () => {
    expect(dot(marked('black', 5, { clan: clan(caitiffClanId) }), 2)).toBe(9);
    expect(disciplineDotCost(owning(marked('black', 5, { useAdavancedDisciplines: true }), auspex, 6), 1, [1], 7)).toBe(21);
  });

  it.each([
    ['black', 4, 10],
    ['red', 5, 10],
  ] as const)('%s path tier %i keeps the normal price', (path, tier, cost) => {
    expect(dot(marked(path, tier), 1, [1])).toBe(cost);
  });

  it('does not touch other purchases', () => {
    expect(purchaseCost(marked('black', 5), { kind: 'attribute', key: 'str' })).toBe(5);
    expect(purchaseCost(owning(marked('black', 5), bloodSorcery, 2), { kind: 'blood_ritual', ritual: ritual(1, 2) })).toBe(6);
  });
});
