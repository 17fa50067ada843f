import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlayMessage, PlaySession } from '@vitae/core/play';
import { buildApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { as, registerUser, testClock, type TestContext } from './helper.ts';
import { createCharacter } from './play-support.ts';
import { startSmtpSink } from './smtp-sink.ts';

const workDir = mkdtempSync(path.join(tmpdir(), 'vitae-play-restart-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('VitaePlay sessions live in the database', () => {
  it('a session closed tonight is reopened after a restart with its members, characters and log', async () => {
    const smtp = await startSmtpSink();
    const clock = testClock();
    const config: ServerConfig = { ...loadConfig({}), dataDir: path.join(workDir, 'data'), smtpUrl: smtp.url, webDistDir: undefined, logLevel: 'silent', authMailGapSeconds: 0, authRateLimitPerMinute: 100_000 };
    const first = await buildApp(config, { now: clock.now });
    const ctx = { app: first, smtp, clock } as TestContext;
    const host = await registerUser(ctx);
    const player = await registerUser(ctx);
    const call = async <T>(app: TestContext['app'], user: typeof host, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await app.inject(as(user, { method, url: `/api/play${url}`, ...(payload ? { payload } : {}) }));
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<T>();
    };
    const { session } = await call<{ session: PlaySession }>(first, host, 'POST', '/sessions', { name: 'Woche 1' });
    await call(first, player, 'POST', '/join', { code: session.code });
    const character = await createCharacter(ctx, player);
    await call(first, player, 'PUT', `/sessions/${session.id}/characters`, { characterIds: [character] });
    await call(first, player, 'POST', `/sessions/${session.id}/rolls`, { command: '/check 3 2' });
    await call(first, host, 'POST', `/sessions/${session.id}/close`);
    await first.close();

    const second = await buildApp(config, { now: clock.now });
    try {
      const reopened = (await call<{ session: PlaySession }>(second, host, 'POST', `/sessions/${session.id}/reopen`)).session;
      expect(reopened).toMatchObject({ name: 'Woche 1', state: 'open', code: session.code, memberCount: 2 });
      expect(reopened.characters.map((entry) => entry.characterId)).toEqual([character]);
      const log = await call<{ messages: PlayMessage[] }>(second, player, 'GET', `/sessions/${session.id}/messages`);
      expect(log.messages.map((message) => (message.body.kind === 'status' ? message.body.event : message.body.kind))).toEqual(['joined', 'roll', 'closed', 'reopened']);
    } finally {
      await second.close();
      await smtp.close();
    }
  });
});
