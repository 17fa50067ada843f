import { describe, expect, it } from 'vitest';
import { v5SnapshotSchema } from '../schema.ts';
import { xpHistoryEntrySchemaFor } from '../../../leveling/history.ts';
import { applyPurchase, checkPurchase, grantExperience, undoLast } from './index.ts';
import { purchaseKinds } from './purchase.ts';
import type { Purchase } from './purchase.ts';
import type { TraitPack } from '../../../fifth-edition/trait-packs.ts';
import { attributeRating, skillOf } from '../../../fifth-edition/sheet.ts';

const xpHistoryEntrySchema = xpHistoryEntrySchemaFor(v5SnapshotSchema, purchaseKinds);
import {
  auspex,
  bloodSorcery,
  ceremony,
  character,
  dominate,
  meritPack,
  meta,
  oblivion,
  owning,
  ritual,
  trait,
  withAttr,
  withSkillValue,
  type TestCharacter,
} from './test-fixtures.ts';

function buy(c: TestCharacter, purchase: Purchase): TestCharacter {
  const result = applyPurchase(c, purchase, meta());
  if (!result.ok) throw new Error(`purchase refused: ${result.reason}`);
  return result.character;
}
const discipline = (disciplineId: number, key: string, clanDisciplineIds: number[] = [1]): Purchase => {
  const [, level, id] = key.split('-').map(Number);
  const source = [auspex, dominate, bloodSorcery, oblivion].find((d) => d.id === disciplineId);
  const power = source?.powers.find((p) => p.level === level && p.id === id);
  if (!source || !power) throw new Error(key);
  return { kind: 'discipline', disciplineId, clanDisciplineIds, power, discipline: source };
};

describe('applyPurchase', () => {
  it('raising Strength 2 → 3 spends 15 XP, adds 15 to usedExp and leaves health alone', () => {
    const start = { ...withAttr(character(20), 'str', 2), usedExp: 4, health: 5 };
    const next = buy(start, { kind: 'attribute', key: 'str' });
    expect(next).toMatchObject({ exp: 5, usedExp: 19, health: 5 });
    expect(attributeRating(next, 'str')).toBe(3);
    expect(attributeRating(start, 'str')).toBe(2);
  });

  it('raising Stamina sets health to stamina + 3; Composure and Resolve set willpower', () => {
    const start = withAttr(withAttr(withAttr(character(100), 'sta', 2), 'com', 2), 'res', 1);
    expect(buy(start, { kind: 'attribute', key: 'sta' }).health).toBe(6);
    expect(buy(start, { kind: 'attribute', key: 'com' }).willpower).toBe(4);
    expect(buy(start, { kind: 'attribute', key: 'res' }).willpower).toBe(4);
    expect(buy(start, { kind: 'attribute', key: 'str' })).toMatchObject({ health: 0, willpower: 0 });
  });

  it.each([
    ['attribute at 3 (cost 20)', withAttr(character(), 'dex', 3), { kind: 'attribute', key: 'dex' }, 20],
    ['skill at 1 (cost 6)', withSkillValue(character(), 'ath', 1), { kind: 'skill', key: 'ath' }, 6],
    ['speciality (cost 3)', character(), { kind: 'speciality', skill: 'ath', name: 'Laufen' }, 3],
    ['blood potency 1 (cost 20)', character(1000, { bloodPotency: 1 }), { kind: 'blood_potency' }, 20],
    ['out-of-clan first dot (cost 7)', character(), discipline(2, '2-1-1'), 7],
    ['blood ritual level 2 (cost 6)', owning(character(), bloodSorcery, 2), { kind: 'blood_ritual', ritual: ritual(3, 2) }, 6],
    ['merit level 3 (cost 9)', character(), { kind: 'trait', type: 'merits', pack: meritPack, traitId: 2 }, 9],
  ] as [string, TestCharacter, Purchase, number][])('%s: refused one XP short, bought with exactly enough', (_, base, purchase, cost) => {
    const short = applyPurchase({ ...base, exp: cost - 1 }, purchase, meta());
    expect(short).toEqual({ ok: false, reason: 'not_enough_xp', cost });
    expect(checkPurchase({ ...base, exp: cost - 1 }, purchase)).toEqual({ ok: false, reason: 'not_enough_xp', cost });
    const exact = applyPurchase({ ...base, exp: cost, usedExp: 10 }, purchase, meta());
    expect(exact).toMatchObject({ ok: true, cost, character: { exp: 0, usedExp: 10 + cost } });
    expect(checkPurchase({ ...base, exp: cost }, purchase)).toEqual({ ok: true, cost });
  });

  it.each([
    ['attribute at 5', withAttr(character(), 'str', 5), { kind: 'attribute', key: 'str' }],
    ['skill at 5', withSkillValue(character(), 'ath', 5), { kind: 'skill', key: 'ath' }],
    ['blood potency at 10', character(5000, { bloodPotency: 10 }), { kind: 'blood_potency' }],
    ['discipline at 5 dots', owning(character(), auspex, 5, ['1-1-1', '1-2-2', '1-3-3', '1-4-4', '1-5-5']), discipline(1, '1-2-20')],
  ] as [string, TestCharacter, Purchase][])('%s is refused as at_maximum', (_, base, purchase) => {
    expect(applyPurchase(base, purchase, meta())).toMatchObject({ ok: false, reason: 'at_maximum' });
  });

  it('buying a discipline dot stores the power at the dot it was bought with', () => {
    const next = buy(owning(character(), auspex, 2), discipline(1, '1-3-3'));
    const entry = next.disciplines.find((d) => d.discipline.id === 1);
    expect(entry?.currentLevel).toBe(4);
    expect(entry?.abilities.at(-1)).toMatchObject({ key: '1-3-3', usedLevel: 3 });
    expect(next.exp).toBe(1000 - 15);
  });

  it('learning a new discipline stores it at one dot with its power at usedLevel 1', () => {
    const next = buy(character(), discipline(2, '2-1-1', [1]));
    expect(next.disciplines).toEqual([
      { discipline: dominate, points: 0, currentLevel: 2, abilities: [expect.objectContaining({ key: '2-1-1', usedLevel: 1 })] },
    ]);
    const { discipline: _, ...withoutSnapshot } = discipline(2, '2-1-1') as Extract<Purchase, { kind: 'discipline' }>;
    expect(applyPurchase(character(), withoutSnapshot, meta())).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses discipline powers whose requirements are not met, or that belong to another discipline', () => {
    expect(applyPurchase(owning(character(), auspex, 1, ['1-1-23']), discipline(1, '1-2-20'), meta())).toMatchObject({ reason: 'requirements_not_met' });
    expect(applyPurchase(owning(character(), auspex, 1), discipline(1, '1-1-1'), meta())).toMatchObject({ reason: 'already_owned' });
    const foreign = { ...discipline(1, '1-1-1'), disciplineId: 2 } as Purchase;
    expect(applyPurchase(character(), foreign, meta())).toMatchObject({ reason: 'invalid' });
  });

  it('specialities are trimmed, must be new and non-empty', () => {
    const next = buy(character(), { kind: 'speciality', skill: 'ath', name: '  Laufen ' });
    expect(skillOf(next, 'ath')?.specialization).toEqual(['Laufen']);
    expect(applyPurchase(next, { kind: 'speciality', skill: 'ath', name: 'Laufen' }, meta())).toMatchObject({ reason: 'already_owned' });
    expect(applyPurchase(next, { kind: 'speciality', skill: 'ath', name: '   ' }, meta())).toMatchObject({ reason: 'invalid' });
  });

  it('merits: new (at a chosen level), flaws free; repeats and requirements checked', () => {
    let c = buy(character(100), { kind: 'trait', type: 'merits', pack: meritPack, traitId: 1, level: 3 });
    expect(c.exp).toBe(91);
    expect(c.merits.packs[0]?.traits).toEqual([expect.objectContaining({ id: 1, customLevel: 3 })]);
    expect(applyPurchase(c, { kind: 'trait_raise', type: 'merits', packId: 7, traitIndex: 4 }, meta())).toMatchObject({ reason: 'not_found' });
    expect(applyPurchase(c, { kind: 'trait', type: 'merits', pack: meritPack, traitId: 1 }, meta())).toMatchObject({ reason: 'already_owned' });
    c = buy(c, { kind: 'flaw', type: 'merits', pack: meritPack, traitId: 2 });
    expect(c.merits.packs[0]?.flawTraits).toHaveLength(1);
    expect(c.exp).toBe(91);
  });

  // Issue #46 item 3: merits rise only through the levels their content lists (V5 core rulebook,
  // "Advantages": each dot of a background is its own entry; a merit of a fixed level has no next).
  const herd: TraitPack = { ...meritPack, id: 20, name: 'Herde', advantages: [1, 2, 3].map((level) => trait(level, level, { name: `Herde ${level}` })), disadvantages: [] };
  const drinking: TraitPack = { ...meritPack, id: 21, name: 'Trinken', advantages: [trait(1, 1, { name: 'Bluthund' }), trait(2, 3, { name: 'Eiserner Magen' })], disadvantages: [] };
  const owningTrait = (pack: TraitPack, traitId: number, extra: Record<string, unknown> = {}) => {
    const c = buy(character(100), { kind: 'trait', type: 'merits', pack, traitId });
    const packs = c.merits.packs.map((entry) => ({ ...entry, traits: entry.traits.map((owned) => ({ ...owned, ...extra })) }));
    return { ...c, merits: { packs } } as TestCharacter;
  };
  it.each<[string, TestCharacter, TraitPack | undefined, { reason: string } | { id: number; name: string; level: number }]>([
    ['Herde 1 → Herde 2, name and level with it', owningTrait(herd, 1), herd, { id: 2, name: 'Herde 2', level: 2 }],
    ['Herde 2 → Herde 3', owningTrait(herd, 2), herd, { id: 3, name: 'Herde 3', level: 3 }],
    ['Herde 3 is the highest listed', owningTrait(herd, 3), herd, { reason: 'at_maximum' }],
    ['Eiserner Magen ••• has one level', owningTrait(drinking, 2), drinking, { reason: 'at_maximum' }],
    ['Bluthund • does not become Eiserner Magen', owningTrait(drinking, 1), drinking, { reason: 'at_maximum' }],
    ['without the content’s pack nothing rises', owningTrait(herd, 1), undefined, { reason: 'at_maximum' }],
    ['another pack’s levels are refused', owningTrait(herd, 1), drinking, { reason: 'invalid' }],
  ])('raising a merit: %s', (_label, owner, pack, expected) => {
    const packId = owner.merits.packs[0]!.pack.id as number;
    const result = applyPurchase(owner, { kind: 'trait_raise', type: 'merits', packId, traitIndex: 0, ...(pack ? { pack } : {}) }, meta());
    if ('reason' in expected) return expect(result).toMatchObject({ ok: false, reason: expected.reason });
    if (!result.ok) throw new Error(result.reason);
    expect(result.character.merits.packs[0]!.traits).toEqual([expect.objectContaining(expected)]);
    expect(result.character.merits.packs[0]!.traits[0]).not.toHaveProperty('customLevel');
    expect(result.character.exp).toBe(owner.exp - 3);
    const undone = undoLast(result.character);
    expect(undone.ok && undone.character).toStrictEqual(owner);
  });

  it('a player-written merit has no content to follow: it rises dot by dot up to 5', () => {
    let c = owningTrait(herd, 1, { isCustom: true, name: 'Eigenes Merkmal' });
    for (const level of [2, 3, 4, 5]) {
      c = buy(c, { kind: 'trait_raise', type: 'merits', packId: 20, traitIndex: 0 });
      expect(c.merits.packs[0]!.traits[0]).toMatchObject({ customLevel: level, name: 'Eigenes Merkmal' });
    }
    expect(applyPurchase(c, { kind: 'trait_raise', type: 'merits', packId: 20, traitIndex: 0 }, meta())).toMatchObject({ reason: 'at_maximum' });
  });

  it.each([
    ['needs another trait of the pack first', character(), 3, 'requirements_not_met'],
    ['clan restriction (Ventrue only) for a Brujah', character(100, { clan: { id: 2 } }), 4, 'requirements_not_met'],
    ['clan restriction met by a Ventrue', character(100, { clan: { id: 14 } }), 4, null],
    ['unknown trait', character(), 99, 'not_found'],
  ] as const)('trait: %s', (_, c, traitId, reason) => {
    const result = applyPurchase(c, { kind: 'trait', type: 'merits', pack: meritPack, traitId }, meta());
    expect(result.ok ? null : result.reason).toBe(reason);
  });

  it('a repeatable trait with a repeat limit stops at its amount', () => {
    const trait5: Purchase = { kind: 'trait', type: 'merits', pack: meritPack, traitId: 5 };
    const twice = buy(buy(character(), trait5), trait5);
    expect(applyPurchase(twice, trait5, meta())).toMatchObject({ reason: 'at_maximum' });
  });

  it('rituals need Blood Sorcery dots; ceremonies need Oblivion dots and their power', () => {
    const needsTwo: Purchase = { kind: 'blood_ritual', ritual: ritual(1, 2) };
    expect(applyPurchase(character(), needsTwo, meta())).toMatchObject({ reason: 'requirements_not_met' });
    expect(applyPurchase(owning(character(), bloodSorcery, 1), needsTwo, meta())).toMatchObject({ reason: 'requirements_not_met' });
    const owned = buy(owning(character(), bloodSorcery, 2), needsTwo);
    expect(applyPurchase(owned, needsTwo, meta())).toMatchObject({ reason: 'already_owned' });
    const rite: Purchase = { kind: 'oblivion_ceremony', ceremony: ceremony(4, 1, '11-1-5') };
    expect(applyPurchase(owning(character(), oblivion, 1), rite, meta())).toMatchObject({ reason: 'requirements_not_met' });
    expect(applyPurchase(owning(character(0), oblivion, 1, ['11-1-5']), rite, meta())).toMatchObject({ reason: 'not_enough_xp', cost: 3 });
    const done = buy(owning(character(3), oblivion, 1, ['11-1-5']), rite);
    expect(done.oblivionCeremonies).toEqual([rite.ceremony]);
    expect(done.exp).toBe(0);
  });

  it('records the purchase in a valid history entry and never mutates its input', () => {
    const start = withAttr(character(50), 'sta', 1);
    const frozen: unknown = JSON.parse(JSON.stringify(start));
    const result = applyPurchase(start, { kind: 'attribute', key: 'sta' }, { id: 'buy-1', now: '2025-03-01T20:15:00Z' });
    expect(start).toEqual(frozen);
    if (!result.ok) throw new Error(result.reason);
    expect(xpHistoryEntrySchema.parse(result.entry)).toEqual(result.entry);
    expect(result.character.xpHistory).toEqual([result.entry]);
    expect(result.entry).toMatchObject({
      id: 'buy-1',
      kind: 'purchase',
      amount: 10,
      purchase: { kind: 'attribute', ref: 'sta', level: 2 },
      before: { exp: 50, usedExp: 0, attributes: { sta: 1 }, health: 0 },
      after: { exp: 40, usedExp: 10, attributes: { sta: 2 }, health: 5 },
    });
  });

  it.each([
    ['an empty id', { id: '', now: '2025-03-01T20:15:00Z' }],
    ['a time that is no ISO date-time', { id: 'x', now: 'gestern' }],
  ])('refuses %s as invalid', (_, badMeta) => {
    expect(applyPurchase(character(), { kind: 'attribute', key: 'str' }, badMeta)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('grantExperience', () => {
  it.each([
    [0, 10, 10],
    [5, -3, 2],
    [5, -5, 0],
    [3, -10, 0],
  ])('from %i XP, granting %i gives %i (floors at 0, usedExp unchanged)', (exp, amount, expected) => {
    const result = grantExperience({ ...character(exp), usedExp: 7 }, amount, meta());
    expect(result).toMatchObject({ ok: true, character: { exp: expected, usedExp: 7 }, entry: { kind: 'grant', amount } });
  });

  it.each([0, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses amount %s', (amount) => {
    expect(grantExperience(character(), amount, meta())).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an id already in the history', () => {
    const first = grantExperience(character(), 5, { id: 'same', now: '2025-03-01T20:15:00Z' });
    if (!first.ok) throw new Error('refused');
    expect(grantExperience(first.character, 5, { id: 'same', now: '2025-03-01T20:16:00Z' })).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('undoLast', () => {
  it('has nothing to undo on a fresh character', () => {
    expect(undoLast(character())).toEqual({ ok: false, reason: 'nothing_to_undo' });
  });

  it('refunds the newest purchase exactly and walks back step by step', () => {
    const start = withAttr(character(3), 'sta', 2);
    const granted = grantExperience(start, 40, meta());
    if (!granted.ok) throw new Error('refused');
    const raised = buy(granted.character, { kind: 'attribute', key: 'sta' });
    const outOfClan = buy(raised, discipline(2, '2-1-1', [1]));
    expect(outOfClan).toMatchObject({ exp: 43 - 15 - 7, usedExp: 22, health: 6 });

    const one = undoLast(outOfClan);
    if (!one.ok) throw new Error('nothing');
    expect(one.entry.amount).toBe(7);
    expect(one.character).toEqual(raised);
    const two = undoLast(one.character);
    expect(two.ok && two.character).toEqual(granted.character);
    const three = undoLast(two.ok ? two.character : start);
    expect(three.ok && three.character).toEqual(start);
  });

  it('takes back a floored negative grant exactly', () => {
    const start = character(3);
    const lost = grantExperience(start, -10, meta());
    if (!lost.ok) throw new Error('refused');
    expect(lost.character.exp).toBe(0);
    expect(undoLast(lost.character)).toMatchObject({ ok: true, character: { exp: 3, xpHistory: [] } });
  });
});
