import { strFromU8 } from 'fflate';
import { gameLines, lineRules } from '@vitae/core';
import { bundleContentFiles, metaFileName, metaSchema, resolveContent, type RawContentFiles } from '@vitae/core/content';
import type { BundleFile } from '../../src/bundle.ts';

export { readDataFiles } from '../../src/disk.ts';

/**
 * Checks the data files the bundle will carry: exactly the files the lines declare (for each
 * line that has books in `Meta.json`), their schemas and their cross-references, per language.
 */
export function validateDataFiles(files: readonly BundleFile[]): string[] {
  const problems: string[] = [];
  const byPath = new Map(files.map((f) => [f.path, f.bytes]));
  const json = (path: string): unknown => {
    const bytes = byPath.get(path);
    if (bytes === undefined) return undefined;
    try {
      return JSON.parse(strFromU8(bytes)) as unknown;
    } catch {
      problems.push(`${path}: not valid JSON`);
      return undefined;
    }
  };
  const meta = metaSchema.safeParse(json(metaFileName));
  if (!meta.success) return [...problems, `${metaFileName}: missing or invalid (${meta.error.issues[0]?.message ?? ''})`];
  const lines = gameLines.filter((line) => meta.data.lines[line] !== undefined);
  const paths = new Set(lines.flatMap((line) => Object.values(lineRules[line].content.files).map((file) => file.path)));
  const known = bundleContentFiles();
  for (const path of paths) if (!known.has(path)) problems.push(`${path}: declared twice with different schemas`);
  const expected = new Set([metaFileName, ...meta.data.languages.flatMap((lang) => [...paths].map((path) => `${lang}/${path}`))]);
  for (const path of byPath.keys()) if (!expected.has(path)) problems.push(`${path}: not a content file`);
  for (const path of expected) if (!byPath.has(path)) problems.push(`${path}: missing`);
  for (const line of lines) {
    const rules = lineRules[line].content;
    const raw = (lang: string): RawContentFiles => Object.fromEntries(Object.entries(rules.files).map(([key, file]) => [key, json(`${lang}/${file.path}`)]));
    const lineMeta = meta.data.lines[line];
    if (!lineMeta) continue;
    const german = raw('de-DE');
    for (const lang of meta.data.languages) {
      try {
        const content = lang === 'de-DE' ? resolveContent(rules.files, german) : resolveContent(rules.files, german, raw(lang));
        problems.push(...rules.check(lineMeta, content).map((p) => `${line} ${lang}: ${p}`));
      } catch (error) {
        problems.push(`${line} ${lang}: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}
