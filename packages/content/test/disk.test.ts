import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../src/disk.ts';

function folders(): { dataDir: string; distDir: string; dataFile: string; zipPath: string } {
  const root = mkdtempSync(join(tmpdir(), 'vitae-disk-'));
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  mkdirSync(join(dataDir, 'de-DE'), { recursive: true });
  mkdirSync(distDir);
  const dataFile = join(dataDir, 'de-DE', 'Example.json');
  writeFileSync(dataFile, '[]');
  const zipPath = join(distDir, 'bundle.zip');
  writeFileSync(zipPath, 'built earlier');
  writeFileSync(join(distDir, 'checksum.sha256'), 'abc\n');
  return { dataDir, distDir, dataFile, zipPath };
}

describe('loadBundle', () => {
  it('serves the built bundle when it is at least as new as every data file', async () => {
    const { dataDir, distDir, dataFile } = folders();
    utimesSync(dataFile, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const loaded = await loadBundle({ dataDir, distDir });
    expect(loaded.source).toBe('dist');
    expect(loaded.checksum).toBe('abc');
  });

  it('builds in memory when a data file changed after the last build (a pull, a regeneration)', async () => {
    const { dataDir, distDir, zipPath } = folders();
    utimesSync(zipPath, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const loaded = await loadBundle({ dataDir, distDir });
    expect(loaded.source).toBe('memory');
    expect(loaded.checksum).not.toBe('abc');
  });
});
