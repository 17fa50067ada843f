import { describe, expect, it } from 'vitest';
import { v5CharacterSchema, type V5Character as Character } from '../../lines/v5/schema.ts';
import { meritPack, trait } from '../../lines/v5/leveling/test-fixtures.ts';
import { addOwnedTrait, allOwnedTraits, ownedTraitLevel, ownedTraitsOf, removeOwnedTrait } from './owned-traits.ts';
import { addPointSpread, pointSpreadsOf } from './point-spreads.ts';
import { contactsPack, famePack, fresh } from '../../lines/v5/creation/test-fixtures.ts';

const manual = { locked: false, manual: true };

describe('owned traits', () => {
  it.each([
    [{ level: 2 }, 2],
    [{ level: 1, customLevel: 3 }, 3],
    [{ level: 1, customLevel: null }, 1],
  ])('ownedTraitLevel(%j) = %i', (owned, expected) => {
    expect(ownedTraitLevel(owned)).toBe(expected);
  });

  it('adds to the pack entry the character has, on the right side', () => {
    let c = addOwnedTrait(fresh(), famePack, 'advantages', trait(1, 1), manual);
    c = addOwnedTrait(c, famePack, 'disadvantages', trait(1, 1), { locked: true, manual: false, suffix: 'Diablerist', customLevel: 2 });
    expect(c.backgrounds.packs).toHaveLength(1);
    expect(ownedTraitsOf(c, 'backgrounds', 3, 'disadvantages')).toEqual([expect.objectContaining({ id: 1, customLevel: 2, suffix: 'Diablerist', isLocked: true, isManual: false })]);
    expect(allOwnedTraits(c).map(({ ref }) => ref)).toEqual([
      { type: 'backgrounds', packId: 3, side: 'advantages', index: 0 },
      { type: 'backgrounds', packId: 3, side: 'disadvantages', index: 0 },
    ]);
  });

  it('keeps the pack without its catalogue', () => {
    const c = addOwnedTrait(fresh(), meritPack, 'advantages', trait(1, 1), manual);
    expect(c.merits.packs[0]?.pack).not.toHaveProperty('advantages');
    expect(c.merits.packs[0]?.pack).not.toHaveProperty('disadvantages');
  });

  it('removing the last trait of a pack removes the pack; other packs stay', () => {
    let c: Character = addOwnedTrait(fresh(), famePack, 'advantages', trait(1, 1), manual);
    c = addOwnedTrait(c, contactsPack, 'advantages', trait(2, 2), manual);
    const removed = removeOwnedTrait(c, { type: 'backgrounds', packId: 3, side: 'advantages', index: 0 });
    expect(removed.backgrounds.packs.map((p) => p.pack.id)).toEqual([2]);
  });
});

describe('point spreads', () => {
  it('merges points of the same pack and side, keeps others apart, ignores 0', () => {
    let c = addPointSpread(fresh(), { type: 'backgrounds', isFlaw: false, packId: 2, points: 3 });
    c = addPointSpread(c, { type: 'backgrounds', isFlaw: false, packId: 2, points: 1 });
    c = addPointSpread(c, { type: 'backgrounds', isFlaw: true, packId: 2, points: 2 });
    c = addPointSpread(c, { type: 'merits', isFlaw: true, packId: 7, points: 0 });
    expect(pointSpreadsOf(c)).toEqual([
      { type: 'backgrounds', isFlaw: false, packId: 2, points: 4 },
      { type: 'backgrounds', isFlaw: true, packId: 2, points: 2 },
    ]);
  });

  it.each([
    ['an unknown pack type', { type: 'skills', isFlaw: false, packId: 1, points: 2 }],
    ['a missing side', { type: 'merits', packId: 1, points: 2 }],
    ['an unknown key', { type: 'merits', isFlaw: false, packId: 1, points: 2, bonus: 1 }],
  ])('the sheet refuses a spread with %s', (_, spread) => {
    expect(v5CharacterSchema.safeParse({ ...fresh(), requiredPointSpreads: [spread] }).success).toBe(false);
  });
});
