import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { w5Generator } from '../scripts/w5/generate.ts';
import { referenceDirOf } from '../scripts/lib/reference-path.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The same vendored reference as `npm run generate` (packages/content/reference).
const referenceDir = referenceDirOf('w5');

describe('the Werewolf generator', () => {
  const warnings: string[] = [];
  const output = w5Generator.generate({ referenceDir, authoringDir: join(packageDir, 'authoring/w5'), warn: (m) => warnings.push(m) });

  it('runs without warnings and reproduces the committed data files exactly (no stale data)', () => {
    expect(warnings).toEqual([]);
    for (const [lang, files] of Object.entries(output.files)) {
      for (const [path, data] of Object.entries(files)) expect(JSON.parse(readFileSync(join(packageDir, 'data', lang, path), 'utf8')), `${lang}/${path}`).toEqual(data);
    }
    const meta = JSON.parse(readFileSync(join(packageDir, 'data/Meta.json'), 'utf8')) as { lines: Record<string, unknown> };
    expect(meta.lines['w5']).toEqual(output.meta);
  });
});
