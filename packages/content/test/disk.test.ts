import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentPart } from '@vitae/core/content';
import { computeChecksum, listBundleEntries, readBundleZip } from '../src/bundle.ts';
import { loadBundle, loadLanguageBundle, loadLanguagePartBundles } from '../src/disk.ts';

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

describe('loadLanguageBundle', () => {
  it('serves dist/<language>/ while it is current and builds the language in memory otherwise', async () => {
    const { dataDir, distDir, dataFile } = folders();
    mkdirSync(join(distDir, 'de-DE'));
    writeFileSync(join(distDir, 'de-DE', 'bundle.zip'), 'built earlier');
    writeFileSync(join(distDir, 'de-DE', 'checksum.sha256'), 'def\n');
    utimesSync(dataFile, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await loadLanguageBundle('de-DE', { dataDir, distDir })).toMatchObject({ source: 'dist', checksum: 'def' });
    // No en-US build in dist: built now, and it holds only its own language.
    const en = await loadLanguageBundle('en-US', { dataDir, distDir });
    expect(en.source).toBe('memory');
    expect([...readBundleZip(en.zip).keys()]).toEqual([]);
    utimesSync(join(distDir, 'de-DE', 'bundle.zip'), new Date(2019, 0, 1), new Date(2019, 0, 1));
    const rebuilt = await loadLanguageBundle('de-DE', { dataDir, distDir });
    expect(rebuilt.source).toBe('memory');
    expect([...readBundleZip(rebuilt.zip).keys()]).toEqual(['de-DE/Example.json']);
  });
});

describe('loadLanguagePartBundles', () => {
  it('splits the language bundle into every part, each a zip with its own checksum, empty parts included', async () => {
    const { dataDir, distDir } = folders();
    mkdirSync(join(dataDir, 'de-DE', 'v5'));
    writeFileSync(join(dataDir, 'de-DE', 'v5', 'Clans.json'), '[1]');
    writeFileSync(join(dataDir, 'Meta.json'), '{}');
    const parts = await loadLanguagePartBundles('de-DE', { dataDir, distDir });
    expect([...parts.keys()]).toEqual(['core', 'v5', 'w5', 'm20', 'h5']);
    const paths = (part: ContentPart) => [...readBundleZip(parts.get(part)!.zip).keys()];
    expect(paths('core')).toEqual(['Meta.json', 'de-DE/Example.json']);
    expect(paths('v5')).toEqual(['de-DE/v5/Clans.json']);
    expect(paths('w5')).toEqual([]);
    for (const [part, bundle] of parts) {
      const files = [...readBundleZip(bundle.zip)].map(([path, bytes]) => ({ path, bytes }));
      expect(bundle.checksum, part).toBe(await computeChecksum(listBundleEntries(files)));
    }
    expect(parts.get('w5')!.checksum).toBe(parts.get('h5')!.checksum);
    expect(parts.get('core')!.checksum).not.toBe(parts.get('v5')!.checksum);
  });
});
