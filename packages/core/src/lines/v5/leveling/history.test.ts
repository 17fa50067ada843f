import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeKeys } from '../../../fifth-edition/keys.ts';
import { xpHistoryEntrySchemaFor } from '../../../leveling/history.ts';
import { recordChange } from '../../../leveling/level-up.ts';
import { traitRemovalChange } from '../../../fifth-edition/leveling.ts';
import { v5SnapshotSchema } from '../schema.ts';
import { applyPurchase, grantExperience, undoLast } from './index.ts';
import { purchaseKinds } from './purchase.ts';

const xpHistoryEntrySchema = xpHistoryEntrySchemaFor(v5SnapshotSchema, purchaseKinds);
import type { Purchase } from './purchase.ts';
import {
  auspex,
  backgroundPack,
  bloodSorcery,
  ceremony,
  character,
  dominate,
  meritPack,
  oblivion,
  owning,
  ritual,
  withAttr,
  type TestCharacter,
} from './test-fixtures.ts';

const now = '2025-03-01T20:15:00.000Z';
const entry = {
  id: 'e1',
  at: now,
  kind: 'purchase',
  amount: 7,
  purchase: { kind: 'discipline', ref: '2-1-1', name: 'Befehl', level: 1 },
  before: { exp: 10, usedExp: 0, disciplines: { '2': null } },
  after: { exp: 3, usedExp: 7, disciplines: { '2': { currentLevel: 2, abilityKeys: ['2-1-1'] } } },
};

describe('xpHistoryEntrySchema', () => {
  it('accepts a purchase and a grant entry', () => {
    expect(xpHistoryEntrySchema.parse(entry)).toEqual(entry);
    const grant = { id: 'g', at: '2025-03-01T21:00:00+01:00', kind: 'grant', amount: -4, before: { exp: 2 }, after: { exp: 0 } };
    expect(xpHistoryEntrySchema.parse(grant)).toEqual(grant);
  });

  it.each([
    ['an unknown kind', { ...entry, kind: 'gift' }],
    ['a time without ISO format', { ...entry, at: '1. März' }],
    ['a fractional amount', { ...entry, amount: 1.5 }],
    ['an unknown attribute key', { ...entry, before: { attributes: { foo: 1 } } }],
    ['an unknown purchase kind', { ...entry, purchase: { kind: 'gift' } }],
    ['negative experience', { ...entry, after: { exp: -1 } }],
  ])('rejects %s', (_, value) => {
    expect(xpHistoryEntrySchema.safeParse(value).success).toBe(false);
  });

});

describe('undo keeps changes made outside the history', () => {
  it('an unrelated edit after a purchase survives its undo', () => {
    const bought = applyPurchase(withAttr(character(100), 'sta', 2), { kind: 'attribute', key: 'sta' }, { id: 'a', now });
    if (!bought.ok) throw new Error(bought.reason);
    const undone = undoLast({ ...bought.character, hunger: 3, notes: 'Notiz' });
    expect(undone).toMatchObject({ ok: true, character: { hunger: 3, notes: 'Notiz', exp: 100, usedExp: 0, health: 0 } });
  });

  it('undoing a power removes that power even if an older one was deleted meanwhile', () => {
    const start = owning(character(100), auspex, 2);
    const power = auspex.powers.find((p) => p.key === '1-3-3');
    if (!power) throw new Error('fixture');
    const bought = applyPurchase(start, { kind: 'discipline', disciplineId: 1, clanDisciplineIds: [1], power }, { id: 'p', now });
    if (!bought.ok) throw new Error(bought.reason);
    const [entryAfter] = bought.character.disciplines;
    if (!entryAfter) throw new Error('no discipline');
    const trimmed = { ...bought.character, disciplines: [{ ...entryAfter, currentLevel: 3, abilities: entryAfter.abilities.slice(1) }] };
    const undone = undoLast(trimmed);
    expect(undone.ok && undone.character.disciplines[0]?.abilities.map((a) => a['key'])).toEqual(['1-2-2']);
  });
});

describe('a storyteller removing a bought trait (full customization)', () => {
  it('is a change in the history: undo brings the trait back without experience, the purchase refunds once', () => {
    const start = character(30, { fullCustomization: true });
    const bought = applyPurchase(start, { kind: 'trait', type: 'merits', pack: meritPack, traitId: 1, level: 3 }, { id: 'buy', now });
    if (!bought.ok) throw new Error(bought.reason);
    expect(bought.character.exp).toBe(21);
    const packIndex = bought.character.merits.packs.length - 1;
    const removal = traitRemovalChange(bought.character, 'merits', packIndex, 'traits', 0);
    if (!removal) throw new Error('no removal');
    const removed = recordChange(bought.character, removal, { id: 'remove', now });
    if (!removed.ok) throw new Error('not recorded');
    expect(removed.character.merits.packs[packIndex]?.traits).toEqual([]);
    expect(removed.entry).toMatchObject({ kind: 'change', amount: 0, purchase: { kind: 'trait_removal', ref: 'merits:7:1', level: 3 } });
    expect(xpHistoryEntrySchemaFor(v5SnapshotSchema, purchaseKinds).safeParse(removed.entry).success).toBe(true);

    const back = undoLast(removed.character);
    if (!back.ok) throw new Error('nothing to undo');
    expect(back.character.exp).toBe(21);
    expect(back.character.merits.packs[packIndex]?.traits).toHaveLength(1);
    const refunded = undoLast(back.character);
    if (!refunded.ok) throw new Error('nothing to undo');
    expect(refunded.character).toStrictEqual(start);
  });

  it('refuses a removal of something that is not there', () => {
    expect(traitRemovalChange(character(), 'merits', 0, 'traits', 0)).toBeNull();
  });
});

const disciplines = [auspex, dominate, bloodSorcery, oblivion];
const purchasePool: Purchase[] = [
  ...[...attributeKeys.physical, ...attributeKeys.social, ...attributeKeys.mental].map((key): Purchase => ({ kind: 'attribute', key })),
  ...(['ath', 'int', 'occ'] as const).map((key): Purchase => ({ kind: 'skill', key })),
  ...['Laufen', 'Klettern'].map((name): Purchase => ({ kind: 'speciality', skill: 'ath', name })),
  { kind: 'blood_potency' },
  ...disciplines.flatMap((d) =>
    d.powers.map((power): Purchase => ({ kind: 'discipline', disciplineId: d.id, clanDisciplineIds: [1, 3], power, discipline: d })),
  ),
  ...[meritPack, backgroundPack].flatMap((pack): Purchase[] => [
    ...pack.advantages.map((t): Purchase => ({ kind: 'trait', type: pack.type, pack, traitId: t.id })),
    { kind: 'trait', type: pack.type, pack, traitId: 1, level: 2 },
    ...pack.disadvantages.map((t): Purchase => ({ kind: 'flaw', type: pack.type, pack, traitId: t.id })),
    ...[0, 1, 2].map((traitIndex): Purchase => ({ kind: 'trait_raise', type: pack.type, packId: pack.id, traitIndex })),
  ]),
  ...[1, 2, 3].map((level): Purchase => ({ kind: 'blood_ritual', ritual: ritual(level, level) })),
  ...[1, 2].map((level): Purchase => ({ kind: 'oblivion_ceremony', ceremony: ceremony(level, level, level === 2 ? '11-1-1' : null) })),
];

const startArb = fc
  .record({
    exp: fc.integer({ min: 0, max: 2000 }),
    usedExp: fc.integer({ min: 0, max: 50 }),
    bloodPotency: fc.integer({ min: 0, max: 10 }),
    advanced: fc.boolean(),
    learnAll: fc.boolean(),
    mark: fc.constantFrom({ path: 'undecided', tier: 0 } as const, { path: 'black', tier: 5 } as const),
    caitiff: fc.boolean(),
  })
  .map(({ exp, usedExp, bloodPotency, advanced, learnAll, mark, caitiff }): TestCharacter => {
    const base = character(exp, { usedExp, bloodPotency, useAdavancedDisciplines: advanced, allowLearningOfAllPowers: learnAll, markOfCain: mark });
    const withClan = caitiff ? { ...base, clan: { id: 15, name: 'Caitiff' } } : base;
    return owning(owning(withAttr(withAttr(withClan, 'sta', 2), 'str', 4), bloodSorcery, 1), oblivion, 1);
  });
type Step = { grant: number } | { purchase: Purchase };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.integer({ min: -60, max: 300 }).filter((n) => n !== 0).map((grant) => ({ grant })) },
  { weight: 5, arbitrary: fc.constantFrom(...purchasePool).map((purchase) => ({ purchase })) },
);

describe('grant and purchase round trips (property)', () => {
  it('any sequence of valid purchases and grants, followed by as many undos, returns the original character', () => {
    fc.assert(
      fc.property(startArb, fc.array(stepArb, { minLength: 10, maxLength: 40, size: 'medium' }), (start, steps) => {
        let current = start;
        let made = 0;
        for (const [index, step] of steps.entries()) {
          const meta = { id: `s${index}`, now };
          const result = 'grant' in step ? grantExperience(current, step.grant, meta) : applyPurchase(current, step.purchase, meta);
          if (!result.ok) continue;
          expect(result.character.exp).toBeGreaterThanOrEqual(0);
          expect(result.character.usedExp).toBe(current.usedExp + ('grant' in step ? 0 : result.entry.amount));
          current = result.character;
          made += 1;
        }
        expect(current.xpHistory).toHaveLength(made);
        for (let i = 0; i < made; i += 1) {
          const undone = undoLast(current);
          if (!undone.ok) throw new Error('history ran out early');
          current = undone.character;
        }
        expect(current).toStrictEqual(start);
        expect(undoLast(current).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
