import { describe, expect, it } from 'vitest';
import { gameLines } from '../character/keys.ts';
import { homebrewKindNames, homebrewKindSpecs, homebrewKindsOfLine, installAnyBodySchema, installedKindsSchema, isHomebrewKind, lineOfHomebrewKind, listedKindSpecs, withoutEmptyKindLists } from './homebrew-kinds.ts';
import { installKindItem, newestKindItems, parseKindLists, uninstallKindItem } from '../homebrew-kinds/index.ts';

const item = (id: number, version: number, name = `Gabe ${id}`) => ({ schemaVersion: 1, id, version, creator: 'a', public: true, inviteCode: null, updatedAt: '2026-12-07T10:00:00.000Z', name });

describe('the homebrew kind registry (issue #49 item 4)', () => {
  it('lists every kind once, URL-safe, each of a known line', () => {
    expect(new Set(homebrewKindNames).size).toBe(homebrewKindNames.length);
    for (const spec of homebrewKindSpecs) {
      expect(spec.kind).toMatch(/^[a-z][a-z-]*$/);
      expect(gameLines).toContain(spec.line);
      expect(spec.fields).toHaveProperty('name');
    }
  });

  it.each([
    ['clans', 'v5'],
    ['disciplines', 'v5'],
    ['gifts', 'w5'],
    ['rites', 'w5'],
  ] as const)('%s belong to %s', (kind, line) => {
    expect(isHomebrewKind(kind)).toBe(true);
    expect(lineOfHomebrewKind(kind)).toBe(line);
    expect(homebrewKindsOfLine(line).map((spec) => spec.kind)).toContain(kind);
  });

  it.each(['clan', 'Gifts', 'library', ''])('%j is no kind', (kind) => expect(isHomebrewKind(kind)).toBe(false));

  it('the Vampire kinds keep their own store; the others are listed', () => {
    expect(listedKindSpecs.map((spec) => spec.kind)).not.toContain('clans');
    expect(listedKindSpecs.map((spec) => spec.kind)).toEqual(expect.arrayContaining(['gifts', 'rites']));
  });

  it.each<[unknown, boolean]>([
    [{ kind: 'gifts', id: 3 }, true],
    [{ kind: 'clans', id: 3 }, true],
    [{ inviteCode: 'abcd-efgh' }, true],
    [{ kind: 'spells', id: 3 }, false],
    [{ kind: 'gifts', id: 0 }, false],
  ])('install body %j → valid %s', (body, valid) => expect(installAnyBodySchema.safeParse(body).success).toBe(valid));

  it('the installed answer keeps the Vampire lists and takes one list per other kind; empty ones are left out', () => {
    const vampire = { clans: [], disciplines: [], cachedDisciplines: [] };
    expect(installedKindsSchema.parse(vampire)).toEqual(vampire);
    expect(withoutEmptyKindLists({ ...vampire, gifts: [], rites: [item(1, 1)] })).toEqual({ ...vampire, rites: [item(1, 1)] });
  });
});

describe('installed lists of the listed kinds', () => {
  it('parses every kind’s list, leaving out what cannot be read and counting it', () => {
    const { lists, dropped } = parseKindLists({ gifts: [item(1, 1), { id: 'kaputt' }], rites: 'no list' }, listedKindSpecs);
    expect(lists.gifts).toEqual([expect.objectContaining({ id: 1, renown: 'glory', groups: [] })]);
    expect(lists.rites).toEqual([]);
    expect(dropped).toBe(1);
  });

  it('install replaces by id or appends; uninstall removes; newest collapses copies to the highest version', () => {
    const once = installKindItem({}, 'gifts', item(1, 1));
    const updated = installKindItem(once, 'gifts', item(1, 2, 'Neu'));
    expect(updated.gifts).toEqual([item(1, 2, 'Neu')]);
    expect(installKindItem(updated, 'gifts', item(2, 1)).gifts?.map((entry) => entry.id)).toEqual([1, 2]);
    expect(uninstallKindItem(updated, 'gifts', 1).gifts).toEqual([]);
    expect(newestKindItems({ gifts: [item(1, 3, 'Eigen')] }, { gifts: [item(1, 2), item(4, 1)] }).gifts).toEqual([item(1, 3, 'Eigen'), item(4, 1)]);
  });
});
