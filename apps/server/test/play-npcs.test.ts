import { describe, expect, it } from 'vitest';
import { maxNpcsPerSession, type Npc, type PlayMessage, type RevealedNpc } from '@vitae/core/play';
import { registerUser, useTestApp } from './helper.ts';
import { playApi } from './play-support.ts';

const ctx = useTestApp();
const api = playApi(ctx);
const guard = { name: 'Türsteher', line: 'v5', tier: 'average', pools: [{ label: 'Körperlich', dice: 5 }, { label: 'Sozial', dice: 4 }], health: 6, willpower: 4, special: 1, notes: 'Am Elysium' } as const;

describe('quick characters of the storyteller (issue #48)', () => {
  it('stay secret until revealed; players then see name and notes, never the numbers; secret rolls reach only the storyteller', async () => {
    const host = await registerUser(ctx);
    const player = await registerUser(ctx);
    const session = await api.open(host);
    await api.join(player, session.code);
    const base = `/sessions/${session.id}`;
    expect(await api.call(player, 'POST', `${base}/npcs`, guard, 403)).toMatchObject({ code: 'host_only' });
    const { npc } = await api.call<{ npc: Npc }>(host, 'POST', `${base}/npcs`, guard, 201);
    expect(npc).toMatchObject({ ...guard, revealed: false });
    expect(await api.call(player, 'GET', `${base}/npcs`)).toEqual({ npcs: [], revealed: [] });
    expect((await api.call<{ npcs: Npc[] }>(host, 'GET', `${base}/npcs`)).npcs).toEqual([npc]);

    // A secret roll of its pool: the storyteller sees it, the player does not.
    await api.call(host, 'POST', `${base}/rolls`, { label: 'Türsteher: Körperlich', secret: true, roll: { kind: 'check', pool: 5, difficulty: 2, special: 1, line: 'v5' } }, 201);
    const seen = (user: typeof host) => api.call<{ messages: PlayMessage[] }>(user, 'GET', `${base}/messages`);
    expect((await seen(host)).messages.some((message) => message.body.kind === 'roll' && message.body.label === 'Türsteher: Körperlich')).toBe(true);
    expect((await seen(player)).messages.some((message) => message.body.kind === 'roll')).toBe(false);

    await api.call(host, 'PUT', `${base}/npcs/${npc.id}`, { ...guard, revealed: true });
    const forPlayer = await api.call<{ npcs: Npc[]; revealed: RevealedNpc[] }>(player, 'GET', `${base}/npcs`);
    expect(forPlayer).toEqual({ npcs: [], revealed: [{ id: npc.id, name: 'Türsteher', notes: 'Am Elysium', line: 'v5' }] });

    await api.call(host, 'DELETE', `${base}/npcs/${npc.id}`, undefined, 204);
    expect((await api.call<{ revealed: RevealedNpc[] }>(player, 'GET', `${base}/npcs`)).revealed).toEqual([]);
    expect(await api.call(host, 'DELETE', `${base}/npcs/${npc.id}`, undefined, 404)).toMatchObject({ code: 'not_found' });
  });

  it('refuses bad blocks with 400 and more than the limit with 409', async () => {
    const host = await registerUser(ctx);
    const session = await api.open(host);
    const base = `/sessions/${session.id}`;
    for (const bad of [{ ...guard, name: '' }, { ...guard, line: 'x' }, { ...guard, tier: 'boss' }, { ...guard, pools: [{ label: 'A', dice: 0 }] }, { ...guard, health: -1 }, { ...guard, pools: Array.from({ length: 9 }, () => ({ label: 'A', dice: 1 })) }]) {
      expect(await api.call(host, 'POST', `${base}/npcs`, bad, 400)).toMatchObject({ code: 'invalid_request' });
    }
    for (let index = 0; index < maxNpcsPerSession; index += 1) await api.call(host, 'POST', `${base}/npcs`, { ...guard, name: `Wache ${index}` }, 201);
    expect(await api.call(host, 'POST', `${base}/npcs`, guard, 409)).toMatchObject({ code: 'too_many_npcs' });
  });
});
