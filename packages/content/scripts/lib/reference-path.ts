/**
 * Where the generator and the tests read the reference facts: `packages/content/reference/`,
 * vendored into the repository (facts only, with their sources and licences in its README), so
 * `npm run generate -w @vitae/content` and the content tests work from a clone.
 * `VITAE_REFERENCE_DIR` points at another root (resolved against this package), e.g. a newer copy.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The reference root: one folder per line (`v5`, `w5`, `m20`, `h5`) plus `README.md` and `_summary.json`. */
export const referenceRoot = resolve(packageDir, process.env['VITAE_REFERENCE_DIR'] ?? 'reference');

/** One line's reference folder. */
export const referenceDirOf = (line: string): string => join(referenceRoot, line);
