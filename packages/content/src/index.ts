/**
 * Vitae's game content, typed and validated, per game line and language with German fallback per
 * field (Node only: reads the committed `data/` folder).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineRules, type GameLine } from '@vitae/core';
import { baseLanguage, metaFileName, metaSchema, resolveContent, type ContentFiles, type ContentOf, type Meta, type RawContentFiles } from '@vitae/core/content';
import { defaultDataDir } from './disk.ts';

export const contentLanguages = ['de-DE', 'en-US'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Whether a string names a content language of the bundle. */
export function isContentLanguage(value: string): value is ContentLanguage {
  return (contentLanguages as readonly string[]).includes(value);
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(defaultDataDir, path), 'utf8'));

/** The stored (not yet validated) files of a file set in one language. */
export function rawFiles(files: ContentFiles, lang: ContentLanguage): RawContentFiles {
  return Object.fromEntries(Object.entries(files).map(([key, file]) => [key, readJson(`${lang}/${file.path}`)]));
}

const cache = new Map<ContentFiles, Map<ContentLanguage, unknown>>();

/**
 * All content of a file set (a line's `content.files`) in one language, validated; any text the
 * language lacks is the German text. Cached per file set and language.
 */
export function getContent<F extends ContentFiles>(files: F, lang: ContentLanguage = baseLanguage): ContentOf<F> {
  const perLanguage = cache.get(files) ?? new Map<ContentLanguage, unknown>();
  cache.set(files, perLanguage);
  if (!perLanguage.has(lang)) {
    const german = rawFiles(files, baseLanguage);
    perLanguage.set(lang, lang === baseLanguage ? resolveContent(files, german) : resolveContent(files, german, rawFiles(files, lang)));
  }
  // Stored above from `resolveContent(files, …)`, whose type is ContentOf<F>.
  return perLanguage.get(lang) as ContentOf<F>;
}

/** The content of one game line in one language. */
export function getLineContent(line: GameLine, lang: ContentLanguage = baseLanguage): Readonly<Record<string, unknown>> {
  return getContent(lineRules[line].content.files, lang);
}

let metaCache: Meta | undefined;

/** `Meta.json`: languages and, per line, the books with the content ids each enables. */
export function getMeta(): Meta {
  metaCache ??= metaSchema.parse(readJson(metaFileName));
  return metaCache;
}

/** `Meta.json` as stored. */
export function rawMeta(): unknown {
  return readJson(metaFileName);
}
