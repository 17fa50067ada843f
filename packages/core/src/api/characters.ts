import { z } from 'zod';
import { storedCharacterSchema } from '../character/schema.ts';

export { storedCharacterSchema };
export type StoredCharacter = z.infer<typeof storedCharacterSchema>;

/** A character someone shared with the caller: read-only for them (`justViewing`). */
export const sharedCharacterSchema = storedCharacterSchema;

export const characterListResponseSchema = z.object({
  characters: z.array(storedCharacterSchema),
  sharedCharacters: z.array(sharedCharacterSchema),
});
export type CharacterListResponse = z.infer<typeof characterListResponseSchema>;

export const createCharacterResponseSchema = z.object({ id: z.uuid(), revision: z.number().int() });
export const updateCharacterResponseSchema = z.object({ revision: z.number().int() });

/** 409 on a save based on an older revision: the stored character comes back so nothing is lost. */
export const revisionConflictResponseSchema = z.object({
  message: z.string(),
  code: z.literal('revision_conflict'),
  character: storedCharacterSchema,
});

/** Header with which a client names its socket, so its own saves are not echoed back to it. */
export const socketIdHeader = 'x-socket-id';
