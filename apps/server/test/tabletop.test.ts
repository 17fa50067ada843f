import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRelayAvatarLength } from '@vitae/core/api';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { inMemoryDataDir } from '../src/db/client.ts';
import { closeGracefully } from '../src/shutdown.ts';
import { registerUser, useTestApp } from './helper.ts';
import { openStream, type TestStream } from './tabletop-stream.ts';

const context = useTestApp();
let base = '';
const opened: TestStream[] = [];

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(() => opened.forEach((stream) => stream.close()));

const roll = { vampire: { name: 'Ada', avatar: '' }, roll: { title: 'Custom Dice Roll', normalDices: 3, hungerDices: 2, difficulty: 4 } };
let keys = 0;
const newKey = () => `tabletop-key-${Date.now().toString(36)}-${++keys}`;

async function listen(key: string, headers: Record<string, string> = {}, from?: string): Promise<TestStream> {
  const stream = await openStream(`${base}/api/vicartt/stream?accessKey=${encodeURIComponent(key)}`, headers, from);
  opened.push(stream);
  return stream;
}
function post(key: string, payload: unknown, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: `/api/vicartt/dice-roll/${key}`, payload: payload as object, headers });
}
/**
 * A listener that ends is removed when the server sees its connection close, a moment later.
 * With a key at its bound, a new listener is admitted exactly when one has been removed.
 */
async function listenWhenFree(key: string): Promise<TestStream> {
  for (let tries = 0; tries < 200; tries += 1) {
    const stream = await listen(key);
    if (stream.status === 200) return stream;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the key stayed full');
}

describe('POST /api/vicartt/dice-roll/:accessKey', () => {
  it('answers ok also when nobody listens, and says nobody heard it', async () => {
    const response = await post(newKey(), roll);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', listeners: 0 });
  });

  it('counts the tabletops that heard the roll', async () => {
    const key = newKey();
    const first = await listen(key);
    const second = await listen(key);
    const response = await post(key, roll);
    expect(response.json()).toEqual({ status: 'ok', listeners: 2 });
    first.close();
    second.close();
  });

  it.each([
    ['an empty key', '/api/vicartt/dice-roll/', JSON.stringify(roll)],
    ['no key segment', '/api/vicartt/dice-roll', JSON.stringify(roll)],
    ['a key with odd characters', '/api/vicartt/dice-roll/a%20b', JSON.stringify(roll)],
    ['bad JSON', '/api/vicartt/dice-roll/abc', '{"vampire": '],
    ['a body that is no roll', '/api/vicartt/dice-roll/abc', JSON.stringify({ vampire: { name: 'A' }, roll: { title: 't', normalDices: 0 } })],
  ])('answers 400 with a readable message for %s', async (_name, url, payload) => {
    const response = await context.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string }>();
    expect(body.code).toBe('invalid_request');
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('refuses a body above the relay limit with 413 and says why', async () => {
    const avatar = `data:image/png;base64,${'A'.repeat(maxRelayAvatarLength + 20_000)}`;
    const response = await post('abc', { ...roll, vampire: { name: 'Ada', avatar } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'too_large', message: expect.stringContaining('avatar') });
  });

  it('sends the alias of a logged-in caller as username, and "" for anyone else', async () => {
    const key = newKey();
    const stream = await listen(key);
    const user = await registerUser(context);
    expect((await post(key, roll, user.auth)).statusCode).toBe(200);
    expect(JSON.parse((await stream.next()).data)).toEqual({ line: 'v5', ...roll, username: user.alias, anonymous: false });
    expect((await post(key, roll, { 'x-user-id': user.id, 'x-user-passkey': user.passkey })).statusCode).toBe(200);
    expect(JSON.parse((await stream.next()).data).username).toBe(user.alias);
    expect((await post(key, roll)).statusCode).toBe(200);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ username: '', anonymous: true });
    // An expired or forged token is no login here: the roll still goes, without a name.
    expect((await post(key, roll, { authorization: 'Bearer forged' })).statusCode).toBe(200);
    expect(JSON.parse((await stream.next()).data).username).toBe('');
  });
});

describe('GET /api/vicartt/stream', () => {
  it('is an uncompressed event stream any origin may read', async () => {
    const stream = await listen(newKey(), { 'accept-encoding': 'br, gzip', origin: 'http://localhost:30000' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a missing or malformed key with 400', async () => {
    for (const query of ['', '?accessKey=', '?accessKey=%3Cscript%3E']) {
      const response = await context.app.inject({ method: 'GET', url: `/api/vicartt/stream${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    }
  });

  it('gives every listener of a key the same roll, and no other key', async () => {
    const key = newKey();
    const first = await listen(key);
    const second = await listen(key);
    const other = await listen(newKey());
    const w5 = { line: 'w5', vampire: { name: 'Ulf', avatar: 'data:image/png;base64,iVBORw0KGgo=' }, roll: { title: 'Stärke + Handgemenge', normalDices: 2, hungerDices: 3 } };
    expect((await post(key, w5)).statusCode).toBe(200);
    for (const stream of [first, second]) {
      const event = await stream.next();
      expect(event.event).toBe('message');
      expect(JSON.parse(event.data)).toEqual({ ...w5, username: '', anonymous: true });
    }
    await expect(other.next(300)).rejects.toThrow('no event in time');
  });

  it('keeps the newer listener when the older one closes', async () => {
    const key = newKey();
    const older = await listen(key);
    const newer = await listen(key);
    for (let n = 0; n < 6; n += 1) await listen(key);
    expect((await listen(key)).status).toBe(429);
    older.close();
    // Admitted only once the older one is gone: the roll below is sent after its removal.
    await listenWhenFree(key);
    expect((await post(key, roll)).statusCode).toBe(200);
    expect(JSON.parse((await newer.next()).data).roll.title).toBe('Custom Dice Roll');
  });

  it('allows 8 listeners per key and refuses a ninth until one leaves', async () => {
    const key = newKey();
    const streams: TestStream[] = [];
    // Eight clients, one listener each (one address holds at most 3 places of a key).
    for (let n = 0; n < 8; n += 1) streams.push(await listen(key, {}, `127.0.0.${n + 2}`));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const ninth = await listen(key, {}, '127.0.0.2');
    expect(ninth.status).toBe(429);
    streams[0]!.close();
    const again = await listenWhenFree(key);
    expect((await post(key, roll)).statusCode).toBe(200);
    expect(JSON.parse((await again.next()).data).vampire.name).toBe('Ada');
    expect(JSON.parse((await streams[7]!.next()).data).vampire.name).toBe('Ada');
  });
});

describe('places of a key shared out by address', () => {
  it('one address holds at most 3 places of a key; a newcomer from another address takes the oldest place of the most crowded one', async () => {
    const key = newKey();
    // One script on one machine: the fourth listener is refused, it cannot lock the key.
    const squatter: TestStream[] = [];
    for (let n = 0; n < 3; n += 1) squatter.push(await listen(key, {}, '127.0.0.20'));
    expect(squatter.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const fourth = await listen(key, {}, '127.0.0.20');
    expect(fourth.status).toBe(429);
    expect(await fourth.ended.then(() => undefined)).toBeUndefined();

    // Squatters on three addresses fill the rest (3 + 3 + 2 = 8).
    for (let n = 0; n < 3; n += 1) squatter.push(await listen(key, {}, '127.0.0.21'));
    for (let n = 0; n < 2; n += 1) squatter.push(await listen(key, {}, '127.0.0.22'));
    expect(squatter.every((stream) => stream.status === 200)).toBe(true);
    // The Foundry world, from its own address, still gets in: the oldest of 127.0.0.20 makes room.
    const world = await listen(key, {}, '127.0.0.30');
    expect(world.status).toBe(200);
    expect((await squatter[0]!.next()).event).toBe('evicted');
    await squatter[0]!.ended;
    expect((await post(key, roll)).statusCode).toBe(200);
    expect(JSON.parse((await world.next()).data).vampire.name).toBe('Ada');
  });
});

describe('a fresh instance', () => {
  it('takes 120 rolls a minute from one address, then answers 429 with a readable message', async () => {
    const app = await buildApp({ ...loadConfig({}), dataDir: inMemoryDataDir, webDistDir: undefined, logLevel: 'silent' });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 120; n += 1) statuses.push((await app.inject({ method: 'POST', url: '/api/vicartt/dice-roll/busy-tabletop-key-1', payload: roll })).statusCode);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refused = await app.inject({ method: 'POST', url: '/api/vicartt/dice-roll/busy-tabletop-key-1', payload: roll });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('seconds') });
    } finally {
      await app.close();
    }
  });

  it('with open streams ends them and closes at once instead of waiting for the timeout', async () => {
    const app = await buildApp({ ...loadConfig({}), dataDir: inMemoryDataDir, webDistDir: undefined, logLevel: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const streams = [await openStream(`http://127.0.0.1:${port}/api/vicartt/stream?accessKey=shutdown-tabletop-key-1`), await openStream(`http://127.0.0.1:${port}/api/vicartt/stream?accessKey=shutdown-tabletop-key-1`)];
    const started = Date.now();
    expect(await closeGracefully(app, 10_000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    await Promise.all(streams.map((stream) => stream.ended));
  });
});
