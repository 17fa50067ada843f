import type { FifthEditionCharacter } from '../schema.ts';
import { numericId } from '../sheet.ts';
import type { Trait, TraitPack } from '../trait-packs.ts';
import { ownedTraitsOf, type TraitSide } from './owned-traits.ts';

const sides: readonly TraitSide[] = ['advantages', 'disadvantages'];

/**
 * Names of the owned traits that rule `trait` out: when it is exclusive, every other exclusive
 * trait of its pack the character owns, merit or flaw alike (Ugly beside Repulsive would be a free
 * flaw point; Beautiful beside Ugly a contradiction). Whether an owned trait is exclusive is read
 * from the pack's catalogue, so sheets stored before the flag existed are judged the same way.
 */
export function exclusiveConflicts(character: FifthEditionCharacter, pack: TraitPack, side: TraitSide, trait: Pick<Trait, 'id' | 'exclusive'>): string[] {
  if (!trait.exclusive) return [];
  const names: string[] = [];
  for (const ownedSide of sides) {
    const catalogue = ownedSide === 'advantages' ? pack.advantages : pack.disadvantages;
    for (const owned of ownedTraitsOf(character, pack.type, pack.id, ownedSide)) {
      const id = numericId(owned.id);
      if (ownedSide === side && id === trait.id) continue;
      if (catalogue.find((entry) => entry.id === id)?.exclusive) names.push(owned.name);
    }
  }
  return [...new Set(names)];
}
