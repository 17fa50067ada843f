/**
 * Builds `dist/bundle.zip` and `dist/checksum.sha256` (every language, for old clients) and, per
 * language, `dist/<language>/bundle.zip` and `checksum.sha256` from the committed data files, and
 * the language's parts packed for the web app in `dist/<language>/parts/` (see `packed-parts.ts`).
 * Validates every file first (schemas and references), so a broken bundle never ships.
 *
 *   npm run build -w @vitae/content
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeChecksum, listBundleEntries } from '../src/bundle.ts';
import { createBundleZip } from '../src/bundle-write.ts';
import { loadLanguagePartBundles } from '../src/disk.ts';
import { languageBundleFiles } from '../src/language-bundle.ts';
import { packPart, writePackedParts } from '../src/packed-parts.ts';
import { bundleLanguages } from '@vitae/core/content';
import { readDataFiles, validateDataFiles } from './lib/data-files.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(packageDir, process.env['VITAE_CONTENT_DATA_DIR'] ?? 'data');
const distDir = resolve(packageDir, process.env['VITAE_DIST_DIR'] ?? 'dist');

const files = readDataFiles(dataDir);
const problems = validateDataFiles(files);
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`);
  process.exit(1);
}
const entries = listBundleEntries(files);
const zip = createBundleZip(entries);
const checksum = await computeChecksum(entries);
mkdirSync(distDir, { recursive: true });
writeFileSync(join(distDir, 'bundle.zip'), zip);
writeFileSync(join(distDir, 'checksum.sha256'), checksum);
console.log(`bundle.zip: ${entries.length} files, ${zip.length} bytes; checksum ${checksum}`);
for (const language of bundleLanguages) {
  const languageEntries = listBundleEntries(languageBundleFiles(files, language));
  const languageZip = createBundleZip(languageEntries);
  const languageChecksum = await computeChecksum(languageEntries);
  mkdirSync(join(distDir, language), { recursive: true });
  writeFileSync(join(distDir, language, 'bundle.zip'), languageZip);
  writeFileSync(join(distDir, language, 'checksum.sha256'), languageChecksum);
  console.log(`${language}/bundle.zip: ${languageEntries.length} files, ${languageZip.length} bytes; checksum ${languageChecksum}`);
  const parts = await loadLanguagePartBundles(language, { dataDir, distDir });
  const packed = new Map(await Promise.all([...parts].map(async ([part, bundle]) => [part, await packPart(bundle, { brotliQuality: 11 })] as const)));
  writePackedParts(join(distDir, language, 'parts'), packed);
  console.log(`${language}/parts: ${[...packed].map(([part, { brotli }]) => `${part} ${brotli.length}`).join(', ')} bytes brotli`);
}
