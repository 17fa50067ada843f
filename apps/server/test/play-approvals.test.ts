import { describe, expect, it } from 'vitest';
import { rulesOfLine, type Character } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { attributeRating, withAttribute } from '@vitae/core/fifth-edition';
import type { CharacterSpends, PlayMessage, PlaySession, SpendRequest } from '@vitae/core/play';
import { as, registerUser, useTestApp, type TestUser } from './helper.ts';
import { createCharacter, playApi } from './play-support.ts';

const ctx = useTestApp();
const api = playApi(ctx);
const strength = { kind: 'attribute', key: 'str' };

/** A hunter with Strength 2 and 40 XP: Strength 3 costs 15 by the line's table. */
function hunterFields(name: string) {
  const start = rulesOfLine('h5').creation.start({ name, sex: 'f', books: [1] });
  return { ...start, exp: 40, categories: withAttribute(start, 'str', 2) };
}

async function characterOf(user: TestUser, id: string): Promise<StoredCharacter> {
  const response = await ctx.app.inject(as(user, { method: 'GET', url: `/api/characters/${id}` }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoredCharacter>();
}
const strengthOf = (character: StoredCharacter) => attributeRating(character as Extract<Character, { gameLine: 'h5' }>, 'str');

/** A table with approvals on: the storyteller, a player who brought a hunter. */
async function table(approvals = true) {
  const host = await registerUser(ctx);
  const player = await registerUser(ctx);
  const session = await api.open(host);
  await api.join(player, session.code);
  const characterId = await createCharacter(ctx, player, hunterFields('Jo'));
  await api.bring(player, session.id, [characterId]);
  if (approvals) {
    const { session: updated } = await api.call<{ session: PlaySession }>(host, 'PATCH', `/sessions/${session.id}`, { spendsNeedApproval: true });
    expect(updated.spendsNeedApproval).toBe(true);
  }
  const ask = (status = 201, purchase: object = strength) => api.call<{ request: SpendRequest }>(player, 'POST', '/spends', { characterId, purchase, label: 'Stärke 2 → 3' }, status);
  const decide = (spendId: string, body: object, status = 200, who = host) => api.call<{ request: SpendRequest }>(who, 'POST', `/sessions/${session.id}/spends/${spendId}/decision`, body, status);
  return { host, player, session, characterId, ask, decide };
}

describe('spends that need the storyteller’s approval (issue #48)', () => {
  it('a request spends nothing; the storyteller sees it; an approval applies it with who approved', async () => {
    const { host, player, session, characterId, ask, decide } = await table();
    const { request } = await ask();
    expect(request).toMatchObject({ state: 'pending', cost: 15, label: 'Stärke 2 → 3', record: { kind: 'attribute', ref: 'str', from: 2, level: 3 }, character: { id: characterId, name: 'Jo' } });
    let jo = await characterOf(player, characterId);
    expect([jo.exp, strengthOf(jo), jo.xpHistory.length]).toEqual([40, 2, 0]);

    const sheet = await api.call<CharacterSpends>(player, 'GET', `/spends?characterId=${characterId}`);
    expect(sheet).toMatchObject({ needsApproval: true, sessionId: session.id, requests: [{ id: request.id, state: 'pending' }] });
    expect((await api.call<{ requests: SpendRequest[] }>(host, 'GET', `/sessions/${session.id}/spends`)).requests.map((r) => r.id)).toEqual([request.id]);

    const { request: approved } = await decide(request.id, { approve: true });
    expect(approved).toMatchObject({ state: 'approved', decidedBy: { id: host.id } });
    jo = await characterOf(player, characterId);
    expect([jo.exp, jo.usedExp, strengthOf(jo)]).toEqual([25, 15, 3]);
    expect(jo.xpHistory.at(-1)).toMatchObject({ kind: 'purchase', amount: 15, approvedBy: { id: host.id, name: host.alias }, purchase: { kind: 'attribute', ref: 'str', from: 2, level: 3 } });
    expect((await api.call<{ requests: SpendRequest[] }>(host, 'GET', `/sessions/${session.id}/spends`)).requests).toEqual([]);

    // The log has the request (for the storyteller) and the approval (for everyone).
    const log = (await api.history(player, session.id)).messages.map((message: PlayMessage) => message.body).filter((body) => body.kind === 'spend');
    expect(log).toEqual([expect.objectContaining({ event: 'pending' }), expect.objectContaining({ event: 'approved', cost: 15 })]);
    expect(await decide(request.id, { approve: true }, 409)).toMatchObject({ code: 'spend_not_pending' });
  });

  it('a rejection leaves the sheet as it was and tells the player the note', async () => {
    const { player, session, characterId, ask, decide } = await table();
    const { request } = await ask();
    const { request: rejected } = await decide(request.id, { approve: false, note: 'Erst nach dem Training' });
    expect(rejected).toMatchObject({ state: 'rejected', note: 'Erst nach dem Training' });
    const jo = await characterOf(player, characterId);
    expect([jo.exp, strengthOf(jo), jo.xpHistory.length]).toEqual([40, 2, 0]);
    expect((await api.call<CharacterSpends>(player, 'GET', `/spends?characterId=${characterId}`)).requests).toMatchObject([{ id: request.id, state: 'rejected', note: 'Erst nach dem Training' }]);
    const last = (await api.history(player, session.id)).messages.at(-1);
    expect(last).toMatchObject({ to: { kind: 'player', userId: player.id }, body: { kind: 'spend', event: 'rejected', note: 'Erst nach dem Training' } });
  });

  it('refuses a stale request (the sheet moved on) and keeps it open; not enough XP left has its own code', async () => {
    const { player, characterId, ask, decide } = await table();
    const { request } = await ask();
    const jo = await characterOf(player, characterId);
    // The player raised Strength another way meanwhile (a save of the sheet).
    const raised = { ...jo, categories: withAttribute(jo as Extract<Character, { gameLine: 'h5' }>, 'str', 3) };
    const saved = await ctx.app.inject(as(player, { method: 'PUT', url: `/api/characters/${characterId}`, payload: raised }));
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect(await decide(request.id, { approve: true }, 409)).toMatchObject({ code: 'spend_stale' });
    const after = await characterOf(player, characterId);
    expect([after.exp, strengthOf(after), after.xpHistory.length]).toEqual([40, 3, 0]);
    expect((await api.call<CharacterSpends>(player, 'GET', `/spends?characterId=${characterId}`)).requests).toMatchObject([{ id: request.id, state: 'pending' }]);

    const second = await table();
    const { request: asked } = await second.ask();
    const hers = await characterOf(second.player, second.characterId);
    const poorer = await ctx.app.inject(as(second.player, { method: 'PUT', url: `/api/characters/${second.characterId}`, payload: { ...hers, exp: 10 } }));
    expect(poorer.statusCode, poorer.body).toBeLessThan(300);
    expect(await second.decide(asked.id, { approve: true }, 409)).toMatchObject({ code: 'spend_not_enough_xp' });
  });

  it('files awards with their reason and every step of a request under the running night', async () => {
    const { host, player, session, characterId, ask, decide } = await table();
    const { night } = await api.call<{ night: { id: string } }>(host, 'POST', `/sessions/${session.id}/nights`, { title: 'Erster Abend' }, 201);
    await api.call(host, 'POST', `/sessions/${session.id}/xp`, { characterIds: [characterId], amount: 5, reason: 'Erster Abend' });
    const { request } = await ask();
    await decide(request.id, { approve: true });
    const { messages } = await api.call<{ messages: PlayMessage[] }>(player, 'GET', `/sessions/${session.id}/nights/${night.id}/messages`);
    expect(messages.map((message) => (message.body.kind === 'spend' ? `spend:${message.body.event}` : message.body.kind))).toEqual(['xp', 'spend:pending', 'spend:approved']);
    expect(messages[0]?.body).toMatchObject({ kind: 'xp', amount: 5, reason: 'Erster Abend', characters: [{ id: characterId }] });
    // The award kept its reason in the character's history; the approved purchase came after it.
    const jo = await characterOf(player, characterId);
    expect(jo.xpHistory.map((entry) => [entry.kind, entry.reason ?? entry.approvedBy?.name])).toEqual([
      ['grant', 'Erster Abend'],
      ['purchase', host.alias],
    ]);
  });

  it('only the storyteller decides; only the owner withdraws', async () => {
    const { player, ask, decide } = await table();
    const { request } = await ask();
    expect(await decide(request.id, { approve: true }, 403, player)).toMatchObject({ code: 'host_only' });
    const stranger = await registerUser(ctx);
    expect(await api.call(stranger, 'DELETE', `/spends/${request.id}`, undefined, 404)).toMatchObject({ code: 'not_found' });
    expect((await api.call<{ request: SpendRequest }>(player, 'DELETE', `/spends/${request.id}`)).request.state).toBe('withdrawn');
    expect(await decide(request.id, { approve: true }, 409)).toMatchObject({ code: 'spend_not_pending' });
  });

  it('with the setting off there is nothing to ask: the sheet spends directly as before', async () => {
    const { player, characterId, ask } = await table(false);
    expect(await api.call<CharacterSpends>(player, 'GET', `/spends?characterId=${characterId}`)).toMatchObject({ needsApproval: false, requests: [] });
    expect(await ask(409)).toMatchObject({ code: 'spend_approval_off' });
  });

  it('refuses what the rules refuse and a purchase the line cannot read', async () => {
    const { ask } = await table();
    expect(await ask(400, { kind: 'attribute', key: 'nope' })).toMatchObject({ code: 'spend_refused' });
    expect(await ask(400, { kind: 'trait' })).toMatchObject({ code: 'spend_refused' });
  });
});
