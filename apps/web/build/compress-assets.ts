import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Already compressed formats (images, fonts, archives) gain nothing; source maps are only for devtools. */
const skipped = /\.(png|jpe?g|gif|webp|avif|woff2?|zip|gz|br|map)$/i;
/** The service worker is served as it is: small, and browsers check it byte by byte for updates. */
const uncompressed = /(^|[\\/])sw\.js$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every built file, so the server picks one by
 * `Accept-Encoding` without compressing on each request (and can afford the strongest levels).
 */
export async function compressDir(dir: string): Promise<{ files: number; rawBytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) => !skipped.test(file) && !uncompressed.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.rawBytes += raw.length;
      totals.brotliBytes += br.length;
      totals.gzipBytes += gz.length;
    }),
  );
  return totals;
}

/** Vite plugin: compresses the finished build output (see `compressDir`). */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = console.log;
  return {
    name: 'vitae-compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const totals = await compressDir(outDir);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      log(`compressed ${totals.files} files: ${kib(totals.rawBytes)} → ${kib(totals.brotliBytes)} brotli, ${kib(totals.gzipBytes)} gzip`);
    },
  };
}
