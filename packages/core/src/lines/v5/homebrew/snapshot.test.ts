import { describe, expect, it } from 'vitest';
import { clanRecord, type Clan } from '../content/clans.ts';
import type { Discipline } from '../content/disciplines.ts';
import { character } from '../leveling/test-fixtures.ts';
import { v5CharacterSchema, type V5Character } from '../schema.ts';
import { mergeHomebrew, toContentClan, toContentDiscipline } from './merge.ts';
import { characterContent, disciplinesForCharacter, homebrewInUse, homebrewOriginOf, takeHomebrewSnapshot } from './snapshot.ts';
import { sampleClan, sampleDiscipline } from './test-fixtures.ts';

const mist = sampleDiscipline({ id: 1 });
const other = sampleDiscipline({ id: 2, name: 'Schattenweg' });
const clan = sampleClan({ id: 1, disciplines: [4, 3022], symbol: 'data:image/png;base64,AAAA', inviteCode: 'ABCD-EFGH-JKMN' });
const known = { clans: [clan], disciplines: [mist, other] };

/** A vampire of the homebrew clan who owns the first power of its homebrew discipline. */
function clanMember(overrides: Partial<V5Character> = {}): V5Character {
  const power = toContentDiscipline(mist).powers[0]!;
  return {
    ...character(100, { books: [1, 3021] }),
    clan: clanRecord(toContentClan(clan, () => true)),
    clanBane: clan.curse,
    disciplines: [{ discipline: { id: 3022, name: 'Nebelschritt' }, points: 0, currentLevel: 2, abilities: [{ ...power, usedLevel: 1 }] }],
    ...overrides,
  };
}

describe('homebrewInUse', () => {
  it.each([
    ['a core clan and core disciplines use nothing', { clan: { id: 2, disciplines: [4, 8, 6] }, disciplines: [{ discipline: { id: 4 }, points: 0, currentLevel: 2, abilities: [] }] }, { clans: [], disciplines: [] }],
    ['a homebrew clan and the homebrew disciplines it lists', { clan: { id: 3022, disciplines: [4, 3022, 3030] }, disciplines: [] }, { clans: [1], disciplines: [1, 9] }],
    ['a core clan with an owned homebrew discipline (id as text, as old files have it)', { clan: { id: 2 }, disciplines: [{ discipline: { id: '3023' }, points: 0, currentLevel: 2, abilities: [] }] }, { clans: [], disciplines: [2] }],
    ['no clan yet', { clan: null, disciplines: [] }, { clans: [], disciplines: [] }],
  ] as const)('%s', (_label, used, expected) => {
    expect(homebrewInUse(used as unknown as Pick<V5Character, 'clan' | 'disciplines'>)).toEqual(expected);
  });
});

describe('takeHomebrewSnapshot', () => {
  it('copies what the character uses from the known homebrew, without symbol and invite code', () => {
    const taken = takeHomebrewSnapshot(clanMember(), known);
    expect(taken.homebrew.clans).toEqual([{ ...clan, symbol: null, inviteCode: null }]);
    expect(taken.homebrew.disciplines.map((d) => [d.id, d.version])).toEqual([[1, 1]]);
    expect(v5CharacterSchema.parse(taken).homebrew).toEqual(taken.homebrew);
  });

  it('keeps the held version when a newer one is known, and returns the same character when nothing changes', () => {
    const held = takeHomebrewSnapshot(clanMember(), known);
    const newer = { clans: [{ ...clan, version: 5 }], disciplines: [{ ...mist, version: 3, name: 'Nebelweg' }] };
    expect(takeHomebrewSnapshot(held, newer)).toBe(held);
  });

  it('drops what is no longer used and leaves out what nobody knows', () => {
    const held = takeHomebrewSnapshot(clanMember(), known);
    const coreClan = { ...held, clan: { id: 2, name: 'Brujah', disciplines: [4, 8, 6] }, disciplines: [] };
    expect(takeHomebrewSnapshot(coreClan, known).homebrew).toEqual({ clans: [], disciplines: [] });
    expect(takeHomebrewSnapshot(clanMember(), { clans: [], disciplines: [] }).homebrew).toEqual({ clans: [], disciplines: [] });
  });

  it('a character stored before snapshots existed reads with an empty one', () => {
    const { homebrew: _missing, ...old } = clanMember();
    expect(v5CharacterSchema.parse(old).homebrew).toEqual({ clans: [], disciplines: [] });
  });
});

describe('characterContent', () => {
  const empty: { clans: Clan[]; disciplines: Discipline[] } = { clans: [], disciplines: [] };
  const content = mergeHomebrew(empty, { books: [] }, { clans: [clan], disciplines: [{ ...mist, version: 2, name: 'Nebelweg' }, other] }).content;

  it('is the content itself for a character without homebrew', () => {
    expect(characterContent(content, { clans: [], disciplines: [] })).toBe(content);
  });

  it('shows the held versions instead of the installed ones and adds what only the character has', () => {
    const held = { clans: [{ ...clan, name: 'Alter Name' }], disciplines: [mist, sampleDiscipline({ id: 9, name: 'Gelöscht' })] };
    const seen = characterContent(content, held);
    expect(seen.disciplines.map((d) => [d.id, d.name])).toEqual([
      [3023, 'Schattenweg'],
      [3022, 'Nebelschritt'],
      [3030, 'Gelöscht'],
    ]);
    expect(seen.clans.map((c) => [c.id, c.name])).toEqual([
      [-1, '<placeholder>'],
      [3022, 'Alter Name'],
    ]);
    expect(homebrewOriginOf(seen.disciplines[2]!)).toEqual({ id: 9, creator: 'erzaehlerin', version: 1 });
    expect(homebrewOriginOf({ id: 4, name: 'Geschwindigkeit', description: '', powers: [] })).toBeUndefined();
  });
});

describe('disciplinesForCharacter', () => {
  const list = [{ id: 4 }, { id: 3022 }, { id: 3023 }];
  it.each([
    ['without the homebrew book: core only', [1], [], [4]],
    ['with the homebrew book: all', [1, 3021], [], [4, 3022, 3023]],
    ['without the book, an owned homebrew discipline stays', [1], [3023], [4, 3023]],
  ] as const)('%s', (_label, books, owned, expected) => {
    const who = { books: [...books], disciplines: owned.map((id) => ({ discipline: { id }, points: 0, currentLevel: 2, abilities: [] })) };
    expect(disciplinesForCharacter(who, list).map((d) => d.id)).toEqual(expected);
  });
});
