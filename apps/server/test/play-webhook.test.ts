import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playMessageSchema, sequenceDieSource } from '@vitae/core/play';
import { webhookAllowed, webhookPayload } from '../src/play/webhook.ts';
import { registerUser, useTestApp } from './helper.ts';
import { eventually, playApi } from './play-support.ts';

/** A local stand-in for Discord: records what is posted; `/slow` never answers. */
const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
let sink: Server;
let sinkUrl = '';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  sink = createServer((request, response) => {
    if (request.url === '/slow') return; // hangs: the server must give up on its own
    if (request.url === '/refuse') return void response.writeHead(404).end(); // a deleted Discord webhook
    void readBody(request).then((text) => {
      posts.push({ path: request.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sink.closeAllConnections();
  await new Promise((resolve) => sink.close(resolve));
});

// Only this test's config allows the loopback sink.
const ctx = useTestApp({ webhookHosts: ['127.0.0.1'] }, { playDice: sequenceDieSource([6, 6, 10, 10, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]) });
const api = playApi(ctx);

describe('the allow list of webhook hosts (WEBHOOK_HOSTS)', () => {
  it.each<[string, string[], boolean]>([
    ['https://discord.com/api/webhooks/1/abc', ['discord.com', 'discordapp.com'], true],
    ['https://ptb.discord.com/api/webhooks/1/abc', ['discord.com', 'discordapp.com'], true],
    ['https://discordapp.com/api/webhooks/1/abc', ['discord.com', 'discordapp.com'], true],
    ['https://discord.com.evil.example/api/webhooks/1', ['discord.com', 'discordapp.com'], false],
    ['https://evildiscord.com/api/webhooks/1', ['discord.com', 'discordapp.com'], false],
    ['https://user:pw@discord.com/api/webhooks/1', ['discord.com'], false],
    ['http://127.0.0.1:9/hook', ['discord.com', 'discordapp.com'], false],
    ['http://127.0.0.1:9/hook', ['127.0.0.1'], true],
    ['file:///etc/passwd', ['127.0.0.1'], false],
    ['not a url', ['discord.com'], false],
  ])('%s with %j: %s', (url, hosts, allowed) => {
    expect(webhookAllowed(url, hosts)).toBe(allowed);
  });
});

describe('posting a session’s public rolls to its webhook', () => {
  it('refuses a URL on another host with 400, and never calls it', async () => {
    const host = await registerUser(ctx);
    const session = await api.open(host);
    const refused = await api.call<{ code: string; message: string }>(host, 'PATCH', `/sessions/${session.id}`, { webhookUrl: 'https://discord.com/api/webhooks/1/abc' }, 400);
    expect(refused).toMatchObject({ code: 'webhook_host_not_allowed' });
    expect(refused.message).toContain('127.0.0.1');
  });

  it('posts public rolls as an embed (character, pool, dice, outcome), not secret ones; public text only when asked', async () => {
    const host = await registerUser(ctx);
    const player = await registerUser(ctx);
    const session = await api.open(host, 'Hamburg');
    await api.join(player, session.code);
    const updated = await api.call<{ session: { webhook: unknown } }>(host, 'PATCH', `/sessions/${session.id}`, { webhookUrl: `${sinkUrl}/hook` });
    expect(updated.session.webhook).toEqual({ url: `${sinkUrl}/hook`, messages: false });

    await api.call(player, 'POST', `/sessions/${session.id}/rolls`, { command: '/check 4 2', label: 'Stärke + Handgemenge' }, 201);
    await eventually(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      path: '/hook',
      body: {
        username: 'Vitae',
        embeds: [
          {
            title: `${player.alias}: Stärke + Handgemenge`,
            description: '**Kritischer Erfolg** · 6 Erfolge',
            fields: [
              { name: 'Würfel', value: '6, 6, 10, 10', inline: true },
              { name: 'Hunger', value: '–', inline: true },
              { name: 'Schwierigkeit', value: '2', inline: true },
            ],
            footer: { text: 'Hamburg' },
          },
        ],
      },
    });

    await api.call(player, 'POST', `/sessions/${session.id}/rolls`, { command: '/sroll 1d6' }, 201);
    await api.call(player, 'POST', `/sessions/${session.id}/messages`, { to: { kind: 'everyone' }, body: { kind: 'text', text: 'ohne Webhook' } }, 201);
    await api.call(host, 'PATCH', `/sessions/${session.id}`, { webhookMessages: true });
    await api.call(player, 'POST', `/sessions/${session.id}/messages`, { to: { kind: 'storyteller' }, body: { kind: 'text', text: 'privat' } }, 201);
    await api.call(player, 'POST', `/sessions/${session.id}/messages`, { to: { kind: 'everyone' }, body: { kind: 'text', text: 'Guten Abend' } }, 201);
    await eventually(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toEqual({ username: 'Vitae', content: `**${player.alias}:** Guten Abend` });
  });

  it('a webhook that hangs never holds up the roll', async () => {
    const host = await registerUser(ctx);
    const session = await api.open(host);
    await api.call(host, 'PATCH', `/sessions/${session.id}`, { webhookUrl: `${sinkUrl}/slow` });
    const started = Date.now();
    await api.call(host, 'POST', `/sessions/${session.id}/rolls`, { command: '/check 2' }, 201);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('the storyteller tests the webhook (POST /sessions/:id/webhook/test)', () => {
  it('says whether the target took the test post, refused it (with its status) or was not reached', async () => {
    const host = await registerUser(ctx);
    const player = await registerUser(ctx);
    const session = await api.open(host, 'Testabend');
    await api.join(player, session.code);
    const test = `/sessions/${session.id}/webhook/test`;
    expect(await api.call(host, 'POST', test, undefined, 400)).toMatchObject({ code: 'webhook_missing' });
    await api.call(host, 'PATCH', `/sessions/${session.id}`, { webhookUrl: `${sinkUrl}/test-hook` });
    expect(await api.call(player, 'POST', test, undefined, 403)).toMatchObject({ code: 'host_only' });
    expect(await api.call(host, 'POST', test)).toEqual({ delivered: true, status: 204 });
    expect(posts.find((post) => post.path === '/test-hook')?.body).toMatchObject({ username: 'Vitae', content: expect.stringContaining('Testabend') });
    await api.call(host, 'PATCH', `/sessions/${session.id}`, { webhookUrl: `${sinkUrl}/refuse` });
    expect(await api.call(host, 'POST', test)).toEqual({ delivered: false, status: 404 });
    await api.call(host, 'PATCH', `/sessions/${session.id}`, { webhookUrl: 'http://127.0.0.1:9/closed' });
    expect(await api.call(host, 'POST', test)).toEqual({ delivered: false, status: null });
  });
});

describe('the embed of each line\'s own outcomes and notes (words from the line\'s table words)', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  /** A public roll of a check with this result, as the log stores it (the schema checks the result). */
  const rolled = (result: object) =>
    playMessageSchema.parse({
      id: 1,
      sessionId: id,
      at: '2026-01-01T00:00:00.000Z',
      sender: { id, alias: 'anna' },
      to: { kind: 'everyone' },
      body: { kind: 'roll', secret: false, label: 'Wurf', command: null, character: null, requestId: null, result: { kind: 'check', ...result } },
    });
  const embed = (result: object) => webhookPayload(rolled(result), 'Hamburg', false)?.embeds?.[0];
  const base = { normal: [2, 3], special: [1], difficulty: 3, successes: 0, notes: [] } as const;

  it.each([
    [{ ...base, line: 'v5', specialName: 'hunger', outcome: 'bestialFailure', notes: ['possibleBestialFailure'] }, 'Hunger', '**Bestialischer Fehlschlag** · 0 Erfolge\nHunger-1: bestialisch, falls es scheitert', 0x7f0000],
    [{ ...base, line: 'v5', specialName: 'hunger', outcome: 'messyCritical' }, 'Hunger', '**Chaotischer Kritischer Erfolg** · 0 Erfolge', 0xb71c1c],
    [{ ...base, line: 'w5', specialName: 'rage', outcome: 'failure', notes: ['brutal'] }, 'Zorn', '**Fehlschlag** · 0 Erfolge\nBrutales Ergebnis', 0x757575],
    [{ ...base, line: 'h5', specialName: 'desperation', outcome: 'win', successes: 1, notes: ['desperationChoice'] }, 'Verzweiflung', '**Erfolg** · 1 Erfolg\nVerzweiflungs-1: Überreizen oder Hoffnungslosigkeit', 0x388e3c],
    [{ ...base, line: 'h5', specialName: 'desperation', outcome: 'totalFailure', notes: ['despair'] }, 'Verzweiflung', '**Totaler Fehlschlag** · 0 Erfolge\nHoffnungslosigkeit', 0x424242],
  ] as const)('%#: %o', (result, special, description, color) => {
    expect(embed(result)).toMatchObject({ description, color, fields: [{ name: 'Würfel' }, { name: special }, { name: 'Schwierigkeit' }] });
  });

  it('a Mage botch: no special dice field, the botch in German', () => {
    const result = embed({ ...base, line: 'm20', special: [], specialName: null, outcome: 'botch', difficulty: 6 });
    expect(result).toMatchObject({ description: '**Patzer** · 0 Erfolge', color: 0x7f0000 });
    expect(result?.fields?.map((field) => field.name)).toEqual(['Würfel', 'Schwierigkeit']);
  });
});

describe('the embed of a line table check (a rouse check, a Rage Check) says what it did', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const checked = (check: object, result: object) =>
    webhookPayload(
      playMessageSchema.parse({
        id: 1,
        sessionId: id,
        at: '2026-01-01T00:00:00.000Z',
        sender: { id, alias: 'anna' },
        to: { kind: 'everyone' },
        body: { kind: 'roll', secret: false, label: 'Wallungs-Check', command: null, character: null, requestId: null, check, result: { kind: 'check', special: [], specialName: null, notes: [], ...result } },
      }),
      'Hamburg',
      false,
    )?.embeds?.[0];

  it.each([
    [{ name: 'rouse', before: 2 }, { line: 'v5', normal: [3], difficulty: 1, successes: 0, outcome: 'failure' }, '**Wallungs-Check misslungen** · Hunger steigt auf 3'],
    [{ name: 'rouse', before: 2 }, { line: 'v5', normal: [8], difficulty: 1, successes: 1, outcome: 'win' }, '**Wallungs-Check bestanden** · Hunger bleibt bei 2'],
    [{ name: 'rage', before: 4 }, { line: 'w5', normal: [2], difficulty: null, successes: 0, outcome: 'totalFailure' }, '**Zorn-Check misslungen** · Zorn sinkt auf 3'],
    [{ name: 'harano', before: 1 }, { line: 'w5', normal: [7, 2], difficulty: 2, successes: 1, outcome: 'failure' }, '**Harano-Probe misslungen** · Harano steigt auf 2'],
    [{ name: 'hauglosk', before: 3 }, { line: 'w5', normal: [9, 2], difficulty: 1, successes: 1, outcome: 'win' }, '**Hauglosk-Probe bestanden** · Hauglosk bleibt bei 3'],
  ] as const)('%#: %o', (check, result, description) => {
    const embed = checked(check, result);
    expect(embed?.description).toBe(description);
    expect(embed?.fields?.map((field) => field.name)).toEqual(['Würfel']);
    // The colour is the check's, not "any success": a Harano test needs its difficulty's successes.
    expect(embed?.color).toBe(description.includes('misslungen') ? 0x757575 : 0x388e3c);
  });

  it.each([
    [{ line: 'h5', normal: [8, 3], special: [1], difficulty: 3, successes: 1, outcome: 'failure', notes: ['despair'] }, '**Fehlschlag** · 1 Erfolg\nEine 1 auf den Verzweiflungswürfeln bei misslungenem Wurf: Der Jäger fällt in Hoffnungslosigkeit'],
    [{ line: 'h5', normal: [8, 9], special: [1], difficulty: 2, successes: 2, outcome: 'win', notes: ['desperationChoice'] }, '**Erfolg** · 2 Erfolge\nEine 1 auf den Verzweiflungswürfeln: Überreizen (Gefahr steigt auf 3) oder Hoffnungslosigkeit'],
    [{ line: 'h5', normal: [8, 9], special: [4], difficulty: 2, successes: 2, outcome: 'win', notes: [] }, '**Erfolg** · 2 Erfolge\nKeine 1 auf den Verzweiflungswürfeln'],
  ] as const)('Hunter desperation dice %#: %s', (result, description) => {
    const embed = checked({ name: 'desperation', before: 2 }, { ...result, specialName: 'desperation' });
    expect(embed?.description).toBe(description);
    // The roll's own outcome and difficulty stand beside what the desperation dice did.
    expect(embed?.fields?.map((field) => field.name)).toEqual(['Würfel', 'Verzweiflung', 'Schwierigkeit']);
  });
});
