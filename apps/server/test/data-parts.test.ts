import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentParts, contentPartOf, type ContentPart } from '@vitae/core/content';
import { computeChecksum, listBundleEntries, readBundleZip } from '@vitae/content/bundle';
import { useTestApp } from './helper.ts';

const ctx = useTestApp();

interface PartsIndex {
  parts: Record<ContentPart, { checksum: string; bytes: number }>;
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const unzip = (body: string) => readBundleZip(Buffer.from(body, 'base64'));
const json = (files: Map<string, Uint8Array>, path: string) => JSON.parse(Buffer.from(files.get(path)!).toString('utf8')) as Array<{ id: number; name: string }>;

describe('content parts per language', () => {
  it.each(['de-DE', 'en-US'] as const)('%s: the index lists all five parts with checksum and zip size, not cached without asking', async (language) => {
    const response = await get(`/api/data/${language}/parts`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { parts } = response.json<PartsIndex>();
    expect(Object.keys(parts)).toEqual([...contentParts]);
    for (const part of contentParts) {
      expect(parts[part].checksum, part).toMatch(/^[0-9a-f]{64}$/);
      expect(parts[part].bytes, part).toBeGreaterThan(0);
    }
    expect(new Set(contentParts.map((part) => parts[part].checksum)).size).toBe(contentParts.length);
  });

  it.each(['de-DE', 'en-US'] as const)('%s: each part unzips to exactly its files of the language bundle, under the checksum of the index', async (language) => {
    const { parts } = (await get(`/api/data/${language}/parts`)).json<PartsIndex>();
    const whole = unzip((await get(`/api/data/${language}/bundle`)).body);
    const seen: string[] = [];
    for (const part of contentParts) {
      const response = await get(`/api/data/${language}/parts/${part}`);
      expect(response.statusCode, part).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-bundle-checksum']).toBe(parts[part].checksum);
      expect(response.headers.etag).toBe(`"${parts[part].checksum}"`);
      const zip = Buffer.from(response.body, 'base64');
      expect(zip.length, part).toBe(parts[part].bytes);
      const files = readBundleZip(zip);
      const paths = [...files.keys()];
      expect(paths, part).toEqual([...whole.keys()].filter((path) => contentPartOf(path) === part));
      for (const [path, bytes] of files) expect(Buffer.from(bytes).equals(Buffer.from(whole.get(path)!)), path).toBe(true);
      expect(await computeChecksum(listBundleEntries([...files].map(([path, bytes]) => ({ path, bytes }))))).toBe(parts[part].checksum);
      seen.push(...paths);
    }
    expect(seen.sort()).toEqual([...whole.keys()].sort());
  });

  it('de-DE: core holds Meta.json and the shared files, v5 only the Vampire folder', async () => {
    const core = [...unzip((await get('/api/data/de-DE/parts/core')).body).keys()];
    expect(core).toEqual(expect.arrayContaining(['Meta.json', 'de-DE/Items.json']));
    expect(core.some((path) => /^de-DE\/(v5|w5|m20|h5)\//.test(path))).toBe(false);
    const v5 = [...unzip((await get('/api/data/de-DE/parts/v5')).body).keys()];
    expect(v5).toContain('de-DE/v5/Disciplines.json');
    expect(v5.every((path) => path.startsWith('de-DE/v5/'))).toBe(true);
    expect(v5.some((path) => path.startsWith('de-DE/w5/'))).toBe(false);
    expect(v5).not.toContain('Meta.json');
  });

  it('en-US parts carry English text where the German differs', async () => {
    const en = unzip((await get('/api/data/en-US/parts/v5')).body);
    const de = unzip((await get('/api/data/de-DE/parts/v5')).body);
    expect([...en.keys()].every((path) => path.startsWith('en-US/v5/'))).toBe(true);
    expect(json(en, 'en-US/v5/Disciplines.json').find((d) => d.id === 2)?.name).toBe('Dominate');
    expect(json(de, 'de-DE/v5/Disciplines.json').find((d) => d.id === 2)?.name).toBe('Beherrschung');
  });

  it('gzips the base64 text for clients that accept it', async () => {
    const plain = await get('/api/data/de-DE/parts/w5');
    const zipped = await get('/api/data/de-DE/parts/w5', { 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends the zip itself to a client that accepts application/zip: its files stored, brotli or gzip on the wire, the same files under the same checksum', async () => {
    const { parts } = (await get('/api/data/de-DE/parts')).json<PartsIndex>();
    const fromText = unzip((await get('/api/data/de-DE/parts/v5')).body);
    const asZip = { accept: 'application/zip, text/plain;q=0.5' };
    const brotli = await get('/api/data/de-DE/parts/v5', { ...asZip, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-type']).toBe('application/zip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers['x-bundle-checksum']).toBe(parts.v5.checksum);
    expect(brotli.headers.etag).toBe(`"${parts.v5.checksum}-zip"`);
    expect(brotli.headers.vary).toBe('accept, accept-encoding');
    const zip = brotliDecompressSync(brotli.rawPayload);
    const files = readBundleZip(zip);
    expect([...files.keys()]).toEqual([...fromText.keys()]);
    for (const [path, bytes] of files) expect(Buffer.from(bytes).equals(Buffer.from(fromText.get(path)!)), path).toBe(true);
    // Stored, not deflated: the zip is larger than its files together.
    expect(zip.length).toBeGreaterThan([...files.values()].reduce((sum, bytes) => sum + bytes.length, 0));
    // What it is for: fewer bytes on the wire than the base64 text, gzipped.
    const gzippedText = await get('/api/data/de-DE/parts/v5', { 'accept-encoding': 'gzip' });
    expect(brotli.rawPayload.length).toBeLessThan(gzippedText.rawPayload.length * 0.85);
    const gzipped = await get('/api/data/de-DE/parts/v5', { ...asZip, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(zip)).toBe(true);
    const plain = await get('/api/data/de-DE/parts/v5', asZip);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(zip)).toBe(true);
  });

  it('the zip and the base64 text have their own ETags: 304 to the same representation only', async () => {
    const asZip = { accept: 'application/zip' };
    const zip = await get('/api/data/de-DE/parts/h5', asZip);
    const text = await get('/api/data/de-DE/parts/h5');
    expect(zip.headers.etag).not.toBe(text.headers.etag);
    expect((await get('/api/data/de-DE/parts/h5', { ...asZip, 'if-none-match': String(zip.headers.etag) })).statusCode).toBe(304);
    expect((await get('/api/data/de-DE/parts/h5', { ...asZip, 'if-none-match': String(text.headers.etag) })).statusCode).toBe(200);
    expect((await get('/api/data/de-DE/parts/h5', { 'if-none-match': String(zip.headers.etag) })).statusCode).toBe(200);
  });

  it('answers 304 to the same ETag, 200 to another part’s', async () => {
    const { headers } = await get('/api/data/de-DE/parts/m20');
    const again = await get('/api/data/de-DE/parts/m20', { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-bundle-checksum']).toBe(headers['x-bundle-checksum']);
    const other = await get('/api/data/de-DE/parts/h5', { 'if-none-match': String(headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it.each(['fr-FR', 'de', 'DE-de'])('answers 404 with a readable message for the language %j', async (language) => {
    for (const url of [`/api/data/${language}/parts`, `/api/data/${language}/parts/core`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 'not_found', message: `there is no content bundle for the language '${language}'; the languages are de-DE, en-US` });
    }
  });

  it.each(['x', 'all', 'V5', 'bundle'])('answers 404 with a readable message for the part %j', async (part) => {
    const response = await get(`/api/data/de-DE/parts/${part}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'not_found', message: `there is no content part '${part}'; the parts are core, v5, w5, m20, h5` });
  });

  it('answers 400, not 500, to a part name far too long', async () => {
    const response = await get(`/api/data/de-DE/parts/${'x'.repeat(40)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('is listed in the OpenAPI description with its 404', async () => {
    const paths = (await get('/api/docs/json')).json<{ paths: Record<string, { get?: { tags?: string[]; responses?: Record<string, unknown> } }> }>().paths;
    for (const path of ['/api/data/{language}/parts', '/api/data/{language}/parts/{part}']) {
      expect(paths[path]?.get?.tags, path).toEqual(['data']);
      expect(Object.keys(paths[path]?.get?.responses ?? {}), path).toEqual(expect.arrayContaining(['200', '404']));
    }
  });

  it('leaves the whole-language routes as they were', async () => {
    const checksum = await get('/api/data/de-DE/checksum');
    expect(checksum.statusCode).toBe(200);
    expect(checksum.body).toMatch(/^[0-9a-f]{64}$/);
    const bundle = await get('/api/data/de-DE/bundle');
    expect(bundle.headers['x-bundle-checksum']).toBe(checksum.body);
  });
});
