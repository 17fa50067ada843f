import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enterPayloadSchema,
  exitPayloadSchema,
  rollPayloadSchema,
  sendPayloadSchema,
} from '@vitae/core/play';
import { authenticatePayloadSchema, syncSubscribePayloadSchema } from '@vitae/core/sync';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { inMemoryDataDir } from '../src/db/client.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { RouteEntry } from '../src/route-table.ts';
import { arbitraryFor, mutate, mutationArbitrary, nastyValues } from './fuzz/arbitraries.ts';

/**
 * Property-based fuzzing of every endpoint and socket event: bodies, queries and path parameters
 * are derived from the zod schemas of `@vitae/core` and then broken in one place (NUL, lone
 * surrogates, deep nesting, wrong types, missing or extra keys, raw garbage). Not one may get a 5xx.
 */
const httpRuns = Number(process.env.FUZZ_RUNS || 10_000);
const socketRuns = Math.max(1_000, Math.round(httpRuns / 5));

/**
 * The routes come from the server itself (`app.routeTable`), so a new endpoint is fuzzed the day
 * it is added. Left out, each for its reason:
 */
const notFuzzed: Array<{ path: RegExp; why: string }> = [
  // Server-Sent Events never answer to the end: only their refusals are tested (tabletop.test.ts).
  { path: /^\/api\/vicartt\/stream$/, why: 'event stream' },
  // Swagger's own pages and the built app are static files, not input handlers.
  { path: /^\/api\/docs/, why: 'API documentation' },
  { path: /^\/api\/admin\//, why: 'needs the backup token; tested in backup.test.ts' },
  { path: /^\/\*$|^\/$/, why: 'the web app' },
];

function fuzzedRoutes(table: readonly RouteEntry[]): RouteEntry[] {
  return table.filter((route) => route.path.startsWith('/api') && !notFuzzed.some(({ path }) => path.test(route.path)));
}

const rawBodies = [
  '{"name":"x","__proto__":{"polluted":true}}',
  '{"a":',
  '\u0000',
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
  `{"a":${'['.repeat(70)}${']'.repeat(70)}}`,
  `{"name":"Tief","clan":{"id":1,"x":${'['.repeat(5_000)}${']'.repeat(5_000)}}}`,
  '[1,2,3',
  'null',
  '"text"',
  '123e99999',
  '{"name":"x"}}}}',
];

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '[[[[deep';
  }
}

function encodeSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : safeJson(value);
  // encodeURIComponent refuses lone surrogates; send their (replacement) bytes raw-encoded instead.
  return [...Buffer.from(text.slice(0, 300), 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function fill(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeSegment(params?.[name] ?? 'x'));
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query === undefined ? '' : `?q=${encodeSegment(query)}`;
  return `?${Object.entries(query)
    .map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`)
    .join('&')}`;
}

interface Case {
  endpoint: number;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  mutateWhat: 'params' | 'query' | 'body' | 'none';
  mutation: Parameters<typeof mutate>[1];
  raw: number | null;
  credentials: 'user' | 'none' | 'garbage';
}

describe('fuzzing every endpoint and socket event with malformed input', () => {
  let app: FastifyInstance;
  let url = '';
  let token = '';
  const mails: string[] = [];
  const mailer: Mailer = { send: async (to) => void mails.push(to), close: () => undefined };

  beforeAll(async () => {
    app = await buildApp(
      {
        ...loadConfig({}),
        dataDir: inMemoryDataDir,
        webDistDir: undefined,
        logLevel: 'silent',
        authRateLimitPerMinute: 1_000_000,
        authTargetRateLimitPerMinute: 1_000_000,
        authMailGapSeconds: 3_600,
        quotas: { characters: 200, bytesPerCharacter: 4 * 1024 * 1024, totalBytes: 50 * 1024 * 1024, writesPerMinute: 1_000_000 },
        // The write budgets would soon answer 429 to everything, and the handlers behind them go unfuzzed.
        homebrewQuotas: { ...loadConfig({}).homebrewQuotas, writesPerMinute: 1_000_000 },
      },
      { mailer },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const passkey = 'p'.repeat(128);
    const { hashSecret } = await import('../src/auth/secrets.ts');
    const user = await app.repos.users.create({ id: '11111111-1111-4111-8111-111111111111', alias: 'Fuzzer', email: 'fuzzer@example.test', passkeyHash: hashSecret(passkey) });
    token = (await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': passkey } })).json().accessToken;
    const created = await app.inject({ method: 'POST', url: '/api/characters', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Ziel' } });
    realId = created.json().id;
    const session = await app.inject({ method: 'POST', url: '/api/play/sessions', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Fuzz' } });
    realSessionId = session.json().session.id;
    endpoints = fuzzedRoutes(app.routeTable);
  });

  it('fuzzes every API route the server registers, homebrew, play, share, sync and tabletop among them', () => {
    const paths = endpoints.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'GET /api/homebrew/clans',
      'PUT /api/homebrew/disciplines/:id',
      'GET /api/homebrew/from-invite/:code',
      'POST /api/play/join',
      'POST /api/share/offers',
      'POST /api/sync/characters',
      'DELETE /api/sync/characters/:syncId',
      'POST /api/vicartt/dice-roll/:accessKey',
      'GET /api/auth/activate/:code',
    ]) expect(paths).toContain(expected);
    expect(paths.length).toBeGreaterThan(60);
  });
  afterAll(async () => app?.close());
  let realId = '';
  let realSessionId = '';
  let endpoints: RouteEntry[] = [];

  const caseArbitrary = (): fc.Arbitrary<Case> => fc.nat({ max: endpoints.length - 1 }).chain((index) => {
    const endpoint = endpoints[index]!;
    return fc.record({
      endpoint: fc.constant(index),
      params: endpoint.params ? arbitraryFor(endpoint.params) : fc.constant(undefined),
      query: endpoint.query ? arbitraryFor(endpoint.query) : fc.constant(undefined),
      body: endpoint.body ? arbitraryFor(endpoint.body) : fc.constant(undefined),
      mutateWhat: fc.constantFrom('params', 'query', 'body', 'body', 'none'),
      mutation: mutationArbitrary,
      raw: fc.option(fc.nat({ max: rawBodies.length - 1 }), { freq: 10 }),
      credentials: fc.constantFrom('user', 'user', 'user', 'none', 'garbage'),
    });
  });

  it(`answers ${httpRuns} malformed requests without a single 5xx`, { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const perEndpoint = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(caseArbitrary(), async (input) => {
        const endpoint = endpoints[input.endpoint]!;
        let params = input.params as Record<string, unknown> | undefined;
        let query = input.query;
        let body = input.body;
        if (params && 'id' in params && input.mutation.node % 3 === 0) params = { ...params, id: endpoint.path.startsWith('/api/play/sessions/') ? realSessionId : realId };
        if (input.mutateWhat === 'params' && params) params = mutate(params, input.mutation) as Record<string, unknown>;
        if (input.mutateWhat === 'query') query = mutate(query ?? {}, input.mutation);
        if (input.mutateWhat === 'body') body = mutate(body ?? {}, input.mutation);
        const headers: Record<string, string> = {};
        if (input.credentials === 'user') headers.authorization = `Bearer ${token}`;
        if (input.credentials === 'garbage') Object.assign(headers, { authorization: `Bearer v1.${encodeSegment(nastyValues[input.mutation.node % 6])}.x`, 'x-user-id': 'x', 'x-user-passkey': 'y' });
        let payload: string | undefined;
        if (input.raw !== null) payload = rawBodies[input.raw];
        else if (body !== undefined || endpoint.body) payload = JSON.stringify(body ?? null);
        if (payload !== undefined) headers['content-type'] = input.mutation.node % 50 === 0 ? 'text/plain' : 'application/json';
        const request = { method: endpoint.method, url: `${fill(endpoint.path, params)}${queryString(query)}`, headers, payload };
        const response = await app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        perEndpoint.set(`${endpoint.method} ${endpoint.path}`, (perEndpoint.get(`${endpoint.method} ${endpoint.path}`) ?? 0) + 1);
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${request.method} ${request.url} ${String(payload).slice(0, 300)} → ${response.body.slice(0, 200)}`);
      }),
      // Every failure is collected (and shown below) instead of stopping and shrinking at the first.
      { numRuns: httpRuns },
    );
    expect(failures).toEqual([]);
    expect([...perEndpoint.keys()]).toHaveLength(endpoints.length);
    // Some inputs must still be valid, or the fuzzing would never reach the handlers.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  });

  it(`answers ${socketRuns} malformed socket events and stays up`, { timeout: 300_000 }, async () => {
    let socket: Socket | undefined;
    async function ready(): Promise<Socket> {
      if (socket?.connected) return socket;
      socket?.disconnect();
      socket = connect(url, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket!.once('connect', () => resolve());
        socket!.once('connect_error', reject);
      });
      return socket;
    }
    const payloads = fc.oneof(
      arbitraryFor(authenticatePayloadSchema).chain((valid) => mutationArbitrary.map((mutation) => mutate(valid, mutation))),
      arbitraryFor(syncSubscribePayloadSchema).chain((valid) => mutationArbitrary.map((mutation) => mutate(valid, mutation))),
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom(...nastyValues),
    );
    let acks = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('authenticate', 'authenticate', 'authenticate', 'sync_subscribe', 'closing', 'no_such_event'), payloads, fc.boolean(), async (event, payload, withAck) => {
        const target = await ready();
        if (withAck && event === 'sync_subscribe') {
          const ack = (await target.timeout(5_000).emitWithAck(event, payload)) as { ok: boolean; reason?: string };
          return ack.ok === true || ack.reason === 'invalid_payload';
        }
        if (withAck && event === 'authenticate') {
          const ack = (await target.timeout(5_000).emitWithAck(event, payload)) as { ok: boolean; reason?: string };
          acks += 1;
          return ack.ok === false && ['unauthorized', 'invalid_payload', 'client_too_old'].includes(ack.reason ?? '');
        }
        if (event === 'closing') {
          // The server ends the connection on `closing` (unless the guard refused the payload):
          // wait for that before the next event.
          const closed = new Promise((resolve) => {
            target.once('disconnect', resolve);
            setTimeout(resolve, 300);
          });
          target.emit(event, payload);
          await closed;
          return true;
        }
        target.emit(event, payload);
        return true;
      }),
      { numRuns: socketRuns, endOnFailure: true },
    );
    socket?.disconnect();
    expect(acks).toBeGreaterThan(socketRuns / 10);
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });

  it(`answers ${socketRuns} malformed VitaePlay socket events of a logged-in user with readable refusals`, { timeout: 300_000 }, async () => {
    const socket = connect(url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.timeout(5_000).emitWithAck('authenticate', token)).toMatchObject({ ok: true });
    const events = { play_enter: enterPayloadSchema, play_exit: exitPayloadSchema, play_send: sendPayloadSchema, play_roll: rollPayloadSchema } as const;
    const cases = fc.constantFrom(...(Object.keys(events) as Array<keyof typeof events>)).chain((event) =>
      fc.record({ event: fc.constant(event), payload: arbitraryFor(events[event]), mutation: mutationArbitrary, mutateIt: fc.boolean(), realSession: fc.boolean() }),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(cases, async ({ event, payload, mutation, mutateIt, realSession }) => {
        let sent: unknown = payload;
        if (realSession && sent && typeof sent === 'object' && !Array.isArray(sent)) sent = { ...sent, sessionId: realSessionId };
        if (mutateIt) sent = mutate(sent, mutation);
        const ack = (await socket.timeout(5_000).emitWithAck(event, sent)) as { ok: boolean; code?: string; reason?: string };
        if (!ack.ok && ack.code === 'server_error') failures.push(`${event} ${safeJson(sent).slice(0, 300)}`);
        return ack.ok === true || typeof ack.code === 'string';
      }),
      { numRuns: socketRuns },
    );
    socket.disconnect();
    expect(failures).toEqual([]);
  });
});
