import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlePrefix, computeChecksum, listBundleEntries, readBundleZip, type BundleFile } from '../src/bundle.ts';
import { createBundleZip } from '../src/bundle-write.ts';
import { readDataFiles, validateDataFiles } from '../scripts/lib/data-files.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataFiles = readDataFiles(join(packageDir, 'data'));
const file = (path: string, text: string): BundleFile => ({ path, bytes: strToU8(text) });

describe('bundle entries', () => {
  it('puts every file under bundle/ in sorted order', () => {
    const entries = listBundleEntries([file('en-US/Clans.json', '[]'), file('Meta.json', '{}'), file('de-DE/Clans.json', '[]')]);
    expect(entries.map((e) => e.name)).toEqual(['bundle/Meta.json', 'bundle/de-DE/Clans.json', 'bundle/en-US/Clans.json']);
  });

  it.each(['', '/etc/passwd', '../x.json', 'de-DE/../x.json', 'a//b.json', 'a\\b.json'])('rejects the path %j', (path) => {
    expect(() => listBundleEntries([file(path, '')])).toThrow(/not allowed/);
  });

  it('rejects the same path twice', () => {
    expect(() => listBundleEntries([file('Meta.json', '{}'), file('Meta.json', '{}')])).toThrow(/twice/);
  });
});

describe('checksum', () => {
  const base = [file('Meta.json', '{"a":1}'), file('de-DE/Clans.json', '[]')];

  it('is 64 lower-case hex characters and independent of input order', async () => {
    const a = await computeChecksum(listBundleEntries(base));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await computeChecksum(listBundleEntries([...base].reverse()))).toBe(a);
  });

  it.each<[string, BundleFile[]]>([
    ['a changed byte', [file('Meta.json', '{"a":2}'), file('de-DE/Clans.json', '[]')]],
    ['a renamed file', [file('Meta.json', '{"a":1}'), file('de-DE/Clan.json', '[]')]],
    ['a moved boundary between path and bytes', [file('Meta.json', '{"a":1}'), file('de-DE/Clans.json[', ']')]],
    ['an extra file', [...base, file('en-US/Clans.json', '[]')]],
  ])('changes with %s', async (_name, files) => {
    expect(await computeChecksum(listBundleEntries(files))).not.toBe(await computeChecksum(listBundleEntries(base)));
  });
});

describe('zip', () => {
  it('is byte-identical when built twice and round-trips every file', () => {
    const entries = listBundleEntries(dataFiles);
    const first = createBundleZip(entries);
    const second = createBundleZip(listBundleEntries([...dataFiles].reverse()));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const back = readBundleZip(first);
    expect([...back.keys()]).toEqual(dataFiles.map((f) => f.path).sort());
    for (const f of dataFiles) expect(Buffer.from(back.get(f.path)!).equals(Buffer.from(f.bytes)), f.path).toBe(true);
  });

  it('stores the fixed 1980-01-01 timestamp', () => {
    const zip = createBundleZip(listBundleEntries([file('Meta.json', '{}')]));
    // Local file header: modification time at offset 10, date at 12 (DOS format).
    const view = new DataView(zip.buffer, zip.byteOffset);
    expect(view.getUint16(10, true)).toBe(0);
    expect(view.getUint16(12, true)).toBe((0 << 9) | (1 << 5) | 1);
  });

  it('skips directories, .git entries and anything outside bundle/ when reading', () => {
    const zip = zipSync({ 'bundle/Meta.json': strToU8('{}'), 'bundle/.git/HEAD': strToU8('x'), 'bundle/de-DE/': new Uint8Array(), 'other.txt': strToU8('x') });
    expect([...readBundleZip(zip).keys()]).toEqual(['Meta.json']);
  });

  it('throws on a corrupt zip', () => {
    expect(() => readBundleZip(strToU8('not a zip'))).toThrow();
  });
});

describe('data files for the bundle', () => {
  it('are exactly Meta.json, the 13 Vampire files (4 of them shared), the 9 Werewolf files and the 6 Hunter files per language, all valid', () => {
    expect(dataFiles).toHaveLength(1 + 2 * (13 + 9 + 6));
    expect(validateDataFiles(dataFiles)).toEqual([]);
  });

  it('validation reports a missing, an extra and a broken file', () => {
    const files = dataFiles.filter((f) => f.path !== 'en-US/Items.json').map((f) => (f.path === 'de-DE/v5/Clans.json' ? file(f.path, '[{"id":1}]') : f));
    const problems = validateDataFiles([...files, file('de-DE/Notes.json', '{}')]);
    expect(problems).toEqual(expect.arrayContaining(['en-US/Items.json: missing', 'de-DE/Notes.json: not a content file']));
    expect(problems.some((p) => p.startsWith('v5 de-DE: v5/Clans.json'))).toBe(true);
  });
});

describe('npm run build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vitae-bundle-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const build = () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-bundle.ts'], { cwd: packageDir, env: { ...process.env, VITAE_DIST_DIR: dist }, stdio: 'pipe' });
    return { zip: readFileSync(join(dist, 'bundle.zip')), checksum: readFileSync(join(dist, 'checksum.sha256'), 'utf8') };
  };

  it('writes the same zip and checksum twice, and the checksum matches the zip contents', async () => {
    const first = build();
    const second = build();
    expect(second.checksum).toBe(first.checksum);
    expect(second.zip.equals(first.zip)).toBe(true);
    expect(first.checksum).toMatch(/^[0-9a-f]{64}$/);
    const unzipped = unzipSync(new Uint8Array(first.zip));
    const entries = Object.entries(unzipped).map(([name, bytes]) => ({ name, bytes }));
    expect(entries.every((e) => e.name.startsWith(bundlePrefix))).toBe(true);
    expect(await computeChecksum(entries)).toBe(first.checksum);
  }, 60_000);
});
