import type { z } from 'zod';

/**
 * One file of the content bundle: where it sits inside a language folder (`Items.json`,
 * `v5/Clans.json`), its schema in complete text (German, or any language after fallback) and in
 * translation text (`null` = use German).
 */
export interface ContentFile<S extends z.ZodType = z.ZodType, T extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly schema: S;
  readonly translation: T;
}

export function contentFile<S extends z.ZodType, T extends z.ZodType>(path: string, schema: S, translation: T): ContentFile<S, T> {
  return { path, schema, translation };
}

/** The files of a set of content, by key. */
export type ContentFiles = Readonly<Record<string, ContentFile>>;
/** The resolved content of a set of files: each key holds its file's parsed data. */
export type ContentOf<F extends ContentFiles> = { -readonly [K in keyof F]: z.output<F[K]['schema']> };
/** A set of files as stored in a translation (text may be `null`). */
export type TranslationOf<F extends ContentFiles> = { -readonly [K in keyof F]: z.output<F[K]['translation']> };

/** Only the paths of a set of files, for code that must not load the schemas (the browser's start-up). */
export function contentPaths<F extends ContentFiles>(files: F): { [K in keyof F]: string } {
  return Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.path])) as { [K in keyof F]: string };
}
