import { z } from 'zod';
import { storedCharacterSchema } from '../character/schema.ts';
import { foldersResponseSchema } from './folders.ts';

/** Largest revision the server counts to (a PostgreSQL integer). */
export const maxRevision = 2_147_483_647;
const revisionSchema = z.number().int().min(0).max(maxRevision);

const forbiddenKeys = ['__proto__', 'constructor', 'prototype'];

/** One step of a patch path: an object key, or `{id}` for the item of a list with that id (see `@vitae/core/patch`). */
export const pathSegmentSchema = z.union([
  z
    .string()
    .min(1)
    .max(100)
    .refine((key) => !forbiddenKeys.includes(key), 'this key may not be written'),
  z.strictObject({ id: z.union([z.string().min(1).max(200), z.number().int()]) }),
]);
/** Sets `value` at `path`; without `value` removes what is there. */
export const patchOperationSchema = z.strictObject({ path: z.array(pathSegmentSchema).min(1).max(32), value: z.unknown().optional() });
export const patchSchema = z.array(patchOperationSchema).max(5_000);

/** `PATCH /characters/{id}`: what changed since `baseRevision`, the last revision the client had acknowledged. */
export const patchCharacterBodySchema = z.strictObject({ baseRevision: revisionSchema.min(1), patch: patchSchema });
export type PatchCharacterBody = z.infer<typeof patchCharacterBodySchema>;

export const patchCharacterResponseSchema = z.object({
  revision: z.number().int(),
  /**
   * When others saved after `baseRevision`: their changes in one patch, so the client's copy
   * becomes the stored one by applying `merged` and then its own patch.
   */
  merged: patchSchema.optional(),
});
export type PatchCharacterResponse = z.infer<typeof patchCharacterResponseSchema>;

/** 409 when a path of the patch was also changed since `baseRevision`: nothing was stored. */
export const patchConflictResponseSchema = z.object({
  message: z.string(),
  code: z.literal('patch_conflict'),
  character: storedCharacterSchema,
  /** The paths of the client's patch that were changed elsewhere to another value. */
  conflicts: z.array(z.object({ path: z.array(pathSegmentSchema) })),
});

/** 409 when the server no longer knows what changed since `baseRevision`: the client merges with the stored character. */
export const baseTooOldResponseSchema = z.object({ message: z.string(), code: z.literal('base_too_old'), character: storedCharacterSchema });

/** `POST /characters/changes`: the revisions a client has (after a reconnect), by character id. */
export const characterChangesBodySchema = z.strictObject({
  known: z.record(z.uuid(), revisionSchema).refine((known) => Object.keys(known).length <= 5_000, 'at most 5000 characters'),
});
export type CharacterChangesBody = z.infer<typeof characterChangesBodySchema>;

export const characterChangeSchema = z.union([
  z.object({ id: z.uuid(), revision: z.number().int(), patch: patchSchema }),
  z.object({ character: storedCharacterSchema }),
]);
export const characterChangesResponseSchema = z.object({
  /** Characters that changed or are new to the client: a patch from its revision when the server still has one, else the whole character. */
  changed: z.array(characterChangeSchema),
  /** Characters the client knows that are gone (deleted, or no longer shared with it). */
  deleted: z.array(z.uuid()),
  folders: foldersResponseSchema.shape.folders,
});
export type CharacterChangesResponse = z.infer<typeof characterChangesResponseSchema>;
