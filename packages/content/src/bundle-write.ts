import { zipSync } from 'fflate';
import type { BundleEntry } from './bundle.ts';

/** Fixed timestamp of every zip entry (the earliest a zip can store), in local time as zip stores it. */
export const bundleTimestamp = (): Date => new Date(1980, 0, 1, 0, 0, 0);

const byName = (a: BundleEntry, b: BundleEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Zips the entries deterministically: sorted names, fixed timestamps, fixed compression level.
 * `stored` keeps the files uncompressed, for a zip sent with brotli on the wire (which packs JSON
 * far tighter than the zip's deflate, and cannot pack deflated bytes again).
 */
export function createBundleZip(entries: readonly BundleEntry[], options: { stored?: boolean } = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const entry of [...entries].sort(byName)) files[entry.name] = entry.bytes;
  return zipSync(files, { level: options.stored ? 0 : 9, mtime: bundleTimestamp() });
}

