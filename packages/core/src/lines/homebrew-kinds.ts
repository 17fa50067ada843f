import { z } from 'zod';
import type { GameLine } from '../character/keys.ts';
import type { HomebrewKindSpec, HomebrewLineMerge } from '../homebrew-kinds/index.ts';
import { homebrewContentResponseSchema, homebrewIdParamsSchema, homebrewInstalledSchema, installedUpdatesSchema, inviteCodeSchema } from './v5/homebrew/api.ts';
import { homebrewIdSchema } from './v5/homebrew/schema.ts';
import { v5HomebrewKinds } from './v5/homebrew/kinds.ts';
import { w5HomebrewKinds, w5HomebrewMerge } from './w5/homebrew/index.ts';
import { m20HomebrewKinds, m20HomebrewMerge } from './m20/homebrew/index.ts';
import { h5HomebrewKinds, h5HomebrewMerge } from './h5/homebrew/index.ts';
import { v5TraitPackKinds, v5TraitPackMerge } from './v5/homebrew/trait-packs.ts';
import { w5TraitPackKinds, w5TraitPackMerge } from './w5/homebrew/trait-packs.ts';
import { h5TraitPackKinds, h5TraitPackMerge } from './h5/homebrew/trait-packs.ts';
import { mageBackgroundKind, m20BackgroundMerge } from './m20/homebrew/backgrounds.ts';
import { combineLineMerges } from '../homebrew-kinds/combine-merges.ts';

export { defineHomebrewKind, installKindItem, kindSchemaVersion, newestKindItems, parseKindLists, uninstallKindItem } from '../homebrew-kinds/index.ts';
export type { HomebrewKindSpec, HomebrewLineMerge, KindLists, StoredKindItem } from '../homebrew-kinds/index.ts';
export { heldKindUpdates, kindFieldChanges, maxHeldKindItems, recordHeldKindUpdate, takeKindSnapshot, updateHeldKindItem, withHeldKindItems } from '../homebrew-kinds/index.ts';
export type { HeldKindItem, HeldKindUpdate } from '../homebrew-kinds/index.ts';

/**
 * The homebrew kinds of every line (issue #49 item 4): each line declares its kinds in
 * `lines/<line>/homebrew/` and they are listed here, in the order the Homebrew tab shows them.
 * The server registers `/homebrew/{kind}` for each; the library and the tab read them from here.
 */
export const homebrewKindSpecs = [
  ...v5HomebrewKinds,
  ...v5TraitPackKinds,
  ...w5HomebrewKinds,
  ...w5TraitPackKinds,
  ...m20HomebrewKinds,
  mageBackgroundKind,
  ...h5HomebrewKinds,
  ...h5TraitPackKinds,
] as const;

/** Every homebrew kind's URL name ('clans', 'disciplines', 'gifts', 'rites', …). */
export type HomebrewKindName = (typeof homebrewKindSpecs)[number]['kind'];
export const homebrewKindNames = homebrewKindSpecs.map((spec) => spec.kind) as [HomebrewKindName, ...HomebrewKindName[]];

/**
 * How each line's homebrew joins its content, one entry per line (the Vampire clans and disciplines
 * merge through `@vitae/core/homebrew`; the Vampire entry merges its merit packs and backgrounds).
 */
export const homebrewLineMerges: readonly HomebrewLineMerge[] = combineLineMerges([
  v5TraitPackMerge,
  w5HomebrewMerge,
  w5TraitPackMerge,
  m20HomebrewMerge,
  m20BackgroundMerge,
  h5HomebrewMerge,
  h5TraitPackMerge,
]);

export function isHomebrewKind(kind: string): kind is HomebrewKindName {
  return (homebrewKindNames as readonly string[]).includes(kind);
}

export function homebrewKindSpec(kind: HomebrewKindName): HomebrewKindSpec {
  return homebrewKindSpecs.find((spec) => spec.kind === kind)! as HomebrewKindSpec;
}

export function lineOfHomebrewKind(kind: HomebrewKindName): GameLine {
  return homebrewKindSpec(kind).line;
}

/** The kinds of one line, in the tab's order. */
export function homebrewKindsOfLine(line: GameLine): HomebrewKindSpec[] {
  return homebrewKindSpecs.filter((spec) => spec.line === line) as HomebrewKindSpec[];
}

/** The author's fields of a listed kind (what a held copy's update compares); none for an unknown kind. */
export function kindFieldNames(kind: string): string[] {
  const spec = listedKindSpecs.find((entry) => entry.kind === kind);
  return spec ? Object.keys(spec.fields) : [];
}

/** The listed kinds of one line: what a character of that line keeps copies of. */
export function listedKindsOfLine(line: GameLine): string[] {
  return listedKindSpecs.filter((spec) => spec.line === line).map((spec) => spec.kind);
}

/** The kinds defined with `defineHomebrewKind` (not the Vampire kinds, which keep their own store). */
export const listedKindSpecs: readonly HomebrewKindSpec[] = homebrewKindSpecs.filter((spec) => !('ownStore' in spec && spec.ownStore)) as HomebrewKindSpec[];

/**
 * One list per listed kind, left out when empty: an account with only Vampire homebrew gets the
 * answers of spec §7 exactly as before (and answers are encoded, which a default cannot be).
 */
const kindListsShape = Object.fromEntries(listedKindSpecs.map((spec) => [spec.kind, z.array(spec.item).optional()])) as Record<string, z.ZodOptional<z.ZodArray<z.ZodType>>>;

/** Leaves out the empty lists of the listed kinds (see `kindListsShape`). */
export function withoutEmptyKindLists<T extends Record<string, unknown>>(value: T): T {
  const listed = new Set(listedKindSpecs.map((spec) => spec.kind));
  return Object.fromEntries(Object.entries(value).filter(([key, list]) => !listed.has(key) || (Array.isArray(list) && list.length > 0))) as T;
}

/** `GET /homebrew/installed` and every change to it: the Vampire lists and one list per other kind. */
export const installedKindsSchema = homebrewInstalledSchema.extend(kindListsShape);
/** `GET /homebrew/my-content` and `GET /homebrew/from-invite/{code}`: clans, disciplines and one list per other kind. */
export const kindsContentResponseSchema = homebrewContentResponseSchema.extend(kindListsShape);

/** `POST /homebrew/installed` over every kind (the Vampire body's shape, any kind). */
export const installAnyBodySchema = z.union([z.strictObject({ inviteCode: inviteCodeSchema }), z.strictObject({ kind: z.enum(homebrewKindNames), id: homebrewIdSchema })]);
export const installedAnyKindParamsSchema = z.object({ kind: z.enum(homebrewKindNames), id: homebrewIdParamsSchema.shape.id });

/**
 * `GET /homebrew/installed/updates` over every kind: the Vampire answer, and under `kindUpdates`
 * the installed items of the other kinds whose original has a newer version the caller may see.
 */
export const installedAnyUpdatesSchema = installedUpdatesSchema.extend({
  kindUpdates: z.array(z.object({ kind: z.enum(listedKindSpecs.map((spec) => spec.kind) as [string, ...string[]]), installed: z.number().int(), item: z.record(z.string(), z.unknown()) })).optional(),
});
export type InstalledAnyUpdates = z.infer<typeof installedAnyUpdatesSchema>;
