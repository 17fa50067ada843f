import { describe, expect, it } from 'vitest';
import type { Clan } from '../content/clans.ts';
import type { Discipline } from '../content/disciplines.ts';
import type { V5Meta as Meta } from '../content/books.ts';
import { availableClans } from '../creation/clan-predator.ts';
import { isChoosableClan, mergeHomebrew, toContentClan, toContentDiscipline } from './merge.ts';
import { sampleClan, sampleDiscipline } from './test-fixtures.ts';

const meta: Meta = {
  books: [{ id: 1, name: { 'de-DE': 'Grundregelwerk', 'en-US': 'Corebook' }, clans: [2], merits: [1], backgrounds: [1], predatorTypes: [1] }],
};
const coreDiscipline = { id: 4, name: 'Geschwindigkeit', description: '', powers: [] } as unknown as Discipline;
const coreClan = { id: 2, name: 'Brujah', slogan: '', description: '', bane: '', compulsion: { name: '', description: '' }, disciplines: [4], actions: [] } as Clan;
const content = { clans: [coreClan], disciplines: [coreDiscipline], items: ['untouched'] };

describe('toContentDiscipline', () => {
  it('offsets the id by 3021 and turns levels into powers with content keys', () => {
    const sample = sampleDiscipline({ id: 1, version: 4 });
    const merged = toContentDiscipline({ ...sample, levels: [{ abilities: [{ ...sample.levels[0]!.abilities[0]!, duration: '' }] }, sample.levels[1]!] });
    expect(merged.id).toBe(3022);
    expect(merged.homebrew).toEqual({ id: 1, creator: 'erzaehlerin', version: 4 });
    expect(merged.powers.map((power) => [power.key, power.level, power.prerequisite, power.amalgam, power.minBloodPotency])).toEqual([
      ['3022-1-1', 1, null, null, null],
      ['3022-2-2', 2, '3022-1-1', { disciplineId: 5, level: 2 }, 1],
    ]);
    expect(merged.powers[0]).toMatchObject({ name: 'Dunstschleier', summary: 'Ein Schleier.', dicePool: 'Geistesschärfe + Nebelschritt', cost: null, duration: null, multiple: false });
  });

  it('leaves a requirement on a missing ability out instead of pointing nowhere', () => {
    const sample = sampleDiscipline();
    const broken = { ...sample, levels: [{ abilities: [{ ...sample.levels[1]!.abilities[0]!, requirement: 99 }] }] };
    expect(toContentDiscipline(broken).powers[0]?.prerequisite).toBeNull();
  });
});

describe('toContentClan', () => {
  it('uses the curse as bane, falls back to it for the description and drops unknown disciplines', () => {
    const clan = toContentClan(sampleClan({ id: 2, description: '', disciplines: [4, 3022, 3050] }), (id) => id !== 3050);
    expect(clan).toMatchObject({ id: 3023, description: 'Sonnenlicht brennt doppelt.', bane: 'Sonnenlicht brennt doppelt.', disciplines: [4, 3022], actions: [], symbol: null });
    expect(clan.compulsion).toEqual({ name: '', description: '' });
  });
});

describe('mergeHomebrew', () => {
  const homebrew = { clans: [sampleClan({ id: 1, disciplines: [4, 3022, 3023] })], disciplines: [sampleDiscipline({ id: 1 })] };

  it('appends disciplines, the placeholder clan −1, the clans and book 3021, leaving the rest as it was', () => {
    const merged = mergeHomebrew(content, meta, homebrew);
    expect(merged.content.disciplines.map((d) => d.id)).toEqual([4, 3022]);
    expect(merged.content.clans.map((c) => [c.id, c.disciplines])).toEqual([
      [2, [4]],
      [-1, [3022]],
      [3022, [4, 3022]],
    ]);
    expect(merged.content.items).toEqual(['untouched']);
    expect(merged.meta.books.map((book) => book.id)).toEqual([1, 3021]);
    expect(merged.meta.books[1]).toEqual({ id: 3021, name: { 'de-DE': 'Homebrew-Content', 'en-US': 'Homebrew content' }, clans: [-1, 3022], merits: [], backgrounds: [], predatorTypes: [] });
    expect(content.disciplines).toHaveLength(1);
  });

  it.each([
    ['core ids stay core', [4], [4]],
    ['ids above 3021 resolve to homebrew disciplines', [3022], [3022]],
    ['a deleted or not installed discipline is left out', [4, 3099], [4]],
    ['an unknown core id is left out', [77], []],
  ])('clan disciplines: %s', (_label, listed, resolved) => {
    const merged = mergeHomebrew(content, meta, { clans: [sampleClan({ id: 5, disciplines: listed })], disciplines: [sampleDiscipline({ id: 1 })] });
    expect(merged.content.clans.find((clan) => clan.id === 3026)?.disciplines).toEqual(resolved);
  });

  it.each([
    ['nothing', { clans: [], disciplines: [] }, []],
    ['only a discipline', { clans: [], disciplines: [sampleDiscipline({ id: 7 }), sampleDiscipline({ id: 8 })] }, [-1]],
    ['only a clan without homebrew disciplines', { clans: [sampleClan({ id: 3, disciplines: [4] })], disciplines: [] }, [3024]],
  ])('book 3021 with %s lists %j', (_label, items, clans) => {
    const merged = mergeHomebrew(content, meta, items);
    expect(merged.meta.books.at(-1)?.clans).toEqual(clans);
    const placeholder = merged.content.clans.find((clan) => clan.id === -1);
    expect(placeholder?.disciplines).toEqual(clans.includes(-1) ? [3028, 3029] : undefined);
  });

  it('merging again replaces what was merged before', () => {
    const once = mergeHomebrew(content, meta, homebrew);
    const again = mergeHomebrew(once.content, once.meta, homebrew);
    expect(again).toEqual(once);
    const emptied = mergeHomebrew(once.content, once.meta, { clans: [], disciplines: [] });
    expect(emptied.content.disciplines.map((d) => d.id)).toEqual([4]);
    expect(emptied.content.clans.map((c) => c.id)).toEqual([2]);
    expect(emptied.meta.books.at(-1)).toMatchObject({ id: 3021, clans: [] });
  });

  it('clan pickers skip the placeholder, and offer homebrew clans only with book 3021', () => {
    const merged = mergeHomebrew(content, meta, homebrew);
    expect(isChoosableClan({ id: -1 })).toBe(false);
    expect(availableClans({ books: [1] }, merged.content.clans, merged.meta).map((clan) => clan.id)).toEqual([2]);
    expect(availableClans({ books: [1, 3021] }, merged.content.clans, merged.meta).map((clan) => clan.id)).toEqual([2, 3022]);
  });
});
