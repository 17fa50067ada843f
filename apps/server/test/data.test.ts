import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { computeChecksum, listBundleEntries, readBundleZip } from '@vitae/content/bundle';
import { useTestApp } from './helper.ts';

const ctx = useTestApp();

describe('content bundle', () => {
  it('serves the checksum as text and the zip as base64 text that matches it', async () => {
    const checksum = await ctx.app.inject({ method: 'GET', url: '/api/data/checksum' });
    expect(checksum.statusCode).toBe(200);
    expect(checksum.headers['content-type']).toMatch(/text\/plain/);
    expect(checksum.body).toMatch(/^[0-9a-f]{64}$/);

    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers.etag).toBe(`"${checksum.body}"`);
    const files = readBundleZip(Buffer.from(bundle.body, 'base64'));
    expect([...files.keys()]).toEqual(expect.arrayContaining(['Meta.json', 'de-DE/v5/Clans.json', 'en-US/v5/Disciplines.json', 'de-DE/Skills.json']));
    const entries = listBundleEntries([...files].map(([path, bytes]) => ({ path, bytes })));
    expect(await computeChecksum(entries)).toBe(checksum.body);
    const clans = JSON.parse(Buffer.from(files.get('de-DE/v5/Clans.json')!).toString('utf8')) as Array<{ name: string; bane: string }>;
    expect(clans.find((clan) => clan.name === 'Brujah')?.bane).toMatch(/Fluchstärke/);
  });

  it('answers 304 to a browser that already has this bundle', async () => {
    const { headers } = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle' });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle', headers: { 'if-none-match': String(headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gzips the base64 text for clients that accept it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle' });
    const zipped = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('content bundle per language', () => {
  it.each(['de-DE', 'en-US'] as const)('%s: the checksum matches a zip of Meta.json and only that language', async (language) => {
    const checksum = await ctx.app.inject({ method: 'GET', url: `/api/data/${language}/checksum` });
    expect(checksum.statusCode).toBe(200);
    expect(checksum.headers['content-type']).toMatch(/text\/plain/);
    expect(checksum.body).toMatch(/^[0-9a-f]{64}$/);
    const bundle = await ctx.app.inject({ method: 'GET', url: `/api/data/${language}/bundle` });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers.etag).toBe(`"${checksum.body}"`);
    expect(bundle.headers['x-bundle-checksum']).toBe(checksum.body);
    const files = readBundleZip(Buffer.from(bundle.body, 'base64'));
    const paths = [...files.keys()];
    expect(paths).toContain('Meta.json');
    for (const line of ['v5', 'w5', 'm20', 'h5']) expect(paths.some((path) => path.startsWith(`${language}/${line}/`)), line).toBe(true);
    expect(paths.every((path) => path === 'Meta.json' || path.startsWith(`${language}/`))).toBe(true);
    expect(await computeChecksum(listBundleEntries([...files].map(([path, bytes]) => ({ path, bytes }))))).toBe(checksum.body);
  });

  it('the two languages differ, and English carries English names with German where English has no text', async () => {
    const read = async (language: string) => readBundleZip(Buffer.from((await ctx.app.inject({ method: 'GET', url: `/api/data/${language}/bundle` })).body, 'base64'));
    const [de, en] = [await read('de-DE'), await read('en-US')];
    const json = (files: Map<string, Uint8Array>, path: string) => JSON.parse(Buffer.from(files.get(path)!).toString('utf8')) as Array<{ id: number; name: string | null; key?: string }>;
    expect(json(en, 'en-US/v5/Disciplines.json').find((d) => d.id === 2)?.name).toBe('Dominate');
    expect(json(de, 'de-DE/v5/Disciplines.json').find((d) => d.id === 2)?.name).toBe('Beherrschung');
    // Items carry English names of their own (issue #47), never null, record for record with German.
    const items = json(en, 'en-US/Items.json');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => typeof item.name === 'string' && item.name !== '')).toBe(true);
    expect(items.map((item) => item.key)).toEqual(json(de, 'de-DE/Items.json').map((item) => item.key));
    expect(items.find((item) => item.key === 'holzpflock')?.name).toBe('Wooden Stake');
    expect(json(de, 'de-DE/Items.json').find((item) => item.key === 'holzpflock')?.name).toBe('Holzpflock');
  });

  it('answers 304 to the same ETag, 200 to another, per language', async () => {
    const { headers } = await ctx.app.inject({ method: 'GET', url: '/api/data/en-US/bundle' });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/data/en-US/bundle', headers: { 'if-none-match': String(headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const german = await ctx.app.inject({ method: 'GET', url: '/api/data/de-DE/bundle', headers: { 'if-none-match': String(headers.etag) } });
    expect(german.statusCode).toBe(200);
  });

  it('gzips the base64 text for clients that accept it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/data/de-DE/bundle' });
    const zipped = await ctx.app.inject({ method: 'GET', url: '/api/data/de-DE/bundle', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it.each(['fr-FR', 'de', 'DE-de', 'x'.repeat(30)])('answers 404 with a readable message for the language %j', async (language) => {
    for (const file of ['checksum', 'bundle']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/data/${language}/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: `there is no content bundle for the language '${language}'; the languages are de-DE, en-US` });
    }
  });

  it('answers 400, not 500, to a language code far too long', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/data/${'x'.repeat(60)}/bundle` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
