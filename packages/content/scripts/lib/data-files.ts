import { strFromU8 } from 'fflate';
import {
  contentFileKeys,
  contentFileNames,
  findContentProblems,
  metaFileName,
  metaSchema,
  resolveContent,
  type RawContentFiles,
} from '@vitae/core/content';
import type { BundleFile } from '../../src/bundle.ts';

export { readDataFiles } from '../../src/disk.ts';

/** Checks the data files the bundle will carry: exact file set, schemas and references per language. */
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
  if (!meta.success) return [...problems, `${metaFileName}: missing or invalid`];
  const expected = new Set([metaFileName, ...meta.data.languages.flatMap((lang) => contentFileKeys.map((k) => `${lang}/${contentFileNames[k]}`))]);
  for (const path of byPath.keys()) if (!expected.has(path)) problems.push(`${path}: not a content file`);
  for (const path of expected) if (!byPath.has(path)) problems.push(`${path}: missing`);
  const raw = (lang: string): RawContentFiles => Object.fromEntries(contentFileKeys.map((k) => [k, json(`${lang}/${contentFileNames[k]}`)]));
  const german = raw('de-DE');
  for (const lang of meta.data.languages) {
    try {
      const content = lang === 'de-DE' ? resolveContent(german) : resolveContent(german, raw(lang));
      problems.push(...findContentProblems(meta.data, content).map((p) => `${lang}: ${p}`));
    } catch (error) {
      problems.push(`${lang}: ${(error as Error).message}`);
    }
  }
  return problems;
}
