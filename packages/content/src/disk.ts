/**
 * The bundle from the package's own folders (Node only): what the server serves. Prefers the
 * built `dist/` files; without them (a fresh checkout), or when a data file is newer than them (a
 * pull or a regeneration since the last build), it builds the same bundle in memory.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { contentParts, type BundleLanguage, type ContentPart } from '@vitae/core/content';
import { computeChecksum, listBundleEntries, readBundleZip, type BundleFile } from './bundle.ts';
import { createBundleZip } from './bundle-write.ts';
import { languageBundleFiles, languagePartFiles } from './language-bundle.ts';

const packageDir = resolve(import.meta.dirname, '..');
export const defaultDataDir = join(packageDir, 'data');
export const defaultDistDir = join(packageDir, 'dist');

/** Every file under the data folder (recursively), by path relative to it with `/` separators. */
export function readDataFiles(dataDir: string = defaultDataDir): BundleFile[] {
  const out: BundleFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push({ path: relative(dataDir, full).split(sep).join('/'), bytes: new Uint8Array(readFileSync(full)) });
    }
  };
  walk(dataDir);
  return out;
}

export interface LoadedBundle {
  zip: Uint8Array;
  checksum: string;
  source: 'dist' | 'memory';
}

/** The newest modification time of any file under `dir` (0 for an empty or missing folder). */
export function newestFileTime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const stat = statSync(full);
    newest = Math.max(newest, stat.isDirectory() ? newestFileTime(full) : stat.mtimeMs);
  }
  return newest;
}

/** The zip and checksum under `dir` if both exist and are at least as new as every data file. */
function builtBundle(dir: string, dataDir: string): LoadedBundle | undefined {
  const zipPath = join(dir, 'bundle.zip');
  const checksumPath = join(dir, 'checksum.sha256');
  if (!existsSync(zipPath) || !existsSync(checksumPath) || statSync(zipPath).mtimeMs < newestFileTime(dataDir)) return undefined;
  return { zip: new Uint8Array(readFileSync(zipPath)), checksum: readFileSync(checksumPath, 'utf8').trim(), source: 'dist' };
}

async function bundleFrom(files: readonly BundleFile[]): Promise<LoadedBundle> {
  const entries = listBundleEntries(files);
  return { zip: createBundleZip(entries), checksum: await computeChecksum(entries), source: 'memory' };
}

/** The built bundle of every language if `dist/` has one at least as new as `data/`, else one built now from `data/`. */
export async function loadBundle(options: { dataDir?: string; distDir?: string } = {}): Promise<LoadedBundle> {
  const dataDir = options.dataDir ?? defaultDataDir;
  return builtBundle(options.distDir ?? defaultDistDir, dataDir) ?? bundleFrom(readDataFiles(dataDir));
}

/**
 * One language's bundle (`dist/<language>/bundle.zip` and `checksum.sha256`), under the same rule:
 * the built one while it is at least as new as `data/`, else built now.
 */
export async function loadLanguageBundle(language: BundleLanguage, options: { dataDir?: string; distDir?: string } = {}): Promise<LoadedBundle> {
  const dataDir = options.dataDir ?? defaultDataDir;
  return builtBundle(join(options.distDir ?? defaultDistDir, language), dataDir) ?? bundleFrom(languageBundleFiles(readDataFiles(dataDir), language));
}

/**
 * One language's bundle split into its parts (`core` and one per game line, issue #21), each its
 * own zip with the checksum the browser verifies it by. Derived from `loadLanguageBundle`, so the
 * parts always hold exactly the files of the language bundle, whichever source that came from.
 * Every part is there, even one without files; `source` is where the language bundle came from.
 */
export async function loadLanguagePartBundles(language: BundleLanguage, options: { dataDir?: string; distDir?: string } = {}): Promise<Map<ContentPart, LoadedBundle>> {
  const whole = await loadLanguageBundle(language, options);
  const files: BundleFile[] = [...readBundleZip(whole.zip)].map(([path, bytes]) => ({ path, bytes }));
  const parts = new Map<ContentPart, LoadedBundle>();
  for (const part of contentParts) {
    const entries = listBundleEntries(languagePartFiles(files, part));
    parts.set(part, { zip: createBundleZip(entries), checksum: await computeChecksum(entries), source: whole.source });
  }
  return parts;
}
