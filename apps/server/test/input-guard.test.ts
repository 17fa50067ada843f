import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findTextProblem, jsonDepthExceeds } from '../src/plugins/input-guard.ts';
import { redactUrl } from '../src/plugins/logging.ts';
import { securityHeaders } from '../src/plugins/security-headers.ts';
import { as, registerUser, useTestApp } from './helper.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const ctx = useTestApp({ logLevel: 'info' }, { logStream });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the guard itself', () => {
  it.each([
    ['plain', { a: ['x', { b: 'y' }] }, undefined],
    ['NUL in a value', { a: ['x', { b: 'y\u0000' }] }, { path: 'body.a[1].b', problem: 'nul' }],
    ['lone high surrogate', { notes: 'ok \uD83D' }, { path: 'body.notes', problem: 'surrogate' }],
    ['lone low surrogate', ['\uDC00'], { path: 'body[0]', problem: 'surrogate' }],
    ['a real emoji', { notes: 'Blut 🩸' }, undefined],
    ['NUL in a key', { 'a\u0000': 1 }, { path: 'body (a key)', problem: 'nul' }],
    ['odd key names', { 'with space': '\u0000' }, { path: 'body["with space"]', problem: 'nul' }],
  ])('%s', (_label, value, expected) => {
    expect(findTextProblem(value, 'body')).toEqual(expected);
  });

  it('finds depth without recursion, even 100 000 deep', () => {
    const deep = JSON.parse(nested(100_000)) as unknown;
    expect(findTextProblem(deep, 'body')?.problem).toBe('depth');
    expect(findTextProblem(JSON.parse(nested(64)), 'body')).toBeUndefined();
  });

  it.each([
    [nested(64), false],
    [nested(65), true],
    [`{"a":"${'['.repeat(500)}"}`, false],
    [`{"a":"\\"${'['.repeat(500)}"}`, false],
  ])('measures JSON depth in the text, skipping strings (%#)', (text, deeper) => {
    expect(jsonDepthExceeds(text, 64)).toBe(deeper);
  });
});

describe('attack: text PostgreSQL cannot store is a 400 naming the field, never a 500', () => {
  it.each([
    ['name', { name: 'Vik\u0000tor' }, 'body.name', 'invalid_text'],
    ['notes', { name: 'Viktor', notes: 'Hälfte \uD800 eines Paars' }, 'body.notes', 'invalid_text'],
    ['a loose snapshot', { name: 'Viktor', clan: { id: 1, name: 'Ventrue\u0000' } }, 'body.clan.name', 'invalid_text'],
  ])('character %s', async (_label, payload, path, code) => {
    const user = await registerUser(ctx);
    const created = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code, message: expect.stringContaining(path) });
  });

  it('folder names', async () => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'PUT', url: '/api/folders', payload: { folders: [{ name: 'Ord\u0000ner' }] } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.folders[0].name');
  });

  it('login', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'a\u0000b', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_text', message: expect.stringContaining('body.login') });
  });

  it('query and path parameters', async () => {
    const query = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh?rtk=ab%00cd' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toContain('query.rtk');
    const params = await ctx.app.inject({ method: 'PUT', url: '/api/auth/recover/a%00b@example.test/begin' });
    expect(params.statusCode).toBe(400);
    expect(params.json().message).toContain('params.email');
  });

  it('5 000-deep nesting inside a loosely checked object', async () => {
    const user = await registerUser(ctx);
    const body = `{"name":"Tief","clan":{"id":1,"x":${nested(5_000)}}}`;
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: body, headers: { 'content-type': 'application/json' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'too_deep', message: expect.stringMatching(/nested deeper than 64/) });
  });

  it('a body of nothing but brackets (5 MB)', async () => {
    const user = await registerUser(ctx);
    const body = nested(2_500_000);
    const started = performance.now();
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: body, headers: { 'content-type': 'application/json' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('too_deep');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('prototype poisoning', async () => {
    const user = await registerUser(ctx);
    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/characters', payload: '{"name":"x","__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } }));
    expect(response.statusCode).toBe(400);
  });
});

describe('log redaction', () => {
  it.each([
    ['/api/auth/refresh?rtk=geheim123', '/api/auth/refresh?rtk=[redacted]'],
    ['/logged-in?s_atk=aaa&s_rtk=bbb&s_exp=5&r=Lw', '/logged-in?s_atk=[redacted]&s_rtk=[redacted]&s_exp=5&r=Lw'],
    ['/?stk=abc', '/?stk=[redacted]'],
    ['/api/auth/activate/ABCD-EFGH?email=a%40b.de', '/api/auth/activate/[redacted]?email=[redacted]'],
    ['/api/auth/recover/someone@example.test/begin', '/api/auth/recover/[redacted]/begin'],
    ['/api/characters', '/api/characters'],
    // Issue #43, finding 11: invite codes, tabletop keys and sync ids are secrets too.
    ['/api/homebrew/from-invite/Einladung-1234', '/api/homebrew/from-invite/[redacted]'],
    ['/api/vicartt/dice-roll/tischschluessel-0123456789', '/api/vicartt/dice-roll/[redacted]'],
    ['/api/vicartt/stream?accessKey=tischschluessel-0123456789', '/api/vicartt/stream?accessKey=[redacted]'],
    ['/api/sync/characters/MGI3YzRm%2BbXd0N3Jl', '/api/sync/characters/[redacted]'],
    ['/api/sync/characters/MGI3YzRmbXd0N3Jl/level', '/api/sync/characters/[redacted]/level'],
    ['/api/sync/characters', '/api/sync/characters'],
  ])('%s', (url, logged) => expect(redactUrl(url)).toBe(logged));

  it('attack: no invite code, tabletop key or sync id reaches the real request log', async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/homebrew/from-invite/geheimer-code-1' });
    await ctx.app.inject({ method: 'POST', url: '/api/vicartt/dice-roll/geheimer-schluessel-2', payload: {} });
    await ctx.app.inject({ method: 'GET', url: '/api/vicartt/stream?accessKey=geheim%21schluessel-3' }); // refused (400), but logged
    await ctx.app.inject({ method: 'POST', url: '/api/sync/characters/geheimeSyncId4/level', payload: {} });
    await ctx.app.inject({ method: 'DELETE', url: '/api/sync/characters/geheimeSyncId5' });
    const log = logLines.join('');
    expect(log).toContain('/api/sync/characters/[redacted]/level');
    expect(log).not.toMatch(/geheim/);
  });

  it('attack: no token reaches the real request log', async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh?rtk=geheimes-token-1' });
    await ctx.app.inject({ method: 'GET', url: '/logged-in?s_atk=geheimes-token-2&s_rtk=geheimes-token-3&s_exp=1' });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout?rtk=geheimes-token-4' });
    const log = logLines.join('');
    expect(log).toContain('[redacted]');
    expect(log).not.toMatch(/geheimes-token/);
  });
});

describe('security headers', () => {
  it.each(['/api/ping', '/login'])('on %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS and upgrading requests only behind an https address', () => {
    const secure = securityHeaders('https://vitae.example');
    expect(secure['strict-transport-security']).toBe('max-age=15552000');
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
    const plain = securityHeaders('http://192.168.1.20:8080');
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
