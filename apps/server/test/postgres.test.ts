import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { codeIn, startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { openStream } from './tabletop-stream.ts';

/**
 * The scale-out path: two instances on one real PostgreSQL server. Runs when TEST_DATABASE_URL
 * names a server whose user may create databases (.ci/run starts one); each run uses a fresh
 * database and drops it afterwards.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  const databaseName = `vitae_test_${randomBytes(4).toString('hex')}`;
  let smtp: SmtpSink;
  let instances: FastifyInstance[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${databaseName}`;
    smtp = await startSmtpSink();
    const config = {
      ...loadConfig({}),
      databaseUrl: databaseUrl.toString(),
      smtpUrl: smtp.url,
      webDistDir: undefined,
      logLevel: 'silent',
      authRateLimitPerMinute: 1_000,
    };
    // Both start at once: the migration lock must keep them from applying the schema twice.
    instances = await Promise.all([buildApp(config), buildApp(config)]);
    for (const app of instances) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await Promise.all(instances.map((app) => app.close()));
    await smtp?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  });

  it('shares accounts, sessions and characters, and fans realtime events out between instances', async () => {
    const [first, second] = urls as [string, string];
    const email = 'skalierung@example.test';
    const before = smtp.mails.length;
    const registered = await fetch(`${first}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ alias: 'Skalierung', email }),
    });
    expect(registered.status).toBe(202);
    const code = codeIn(await smtp.nextMailTo(email, before));

    // Activated on the other instance: codes live in the shared database.
    const activated = await fetch(`${second}/api/auth/activate/${code}?email=${encodeURIComponent(email)}`);
    expect(activated.status).toBe(201);
    const { user } = (await activated.json()) as { user: { id: string; passkey: string } };
    const login = await fetch(`${first}/api/auth/login`, { method: 'POST', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
    const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

    // A token signed by one instance is accepted by the other (one secret, kept in the database).
    const created = await fetch(`${second}/api/characters`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Überall' }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const socket = connect(second, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.timeout(5_000).emitWithAck('authenticate', accessToken)).toMatchObject({ ok: true });
    const update = new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no character_updated across instances')), 5_000);
      socket.once('character_updated', (payload: Record<string, unknown>) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

    // The list carries only list facts since the light list; a save sends the whole character.
    const whole = (await (await fetch(`${first}/api/characters/${id}`, { headers: auth })).json()) as Record<string, unknown>;
    const saved = await fetch(`${first}/api/characters/${id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...whole, hunger: 2 }) });
    expect(await saved.json()).toEqual({ revision: 2 });
    expect(await update).toMatchObject({ id, revision: 2, hunger: 2, name: 'Überall' });

    // Logging out on the first instance ends the session on the second at once: its token is
    // refused there and its socket there is disconnected (shared through the database and the adapter).
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await fetch(`${first}/api/auth/logout?rtk=${refreshToken}`, { method: 'POST' })).status).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect((await fetch(`${second}/api/characters`, { headers: auth })).status).toBe(401);
  });

  it('saves of one character take turns between instances, each on the sheet the other stored (no instance builds on what it saved last)', async () => {
    const [first, second] = urls as [string, string];
    const email = 'abwechselnd@example.test';
    const before = smtp.mails.length;
    await fetch(`${first}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alias: 'Abwechselnd', email }) });
    const code = codeIn(await smtp.nextMailTo(email, before));
    const { user } = (await (await fetch(`${first}/api/auth/activate/${code}?email=${email}`)).json()) as { user: { id: string; passkey: string } };
    const { accessToken } = (await (await fetch(`${first}/api/auth/login`, { method: 'POST', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } })).json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const { id } = (await (await fetch(`${first}/api/characters`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Wechsel' }) })).json()) as { id: string };
    const patch = async (url: string, baseRevision: number, path: string[], value: unknown) =>
      (await (await fetch(`${url}/api/characters/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ baseRevision, patch: [{ path, value }] }) })).json()) as { revision: number };
    expect(await patch(first, 1, ['hunger'], 1)).toEqual({ revision: 2 });
    expect(await patch(second, 2, ['notes'], 'vom zweiten')).toEqual({ revision: 3 });
    expect(await patch(first, 3, ['hunger'], 3)).toEqual({ revision: 4 });
    const whole = (await (await fetch(`${first}/api/characters/${id}`, { headers: auth })).json()) as Record<string, unknown>;
    expect(whole).toMatchObject({ revision: 4, hunger: 3, notes: 'vom zweiten' });
    const put = await fetch(`${second}/api/characters/${id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...whole, desire: 'Ruhe' }) });
    expect(await put.json()).toEqual({ revision: 5 });
    expect(await patch(first, 5, ['hunger'], 4)).toEqual({ revision: 6 });
    expect(await (await fetch(`${second}/api/characters/${id}`, { headers: auth })).json()).toMatchObject({ revision: 6, hunger: 4, notes: 'vom zweiten', desire: 'Ruhe' });
  });

  it('an instance that starts later knows the sessions ended before', async () => {
    const [first] = urls as [string];
    const email = 'spaeter@example.test';
    const before = smtp.mails.length;
    await fetch(`${first}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alias: 'Spaeter', email }) });
    const code = codeIn(await smtp.nextMailTo(email, before));
    const { user } = (await (await fetch(`${first}/api/auth/activate/${code}?email=${email}`)).json()) as { user: { id: string; passkey: string } };
    const tokens = (await (await fetch(`${first}/api/auth/login`, { method: 'POST', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } })).json()) as { accessToken: string; refreshToken: string };
    await fetch(`${first}/api/auth/logout?rtk=${tokens.refreshToken}`, { method: 'POST' });
    const late = await buildApp(instances[0]!.config);
    try {
      const response = await late.inject({ method: 'GET', url: '/api/users/@me', headers: { authorization: `Bearer ${tokens.accessToken}` } });
      expect(response.statusCode).toBe(401);
    } finally {
      await late.close();
    }
  });
  it('routes VitaePlay messages and rolls between instances: rooms, not process state', async () => {
    const [first, second] = urls as [string, string];
    async function account(alias: string): Promise<{ token: string; auth: Record<string, string> }> {
      const email = `${alias.toLowerCase()}@example.test`;
      const before = smtp.mails.length;
      await fetch(`${first}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alias, email }) });
      const code = codeIn(await smtp.nextMailTo(email, before));
      const { user } = (await (await fetch(`${second}/api/auth/activate/${code}?email=${email}`)).json()) as { user: { id: string; passkey: string } };
      const { accessToken } = (await (await fetch(`${first}/api/auth/login`, { method: 'POST', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } })).json()) as { accessToken: string };
      return { token: accessToken, auth: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' } };
    }
    const host = await account('Erzaehlerin');
    const player = await account('Spielerin');
    const opened = (await (await fetch(`${first}/api/play/sessions`, { method: 'POST', headers: host.auth, body: JSON.stringify({ name: 'Verteilt' }) })).json()) as { session: { id: string; code: string } };
    expect((await fetch(`${second}/api/play/join`, { method: 'POST', headers: player.auth, body: JSON.stringify({ code: opened.session.code }) })).status).toBe(200);

    // The storyteller's socket lives on the second instance; the player writes through the first.
    const socket = connect(second, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.timeout(5_000).emitWithAck('authenticate', host.token)).toMatchObject({ ok: true });
    expect(await socket.timeout(5_000).emitWithAck('play_enter', { sessionId: opened.session.id })).toMatchObject({ ok: true });
    const received: Array<{ id: number; to: { kind: string } }> = [];
    socket.on('play_message', (message: { id: number; to: { kind: string } }) => received.push(message));
    const rolled = (await (await fetch(`${first}/api/play/sessions/${opened.session.id}/rolls`, { method: 'POST', headers: player.auth, body: JSON.stringify({ command: '/check 5 2' }) })).json()) as { message: { id: number } };
    const aside = (await (await fetch(`${first}/api/play/sessions/${opened.session.id}/messages`, { method: 'POST', headers: player.auth, body: JSON.stringify({ to: { kind: 'storyteller' }, body: { kind: 'text', text: 'nur für dich' } }) })).json()) as { message: { id: number } };
    const until = Date.now() + 5_000;
    while (received.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(received.map((message) => [message.id, message.to.kind])).toEqual([
      [rolled.message.id, 'everyone'],
      [aside.message.id, 'storyteller'],
    ]);
  });

  it('saves of one character on both instances at once: every patch merges, exactly one of several whole saves of a revision wins', async () => {
    const [first, second] = urls as [string, string];
    const email = 'gleichzeitig@example.test';
    const before = smtp.mails.length;
    await fetch(`${first}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alias: 'Gleichzeitig', email }) });
    const code = codeIn(await smtp.nextMailTo(email, before));
    const { user } = (await (await fetch(`${first}/api/auth/activate/${code}?email=${email}`)).json()) as { user: { id: string; passkey: string } };
    const { accessToken } = (await (await fetch(`${first}/api/auth/login`, { method: 'POST', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } })).json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const { id } = (await (await fetch(`${first}/api/characters`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Mira' }) })).json()) as { id: string };

    // Six patches of different fields, all made against revision 1, sent to both instances at once.
    const fields = ['concept', 'notes', 'backstory', 'ambition', 'desire', 'chronicle'];
    const patched = await Promise.all(
      fields.map((field, index) =>
        fetch(`${index % 2 ? second : first}/api/characters/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ baseRevision: 1, patch: [{ path: [field], value: `neu: ${field}` }] }) }),
      ),
    );
    expect(patched.map((response) => response.status)).toEqual(fields.map(() => 200));
    const revisions = await Promise.all(patched.map(async (response) => ((await response.json()) as { revision: number }).revision));
    expect([...revisions].sort((a, b) => a - b)).toEqual(fields.map((_, index) => index + 2));
    const whole = (await (await fetch(`${second}/api/characters/${id}`, { headers: auth })).json()) as Record<string, unknown>;
    expect(whole.revision).toBe(fields.length + 1);
    for (const field of fields) expect(whole[field]).toBe(`neu: ${field}`);

    // Whole saves of that revision: one wins, the others learn of it (409) and nothing is overwritten.
    const saves = await Promise.all([1, 2, 3, 4].map((hunger) => fetch(`${hunger % 2 ? first : second}/api/characters/${id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...whole, hunger }) })));
    expect(saves.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('relays a tabletop roll posted to one instance to the stream listeners of both', async () => {
    const key = `pg-${randomBytes(8).toString('hex')}`;
    const streams = await Promise.all(urls.map((url) => openStream(`${url}/api/vicartt/stream?accessKey=${key}`)));
    try {
      const body = { vampire: { name: 'Ada', avatar: '' }, roll: { title: 'Custom Dice Roll', normalDices: 2, hungerDices: 1 } };
      const posted = await fetch(`${urls[1]}/api/vicartt/dice-roll/${key}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(posted.status).toBe(200);
      for (const stream of streams) expect(JSON.parse((await stream.next(5_000)).data)).toEqual({ line: 'v5', ...body, username: '', anonymous: true });
    } finally {
      streams.forEach((stream) => stream.close());
    }
  });
});
