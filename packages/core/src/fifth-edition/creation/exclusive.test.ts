import { describe, expect, it } from 'vitest';
import { addCreationTrait, traitOptions } from '../../lines/v5/creation/traits.ts';
import { fresh, pack } from '../../lines/v5/creation/test-fixtures.ts';
import { applyPurchase } from '../../lines/v5/leveling/index.ts';
import { character, meta, trait } from '../../lines/v5/leveling/test-fixtures.ts';
import type { V5Character } from '../../lines/v5/schema.ts';
import { addOwnedTrait } from './owned-traits.ts';
import type { TraitSide } from './owned-traits.ts';

/**
 * V5 corebook, Merits and Flaws, "Looks": Beautiful (••), Stunning (••••), Ugly (•) and
 * Repulsive (••) describe one face, so one of them at most (Ugly on top of Repulsive would be a
 * free flaw point). The content marks them `exclusive`; a trait without the flag stays free.
 */
const looks = pack(
  'merits',
  6,
  'Aussehen',
  [trait(1, 2, { name: 'Schön', exclusive: true }), trait(2, 4, { name: 'Umwerfend', exclusive: true }), trait(3, 1, { name: 'Braver Hund' })],
  [trait(1, 1, { name: 'Hässlich', exclusive: true }), trait(2, 2, { name: 'Abstoßend', exclusive: true })],
);

function owning<C extends V5Character>(c: C, side: TraitSide, id: number): C {
  const owned = (side === 'advantages' ? looks.advantages : looks.disadvantages).find((entry) => entry.id === id)!;
  return addOwnedTrait(c, looks, side, owned, { locked: true, manual: false });
}

const cases: Array<[string, TraitSide, number, TraitSide, number, string | null]> = [
  ['Hässlich on top of Abstoßend', 'disadvantages', 2, 'disadvantages', 1, 'Abstoßend'],
  ['Abstoßend on top of Hässlich', 'disadvantages', 1, 'disadvantages', 2, 'Hässlich'],
  ['Schön beside Hässlich', 'disadvantages', 1, 'advantages', 1, 'Hässlich'],
  ['Umwerfend beside Schön', 'advantages', 1, 'advantages', 2, 'Schön'],
  ['Hässlich beside Umwerfend', 'advantages', 2, 'disadvantages', 1, 'Umwerfend'],
  ['Braver Hund (not exclusive) beside Schön', 'advantages', 1, 'advantages', 3, null],
];

describe('exclusive Looks traits (V5 corebook, Merits and Flaws: Looks)', () => {
  it.each(cases)('creation: %s', (_, ownedSide, ownedId, side, id, conflict) => {
    const c = owning(fresh(), ownedSide, ownedId);
    const option = traitOptions(c, looks, side).find((entry) => entry.trait.id === id)!;
    if (conflict === null) {
      expect(option.reasons).not.toContain('not_combinable');
      return;
    }
    expect(option.reasons).toContain('not_combinable');
    expect(option.details.conflicts).toEqual([conflict]);
    expect(addCreationTrait(c, looks, side, id)).toEqual({ ok: false, problem: 'not_combinable' });
  });

  it.each(cases)('leveling: %s', (_, ownedSide, ownedId, side, id, conflict) => {
    const c = owning(character(), ownedSide, ownedId);
    const result = applyPurchase(c, { kind: side === 'advantages' ? 'trait' : 'flaw', type: 'merits', pack: looks, traitId: id }, meta());
    expect(result.ok ? null : result.reason).toBe(conflict === null ? null : 'requirements_not_met');
  });

  it('a trait stored on a sheet keeps its old shape: the flag is read from the content, not copied', () => {
    const c = owning(fresh(), 'disadvantages', 2);
    expect(c.merits.packs[0]?.flawTraits[0]).not.toHaveProperty('exclusive');
  });
});
