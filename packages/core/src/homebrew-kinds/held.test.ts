import { describe, expect, it } from 'vitest';
import type { HeldKindItem, KindLists, StoredKindItem } from './index.ts';
import { heldCopy, heldKindItemsShape, heldKindUpdates, homebrewIdOfReference, kindFieldChanges, referencedHomebrewIds, takeKindSnapshot, updateHeldKindItem, withHeldKindItems } from './held.ts';

const item = (id: number, version: number, fields: Record<string, unknown> = {}): StoredKindItem =>
  ({ schemaVersion: 1, id, version, name: `Gabe ${id}`, creator: 'Ana', public: true, inviteCode: 'CODE', updatedAt: '2026-12-01T00:00:00.000Z', ...fields }) as StoredKindItem;

describe('homebrewIdOfReference (which homebrew item a stored id names)', () => {
  it.each([
    [3025, 4],
    ['3025', 4],
    ['homebrew-12', 12],
    ['arsenal.homebrew-7', 7],
    [3021, undefined],
    [12, undefined],
    ['brawl', undefined],
    ['homebrew-x', undefined],
    [null, undefined],
  ])('%j names %j', (reference, id) => expect(homebrewIdOfReference(reference)).toBe(id));
});

describe('referencedHomebrewIds', () => {
  it('collects the ids anywhere in the character, not its held copies', () => {
    const character = { id: 'c1', gifts: [{ id: 3025, name: 'x' }], edges: [{ id: 'homebrew-9', perks: [{ id: 'homebrew-9.homebrew-10' }] }], mage: { backgrounds: { avatar: 2, 'homebrew-11': 1 } }, homebrewItems: [heldCopy('gifts', item(50, 1))] };
    expect([...referencedHomebrewIds(character)].sort((a, b) => a - b)).toEqual([4, 9, 10, 11]);
  });
});

describe('takeKindSnapshot (a character keeps the version it was built with)', () => {
  const known: KindLists = { gifts: [item(4, 2)], rites: [item(5, 1)], rotes: [item(6, 1)] };
  it.each([
    { case: 'a newly used item is copied from the known ones', gifts: [3025], held: [], expected: ['gifts:4:2'] },
    { case: 'a held item keeps its older version', gifts: [3025], held: [heldCopy('gifts', item(4, 1))], expected: ['gifts:4:1'] },
    { case: 'an item no longer used is dropped', gifts: [], held: [heldCopy('gifts', item(4, 1))], expected: [] },
    { case: 'a held item stays when it is no longer known (uninstalled)', gifts: [3027], held: [heldCopy('rotes', item(6, 1))].map((entry) => ({ ...entry, kind: 'gifts' })), expected: ['gifts:6:1'] },
    { case: 'items of kinds outside the line are not taken', gifts: [3027], held: [], expected: [] },
    { case: 'unknown items stay missing', gifts: [3099], held: [], expected: [] },
  ])('$case', ({ gifts, held, expected }) => {
    const character = { gifts: gifts.map((id) => ({ id })), homebrewItems: held };
    const next = takeKindSnapshot(character, known, ['gifts', 'rites']);
    expect((next.homebrewItems ?? []).map((entry) => `${entry.kind}:${entry.id}:${entry.version}`)).toEqual(expected);
  });

  it('returns the same character when nothing changes, and leaves out the invite code', () => {
    const character: { gifts: { id: number }[]; homebrewItems?: HeldKindItem[] } = { gifts: [{ id: 3025 }] };
    const taken = takeKindSnapshot(character, known, ['gifts']);
    expect(taken.homebrewItems?.[0]?.data.inviteCode).toBeNull();
    expect(takeKindSnapshot(taken, known, ['gifts'])).toBe(taken);
    expect(takeKindSnapshot({ gifts: [] as { id: number }[], homebrewItems: undefined as HeldKindItem[] | undefined }, known, ['gifts']).homebrewItems).toBeUndefined();
  });
});

describe('withHeldKindItems (content merging prefers the character’s copy)', () => {
  it('replaces the known version and adds what this browser never installed', () => {
    const lists = withHeldKindItems({ gifts: [item(4, 3), item(8, 1)] }, [heldCopy('gifts', item(4, 1)), heldCopy('rites', item(5, 2))]);
    expect(lists.gifts?.map((entry) => [entry.id, entry.version])).toEqual([[8, 1], [4, 1]]);
    expect(lists.rites?.map((entry) => [entry.id, entry.version])).toEqual([[5, 2]]);
  });
});

describe('kindFieldChanges (a field-by-field diff by content)', () => {
  it.each([
    { case: 'nothing changed', before: { name: 'a', pools: [1, 2] }, after: { name: 'a', pools: [1, 2] }, expected: [] },
    { case: 'key order does not count', before: { name: 'a', cost: { a: 1, b: 2 } }, after: { name: 'a', cost: { b: 2, a: 1 } }, expected: [] },
    { case: 'changed fields in the fields’ order', before: { name: 'a', cost: 1, summary: 'x' }, after: { name: 'b', cost: 1, summary: 'y' }, expected: ['name', 'summary'] },
    { case: 'a field added', before: { name: 'a' }, after: { name: 'a', cost: 2 }, expected: ['cost'] },
    { case: 'server fields are not compared', before: { name: 'a', version: 1 }, after: { name: 'a', version: 2 }, expected: [] },
  ])('$case', ({ before, after, expected }) => expect(kindFieldChanges(['name', 'cost', 'summary'], before, after)).toEqual(expected));
});

describe('heldKindUpdates and updateHeldKindItem', () => {
  it('offers only newer versions, with their changes, and one update moves the copy', () => {
    const character = { gifts: [{ id: 3025 }], homebrewItems: [heldCopy('gifts', item(4, 1, { cost: 1 })), heldCopy('rites', item(5, 2))] };
    const known: KindLists = { gifts: [item(4, 3, { cost: 2 })], rites: [item(5, 2)] };
    const updates = heldKindUpdates(character.homebrewItems, known, () => ['name', 'cost']);
    expect(updates.map((entry) => [entry.held.id, entry.newer.version, entry.changed])).toEqual([[4, 3, ['cost']]]);
    const next = updateHeldKindItem(character, 'gifts', updates[0]!.newer);
    expect(next.homebrewItems.map((entry) => entry.version)).toEqual([3, 2]);
    expect(heldKindUpdates(next.homebrewItems, known, () => ['name', 'cost'])).toEqual([]);
  });

  it('the schema piece keeps stored characters valid and limits the copies', () => {
    expect(heldKindItemsShape.homebrewItems.safeParse(undefined).success).toBe(true);
    expect(heldKindItemsShape.homebrewItems.safeParse(Array.from({ length: 201 }, (_, at) => heldCopy('gifts', item(at + 1, 1)))).success).toBe(false);
  });
});
