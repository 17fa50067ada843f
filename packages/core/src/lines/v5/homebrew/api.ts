import { z } from 'zod';
import { homebrewLimits, maxHomebrewId } from './limits.ts';
import {
  checkDisciplineStructure,
  clanContentSchema,
  clanFields,
  disciplineContentSchema,
  disciplineFields,
  homebrewClanSchema,
  homebrewDisciplineSchema,
  homebrewIdSchema,
  homebrewKinds,
  storedFields,
} from './schema.ts';

/** `?search&page&limit` of the browse lists (spec §7 defaults '', 1, 20; at most 100 a page). */
export const homebrewListQuerySchema = z.object({
  search: z.string().max(homebrewLimits.search, `search has at most ${homebrewLimits.search} characters`).default(''),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(1_000_000).default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit is at least 1').max(100, 'limit is at most 100').default(20),
});
export type HomebrewListQuery = z.infer<typeof homebrewListQuerySchema>;

export const homebrewIdParamsSchema = z.object({ id: z.coerce.number().int('the id must be a whole number').min(1).max(maxHomebrewId) });
export const homebrewVersionParamsSchema = homebrewIdParamsSchema.extend({ version: z.coerce.number().int().min(1).max(maxHomebrewId) });

/** Invite codes are typed by people: case, spaces and dashes do not matter. */
export const inviteCodeSchema = z
  .string()
  .max(64, 'the code is too long')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,32}$/, 'the code has the wrong form'));
export const inviteCodeParamsSchema = z.object({ code: inviteCodeSchema });

/** `POST /homebrew/{kind}`: just a name is enough; everything else starts empty. */
export const createDisciplineBodySchema = disciplineContentSchema;
export const createClanBodySchema = clanContentSchema;

/**
 * `PUT /homebrew/{kind}/{id}` takes the whole item as the API sent it: the author's fields and
 * `public` (how an item is published or made private). `version`, when sent, must be the stored
 * one, so a save from an outdated copy gets 409 instead of overwriting newer work. The server's
 * own fields may be sent back and are ignored.
 */
const serverFieldsEcho = {
  schemaVersion: storedFields.schemaVersion.optional(),
  id: homebrewIdSchema.optional(),
  creator: storedFields.creator.optional(),
  inviteCode: z.string().max(32).nullable().optional(),
  updatedAt: storedFields.updatedAt.optional(),
  version: z.number().int().min(1).optional(),
  copiedFrom: storedFields.copiedFrom.optional(),
  public: z.boolean(),
};
export const updateDisciplineBodySchema = z.strictObject({ ...disciplineFields, ...serverFieldsEcho }).superRefine(checkDisciplineStructure);
export const updateClanBodySchema = z.strictObject({ ...clanFields, ...serverFieldsEcho });
export type UpdateDisciplineBody = z.input<typeof updateDisciplineBodySchema>;
export type UpdateClanBody = z.input<typeof updateClanBodySchema>;

export const homebrewDisciplineListSchema = z.object({ total: z.number().int().min(0), items: z.array(homebrewDisciplineSchema) });
export const homebrewClanListSchema = z.object({ total: z.number().int().min(0), items: z.array(homebrewClanSchema) });
export type HomebrewDisciplineList = z.infer<typeof homebrewDisciplineListSchema>;
export type HomebrewClanList = z.infer<typeof homebrewClanListSchema>;

/** `GET /homebrew/my-content` and `GET /homebrew/from-invite/{code}`. */
export const homebrewContentResponseSchema = z.object({ clans: z.array(homebrewClanSchema), disciplines: z.array(homebrewDisciplineSchema) });
export type HomebrewContentResponse = z.infer<typeof homebrewContentResponseSchema>;

export const inviteResponseSchema = z.object({ inviteCode: z.string() });

/** 409 on a save from an outdated copy: the stored item comes back so nothing is lost. */
export const disciplineConflictResponseSchema = z.object({ message: z.string(), code: z.literal('revision_conflict'), item: homebrewDisciplineSchema });
export const clanConflictResponseSchema = z.object({ message: z.string(), code: z.literal('revision_conflict'), item: homebrewClanSchema });

/** The account's installed homebrew (`GET /homebrew/installed` and every change to it). */
export const homebrewInstalledSchema = z.object({
  clans: z.array(homebrewClanSchema),
  disciplines: z.array(homebrewDisciplineSchema),
  cachedDisciplines: z.array(homebrewDisciplineSchema),
});

/**
 * `POST /homebrew/installed`: install (or update to the newest version) an item the caller may
 * see — a public or own one by kind and id, or any one by its invite code.
 */
export const installBodySchema = z.union([
  z.strictObject({ inviteCode: inviteCodeSchema }),
  z.strictObject({ kind: z.enum(homebrewKinds), id: homebrewIdSchema }),
]);
export type InstallBody = z.input<typeof installBodySchema>;
/**
 * Newer versions of installed items (issue #49): each installed clan or discipline whose original
 * the caller may see (public or own) and that the author saved since, with the newest version;
 * `hidden` names installed items the caller can no longer see (deleted, or private and not theirs).
 */
export const installedUpdatesSchema = z.object({
  updates: z.array(z.union([z.object({ kind: z.literal('clans'), installed: z.number().int(), item: homebrewClanSchema }), z.object({ kind: z.literal('disciplines'), installed: z.number().int(), item: homebrewDisciplineSchema })])),
  hidden: z.array(z.object({ kind: z.enum(homebrewKinds), id: z.number().int(), name: z.string() })),
});
export type InstalledUpdates = z.infer<typeof installedUpdatesSchema>;
/** Who depends on an item besides its author (its author asks before deleting or unpublishing it). */
export const homebrewUsageSchema = z.object({ installs: z.number().int().min(0), characters: z.number().int().min(0), clans: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export type HomebrewUsage = z.infer<typeof homebrewUsageSchema>;
export const installedKindParamsSchema = z.object({ kind: z.enum(homebrewKinds), id: homebrewIdParamsSchema.shape.id });
