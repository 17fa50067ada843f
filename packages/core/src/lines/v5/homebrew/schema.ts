import { z } from 'zod';
import { contentId } from '../../../content/text.ts';
import { disciplineStructureProblems } from './abilities.ts';
import { homebrewLimits, maxHomebrewId } from './limits.ts';
import { multiLine, singleLine } from './text.ts';
import { copiedFromSchema } from '../../../homebrew-library/schemas.ts';

/** Version of the persisted homebrew shape; bump it with every entry in `migrations.ts`. */
export const homebrewSchemaVersion = 1;

export const homebrewKinds = ['clans', 'disciplines'] as const;
export type HomebrewKind = (typeof homebrewKinds)[number];

/** Server id of a clan or discipline (its content id is this + 3021). */
export const homebrewIdSchema = z.number().int().min(1).max(maxHomebrewId);
/** A discipline as clans and combos name it: a core id, or a homebrew id + 3021. */
export const disciplineRefSchema = z.number().int().min(1).max(maxHomebrewId + 3021);
const levelNumber = z.number().int().min(1).max(homebrewLimits.levels);

const nameText = singleLine(homebrewLimits.name, 1);
/**
 * Dice pool, cost, duration: one short line; `null` or empty = none. (No transform here: the
 * same schema checks the server's answers, and answers are encoded, which a transform cannot be.)
 */
const factText = singleLine(homebrewLimits.fact).nullable().default(null);

const abilityIdSchema = z.number().int().min(1).max(9_999);

export const homebrewAbilitySchema = z.strictObject({
  /** Unique within its discipline; requirements name abilities by it. */
  id: abilityIdSchema,
  name: nameText,
  summary: multiLine(homebrewLimits.summary).default(''),
  dicePool: factText,
  cost: factText,
  duration: factText,
  /** Amalgam: another discipline at this level is needed as well (the spec's combo). */
  combo: z.strictObject({ disciplineId: disciplineRefSchema, level: levelNumber }).nullable().default(null),
  minBloodPotency: z.number().int().min(0).max(10).nullable().default(null),
  /** Id of an ability of the same discipline that must be known first. */
  requirement: abilityIdSchema.nullable().default(null),
});
export type HomebrewAbility = z.output<typeof homebrewAbilitySchema>;
export type HomebrewAbilityInput = z.input<typeof homebrewAbilitySchema>;

/** One level; its number is its place in the list (1-based). */
export const homebrewLevelSchema = z.strictObject({
  abilities: z.array(homebrewAbilitySchema).max(homebrewLimits.abilitiesPerLevel, `a level has at most ${homebrewLimits.abilitiesPerLevel} abilities`),
});
export type HomebrewLevel = z.output<typeof homebrewLevelSchema>;

/** `data:image/png|jpeg|webp;base64,…`, small enough to list many clans at once. */
export const clanSymbolPattern = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
export const clanSymbolSchema = z
  .string()
  .max(homebrewLimits.symbolChars, `the symbol must be an image of at most ${homebrewLimits.symbolChars} characters as a data URL`)
  .regex(clanSymbolPattern, 'the symbol must be a PNG, JPEG or WebP image as a base64 data URL');

/** What the author edits of a discipline. */
export const disciplineFields = {
  name: nameText,
  description: multiLine(homebrewLimits.description).default(''),
  levels: z.array(homebrewLevelSchema).max(homebrewLimits.levels, `a discipline has at most ${homebrewLimits.levels} levels`).default([]),
  /**
   * The highest ability id this discipline ever gave out. New abilities count on from it, so a
   * deleted ability's id is never reused: characters refresh their powers by id, and a reused id
   * would turn an owned old power into an unrelated new one.
   */
  lastAbilityId: z.number().int().min(0).max(9_999).default(0),
};

/** What the author edits of a clan. */
export const clanFields = {
  name: nameText,
  slogan: singleLine(homebrewLimits.slogan).default(''),
  description: multiLine(homebrewLimits.description).default(''),
  /** The clan bane (spec: curse). */
  curse: multiLine(homebrewLimits.description).default(''),
  /** In-clan disciplines: core ids or homebrew ids + 3021. */
  disciplines: z
    .array(disciplineRefSchema)
    .max(homebrewLimits.clanDisciplines, `a clan has at most ${homebrewLimits.clanDisciplines} disciplines`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a discipline is listed twice', params: { problem: 'duplicate-discipline' } })
    .default([]),
  symbol: clanSymbolSchema.nullable().default(null),
  /** The core clan the author started from, if any. */
  templateClanId: contentId.nullable().default(null),
};

/** What the server adds to every item. */
export const storedFields = {
  schemaVersion: z.literal(homebrewSchemaVersion),
  id: homebrewIdSchema,
  /** Grows by one with every save; characters name the version they hold. */
  version: z.number().int().min(1),
  /** The author's alias. */
  creator: z.string().max(100),
  public: z.boolean(),
  /** Only the author sees it; `null` for everyone else and before one was made. */
  inviteCode: z.string().max(32).nullable().default(null),
  /** ISO time of the last save. */
  updatedAt: z.string().max(40),
  /** The library original this item was copied from (issue #49), kept as credit; absent on items not copied. */
  copiedFrom: copiedFromSchema.nullable().optional(),
};

type StructureInput = { levels: ReadonlyArray<{ abilities: ReadonlyArray<{ id: number; requirement: number | null }> }> };

/** Adds the inner rules of a discipline (unique ability ids, requirements that exist, no cycles) as issues. */
export function checkDisciplineStructure(discipline: StructureInput, context: z.RefinementCtx): void {
  for (const problem of disciplineStructureProblems(discipline)) {
    context.addIssue({
      code: 'custom',
      message: `ability ${problem.abilityId}: ${problem.problem}`,
      path: ['levels', problem.level - 1, 'abilities', problem.index, problem.problem === 'duplicate-id' ? 'id' : 'requirement'],
      params: { problem: problem.problem },
    });
  }
}

/** A homebrew discipline as stored, sent and kept in the browser. */
export const homebrewDisciplineSchema = z.strictObject({ ...storedFields, ...disciplineFields }).superRefine(checkDisciplineStructure);
export type HomebrewDiscipline = z.output<typeof homebrewDisciplineSchema>;

/** A homebrew clan as stored, sent and kept in the browser. */
export const homebrewClanSchema = z.strictObject({ ...storedFields, ...clanFields });
export type HomebrewClan = z.output<typeof homebrewClanSchema>;

export type HomebrewItem = HomebrewClan | HomebrewDiscipline;

/** The author's part of a discipline (create and save bodies). */
export const disciplineContentSchema = z.strictObject(disciplineFields).superRefine(checkDisciplineStructure);
export type DisciplineContent = z.output<typeof disciplineContentSchema>;
export const clanContentSchema = z.strictObject(clanFields);
export type ClanContent = z.output<typeof clanContentSchema>;
