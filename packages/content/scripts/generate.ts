/**
 * Dev-time generator: reference facts (`reference/<line>`, vendored) + authored texts
 * (`authoring/<line>`) → the committed data files: `data/Meta.json` and, per language,
 * `data/<lang>/<path>` for every file of every line (shared files once).
 *
 *   npm run generate -w @vitae/content
 *   VITAE_REFERENCE_DIR=/path/to/reference npm run generate -w @vitae/content
 *
 * Each line has its own generator under `scripts/<line>/`; a line without one keeps the data it has.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metaFileName } from '@vitae/core/content';
import { toJson } from './lib/json.ts';
import type { LineGenerator } from './lib/line-generator.ts';
import { m20Generator } from './m20/generate.ts';
import { v5Generator } from './v5/generate.ts';
import { w5Generator } from './w5/generate.ts';
import { h5Generator } from './h5/generate.ts';
import { referenceDirOf } from './lib/reference-path.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const authoringRoot = resolve(packageDir, process.env['VITAE_AUTHORING_DIR'] ?? 'authoring');
const dataDir = resolve(packageDir, process.env['VITAE_CONTENT_DATA_DIR'] ?? 'data');

/** Every line with a generator, in the order they run (shared files: the first writer wins). */
const generators: readonly LineGenerator[] = [v5Generator, w5Generator, m20Generator, h5Generator];

const metaPath = join(dataDir, metaFileName);
const previous = existsSync(metaPath) ? (JSON.parse(readFileSync(metaPath, 'utf8')) as { lines?: Record<string, unknown> }) : {};
const meta = { languages: ['de-DE', 'en-US'], lines: { ...(previous.lines ?? {}) } as Record<string, unknown> };
const written = new Set<string>();
for (const generator of generators) {
  const warnings: string[] = [];
  const output = generator.generate({ referenceDir: referenceDirOf(generator.line), authoringDir: join(authoringRoot, generator.line), warn: (m) => warnings.push(m) });
  meta.lines[generator.line] = output.meta;
  for (const [lang, files] of Object.entries(output.files)) {
    for (const [path, data] of Object.entries(files)) {
      const key = `${lang}/${path}`;
      if (written.has(key)) continue;
      written.add(key);
      mkdirSync(dirname(join(dataDir, key)), { recursive: true });
      writeFileSync(join(dataDir, key), toJson(data));
    }
  }
  for (const message of warnings) console.warn(`warning (${generator.line}): ${message}`);
  for (const line of output.report) console.log(`${generator.line}: ${line}`);
}
writeFileSync(metaPath, toJson(meta));
console.log(`wrote ${written.size + 1} files to ${dataDir}`);
