import { z } from 'zod';
import type { GameLine } from './keys.ts';
import type { itemSchema } from './base.ts';
import { h5CharacterSchema } from '../lines/h5/schema.ts';
import { m20CharacterSchema } from '../lines/m20/schema.ts';
import { v5CharacterSchema } from '../lines/v5/schema.ts';
import { w5CharacterSchema } from '../lines/w5/schema.ts';

export {
  blankDamageTrack,
  characterSchemaVersion,
  characterVersion,
  damageStateSchema,
  inventorySchema,
  itemSchema,
  maxAvatarLength,
  viewerSchema,
} from './base.ts';

/**
 * A character sheet as stored and exchanged (docs/product-spec.md §3): the shared base and exactly one game-line
 * section, chosen by `gameLine`. Every object is strict: an unknown key is an error, never dropped.
 * Read it through `parseCharacter`, which migrates older shapes first.
 */
export const characterSchema = z.discriminatedUnion('gameLine', [v5CharacterSchema, w5CharacterSchema, m20CharacterSchema, h5CharacterSchema]);

/** The fields the server owns: the id it gave and the revision it counts. */
const storedFields = { id: z.uuid(), revision: z.number().int().min(1) };

/** A character as the server stores and returns it: with its id and revision. */
export const storedCharacterSchema = z.discriminatedUnion('gameLine', [
  v5CharacterSchema.extend(storedFields),
  w5CharacterSchema.extend(storedFields),
  // Mage refines its object (no Sphere above Arete), which zod extends only with `safeExtend`.
  m20CharacterSchema.safeExtend(storedFields),
  h5CharacterSchema.extend(storedFields),
]);

export type Character = z.infer<typeof characterSchema>;
export type CharacterInput = z.input<typeof characterSchema>;
/** The character of one game line. */
export type CharacterOf<L extends GameLine> = Extract<Character, { gameLine: L }>;
export type Item = z.infer<typeof itemSchema>;
