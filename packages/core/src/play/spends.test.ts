import { describe, expect, it } from 'vitest';
import { withAttribute } from '../fifth-edition/sheet.ts';
import { testHunter } from '../lines/h5/test-fixtures.ts';
import type { H5Character } from '../lines/h5/schema.ts';
import { applyApprovedSpend, quoteSpend, type SpendRecord } from './spends.ts';

const meta = { id: 'approved-1', now: '2026-12-07T20:00:00.000Z' };
const mara = { id: '00000000-0000-4000-8000-000000000001', name: 'Mara' };
const hunter = (strength: number, exp: number): H5Character => {
  const base = testHunter();
  return { ...base, exp, categories: withAttribute(base, 'str', strength) };
};
const strength = { kind: 'attribute', key: 'str' };
const strengthOf = (character: H5Character) => character.categories.flatMap((category) => category.attributes).find((attribute) => attribute.key === 'str')?.value;

describe('quoting a spend by the line’s own prices', () => {
  it.each<[string, H5Character, unknown, { ok: boolean; cost: number; reason?: string; from?: number; level?: number }]>([
    ['Strength 2 → 3 costs 15', hunter(2, 40), strength, { ok: true, cost: 15, from: 2, level: 3 }],
    ['Strength 3 → 4 costs 20', hunter(3, 40), strength, { ok: true, cost: 20, from: 3, level: 4 }],
    ['too little experience is refused with the price', hunter(2, 5), strength, { ok: false, cost: 15, reason: 'not_enough_xp' }],
    ['at the maximum', hunter(5, 100), strength, { ok: false, cost: 30, reason: 'at_maximum' }],
    ['a purchase the line cannot read is invalid, not a crash', hunter(2, 40), { kind: 'trait', type: 'merits' }, { ok: false, cost: 0, reason: 'invalid' }],
  ])('%s', (_name, character, purchase, expected) => {
    const quote = quoteSpend(character, purchase);
    expect(quote.ok).toBe(expected.ok);
    expect(quote.cost).toBe(expected.cost);
    if (quote.ok) expect(quote.record).toMatchObject({ kind: 'attribute', ref: 'str', from: expected.from, level: expected.level });
    else expect(quote.reason).toBe(expected.reason);
  });

  it('changes nothing on the character', () => {
    const character = hunter(2, 40);
    quoteSpend(character, strength);
    expect(character.exp).toBe(40);
    expect(strengthOf(character)).toBe(2);
    expect(character.xpHistory).toHaveLength(0);
  });
});

describe('applying an approved spend', () => {
  const asked: { cost: number; record: SpendRecord } = { cost: 15, record: { kind: 'attribute', ref: 'str', from: 2, level: 3 } };
  it.each<[string, H5Character, { ok: boolean; reason?: string; exp?: number; strength?: number }]>([
    ['as asked: spends and raises', hunter(2, 40), { ok: true, exp: 25, strength: 3 }],
    ['the player raised it meanwhile: stale', hunter(3, 40), { ok: false, reason: 'stale' }],
    ['the rating is at the maximum now: stale', hunter(5, 40), { ok: false, reason: 'stale' }],
    ['the experience went elsewhere', hunter(2, 10), { ok: false, reason: 'not_enough_xp' }],
  ])('%s', (_name, character, expected) => {
    const result = applyApprovedSpend(character, strength, asked, mara, meta);
    expect(result.ok).toBe(expected.ok);
    if (!result.ok) return expect(result.reason).toBe(expected.reason);
    expect(result.character.exp).toBe(expected.exp);
    expect(strengthOf(result.character as H5Character)).toBe(expected.strength);
  });

  it('names who approved on the history entry', () => {
    const result = applyApprovedSpend(hunter(2, 40), strength, asked, mara, meta);
    expect(result.ok && result.entry).toMatchObject({ id: 'approved-1', kind: 'purchase', amount: 15, approvedBy: mara });
    expect(result.ok && result.character.xpHistory.at(-1)?.approvedBy).toEqual(mara);
  });

  it('refuses another price for the same raise (the table changed the price)', () => {
    const result = applyApprovedSpend(hunter(2, 40), strength, { ...asked, cost: 10 }, mara, meta);
    expect(result).toEqual({ ok: false, reason: 'stale' });
  });
});
