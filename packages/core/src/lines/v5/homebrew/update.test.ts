import { describe, expect, it } from 'vitest';
import { clanRecord } from '../content/clans.ts';
import { applyPurchase, checkPurchase, undoLast } from '../leveling/index.ts';
import { availablePowers } from '../leveling/powers.ts';
import { character } from '../leveling/test-fixtures.ts';
import { v5CharacterSchema, type V5Character } from '../schema.ts';
import { blankAbility, removeAbility, updateAbility } from './edit.ts';
import { toContentClan, toContentDiscipline } from './merge.ts';
import { takeHomebrewSnapshot } from './snapshot.ts';
import { homebrewUpdates } from './update.ts';
import { sampleClan, sampleDiscipline } from './test-fixtures.ts';

const mist = sampleDiscipline({ id: 1 });
const clan = sampleClan({ id: 1, disciplines: [4, 3022] });
const mistContent = toContentDiscipline(mist);

/** A vampire of the homebrew clan with both powers of its homebrew discipline, snapshot taken. */
function clanMember(overrides: Partial<V5Character> = {}): V5Character {
  const [first, second] = mistContent.powers;
  const member: V5Character = {
    ...character(40, { books: [1, 3021], bloodPotency: 1 }),
    clan: clanRecord(toContentClan(clan, () => true)),
    clanBane: clan.curse,
    disciplines: [
      { discipline: { id: 3022, name: 'Nebelschritt' }, points: 0, currentLevel: 3, abilities: [{ ...first!, usedLevel: 1 }, { ...second!, usedLevel: 2 }] },
      { discipline: { id: 5, name: 'Gestaltwandeln' }, points: 0, currentLevel: 3, abilities: [] },
    ],
    ...overrides,
  };
  return takeHomebrewSnapshot(member, { clans: [clan], disciplines: [mist] });
}

/** Version 2 of the discipline: ability 1 renamed and reworded, ability 2 removed, a new ability 3. */
const mistV2 = (() => {
  const changed = updateAbility(removeAbility(mist, 2), 1, { name: 'Dunstmantel', summary: 'Ein dichter Mantel aus Dunst.' });
  // An explicit new id: the editor numbers new abilities after the highest one left.
  return { ...changed, levels: [...changed.levels.slice(0, 1), { abilities: [blankAbility(3, 'Nebelsturm')] }], version: 2 };
})();

describe('homebrewUpdates', () => {
  it('is empty while the held versions are the newest', () => {
    expect(homebrewUpdates(clanMember(), { clans: [clan], disciplines: [mist] })).toEqual([]);
  });

  it('names each newer item with what changes, taking the newest of all sources and ignoring older ones', () => {
    const updates = homebrewUpdates(clanMember(), { clans: [], disciplines: [{ ...mist, version: 0 }] }, { clans: [{ ...clan, version: 3, curse: 'Neu' }], disciplines: [mistV2] });
    expect(updates.map((update) => [update.kind, update.before.version, update.after.version])).toEqual([
      ['clans', 1, 3],
      ['disciplines', 1, 2],
    ]);
    expect(updates[1]?.changes.map((change) => change.kind)).toEqual(['ability-removed', 'ability-changed', 'ability-added']);
    expect(updates[0]?.changes).toEqual([{ kind: 'field', field: 'curse', before: clan.curse, after: 'Neu' }]);
  });

  it('a clan with a symbol whose slogan changed reports the slogan only (the character holds no symbol: issue #49)', () => {
    const symbol = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const withSymbol = { ...clan, symbol };
    const held = takeHomebrewSnapshot(clanMember(), { clans: [withSymbol], disciplines: [mist] });
    const [update] = homebrewUpdates(held, { clans: [{ ...withSymbol, version: 2, slogan: 'Neuer Wahlspruch', inviteCode: 'ABCD1234' }], disciplines: [mist] });
    expect(update?.changes).toEqual([{ kind: 'field', field: 'slogan', before: clan.slogan, after: 'Neuer Wahlspruch' }]);
  });
});

describe('the homebrew update through the history', () => {
  const update = (member: V5Character, items: Parameters<typeof applyPurchase>[1]) => applyPurchase(member, items, { id: 'u1', now: '2026-11-23T20:00:00.000Z' });

  it('refreshes owned powers by ability id, flags the removed one and keeps the dots, for no experience', () => {
    const before = clanMember();
    expect(checkPurchase(before, { kind: 'homebrew_update', disciplines: [mistV2] })).toEqual({ ok: true, cost: 0 });
    const result = update(before, { kind: 'homebrew_update', disciplines: [mistV2] });
    if (!result.ok) throw new Error(result.reason);
    const owned = result.character.disciplines[0]!;
    expect(owned.currentLevel).toBe(3);
    expect(owned.abilities.map((a) => [a.key, a.name, a.usedLevel, a.retired])).toEqual([
      ['3022-1-1', 'Dunstmantel', 1, undefined],
      ['3022-2-2', 'Nebelgestalt', 2, true],
    ]);
    expect(owned.abilities[0]?.summary).toBe('Ein dichter Mantel aus Dunst.');
    expect(result.character.homebrew.disciplines.map((d) => [d.id, d.version])).toEqual([[1, 2]]);
    expect(result.character.exp).toBe(40);
    expect(result.entry).toMatchObject({ kind: 'purchase', amount: 0, purchase: { kind: 'homebrew_update', ref: '1@2', name: 'Nebelschritt' } });
    expect(() => v5CharacterSchema.parse(result.character)).not.toThrow();
  });

  it('re-resolves the clan and its bane, unless the player rewrote the bane', () => {
    const clanV2 = { ...clan, version: 2, name: 'Kinder des Dunstes', curse: 'Sonnenlicht verbrennt sie dreifach.', disciplines: [4, 3022, 3023] };
    const extra = sampleDiscipline({ id: 2, name: 'Dunstruf' });
    const result = update(clanMember(), { kind: 'homebrew_update', clans: [clanV2], known: { clans: [], disciplines: [extra] } });
    if (!result.ok) throw new Error(result.reason);
    expect(result.character.clan).toMatchObject({ id: 3022, name: 'Kinder des Dunstes', bane: 'Sonnenlicht verbrennt sie dreifach.', disciplines: [4, 3022, 3023] });
    expect(result.character.clanBane).toBe('Sonnenlicht verbrennt sie dreifach.');
    expect(result.character.homebrew.disciplines.map((d) => d.id)).toEqual([1, 2]);
    const rewritten = update(clanMember({ clanBane: 'Meine eigene Fassung.' }), { kind: 'homebrew_update', clans: [clanV2] });
    expect(rewritten.ok && rewritten.character.clanBane).toBe('Meine eigene Fassung.');
  });

  it('undo puts the character back exactly as it was', () => {
    const before = clanMember();
    const result = update(before, { kind: 'homebrew_update', clans: [{ ...clan, version: 2, curse: 'Anders' }], disciplines: [mistV2] });
    if (!result.ok) throw new Error(result.reason);
    const undone = undoLast(result.character);
    expect(undone.ok && undone.character).toEqual(before);
  });

  it.each([
    ['the same version', [mist]],
    ['an older version', [{ ...mist, version: 0 }]],
    ['an item the character does not hold', [sampleDiscipline({ id: 9, version: 4 })]],
  ])('refuses %s (nothing to update)', (_label, disciplines) => {
    expect(update(clanMember(), { kind: 'homebrew_update', disciplines })).toEqual({ ok: false, reason: 'not_found', cost: 0 });
  });
});

describe('leveling homebrew powers', () => {
  const third = { ...mist, levels: [...mist.levels, { abilities: [blankAbility(3, 'Nebelflut')] }] };
  const content = toContentDiscipline(third);
  const buy = (member: V5Character, clanIds: number[]) => checkPurchase(member, { kind: 'discipline', disciplineId: 3022, clanDisciplineIds: clanIds, power: content.powers[2]! });

  it.each([
    ['in-clan: new dot × 5', [4, 3022], 15],
    ['out of clan: new dot × 7', [4], 21],
  ])('costs the normal discipline rate %s', (_label, clanIds, cost) => {
    expect(buy(clanMember({ exp: 100 }), clanIds)).toEqual({ ok: true, cost });
  });

  it.each([
    ['one dot, nothing else', 0, [], 0, ['blood_potency', 'amalgam', 'prerequisite']],
    ['the first power, Protean 2 and blood potency 1', 1, ['3022-1-1'], 2, []],
    ['Protean 1 is not enough for the amalgam', 1, ['3022-1-1'], 1, ['amalgam']],
  ] as const)('checks prerequisite, amalgam and blood potency of homebrew powers like any other: %s', (_label, bloodPotency, owned, protean, reasons) => {
    const [first] = content.powers;
    const who = {
      ...clanMember({ bloodPotency }),
      disciplines: [
        { discipline: { id: 3022, name: 'Nebelschritt' }, points: 0, currentLevel: 2, abilities: owned.map(() => ({ ...first!, usedLevel: 1 })) },
        { discipline: { id: 5, name: 'Gestaltwandeln' }, points: 0, currentLevel: protean + 1, abilities: [] },
      ],
    };
    const second = availablePowers(who, content, [content]).find((option) => option.power.key === '3022-2-2');
    expect(second?.reasons).toEqual(reasons);
    expect(second?.prerequisitePower?.name).toBe('Dunstschleier');
  });

  it('learning a homebrew discipline keeps its record without the homebrew origin, so the sheet stays valid', () => {
    const member = { ...character(100, { books: [1, 3021] }) };
    const result = applyPurchase(member, { kind: 'discipline', disciplineId: 3022, clanDisciplineIds: [], power: content.powers[0]!, discipline: content }, { id: 'l1', now: '2026-11-23T20:00:00.000Z' });
    if (!result.ok) throw new Error(result.reason);
    expect('homebrew' in result.character.disciplines[0]!.discipline).toBe(false);
    expect(() => v5CharacterSchema.parse(takeHomebrewSnapshot(result.character, { clans: [], disciplines: [third] }))).not.toThrow();
  });
});
