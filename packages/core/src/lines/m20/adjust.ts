import type { SheetChange } from '../../leveling/level-up.ts';
import { abilityRating, withAbility } from './creation/abilities.ts';
import type { MageAbilityCategory, MageAttribute, MageSphere } from './keys.ts';
import type { M20Character, M20Snapshot } from './schema.ts';

/** A rating full customization ("Volle Anpassung") may lower by one dot. */
export type M20Lowering = (
  | { kind: 'attribute'; key: MageAttribute }
  | { kind: 'ability'; category: MageAbilityCategory; id: string }
  | { kind: 'sphere'; sphere: MageSphere }
  | { kind: 'arete' }
) & { name?: string };

/**
 * The lowest rating each kind goes down to: every Attribute keeps its free dot and Arete starts
 * at 1 (M20 core, character creation; rules.json `attributeFreeDot`, `areteStart`); an ability
 * or a Sphere may go to 0 (it is no longer owned).
 */
export const lowestRatings: Readonly<Record<M20Lowering['kind'], number>> = { attribute: 1, ability: 0, sphere: 0, arete: 1 };

/** The rating a lowering starts from. */
export function loweringRating(character: M20Character, what: M20Lowering): number {
  switch (what.kind) {
    case 'attribute':
      return character.attributes[what.key];
    case 'ability':
      return abilityRating(character, what.category, what.id);
    case 'sphere':
      return character.spheres[what.sphere];
    case 'arete':
      return character.arete;
  }
}

export type LoweringRefusal = 'not_allowed' | 'at_minimum';

/**
 * One dot less, as a change for the history (`recordChange`), so undo brings it back. Only under
 * full customization, the storyteller's free edit: no experience comes back (a dot taken away is
 * not sold). With it, Arete may drop below a Sphere, as the schema allows for such a sheet.
 */
export function lowerM20<C extends M20Character>(character: C, what: M20Lowering): SheetChange<C, M20Snapshot> | LoweringRefusal {
  if (!character.fullCustomization) return 'not_allowed';
  const value = loweringRating(character, what);
  if (value <= lowestRatings[what.kind]) return 'at_minimum';
  const next = value - 1;
  const record = { kind: what.kind, name: what.name, level: next };
  switch (what.kind) {
    case 'attribute':
      return { character: { ...character, attributes: { ...character.attributes, [what.key]: next } }, before: { attributes: { [what.key]: value } }, after: { attributes: { [what.key]: next } }, record: { ...record, ref: what.key } };
    case 'ability': {
      const ref = `${what.category}:${what.id}`;
      return { character: withAbility(character, what.category, what.id, next), before: { abilities: { [ref]: value } }, after: { abilities: { [ref]: next } }, record: { ...record, ref } };
    }
    case 'sphere':
      return { character: { ...character, spheres: { ...character.spheres, [what.sphere]: next } }, before: { spheres: { [what.sphere]: value } }, after: { spheres: { [what.sphere]: next } }, record: { ...record, ref: what.sphere } };
    case 'arete':
      return { character: { ...character, arete: next }, before: { arete: value }, after: { arete: next }, record };
  }
}
