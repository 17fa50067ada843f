import { describe, expect, it } from 'vitest';
import { homebrewBookId } from '../content/book-ids.ts';
import { traitPackSchema, type TraitPack } from '../fifth-edition/trait-packs.ts';
import { homebrewKindSpec, homebrewLineMerges, isHomebrewKind, lineOfHomebrewKind } from './homebrew-kinds.ts';
import { m20BackgroundSchema, type M20Background } from './m20/content/schemas.ts';

const server = { schemaVersion: 1, version: 1, creator: 'Ada', public: true, inviteCode: null, updatedAt: '2026-12-07T12:00:00.000Z' };
const pack = (id: number, name: string) => ({
  ...server,
  id,
  name,
  description: 'Eigenes Paket',
  isCombinable: true,
  advantages: [{ name: 'Vorteil', level: 2, description: 'Gut.', isRepeatable: false }],
  disadvantages: [{ name: 'Nachteil', level: 1, description: '', isRepeatable: true }],
});
const bookPack = (id: number, type: 'merits' | 'backgrounds'): TraitPack => traitPackSchema.parse({ id, type, name: 'Buch', description: '', advantages: [], disadvantages: [] });
const mergeOf = (line: string) => homebrewLineMerges.find((entry) => entry.line === line)!;

describe('homebrew merit packs and backgrounds of the 5th-edition lines (issue #49 item 4)', () => {
  it.each([
    ['vampire-merits', 'v5'],
    ['vampire-backgrounds', 'v5'],
    ['werewolf-merits', 'w5'],
    ['werewolf-backgrounds', 'w5'],
    ['hunter-merits', 'h5'],
    ['hunter-backgrounds', 'h5'],
    ['mage-backgrounds', 'm20'],
  ] as const)('%s is a kind of %s', (kind, line) => {
    expect(isHomebrewKind(kind)).toBe(true);
    expect(lineOfHomebrewKind(kind)).toBe(line);
  });

  it.each([
    ['a complete pack', { name: 'Blutbande', advantages: [{ name: 'Treu', level: 3 }] }, true],
    ['defaults only', { name: 'Leer' }, true],
    ['no name', { name: '  ' }, false],
    ['a level above five', { name: 'X', advantages: [{ name: 'Zu viel', level: 6 }] }, false],
    ['a level of zero', { name: 'X', disadvantages: [{ name: 'Null', level: 0 }] }, false],
    ['a trait without a name', { name: 'X', advantages: [{ name: '' }] }, false],
    ['thirteen merits', { name: 'X', advantages: Array.from({ length: 13 }, (_, index) => ({ name: `M${index}` })) }, false],
    ['a book rule (restriction)', { name: 'X', restriction: null }, false],
    ['a name with a line break', { name: 'A\nB' }, false],
  ])('a create body with %s is %s', (_, body, valid) => {
    for (const kind of ['vampire-merits', 'werewolf-backgrounds', 'hunter-merits'] as const) expect(homebrewKindSpec(kind).create.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ advantages: [], disadvantages: [] }, 1],
    [{ advantages: [{ name: 'A' }], disadvantages: [] }, 0],
    [{ advantages: [], disadvantages: [{ name: 'F' }] }, 0],
  ])('publishing %j has %i problems', (content, problems) => {
    expect(homebrewKindSpec('vampire-merits').publishProblems(content)).toHaveLength(problems);
  });

  it.each([
    ['v5', 'vampire-merits', 'vampire-backgrounds'],
    ['w5', 'werewolf-merits', 'werewolf-backgrounds'],
    ['h5', 'hunter-merits', 'hunter-backgrounds'],
  ] as const)('%s: merged packs join the book’s, valid as the content schema, with ids + 3021', (line, merits, backgrounds) => {
    const content = { merits: [bookPack(4, 'merits')], backgrounds: [bookPack(7, 'backgrounds')], gifts: [], rites: [], edges: [] };
    const items = { [merits]: [pack(10, 'Eigene Vorzüge')], [backgrounds]: [pack(11, 'Eigener Hintergrund')] };
    const merged = mergeOf(line).merge(content, { books: [{ id: 1, name: { 'de-DE': 'Kern', 'en-US': 'Core' }, clans: [], gifts: [], rites: [], merits: [4], backgrounds: [7], predatorTypes: [] }] }, items);
    const result = merged.content as { merits: TraitPack[]; backgrounds: TraitPack[] };
    expect(result.merits.map((entry) => entry.id)).toEqual([4, 10 + homebrewBookId]);
    expect(result.backgrounds.map((entry) => [entry.id, entry.type])).toEqual([[7, 'backgrounds'], [11 + homebrewBookId, 'backgrounds']]);
    for (const entry of [...result.merits, ...result.backgrounds]) expect(traitPackSchema.safeParse(entry).success).toBe(true);
    expect(result.merits[1]!.advantages[0]).toMatchObject({ id: 1, level: 2, name: 'Vorteil' });
    // Merging the merged content again with no items drops the homebrew (replaces, never doubles).
    const again = mergeOf(line).merge(merged.content, merged.meta, {}).content as { merits: TraitPack[] };
    expect(again.merits.map((entry) => entry.id)).toEqual([4]);
  });

  it.each([
    ['v5', 'vampire-merits'],
    ['w5', 'werewolf-merits'],
  ] as const)('%s: the homebrew book 3021 lists the packs', (line, merits) => {
    const core = { id: 1, name: { 'de-DE': 'Kern', 'en-US': 'Core' }, clans: [], gifts: [], rites: [], merits: [4], backgrounds: [], predatorTypes: [] };
    const meta = mergeOf(line).merge({}, { books: [core] }, { [merits]: [pack(10, 'P')] }).meta as { books: Array<{ id: number; merits: number[] }> };
    expect(meta.books.find((book) => book.id === homebrewBookId)?.merits).toEqual([10 + homebrewBookId]);
    expect(mergeOf(line).merge({}, { books: [core] }, {}).meta).toEqual({ books: [core] });
  });

  it('the meta-only merge leaves a content without packs as it is', () => {
    expect(mergeOf('h5').merge({}, { books: [] }, { 'hunter-merits': [pack(3, 'P')] }).content).toEqual({});
  });
});

describe('homebrew backgrounds of Mage', () => {
  const background = (fields: object) => ({ name: 'Bibliothek', ...fields });

  it.each([
    ['defaults', {}, true],
    ['ratings to ten with texts', { max: 10, doubleCost: true, levels: [{ level: 1, text: 'Ein Regal' }, { level: 10, text: 'Alexandria' }] }, true],
    ['a rating of eleven', { max: 11 }, false],
    ['a rating described twice', { levels: [{ level: 2, text: 'a' }, { level: 2, text: 'b' }] }, false],
    ['a Technocracy name (not authored)', { technocraticName: 'Archiv' }, false],
  ])('%s: valid %s', (_, fields, valid) => {
    expect(homebrewKindSpec('mage-backgrounds').create.safeParse(background(fields)).success).toBe(valid);
  });

  it('joins the book’s backgrounds as a valid content background, once', () => {
    const book = m20BackgroundSchema.parse({ id: 'library', name: 'Library', description: '', max: 5, doubleCost: false });
    const item = { ...server, id: 5, ...(homebrewKindSpec('mage-backgrounds').create.parse(background({ levels: [{ level: 3, text: 'c' }, { level: 1, text: 'a' }] })) as { name: string }) };
    const merged = mergeOf('m20').merge({ backgrounds: [book], rotes: [] }, { books: [] }, { 'mage-backgrounds': [item] }).content as { backgrounds: M20Background[] };
    expect(merged.backgrounds.map((entry) => entry.id)).toEqual(['library', 'homebrew-5']);
    const { homebrew: _origin, ...asContent } = merged.backgrounds[1] as M20Background & { homebrew: unknown };
    expect(m20BackgroundSchema.safeParse(asContent).success).toBe(true);
    expect(merged.backgrounds[1]!.levels.map((entry) => entry.level)).toEqual([1, 3]);
    const again = mergeOf('m20').merge(merged, { books: [] }, { 'mage-backgrounds': [item] }).content as { backgrounds: M20Background[] };
    expect(again.backgrounds).toHaveLength(2);
  });
});
