import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'vitae-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vitae</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'assets', 'stray.html'), '<!doctype html><title>stray</title>');

const ctx = useTestApp({ webDistDir: dist });

describe('serving the SPA beside the API', () => {
  it.each(['/', '/login', '/viewer/0d6b2a1e-0000-4000-8000-000000000000/profile', '/editor/clan'])(
    'answers %s with index.html so deep links load the app',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers a missing asset with 404, never with index.html (a module script would choke on it)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  // Issue 43, finding 10: `/assets/<unknown>` without an extension fell back to index.html (200,
  // text/html) carrying only an asset's `nosniff`.
  it.each(['/assets/anything-unknown', '/assets/', '/assets/x/y', '/assets/%3Cscript%3E'])('answers %s (nothing there) with 404, never the page', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/text\/html/);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('sends every HTML answer with the full security headers, under /assets/ too', async () => {
    for (const url of ['/', '/login', '/assets/stray.html']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // A script keeps the short set (the reason assets have their own).
    const script = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves files added after start (a rebuilt app) without a restart', async () => {
    writeFileSync(path.join(dist, 'assets', 'app-new456.js'), 'console.log(2)');
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-new456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'there is no GET /api/nothing-here' });
  });

  it('answers a body that is not JSON with 415 and a hint', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: 'alias=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/application\/json/);
  });

  it('publishes the OpenAPI description under /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/register', '/api/characters/{id}', '/api/users/@me']));
  });
});
