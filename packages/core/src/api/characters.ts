import { z } from 'zod';
import { gameLines } from '../character/keys.ts';
import { storedCharacterSchema, viewerSchema } from '../character/schema.ts';
import type { ListFacts } from '../lines/list.ts';

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

/**
 * One row of the light character list (`GET /api/characters`): what the list shows and nothing
 * else — the line's list facts (`listFieldsOf`), the row fields, and the avatar as a URL
 * (`/api/characters/{id}/avatar?v=<hash>`, `null` without one). The whole character comes from
 * `GET /api/characters/{id}`.
 */
export const characterListEntrySchema = z.looseObject({
  id: z.uuid(),
  revision: z.number().int().min(1),
  schemaVersion: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }),
  avatarUrl: z.string().nullable(),
  name: z.string(),
  gameLine: z.enum(gameLines),
  directory: z.string().optional(),
  viewers: z.array(viewerSchema),
  justViewing: z.literal(true).optional(),
});
export type CharacterListEntry = ListFacts & {
  id: string;
  revision: number;
  schemaVersion: number;
  updatedAt: string;
  avatarUrl: string | null;
  viewers: Array<{ id: string; alias: string }>;
  justViewing?: true;
};

export const lightCharacterListResponseSchema = z.object({
  characters: z.array(characterListEntrySchema),
  sharedCharacters: z.array(characterListEntrySchema),
});
export type LightCharacterListResponse = { characters: CharacterListEntry[]; sharedCharacters: CharacterListEntry[] };

/** `?full=true` on the list: every whole character (for a copy kept in the browser); the default is the light list. */
export const characterListQuerySchema = z.object({ full: z.enum(['true', 'false']).optional() });
