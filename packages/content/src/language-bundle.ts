/**
 * One bundle per language (spec §1 "a zipped data bundle per language"): `Meta.json` plus that
 * language's folder. A translation ships with the German fallback already applied, field by
 * field, so a browser downloads one language only and never needs German beside English.
 * Pure (no file system), like `bundle.ts`.
 */
import { strFromU8, strToU8 } from 'fflate';
import { baseLanguage, bundleLanguages, type BundleLanguage } from '@vitae/core/content';
import { contentPartOf, metaFileName, withFallback, type ContentPart } from '@vitae/core/content-light';
import type { BundleFile } from './bundle.ts';

/** Whether a string names a language the bundles are built for. */
export function isBundleLanguage(value: string): value is BundleLanguage {
  return (bundleLanguages as readonly string[]).includes(value);
}

/**
 * The files of one language's bundle, taken from all data files: `Meta.json` as it is, the
 * language's own files (German byte for byte; a translation with every `null`, missing or empty
 * text filled from the German file at the same path, written as compact JSON).
 */
export function languageBundleFiles(files: readonly BundleFile[], language: BundleLanguage): BundleFile[] {
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  const prefix = `${language}/`;
  const out: BundleFile[] = [];
  for (const file of files) {
    if (file.path === metaFileName) out.push(file);
    if (!file.path.startsWith(prefix)) continue;
    if (language === baseLanguage) {
      out.push(file);
      continue;
    }
    const german = byPath.get(`${baseLanguage}/${file.path.slice(prefix.length)}`);
    const translated = JSON.parse(strFromU8(file.bytes)) as unknown;
    const resolved = german === undefined ? translated : withFallback(translated, JSON.parse(strFromU8(german)) as unknown);
    out.push({ path: file.path, bytes: strToU8(JSON.stringify(resolved)) });
  }
  return out;
}

/**
 * The files of one part of a language's bundle (issue #21: content per game line), taken from that
 * bundle (`languageBundleFiles`): `core` is `Meta.json` and the language folder's own files, a
 * line's part its folder. Every file lands in exactly one part; the order is kept.
 */
export function languagePartFiles(files: readonly BundleFile[], part: ContentPart): BundleFile[] {
  return files.filter((file) => contentPartOf(file.path) === part);
}
