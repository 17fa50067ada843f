import { z } from 'zod';
import { gameLines, type GameLine } from '../character/keys.ts';
import type { Character, CharacterOf } from '../character/schema.ts';
import { bundleLanguages } from '../content/books.ts';
import type { ContentFile, ContentFiles, ContentOf } from '../content/files.ts';
import { v5ContentFiles } from './v5/content/files.ts';
import { h5ContentFiles, h5Rules } from './h5/rules.ts';
import { h5MetaSchema } from './h5/content/books.ts';
import { m20ContentFiles, m20Rules } from './m20/rules.ts';
import { m20MetaSchema } from './m20/content/books.ts';
import type { LineRegistry, LineRules } from './types.ts';
import { v5Rules } from './v5/rules.ts';
import { v5MetaSchema } from './v5/content/books.ts';
import { w5ContentFiles, w5Rules } from './w5/rules.ts';
import { w5MetaSchema } from './w5/content/books.ts';

/**
 * The game-line registry: the one place shared code learns which lines exist. Adding a line is
 * a folder under `lines/` and one entry here (see docs/adding-a-game-line.md).
 */
export const lineRules = { v5: v5Rules, w5: w5Rules, m20: m20Rules, h5: h5Rules } as const satisfies LineRegistry;

const registry: LineRegistry = lineRules;

/** The rules of a line, typed for that line's characters. */
export function rulesOfLine<L extends GameLine>(line: L): LineRules<L> {
  return registry[line];
}

/** The rules of a character's line. */
export function rulesFor<C extends Character>(character: C): LineRules<C['gameLine']> {
  return rulesOfLine(character.gameLine);
}

/** Runs `run` with the rules of the character's line, keeping the two types together. */
export function withLineRules<R>(character: Character, run: <L extends GameLine>(rules: LineRules<L>, character: CharacterOf<L>) => R): R {
  // `lineRules[character.gameLine]` is the entry of exactly that line; TypeScript cannot
  // correlate a union-typed key with the record's value, so the pairing is asserted once here.
  return run(lineRules[character.gameLine] as LineRules<GameLine>, character as CharacterOf<GameLine>);
}

export { coreGameLine } from './core-line.ts';

/** Lines a player may create now. */
export const availableLines: readonly GameLine[] = gameLines.filter((line) => lineRules[line].available);

/**
 * `Meta.json`: the bundle's languages and, per line, its books. A line whose content has not
 * landed yet may be missing.
 */
export const metaSchema = z.strictObject({
  languages: z.array(z.enum(bundleLanguages)).min(1),
  lines: z.strictObject({
    v5: v5MetaSchema,
    w5: w5MetaSchema.optional(),
    m20: m20MetaSchema.optional(),
    h5: h5MetaSchema.optional(),
  }),
});
export type Meta = z.infer<typeof metaSchema>;

/** Each line's content files with their precise types (the registry's `content.files`, typed). */
export const lineContentFiles = {
  v5: v5ContentFiles,
  w5: w5ContentFiles,
  m20: m20ContentFiles,
  h5: h5ContentFiles,
} as const satisfies Record<GameLine, ContentFiles>;
/** All content of one line in one language, every text resolved. */
export type LineContent<L extends GameLine> = ContentOf<(typeof lineContentFiles)[L]>;

/** Every file of the bundle (lines share some), by path inside a language folder. */
export function bundleContentFiles(): Map<string, ContentFile> {
  const files = new Map<string, ContentFile>();
  for (const line of gameLines) for (const file of Object.values(lineRules[line].content.files)) files.set(file.path, file);
  return files;
}
