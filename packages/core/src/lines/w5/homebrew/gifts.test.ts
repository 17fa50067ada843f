import { describe, expect, it } from 'vitest';
import attributesDe from '../../../../../content/data/de-DE/Attributes.json';
import skillsDe from '../../../../../content/data/de-DE/Skills.json';
import renownDe from '../../../../../content/data/de-DE/w5/Renown.json';
import meta from '../../../../../content/data/Meta.json';
import { homebrewBookId } from '../../../content/book-ids.ts';
import { w5MetaSchema } from '../content/books.ts';
import { giftSchema, riteSchema, type Gift, type Rite } from '../content/gifts.ts';
import { readPowerPool } from '../dice/power-pools.ts';
import { giftKind, riteKind, type HomebrewGift, type HomebrewRite } from './gifts.ts';
import { giftTier, mergeW5Homebrew, toContentGift } from './merge.ts';

const stored = { schemaVersion: 1, id: 7, version: 2, creator: 'heulerin', public: true, inviteCode: null, updatedAt: '2026-12-07T10:00:00.000Z' };
const gift: HomebrewGift = giftKind.parse({
  ...stored,
  name: 'Mondlicht-Pfad',
  renown: 'wisdom',
  groups: [{ kind: 'auspice', groupId: 'theurge', minTotalRenown: 4 }],
  dicePool: 'Geistesschärfe + Weisheit',
  cost: '1 Willenskraft',
  duration: null,
  summary: 'Der Garou folgt dem Licht.',
});
const rite: HomebrewRite = riteKind.parse({ ...stored, id: 9, name: 'Ritus des Heulens', type: 'social', dicePool: 'Charisma + Ansehen' });

describe('Werewolf homebrew gifts and rites: the author’s fields (issue #49 item 4)', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['just a name', { name: 'Heulen' }, true],
    ['a native gift', { name: 'Heulen', groups: [{ kind: 'native', minTotalRenown: 1 }] }, true],
    ['a tribe gift with its tribe', { name: 'Heulen', groups: [{ kind: 'tribe', groupId: 'black-furies', minTotalRenown: 3 }] }, true],
    ['no name', { name: '  ' }, false],
    ['a native gift naming a group', { name: 'Heulen', groups: [{ kind: 'native', groupId: 'theurge', minTotalRenown: 1 }] }, false],
    ['an auspice gift naming none', { name: 'Heulen', groups: [{ kind: 'auspice', minTotalRenown: 1 }] }, false],
    ['a group twice', { name: 'Heulen', groups: [{ kind: 'native', minTotalRenown: 1 }, { kind: 'native', minTotalRenown: 2 }] }, false],
    ['Renown 0', { name: 'Heulen', groups: [{ kind: 'native', minTotalRenown: 0 }] }, false],
    ['an unknown Renown', { name: 'Heulen', renown: 'rage' }, false],
    ['a pool over two lines', { name: 'Heulen', dicePool: 'Charisma\n+ Ruhm' }, false],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, false],
    ['a field of another kind', { name: 'Heulen', levels: [] }, false],
  ])('gift create body: %s → valid %s', (_, body, valid) => {
    expect(giftKind.create.safeParse(body).success).toBe(valid);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a common rite', { name: 'Ritus' }, true],
    ['a social rite', { name: 'Ritus', type: 'social' }, true],
    ['an unknown type', { name: 'Ritus', type: 'secret' }, false],
    ['a gift field', { name: 'Ritus', renown: 'glory' }, false],
  ])('rite create body: %s → valid %s', (_, body, valid) => {
    expect(riteKind.create.safeParse(body).success).toBe(valid);
  });

  it('a gift without a group cannot be published; one with a group can', () => {
    expect(giftKind.publishProblems({ name: 'x', groups: [] })).toHaveLength(1);
    expect(giftKind.publishProblems({ name: 'x', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }] })).toEqual([]);
  });
});

describe('merging Werewolf homebrew into the content', () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
  ])('total Renown %i gives tier %i', (renown, tier) => expect(giftTier(renown)).toBe(tier));

  it('a merged gift and rite are content as the book’s are (validated by the content schemas), id + 3021, book 3021', () => {
    const book = { id: 1, key: 'book', name: 'Buch', renown: 'glory', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1, tier: 1 }], dicePool: null, cost: null, duration: null, summary: '', book: 1, page: null, verified: true } as Gift;
    const w5Meta = w5MetaSchema.parse(meta.lines.w5);
    const merged = mergeW5Homebrew({ gifts: [book], rites: [] as Rite[] }, w5Meta, { gifts: [gift], rites: [rite] });
    expect(merged.content.gifts.map((entry) => entry.id)).toEqual([1, 7 + homebrewBookId]);
    for (const entry of merged.content.gifts) expect(giftSchema.safeParse(entry).success).toBe(true);
    for (const entry of merged.content.rites) expect(riteSchema.safeParse(entry).success).toBe(true);
    expect(merged.content.gifts[1]).toMatchObject({ key: 'homebrew-7', book: homebrewBookId, groups: [{ kind: 'auspice', groupId: 'theurge', minTotalRenown: 4, tier: 2 }] });
    expect(merged.content.rites[0]).toMatchObject({ id: 9 + homebrewBookId, type: 'social' });
    const homebrewBook = merged.meta.books.find((entry) => entry.id === homebrewBookId);
    expect(homebrewBook).toMatchObject({ gifts: [7 + homebrewBookId], rites: [9 + homebrewBookId], name: { 'de-DE': 'Homebrew-Content' } });
    expect(w5MetaSchema.safeParse(merged.meta).success).toBe(true);

    // Merging again replaces the earlier homebrew; with none left the homebrew book goes too.
    const again = mergeW5Homebrew(merged.content, merged.meta, {});
    expect(again.content.gifts.map((entry) => entry.id)).toEqual([1]);
    expect(again.meta.books.some((entry) => entry.id === homebrewBookId)).toBe(false);
  });

  it('the merged gift’s pool reads as traits the sheet rolls', () => {
    const reading = readPowerPool(toContentGift(gift).dicePool, { attributes: attributesDe, skills: skillsDe, renown: renownDe });
    expect(reading).toEqual({ kind: 'pools', pools: [{ traits: [{ kind: 'attribute', key: 'wit' }, { kind: 'renown', key: 'wisdom' }], resistedBy: null }] });
  });
});
