import { z } from 'zod';
import type { GameLine } from '../character/keys.ts';
import { copiedFromSchema, type CopiedFrom } from '../homebrew-library/schemas.ts';
import type { ErrorCode } from '../api/common.ts';

/** Largest homebrew id (one sequence over every kind); with the 3021 offset it still fits a 32-bit integer. */
export const maxKindItemId = 2_000_000_000;

/** Version of the persisted shape of the kinds defined with `defineHomebrewKind`; bump it with a migration. */
export const kindSchemaVersion = 1;

/** What the server adds to every item of a kind defined here (the Vampire kinds keep their own, alike). */
export const kindStoredFields = {
  schemaVersion: z.literal(kindSchemaVersion),
  id: z.number().int().min(1).max(maxKindItemId),
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

/** The server's fields a save may send back (ignored), and `public`, which publishes or hides the item. */
const serverFieldsEcho = {
  schemaVersion: kindStoredFields.schemaVersion.optional(),
  id: kindStoredFields.id.optional(),
  creator: kindStoredFields.creator.optional(),
  inviteCode: z.string().max(32).nullable().optional(),
  updatedAt: kindStoredFields.updatedAt.optional(),
  version: z.number().int().min(1).optional(),
  copiedFrom: kindStoredFields.copiedFrom.optional(),
  public: z.boolean(),
};

/** The fields every stored item has, whatever its kind. */
export interface StoredKindItem {
  schemaVersion: number;
  id: number;
  version: number;
  name: string;
  creator: string;
  public: boolean;
  inviteCode: string | null;
  updatedAt: string;
  /** The library original a copy credits (absent on items not copied). */
  copiedFrom?: CopiedFrom | null;
}

/**
 * One homebrew kind of one game line (issue #49 item 4): its URL name (`/homebrew/{kind}`), its
 * line, the author's fields and the schemas the API checks with. Every line declares its kinds in
 * `lines/<line>/homebrew/` and `lines/homebrew-kinds.ts` lists them.
 */
export interface HomebrewKindSpec<K extends string = string, Item extends StoredKindItem = StoredKindItem> {
  kind: K;
  line: GameLine;
  /** The item in English, for the API's messages ("gift"). */
  one: string;
  /** The author's fields (create and save take these; anything else is the server's). */
  fields: z.ZodRawShape;
  /** The stored item as the API sends it. */
  item: z.ZodType<Item>;
  create: z.ZodType;
  update: z.ZodType;
  list: z.ZodType<{ total: number; items: Item[] }>;
  conflict: z.ZodType;
  /** Reads a stored item of any version (throws when it cannot be read). */
  parse(raw: unknown): Item;
  /** Why an item (or a body's content) cannot be published yet, in English; empty = it can. */
  publishProblems(content: object): string[];
  /** Installed items of this kind per account. */
  installedLimit: number;
  /** What the line's content says against an item's fields (see `KindDefinition.contentProblems`); empty = nothing. */
  contentProblems?(content: Record<string, unknown>, lineContents: readonly unknown[]): KindContentProblem[];
  /**
   * The Vampire kinds (clans, disciplines) are older than this registry: they keep their own
   * installed store, merge, snapshots and reference rules (`@vitae/core/homebrew`); the registry
   * lists them so routes, the library and the tab see every kind.
   */
  ownStore?: true;
}

/** The pieces a line gives for one kind; the schemas are built alike for every kind. */
export interface KindDefinition<K extends string> {
  kind: K;
  line: GameLine;
  one: string;
  fields: z.ZodRawShape;
  publishProblems?: (content: Record<string, unknown>) => string[];
  /**
   * Rules that need the line's content, not only the fields' schemas (a power's pool text no
   * sheet can roll): `lineContents` is the line's content in every content language; the server
   * refuses a create or save with the first problem's code.
   */
  contentProblems?: (content: Record<string, unknown>, lineContents: readonly unknown[]) => KindContentProblem[];
  installedLimit: number;
}

/** Why the line's content refuses an item, in English, with the API's error code. */
export interface KindContentProblem {
  message: string;
  code: ErrorCode;
}

/**
 * A kind's schemas from its fields: the stored item (server fields + author's fields), the
 * create body (the author's fields), the save body (those + `public` + the echoed server fields).
 * The item type is given by the line, which knows its fields' output.
 */
export function defineHomebrewKind<Item extends StoredKindItem, K extends string = string>(definition: KindDefinition<K>): HomebrewKindSpec<K, Item> {
  const item = z.strictObject({ ...kindStoredFields, ...definition.fields }) as unknown as z.ZodType<Item>;
  return {
    kind: definition.kind,
    line: definition.line,
    one: definition.one,
    fields: definition.fields,
    item,
    create: z.strictObject(definition.fields),
    update: z.strictObject({ ...definition.fields, ...serverFieldsEcho }),
    list: z.object({ total: z.number().int().min(0), items: z.array(item) }),
    conflict: z.object({ message: z.string(), code: z.literal('revision_conflict'), item }),
    parse: (raw) => item.parse(raw),
    // A stored item or a checked body: its fields are the kind's.
    publishProblems: (content) => definition.publishProblems?.(content as Record<string, unknown>) ?? [],
    // Only kinds whose line has such rules carry it (the API's description names the refusal then).
    ...(definition.contentProblems ? { contentProblems: definition.contentProblems } : {}),
    installedLimit: definition.installedLimit,
  };
}
