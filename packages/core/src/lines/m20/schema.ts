import { z } from 'zod';
import { baseCharacterShape, labelField, rating, textField } from '../../character/base.ts';
import { baseSnapshotShape, xpHistoryEntrySchemaFor } from '../../leveling/history.ts';
import { mageAllianceTypes, mageEssences, mageSpheres, type mageAbilityCategories, type MageAttribute, type MageSphere } from './keys.ts';

const abilityRatings = z.record(z.string().max(50), rating(10)).default({});
const sphere = rating(5).default(0);
const attribute = rating(10).default(1);

export const m20SnapshotSchema = z.strictObject({ ...baseSnapshotShape });
const m20PurchaseKinds = ['attribute', 'ability', 'sphere', 'arete', 'willpower', 'background'] as const;

/** A Mage character: the shared base plus the Mage section (spec §3); M20 has its own nine attributes and abilities. */
export const m20CharacterSchema = z.strictObject({
  ...baseCharacterShape,
  gameLine: z.literal('m20'),
  /** Seven health levels, bruised to incapacitated. */
  health: rating(20).default(7),
  willpower: rating(10).default(5),
  allianceType: z.enum(mageAllianceTypes).default('traditionCouncil'),
  organization: labelField(),
  initiation: textField(),
  affinitySphere: z.enum(mageSpheres).optional(),
  focus: textField(),
  opinions: textField(),
  essence: z.enum(mageEssences).optional(),
  nature: labelField(),
  demeanor: labelField(),
  arete: rating(10).default(1),
  quintessence: rating(20).default(0),
  paradox: rating(20).default(0),
  spheres: z
    .strictObject({ correspondence: sphere, entropy: sphere, forces: sphere, life: sphere, matter: sphere, mind: sphere, prime: sphere, spirit: sphere, time: sphere })
    .prefault({}),
  /** The nine attributes; every one starts with its free dot. */
  attributes: z
    .strictObject({
      strength: attribute, dexterity: attribute, stamina: attribute,
      charisma: attribute, manipulation: attribute, appearance: attribute,
      perception: attribute, intelligence: attribute, wits: attribute,
    })
    .prefault({}),
  abilities: z.strictObject({ talents: abilityRatings, skills: abilityRatings, knowledges: abilityRatings }).prefault({}),
  xpHistory: z.array(xpHistoryEntrySchemaFor(m20SnapshotSchema, m20PurchaseKinds)).max(10_000).default([]),
});
export type M20Character = z.infer<typeof m20CharacterSchema>;

// The keys of the records above are the lists in keys.ts; a compile-time check keeps them together.
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : never;
export const sphereKeysMatch: SameKeys<keyof M20Character['spheres'], MageSphere> = true;
export const attributeKeysMatch: SameKeys<keyof M20Character['attributes'], MageAttribute> = true;
export const abilityKeysMatch: SameKeys<keyof M20Character['abilities'], (typeof mageAbilityCategories)[number]> = true;
