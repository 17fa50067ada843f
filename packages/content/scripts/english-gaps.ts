/**
 * Lists the content texts that still lack an English text of their own (issue #47 item 3):
 * counts per line, file, field and problem, or every gap as JSON to fill in.
 *
 *   npm run english-gaps -w @vitae/content            counts
 *   npm run english-gaps -w @vitae/content -- --json  every gap, with its German text
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from '../src/disk.ts';
import { countGaps, englishGapsInData } from './lib/english-coverage.ts';
import { sameInEnglishValues } from './lib/same-in-english.ts';

const dataDir = process.env['VITAE_CONTENT_DATA_DIR'] ?? defaultDataDir;
const gaps = englishGapsInData((path) => JSON.parse(readFileSync(join(dataDir, path), 'utf8')) as unknown, sameInEnglishValues);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(gaps, null, 2));
} else {
  for (const [label, count] of Object.entries(countGaps(gaps))) console.log(`${String(count).padStart(5)}  ${label}`);
  console.log(`${String(gaps.length).padStart(5)}  in all`);
}
