/**
 * The bundle from the package's own folders (Node only): what the server serves. Prefers the
 * built `dist/` files; without them (a fresh checkout), or when a data file is newer than them (a
 * pull or a regeneration since the last build), it builds the same bundle in memory.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeChecksum, listBundleEntries, type BundleFile } from './bundle.ts';
import { createBundleZip } from './bundle-write.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
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
function newestFileTime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const stat = statSync(full);
    newest = Math.max(newest, stat.isDirectory() ? newestFileTime(full) : stat.mtimeMs);
  }
  return newest;
}

/** The built bundle if `dist/` has one at least as new as `data/`, else one built now from `data/`. */
export async function loadBundle(options: { dataDir?: string; distDir?: string } = {}): Promise<LoadedBundle> {
  const distDir = options.distDir ?? defaultDistDir;
  const dataDir = options.dataDir ?? defaultDataDir;
  const zipPath = join(distDir, 'bundle.zip');
  const checksumPath = join(distDir, 'checksum.sha256');
  if (existsSync(zipPath) && existsSync(checksumPath) && statSync(zipPath).mtimeMs >= newestFileTime(dataDir)) {
    return { zip: new Uint8Array(readFileSync(zipPath)), checksum: readFileSync(checksumPath, 'utf8').trim(), source: 'dist' };
  }
  const entries = listBundleEntries(readDataFiles(dataDir));
  return { zip: createBundleZip(entries), checksum: await computeChecksum(entries), source: 'memory' };
}
