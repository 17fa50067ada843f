/**
 * Vitae's game content, typed and validated, by language with German fallback per field.
 * Works in Node and in the browser: the data files are imported statically.
 */
import { baseLanguage, metaSchema, resolveContent, type Content, type Meta, type RawContentFiles } from '@vitae/core/content';
import { rawDeFiles, rawEnFiles, rawMeta } from './data-files.ts';

export const contentLanguages = ['de-DE', 'en-US'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

const rawFiles: Record<ContentLanguage, RawContentFiles> = { 'de-DE': rawDeFiles, 'en-US': rawEnFiles };
const cache = new Map<ContentLanguage, Content>();
let metaCache: Meta | undefined;

/** Whether a string names a content language of the bundle. */
export function isContentLanguage(value: string): value is ContentLanguage {
  return (contentLanguages as readonly string[]).includes(value);
}

/**
 * All content of one language, validated; any text the language lacks is the German text
 * (never `null`, never an empty string where German has text). Cached per language.
 */
export function getContent(lang: ContentLanguage = baseLanguage): Content {
  const cached = cache.get(lang);
  if (cached !== undefined) return cached;
  const content = lang === baseLanguage ? resolveContent(rawFiles[baseLanguage]) : resolveContent(rawFiles[baseLanguage], rawFiles[lang]);
  cache.set(lang, content);
  return content;
}

/** `Meta.json`: languages and books with the content ids each book enables. */
export function getMeta(): Meta {
  metaCache ??= metaSchema.parse(rawMeta);
  return metaCache;
}

export { rawDeFiles, rawEnFiles, rawMeta } from './data-files.ts';
