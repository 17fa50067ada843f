import type { z } from 'zod';
import type { CharacterOf } from '../character/schema.ts';
import type { GameLine } from '../character/keys.ts';
import type { MigrationSequence } from '../character/migration-sequence.ts';
import type { ContentFiles, ContentOf } from '../content/files.ts';
import type { SpecialDiceRule } from '../dice/pool.ts';
import type { TableDice } from '../dice/table.ts';
import type { EditorStep, ViewerTab } from './routes.ts';
import type { LineTableWords } from './table-words.ts';
import type { PurchaseCheck, PurchaseResult, UndoResult, XpEventMeta } from '../leveling/level-up.ts';
import type { XpTable } from '../leveling/xp-table.ts';

/** The wizard steps and sheet tabs of spec §2, each line's own in `lines/<line>/routes.ts`. */
export { editorSteps, viewerTabs, type EditorStep, type ViewerTab } from './routes.ts';

/** What the create dialog asks besides name, sex and books. */
export const createOptions = ['era', 'generation'] as const;
export type CreateOption = (typeof createOptions)[number];

/** The answers of the create dialog a line's wizard starts from. */
export interface CreateAnswers {
  name: string;
  sex: 'm' | 'f' | 'd';
  books: number[];
  /** Only for lines that ask it (see `creation.asks`). */
  era?: string;
  generation?: number;
}

export type FinishResult<C> = { ok: true; character: C } | { ok: false; message: string };

/**
 * Everything the shared code needs to know about one game line. A line lives in
 * `lines/<line>/`, and its entry in the registry (`lines/index.ts`) is the only place shared
 * code learns of it; the compiler refuses a line that leaves out a hook.
 */
export interface LineRules<L extends GameLine> {
  readonly id: L;
  /** The line's wizard and sheet exist. Until then the create dialog shows it as coming and nothing else of it is reachable. */
  readonly available: boolean;
  /** The line's member of the character union. */
  readonly schema: z.ZodType<CharacterOf<L>>;
  /** The line's own shape migrations (`lines/<line>/migrations.ts`), run after the base's; their version is stored as `lineSchemaVersion`. */
  readonly migrations: MigrationSequence;
  readonly content: LineContentRules;
  readonly creation: {
    /** The wizard's steps in order. */
    readonly steps: readonly EditorStep[];
    /** The steps this character goes through (some start values skip steps). */
    stepsFor(character: CharacterOf<L>): readonly EditorStep[];
    /** The create dialog's questions beyond name, sex and books. */
    readonly asks: readonly CreateOption[];
    /** A new character of the line from the create dialog's answers. */
    start(answers: CreateAnswers): CharacterOf<L>;
    /** The last touch before the character is saved; the result is a valid character or the problem. */
    finish(character: CharacterOf<L>, directory?: string): FinishResult<CharacterOf<L>>;
  };
  readonly derived: {
    /** Health boxes (or levels) the character has. */
    health(character: CharacterOf<L>): number;
    /** Willpower boxes (or dots). */
    willpower(character: CharacterOf<L>): number;
  };
  readonly dice: {
    /** The line's special dice in a pool (their trigger faces); `null` when its dice work otherwise. */
    readonly special: SpecialDiceRule | null;
    /** How many of a pool's dice are special for this character now. */
    specialDice(character: CharacterOf<L>): number;
    /** How the line rolls and reads a pool at the table (VitaePlay's server-made rolls). */
    readonly table: TableDice;
    /**
     * What the table calls its dice: the special dice's wire name and command words, its own
     * outcomes and notes with their German words for Discord, whether WoD5e rolls it
     * (`lines/<line>/dice/words.ts`, also gathered in `lines/table-words.ts`; the same object).
     */
    readonly words: LineTableWords;
    /**
     * The special dice come on top of a pool, and only when the player says they apply (Hunter's
     * desperation on a creed action), instead of replacing that many of its dice.
     */
    readonly specialDiceAdded?: boolean;
    /**
     * The trackers the line's table checks read (`words.checks`), as the character has them now
     * (`{ rouse: hunger }`): the server names them on a check's card from the stored character,
     * not from what a sheet sent. Lines without checks leave it out.
     */
    checkTrackers?(character: CharacterOf<L>): Readonly<Record<string, number>>;
  };
  /** Experience: what the line's purchases cost and do, and undoing the newest history entry. */
  readonly leveling: {
    check(character: CharacterOf<L>, purchase: PurchaseOf<L>): PurchaseCheck;
    apply(character: CharacterOf<L>, purchase: PurchaseOf<L>, meta: XpEventMeta): PurchaseResult<CharacterOf<L>>;
    undo(character: CharacterOf<L>): UndoResult<CharacterOf<L>>;
    /** The line's XP table as the books give it, each price with its source or marked a house rule (issue #46). */
    readonly table: XpTable;
    /** The price of `table` a purchase is charged by; none for a free one. The character's `xpTable` changes it. */
    priceKey(character: CharacterOf<L>, purchase: PurchaseOf<L>): string | undefined;
  };
  /** What the character list shows of the line (its row's subtitle facts), besides the fields every line shows (`listBaseFields`). */
  readonly list: {
    /** The character fields the list row reads; the light list carries these and no others. */
    readonly fields: readonly (keyof CharacterOf<L> & string)[];
    /** Trims what a field holds to what the row shows (a clan snapshot to its id and name); the fields as they are when absent. */
    shorten?(facts: Partial<CharacterOf<L>>): Partial<CharacterOf<L>>;
  };
  readonly sheet: {
    /** The sheet's tabs in order. */
    readonly tabs: readonly ViewerTab[];
  };
  readonly sync: {
    /** Fields that change during play (spec §3 "live"). */
    readonly live: readonly (keyof CharacterOf<L> & string)[];
    /** Fields that change when leveling (spec §3 "level"). */
    readonly level: readonly (keyof CharacterOf<L> & string)[];
  };
}

/** What a line tells the bundle about its content. Built with `lineContent` so the types stay together. */
export interface LineContentRules {
  /** The bundle files the line's rules and screens read, shared ones included. */
  readonly files: ContentFiles;
  /** The line's part of `Meta.json` (its books). */
  readonly meta: z.ZodType<LineMeta>;
  /** Cross-reference problems of one language's resolved content (ids that point nowhere, …); empty = consistent. */
  check(meta: LineMeta, content: Readonly<Record<string, unknown>>): string[];
}

/** The part of `Meta.json` every line has: its books. */
export interface LineMeta {
  books: Array<{ id: number; name: Record<'de-DE' | 'en-US', string> }>;
}

/** Ties a line's files, meta schema and content check together (the check sees the line's own types). */
export function lineContent<F extends ContentFiles, M extends LineMeta>(files: F, meta: z.ZodType<M>, check: (meta: M, content: ContentOf<F>) => string[]): LineContentRules {
  return {
    files,
    meta,
    // The bundle validates each language with `files` (resolveContent) and the meta with `meta`
    // before it calls this, so both have exactly these types here.
    check: (lineMeta, content) => check(lineMeta as M, content as ContentOf<F>),
  };
}

/**
 * Each line's purchase type, filled in by the line itself (`declare module '../types.ts'` in its
 * `rules.ts`), so the shared types never name a line's purchases and a line without one does not build.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LinePurchases {}
/** What a character of line `L` can buy with experience. */
export type PurchaseOf<L extends GameLine> = L extends keyof LinePurchases ? LinePurchases[L] : never;

/** The registry's shape: one entry per game line, each with its own character type. */
export type LineRegistry = { readonly [L in GameLine]: LineRules<L> };
