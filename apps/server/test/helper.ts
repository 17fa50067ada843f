import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DieSource } from '@vitae/core/play';
import { buildApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { inMemoryDataDir } from '../src/db/client.ts';
import { codeIn, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

/** A controllable clock, so tests can let codes and tokens expire without waiting. */
export function testClock(start = new Date('2026-11-22T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  smtp: SmtpSink;
  clock: ReturnType<typeof testClock>;
}

/** Builds the real app on a fresh in-memory PGlite database with a real SMTP sink (one per test file). */
export function useTestApp(overrides: Partial<ServerConfig> = {}, options: { logStream?: NodeJS.WritableStream; playDice?: DieSource } = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.smtp = await startSmtpSink();
    context.clock = testClock();
    const config: ServerConfig = {
      ...loadConfig({}),
      dataDir: inMemoryDataDir,
      smtpUrl: context.smtp.url,
      webDistDir: undefined,
      logLevel: 'silent',
      authRateLimitPerMinute: 1_000,
      authTargetRateLimitPerMinute: 1_000,
      // Tests mail one address several times in a row; the gap has its own tests.
      authMailGapSeconds: 0,
      ...overrides,
      // The test clock stands still, so a per-minute budget would never refill.
      quotas: { ...loadConfig({}).quotas, writesPerMinute: 1_000_000, ...overrides.quotas },
      homebrewQuotas: { ...loadConfig({}).homebrewQuotas, writesPerMinute: 1_000_000, ...overrides.homebrewQuotas },
    };
    context.app = await buildApp(config, { now: context.clock.now, logStream: options.logStream, ...(options.playDice ? { playDice: options.playDice } : {}) });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.smtp?.close();
  });
  return context;
}

export interface TestUser {
  id: string;
  alias: string;
  email: string;
  passkey: string;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

let counter = 0;

/** Registers, activates (with the code from the real mail) and logs in a new user. */
export async function registerUser(context: TestContext, alias = `user${++counter}x${Date.now() % 10_000}`): Promise<TestUser> {
  const { app, smtp } = context;
  const email = `${alias.toLowerCase()}@example.test`;
  const before = smtp.mails.length;
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { alias, email } });
  if (registered.statusCode !== 202) throw new Error(`register failed: ${registered.body}`);
  const code = codeIn(await smtp.nextMailTo(email, before));
  const activated = await app.inject({ method: 'GET', url: `/api/auth/activate/${code}?email=${encodeURIComponent(email)}` });
  if (activated.statusCode !== 201) throw new Error(`activate failed: ${activated.body}`);
  const { user } = activated.json<{ user: { id: string; passkey: string } }>();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey },
  });
  const tokens = login.json<{ accessToken: string; refreshToken: string }>();
  return {
    id: user.id,
    alias,
    email,
    passkey: user.passkey,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    auth: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

export function as(user: TestUser, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...user.auth, ...options.headers } };
}
