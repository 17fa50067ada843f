/**
 * The data bundle (docs/product-spec.md §4, docs/behaviour-notes.md §5): a zip with every content file under `bundle/`,
 * built deterministically, and a SHA-256 checksum over the files. Pure (no file system), so the
 * build script, the server, the browser and tests share it; hashing uses Web Crypto (Node ≥ 20 and
 * browsers). Writing zips lives in `bundle-write.ts`, so a browser only loads fflate's reader.
 */
import { strToU8, unzipSync } from 'fflate';

/** Folder every entry of the zip lives in. */
export const bundlePrefix = 'bundle/';

/** A file of the bundle, by its path inside `bundle/` (e.g. `de-DE/Clans.json`). */
export interface BundleFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** A zip entry: its full name (`bundle/de-DE/Clans.json`) and bytes. */
export interface BundleEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

function checkPath(path: string): void {
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`bundle path not allowed: ${JSON.stringify(path)}`);
  }
}

const byName = (a: BundleEntry, b: BundleEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Turns bundle files into zip entries under `bundle/`, sorted by name (code-unit order); rejects bad or duplicate paths. */
export function listBundleEntries(files: Iterable<BundleFile>): BundleEntry[] {
  const entries: BundleEntry[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    checkPath(file.path);
    if (seen.has(file.path)) throw new Error(`bundle path twice: ${file.path}`);
    seen.add(file.path);
    entries.push({ name: `${bundlePrefix}${file.path}`, bytes: file.bytes });
  }
  return entries.sort(byName);
}

/**
 * SHA-256 (lower-case hex, 64 characters) over the entries in name order. Each entry feeds its
 * UTF-8 name, a NUL byte, its byte length in decimal, a NUL byte and its bytes, so no two
 * different bundles share an input. Any change to a path or a byte changes the checksum.
 */
export async function computeChecksum(entries: readonly BundleEntry[]): Promise<string> {
  const parts: Uint8Array[] = [];
  for (const entry of [...entries].sort(byName)) {
    parts.push(strToU8(`${entry.name}\0${entry.bytes.length}\0`), entry.bytes);
  }
  const input = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    input.set(part, offset);
    offset += part.length;
  }
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', input));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Reads a bundle zip back into `path → bytes` (paths relative to `bundle/`), skipping directory
 * entries, entries outside `bundle/` and anything under `bundle/.git`. Throws on a corrupt zip.
 */
export function readBundleZip(zip: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const unzipped = unzipSync(zip, {
    filter: (file) => file.name.startsWith(bundlePrefix) && !file.name.endsWith('/') && !file.name.startsWith(`${bundlePrefix}.git`),
  });
  for (const name of Object.keys(unzipped).sort()) {
    const bytes = unzipped[name];
    if (bytes !== undefined) files.set(name.slice(bundlePrefix.length), bytes);
  }
  return files;
}
