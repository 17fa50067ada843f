import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentParts } from '@vitae/core/content';
import { readBundleZip } from '../src/bundle.ts';
import { loadLanguagePartBundles } from '../src/disk.ts';
import { loadPackedLanguageParts, packPart, writePackedParts } from '../src/packed-parts.ts';

function folders(): { dataDir: string; distDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'vitae-packed-'));
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  mkdirSync(join(dataDir, 'de-DE', 'v5'), { recursive: true });
  writeFileSync(join(dataDir, 'Meta.json'), '{}');
  writeFileSync(join(dataDir, 'de-DE', 'Example.json'), '[]');
  writeFileSync(join(dataDir, 'de-DE', 'v5', 'Clans.json'), JSON.stringify([{ id: 'brujah', name: 'Brujah' }]));
  mkdirSync(distDir);
  return { dataDir, distDir };
}

const past = new Date(2020, 0, 1);

describe('packPart', () => {
  it('stores the part’s files uncompressed, and brotli and gzip unpack to that zip', async () => {
    const { dataDir, distDir } = folders();
    const v5 = (await loadLanguagePartBundles('de-DE', { dataDir, distDir })).get('v5')!;
    const packed = await packPart(v5);
    expect(packed.checksum).toBe(v5.checksum);
    expect(packed.zip).toEqual(v5.zip);
    expect([...readBundleZip(packed.stored)]).toEqual([...readBundleZip(v5.zip)]);
    // Stored, not deflated: the file's text is in the zip as it is.
    expect(Buffer.from(packed.stored).includes('"name":"Brujah"')).toBe(true);
    expect(new Uint8Array(brotliDecompressSync(packed.brotli))).toEqual(packed.stored);
    expect(new Uint8Array(gunzipSync(packed.gzip))).toEqual(packed.stored);
  });
});

describe('loadPackedLanguageParts', () => {
  it('reads the built parts while they are current, and packs them again once a data file is newer or one is missing', async () => {
    const { dataDir, distDir } = folders();
    const fresh = await loadPackedLanguageParts('de-DE', { dataDir, distDir });
    expect([...fresh.keys()]).toEqual([...contentParts]);
    expect([...fresh.values()].every((part) => part.source === 'memory')).toBe(true);

    const partsDir = join(distDir, 'de-DE', 'parts');
    writePackedParts(partsDir, fresh);
    // Marked, so that reading the built files shows: the server serves what the build wrote.
    writeFileSync(join(partsDir, 'v5', 'stored.zip.br'), 'built');
    const built = await loadPackedLanguageParts('de-DE', { dataDir, distDir });
    expect(built.get('v5')).toMatchObject({ source: 'dist', checksum: fresh.get('v5')!.checksum });
    expect(Buffer.from(built.get('v5')!.brotli).toString()).toBe('built');
    expect(built.get('core')!.stored).toEqual(fresh.get('core')!.stored);

    // A file of the build older than the data (a pull since the build): packed now.
    utimesSync(join(partsDir, 'h5', 'stored.zip.gz'), past, past);
    expect((await loadPackedLanguageParts('de-DE', { dataDir, distDir })).get('v5')!.source).toBe('memory');

    writePackedParts(partsDir, fresh);
    expect((await loadPackedLanguageParts('de-DE', { dataDir, distDir })).get('v5')!.source).toBe('dist');
    rmSync(join(partsDir, 'w5', 'checksum.sha256'));
    const repacked = await loadPackedLanguageParts('de-DE', { dataDir, distDir });
    expect(repacked.get('w5')).toMatchObject({ source: 'memory', checksum: fresh.get('w5')!.checksum });
  });
});
