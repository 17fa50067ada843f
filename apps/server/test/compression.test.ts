import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressionThresholdBytes, pickEncoding } from '../src/plugins/compression.ts';
import { as, registerUser, useTestApp } from './helper.ts';

// A built app as the web build leaves it: every file with its .br and .gz beside it.
const dist = mkdtempSync(path.join(tmpdir(), 'vitae-dist-'));
mkdirSync(path.join(dist, 'assets'));
const html = `<!doctype html><title>Vitae</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const script = `console.log(${JSON.stringify('Vitae '.repeat(500))});`;
for (const [file, text] of [['index.html', html], ['assets/app-abc123.js', script], ['assets/app-abc123.css', 'body{color:red}'.repeat(100)], ['sw.js', script]] as const) {
  writeFileSync(path.join(dist, file), text);
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
}

const ctx = useTestApp({ webDistDir: dist });

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, GZIP;Q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', undefined],
  ])('%j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the built app, pre-compressed', () => {
  it.each([
    ['gzip, deflate, br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)('answers Accept-Encoding %j with %s, the right type and length', async (accept, encoding, decode) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(response.rawPayload).toString()).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends stylesheets compressed with their own type', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.css', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.rawPayload.length).toBeLessThan(200);
  });

  it.each(['/', '/login', '/viewer/0d6b2a1e-0000-4000-8000-000000000000/profile'])('answers %s with the compressed index.html, never cached unchecked', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });
});

describe('security headers of the built app', () => {
  it.each(['/assets/app-abc123.js', '/assets/app-abc123.css'])('%s carries those a script or style obeys, not those of a page', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) expect(response.headers[pageOnly]).toBeUndefined();
  });

  // The service worker's script is a worker: its own answer's policy is the one it runs under.
  it.each(['/login', '/sw.js', '/api/ping'])('%s carries them all', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API answers', () => {
  it('sends small JSON as it is', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ping', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'pong' });
  });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)('compresses JSON above the threshold with %s', async (encoding, decode) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const text = decode(response.rawPayload).toString();
    expect(text.length).toBeGreaterThan(compressionThresholdBytes);
    expect(JSON.parse(text).openapi).toMatch(/^3/);
    expect(response.rawPayload.length).toBeLessThan(text.length / 4);
  });

  it('sends JSON above the threshold as it is to a client that accepts no compression', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(response.body).openapi).toMatch(/^3/);
  });

  it('compresses the streamed character list and it still decodes to the whole list', async () => {
    const user = await registerUser(ctx);
    const backstory = 'Eine lange Nacht in Hamburg. '.repeat(200);
    for (const name of ['Anton', 'Berta', 'Cäcilie']) {
      const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: { name, backstory } }));
      expect(created.statusCode).toBe(201);
    }
    const plain = await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }));
    const compressed = await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true', headers: { 'accept-encoding': 'gzip, br' } }));
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-length']).toBeUndefined();
    const decoded = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString());
    expect(decoded).toEqual(plain.json());
    expect(decoded.characters.map((c: { name: string }) => c.name)).toEqual(['Anton', 'Berta', 'Cäcilie']);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it('leaves the content bundle’s own gzip alone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/data/bundle', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('answers errors the same way with or without compression', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'there is no GET /api/nothing-here' });
  });
});
