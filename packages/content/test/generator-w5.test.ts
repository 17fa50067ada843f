import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { w5Generator } from '../scripts/w5/generate.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Same default as `npm run generate`: shared/ beside the repository (VITAE_REFERENCE_DIR: the reference root).
const referenceDir = join(resolve(packageDir, process.env['VITAE_REFERENCE_DIR'] ?? '../../../shared/reference'), 'w5');
const available = existsSync(join(referenceDir, 'gifts.json'));

describe.skipIf(!available)('the Werewolf generator', () => {
  const warnings: string[] = [];
  const output = available ? w5Generator.generate({ referenceDir, authoringDir: join(packageDir, 'authoring/w5'), warn: (m) => warnings.push(m) }) : undefined;

  it('runs without warnings and reproduces the committed data files exactly (no stale data)', () => {
    expect(warnings).toEqual([]);
    for (const [lang, files] of Object.entries(output!.files)) {
      for (const [path, data] of Object.entries(files)) expect(JSON.parse(readFileSync(join(packageDir, 'data', lang, path), 'utf8')), `${lang}/${path}`).toEqual(data);
    }
    const meta = JSON.parse(readFileSync(join(packageDir, 'data/Meta.json'), 'utf8')) as { lines: Record<string, unknown> };
    expect(meta.lines['w5']).toEqual(output!.meta);
  });
});
