/**
 * Dev-time generator: reference facts (`shared/reference/v5`) + authored texts (`authoring/v5`)
 * → the committed data files `data/Meta.json`, `data/de-DE/*.json`, `data/en-US/*.json`.
 *
 *   npm run generate -w @vitae/content
 *   VITAE_REFERENCE_DIR=/path/to/reference/v5 npm run generate -w @vitae/content
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFileKeys, contentFileNames, metaFileName } from '@vitae/core/content';
import { readAuthoring } from './lib/authoring.ts';
import { buildContent, unknownAuthoredKeys } from './lib/build-content.ts';
import { missingGermanTexts } from './lib/coverage.ts';
import { toJson } from './lib/json.ts';
import { readReference } from './lib/reference.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const referenceDir = resolve(packageDir, process.env['VITAE_REFERENCE_DIR'] ?? '../../../shared/reference/v5');
const authoringDir = resolve(packageDir, process.env['VITAE_AUTHORING_DIR'] ?? 'authoring/v5');
const dataDir = resolve(packageDir, process.env['VITAE_DATA_DIR'] ?? 'data');

const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

const reference = readReference(referenceDir);
const authoring = readAuthoring(authoringDir, warn);
warnings.push(...unknownAuthoredKeys(reference, authoring));
const { meta, de, en } = buildContent(reference, authoring, warn);

mkdirSync(join(dataDir, 'de-DE'), { recursive: true });
mkdirSync(join(dataDir, 'en-US'), { recursive: true });
writeFileSync(join(dataDir, metaFileName), toJson(meta));
for (const key of contentFileKeys) {
  writeFileSync(join(dataDir, 'de-DE', contentFileNames[key]), toJson(de[key]));
  writeFileSync(join(dataDir, 'en-US', contentFileNames[key]), toJson(en[key]));
}

const missing = missingGermanTexts(de);
for (const message of warnings) console.warn(`warning: ${message}`);
console.log(`reference: ${referenceDir}`);
console.log(`authoring: ${authoringDir}`);
console.log(`wrote ${1 + 2 * contentFileKeys.length} files to ${dataDir}`);
console.log(`German texts still missing: ${missing.length}${missing.length > 0 ? ` (first: ${missing.slice(0, 5).join(', ')})` : ''}`);
