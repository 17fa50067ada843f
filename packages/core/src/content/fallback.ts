import type { z } from 'zod';
import { contentFileKeys, contentFileNames, contentFileSchemas, contentTranslationFileSchemas, type Content, type ContentFileKey } from './files.ts';
import { withFallback } from './merge.ts';

export { withFallback } from './merge.ts';

/** A content file failed its schema; `file` names it (e.g. `Clans.json`). */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      issues.length === 0
        ? `${file}: missing`
        : `${file}: ${issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'ContentFileError';
  }
}

/** Raw (parsed JSON, not yet validated) files of one language, keyed like `contentFileNames`. */
export type RawContentFiles = Partial<Record<ContentFileKey, unknown>>;

function parseComplete<K extends ContentFileKey>(key: K, raw: unknown): Content[K] {
  const result = contentFileSchemas[key].safeParse(raw);
  if (!result.success) throw new ContentFileError(contentFileNames[key], result.error.issues);
  // The schema table is indexed by the same key, so its output is Content[K]; TS cannot correlate the two.
  return result.data as Content[K];
}

function parseTranslation(key: ContentFileKey, raw: unknown): unknown {
  const result = contentTranslationFileSchemas[key].safeParse(raw);
  if (!result.success) throw new ContentFileError(contentFileNames[key], result.error.issues);
  return result.data;
}

/**
 * Validates the German files and, if given, overlays a translation with German fallback per field.
 * Throws `ContentFileError` when a German file is missing or any file fails its schema.
 */
export function resolveContent(german: RawContentFiles, translation?: RawContentFiles): Content {
  const content: Partial<Record<ContentFileKey, unknown>> = {};
  for (const key of contentFileKeys) {
    if (german[key] === undefined) throw new ContentFileError(contentFileNames[key], []);
    const base = parseComplete(key, german[key]);
    const raw = translation?.[key];
    content[key] = raw === undefined ? base : parseComplete(key, withFallback(parseTranslation(key, raw), base));
  }
  // Every key of contentFileKeys was filled above with the output of its own schema.
  return content as Content;
}
