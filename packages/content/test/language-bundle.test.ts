import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gameLines, lineRules } from '@vitae/core';
import { bundleLanguages, contentParts, resolveContent } from '@vitae/core/content';
import { getLineContent } from '../src/index.ts';
import { computeChecksum, listBundleEntries, readBundleZip, type BundleFile } from '../src/bundle.ts';
import { createBundleZip } from '../src/bundle-write.ts';
import { readDataFiles } from '../src/disk.ts';
import { isBundleLanguage, languageBundleFiles, languagePartFiles } from '../src/language-bundle.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataFiles = readDataFiles(join(packageDir, 'data'));
const file = (path: string, value: unknown): BundleFile => ({ path, bytes: strToU8(JSON.stringify(value)) });
const json = (bundle: BundleFile[], path: string): unknown => JSON.parse(strFromU8(bundle.find((f) => f.path === path)!.bytes));

/** Every place in `translated` that is null or '' while German has text there. */
function gaps(translated: unknown, german: unknown, at = ''): string[] {
  if (typeof german === 'string' && german !== '' && (translated === null || translated === undefined || translated === '')) return [at];
  if (Array.isArray(german) && Array.isArray(translated) && german.length === translated.length) return german.flatMap((g, i) => gaps(translated[i], g, `${at}[${i}]`));
  if (german && typeof german === 'object' && translated && typeof translated === 'object' && !Array.isArray(german)) {
    return Object.entries(german).flatMap(([key, g]) => gaps((translated as Record<string, unknown>)[key], g, `${at}.${key}`));
  }
  return [];
}

describe('a bundle per language', () => {
  it('German: Meta.json and every German file byte for byte, nothing of English', () => {
    const de = languageBundleFiles(dataFiles, 'de-DE');
    const expected = dataFiles.filter((f) => f.path === 'Meta.json' || f.path.startsWith('de-DE/'));
    expect(de.map((f) => f.path)).toEqual(expected.map((f) => f.path));
    for (const [i, f] of de.entries()) expect(Buffer.from(f.bytes).equals(Buffer.from(expected[i]!.bytes)), f.path).toBe(true);
    expect(de.some((f) => f.path.startsWith('en-US/'))).toBe(false);
  });

  it('English: Meta.json and every English file with the German text wherever English has none, for all four lines', () => {
    const en = languageBundleFiles(dataFiles, 'en-US');
    expect(en.map((f) => f.path)).toEqual(dataFiles.filter((f) => f.path === 'Meta.json' || f.path.startsWith('en-US/')).map((f) => f.path));
    for (const line of ['v5', 'w5', 'm20', 'h5']) expect(en.some((f) => f.path.startsWith(`en-US/${line}/`)), line).toBe(true);
    const raw = (path: string) => JSON.parse(strFromU8(dataFiles.find((f) => f.path === path)!.bytes)) as unknown;
    for (const f of en.filter((f) => f.path.startsWith('en-US/'))) {
      const german = raw(`de-DE/${f.path.slice('en-US/'.length)}`);
      expect(gaps(json(en, f.path), german), f.path).toEqual([]);
    }
    // The raw English data has no gaps left (english-texts.test.ts), so the filling itself is checked on made-up files below.
    const disciplines = json(en, 'en-US/v5/Disciplines.json') as Array<{ id: number; name: string }>;
    expect(disciplines.find((d) => d.id === 2)?.name).toBe('Dominate');
  });

  it.each(gameLines)('English %s: the shipped files pass the full (German) schemas and read exactly like the Node reader with fallback', (line) => {
    const en = languageBundleFiles(dataFiles, 'en-US');
    const files = lineRules[line].content.files;
    const shipped = Object.fromEntries(Object.entries(files).map(([key, f]) => [key, json(en, `en-US/${f.path}`)]));
    expect(resolveContent(files, shipped)).toEqual(getLineContent(line, 'en-US'));
  });

  it('fills field by field: English wins where it has text, German fills null, missing and empty', () => {
    const files = [
      file('Meta.json', { languages: ['de-DE', 'en-US'] }),
      file('de-DE/v5/Clans.json', [{ id: 1, name: 'Brujah', slogan: 'Rebellen', curse: 'Fluch' }]),
      file('en-US/v5/Clans.json', [{ id: 1, name: 'Brujah', slogan: null, curse: '' }]),
      file('en-US/Only.json', { text: null }),
    ];
    const en = languageBundleFiles(files, 'en-US');
    expect(json(en, 'en-US/v5/Clans.json')).toEqual([{ id: 1, name: 'Brujah', slogan: 'Rebellen', curse: 'Fluch' }]);
    expect(json(en, 'en-US/Only.json')).toEqual({ text: null });
  });

  it('each language has a stable checksum of its own: the same data gives the same zip, English edits leave German alone', async () => {
    const checksum = async (files: BundleFile[]) => computeChecksum(listBundleEntries(files));
    const de = await checksum(languageBundleFiles(dataFiles, 'de-DE'));
    const en = await checksum(languageBundleFiles(dataFiles, 'en-US'));
    expect(de).toMatch(/^[0-9a-f]{64}$/);
    expect(en).not.toBe(de);
    expect(await checksum(languageBundleFiles([...dataFiles].reverse(), 'en-US'))).toBe(en);
    const zip = (files: BundleFile[]) => Buffer.from(createBundleZip(listBundleEntries(files)));
    expect(zip(languageBundleFiles(dataFiles, 'en-US')).equals(zip(languageBundleFiles(dataFiles, 'en-US')))).toBe(true);

    const editedEnglish = dataFiles.map((f) => (f.path === 'en-US/v5/Clans.json' ? { ...f, bytes: strToU8(strFromU8(f.bytes).replace('Brujah', 'Brujah!')) } : f));
    expect(await checksum(languageBundleFiles(editedEnglish, 'de-DE'))).toBe(de);
    expect(await checksum(languageBundleFiles(editedEnglish, 'en-US'))).not.toBe(en);
    const editedGerman = dataFiles.map((f) => (f.path === 'de-DE/v5/Clans.json' ? { ...f, bytes: strToU8(strFromU8(f.bytes).replace('Brujah', 'Brujah!')) } : f));
    expect(await checksum(languageBundleFiles(editedGerman, 'de-DE'))).not.toBe(de);
  });

  it('round-trips through the zip reader the browser uses', () => {
    const en = languageBundleFiles(dataFiles, 'en-US');
    const back = readBundleZip(createBundleZip(listBundleEntries(en)));
    expect([...back.keys()]).toEqual(en.map((f) => f.path).sort());
  });

  it.each([
    ['de-DE', true],
    ['en-US', true],
    ['fr-FR', false],
    ['de', false],
    ['', false],
  ])('%j is a bundle language: %s', (code, expected) => {
    expect(isBundleLanguage(code)).toBe(expected);
  });
});

describe('the parts of a language bundle', () => {
  it.each(bundleLanguages)('%s: every file of the bundle lands in exactly one part, none left over', (language) => {
    const bundle = languageBundleFiles(dataFiles, language);
    const parts = contentParts.map((part) => languagePartFiles(bundle, part));
    const paths = parts.flatMap((files) => files.map((f) => f.path));
    expect(paths.slice().sort()).toEqual(bundle.map((f) => f.path).sort());
    expect(new Set(paths).size).toBe(paths.length);
    for (const files of parts) expect(files.length).toBeGreaterThan(0);
  });

  it.each(bundleLanguages)('%s: core holds Meta.json and the language folder’s own files, each line its folder only', (language) => {
    const bundle = languageBundleFiles(dataFiles, language);
    const core = languagePartFiles(bundle, 'core').map((f) => f.path);
    expect(core).toContain('Meta.json');
    expect(core).toContain(`${language}/Items.json`);
    expect(core.every((path) => path === 'Meta.json' || /^[^/]+\/[^/]+$/.test(path)), core.join()).toBe(true);
    for (const line of gameLines) {
      const paths = languagePartFiles(bundle, line).map((f) => f.path);
      expect(paths.length, line).toBeGreaterThan(0);
      expect(paths.every((path) => path.startsWith(`${language}/${line}/`)), line).toBe(true);
    }
    expect(languagePartFiles(bundle, 'v5').map((f) => f.path)).toContain(`${language}/v5/Disciplines.json`);
  });

  it('keeps the bytes of the bundle (the English part carries the German fallback) and works on made-up files', () => {
    const en = languageBundleFiles(dataFiles, 'en-US');
    const v5 = languagePartFiles(en, 'v5');
    for (const f of v5) expect(f.bytes).toBe(en.find((g) => g.path === f.path)!.bytes);
    const files = [file('Meta.json', {}), file('de-DE/Items.json', []), file('de-DE/w5/Gifts.json', []), file('de-DE/extra/Notes.json', [])];
    expect(languagePartFiles(files, 'core').map((f) => f.path)).toEqual(['Meta.json', 'de-DE/Items.json', 'de-DE/extra/Notes.json']);
    expect(languagePartFiles(files, 'w5').map((f) => f.path)).toEqual(['de-DE/w5/Gifts.json']);
    expect(languagePartFiles(files, 'h5')).toEqual([]);
  });
});
