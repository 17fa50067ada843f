import type { z } from 'zod';
import type { ContentFiles, ContentOf } from './files.ts';
import { withFallback } from './merge.ts';

export { withFallback } from './merge.ts';

/** A content file failed its schema; `file` names it (e.g. `v5/Clans.json`). */
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

/** Raw (parsed JSON, not yet validated) files of one language, keyed like the file set. */
export type RawContentFiles = Readonly<Record<string, unknown>>;

/**
 * Validates the German files of a file set and, if given, overlays a translation with German
 * fallback per field. Throws `ContentFileError` when a German file is missing or any file fails
 * its schema.
 */
export function resolveContent<F extends ContentFiles>(files: F, german: RawContentFiles, translation?: RawContentFiles): ContentOf<F> {
  const content: Record<string, unknown> = {};
  for (const [key, file] of Object.entries(files)) {
    if (german[key] === undefined) throw new ContentFileError(file.path, []);
    const base = file.schema.safeParse(german[key]);
    if (!base.success) throw new ContentFileError(file.path, base.error.issues);
    const raw = translation?.[key];
    if (raw === undefined) {
      content[key] = base.data;
      continue;
    }
    const translated = file.translation.safeParse(raw);
    if (!translated.success) throw new ContentFileError(file.path, translated.error.issues);
    const merged = file.schema.safeParse(withFallback(translated.data, base.data));
    if (!merged.success) throw new ContentFileError(file.path, merged.error.issues);
    content[key] = merged.data;
  }
  // Every key of the file set was filled above with the output of its own schema.
  return content as ContentOf<F>;
}
