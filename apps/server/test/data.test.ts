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
