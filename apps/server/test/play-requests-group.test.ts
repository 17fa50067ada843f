import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayMessage, PlaySession } from '@vitae/core/play';
import { registerUser, useTestApp } from './helper.ts';
import { eventually, pause, playApi, roll, seatTable, type Seat } from './play-support.ts';
import { nextEvent, useSockets } from './sockets.ts';

const ctx = useTestApp();
const sockets = useSockets(ctx);
const api = playApi(ctx);

let session: PlaySession;
let host: Seat;
let anna: Seat;
let ben: Seat;
let annaVampire: string;
let benVampire: string;

type RequestAnswer = { message: PlayMessage; messages: PlayMessage[] };
const ask = (payload: Record<string, unknown>, status = 201) => api.call<RequestAnswer>(host.user, 'POST', `/sessions/${session.id}/roll-requests`, payload, status);
const groupOf = (message: PlayMessage) => (message.body.kind === 'rollRequest' ? message.body.group : undefined);

beforeAll(async () => {
  ({ session, host, anna, ben, annaCharacter: annaVampire, benCharacter: benVampire } = await seatTable(ctx, sockets, { name: 'Mira' }, { name: 'Jonas' }));
});

describe('VitaePlay: one roll request to several players', () => {
  it('asks each player once, every request sharing one group; each player is prompted with their own only', async () => {
    const annaPrompt = nextEvent<{ message: PlayMessage }>(anna.socket, 'play_roll_requested');
    const benPrompt = nextEvent<{ message: PlayMessage }>(ben.socket, 'play_roll_requested');
    const asked = await ask({
      targets: [
        { userId: anna.user.id, characterId: annaVampire },
        { userId: ben.user.id, characterId: benVampire },
        // Named twice: asked once.
        { userId: ben.user.id, characterId: benVampire },
      ],
      label: 'Geschick + Heimlichkeit',
      traits: ['attributes:dex', 'skills:ste'],
      difficulty: 3,
    });
    expect(asked.messages.map((message) => message.to)).toEqual([
      { kind: 'player', userId: anna.user.id },
      { kind: 'player', userId: ben.user.id },
    ]);
    const group = groupOf(asked.messages[0]!);
    expect(group).toMatch(/^[0-9a-f-]{36}$/);
    expect(groupOf(asked.messages[1]!)).toBe(group);
    expect(asked.message).toEqual(asked.messages[0]);
    expect(asked.messages.map((message) => message.body)).toEqual([
      expect.objectContaining({ kind: 'rollRequest', characterId: annaVampire, traits: ['attributes:dex', 'skills:ste'], difficulty: 3, group }),
      expect.objectContaining({ kind: 'rollRequest', characterId: benVampire, group }),
    ]);
    expect((await annaPrompt).message.id).toBe(asked.messages[0]!.id);
    expect((await benPrompt).message.id).toBe(asked.messages[1]!.id);
    // Anna cannot answer Ben's request.
    expect(await roll(anna.socket, { sessionId: session.id, characterId: annaVampire, command: '/check 2', requestId: asked.messages[1]!.id })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('the answers link to their request; after a reload the storyteller has every request and every answer, each player their own request', async () => {
    const asked = await ask({ targets: [{ userId: anna.user.id, characterId: annaVampire }, { userId: ben.user.id, characterId: benVampire }], label: 'Stärke + Athletik', pool: 4 });
    const [toAnna, toBen] = asked.messages as [PlayMessage, PlayMessage];
    const annaAnswer = await roll(anna.socket, { sessionId: session.id, characterId: annaVampire, label: 'Stärke + Athletik', roll: { kind: 'check', pool: 4, difficulty: null, special: 0 }, requestId: toAnna.id });
    const benAnswer = await roll(ben.socket, { sessionId: session.id, characterId: benVampire, label: 'Stärke + Athletik', roll: { kind: 'check', pool: 4, difficulty: null, special: 0 }, requestId: toBen.id });
    if (!annaAnswer.ok || !benAnswer.ok) throw new Error('an answer was refused');
    // Live: the storyteller sees both answers as they come.
    await eventually(() => expect(host.seen.map((message) => message.id)).toEqual(expect.arrayContaining([toAnna.id, toBen.id, annaAnswer.message.id, benAnswer.message.id])));
    const hostLog = (await api.history(host.user, session.id, `?after=${toAnna.id - 1}`)).messages;
    expect(hostLog.filter((message) => groupOf(message) === groupOf(toAnna)).map((message) => message.id)).toEqual([toAnna.id, toBen.id]);
    expect(hostLog.filter((message) => message.body.kind === 'roll').map((message) => (message.body.kind === 'roll' ? [message.body.requestId, message.body.character?.name] : null))).toEqual([
      [toAnna.id, 'Mira'],
      [toBen.id, 'Jonas'],
    ]);
    const annaLog = (await api.history(anna.user, session.id, `?after=${toAnna.id - 1}`)).messages;
    expect(annaLog.filter((message) => message.body.kind === 'rollRequest').map((message) => message.id)).toEqual([toAnna.id]);
    // An open request's answer is open: Anna sees Ben's roll too.
    expect(annaLog.some((message) => message.id === benAnswer.message.id)).toBe(true);
  });

  it('a secret request: every answer reaches only the storyteller (and the one who rolled)', async () => {
    const asked = await ask({ targets: [{ userId: anna.user.id, characterId: annaVampire }, { userId: ben.user.id, characterId: benVampire }], label: 'Wits + Awareness', pool: 3, secret: true });
    const annaAnswer = await roll(anna.socket, { sessionId: session.id, characterId: annaVampire, roll: { kind: 'check', pool: 3, difficulty: null, special: 0 }, requestId: asked.messages[0]!.id });
    if (!annaAnswer.ok) throw new Error(annaAnswer.message);
    expect(annaAnswer.message).toMatchObject({ to: { kind: 'storyteller' }, body: { secret: true, requestId: asked.messages[0]!.id } });
    await eventually(() => expect(host.seen.some((message) => message.id === annaAnswer.message.id)).toBe(true));
    await pause();
    expect(ben.seen.some((message) => message.id === annaAnswer.message.id)).toBe(false);
    expect((await api.history(ben.user, session.id, `?after=${asked.message.id - 1}`)).messages.some((message) => message.id === annaAnswer.message.id)).toBe(false);
  });

  it('refuses the whole request when one target is wrong, and posts none of it', async () => {
    const outsider = await registerUser(ctx);
    const before = (await api.history(host.user, session.id, '?limit=200')).messages.length;
    const annaTarget = { userId: anna.user.id, characterId: annaVampire };
    expect(await ask({ targets: [annaTarget, { userId: outsider.id, characterId: null }], label: 'x', pool: 2 }, 404)).toMatchObject({ code: 'not_member' });
    expect(await ask({ targets: [annaTarget, { userId: ben.user.id, characterId: annaVampire }], label: 'x', pool: 2 }, 404)).toMatchObject({ code: 'character_not_available' });
    expect(await ask({ targets: [annaTarget, { userId: ben.user.id, characterId: null }], label: 'x', traits: ['attributes:dex'] }, 400)).toMatchObject({ code: 'roll_traits_need_character' });
    expect(await ask({ targets: [annaTarget, { userId: host.user.id, characterId: null }], label: 'x', pool: 2 }, 404)).toMatchObject({ code: 'not_member' });
    // Either one player or a list, never both or neither; at most 12 at once.
    expect(await ask({ userId: anna.user.id, targets: [annaTarget], label: 'x' }, 400)).toMatchObject({ code: 'invalid_request' });
    expect(await ask({ label: 'x' }, 400)).toMatchObject({ code: 'invalid_request' });
    expect(await ask({ targets: Array.from({ length: 13 }, () => annaTarget), label: 'x' }, 400)).toMatchObject({ code: 'invalid_request' });
    expect((await api.history(host.user, session.id, '?limit=200')).messages.length).toBe(before);
  });

  it('a request to one player stays as it was: one message, no group', async () => {
    const asked = await ask({ userId: anna.user.id, characterId: annaVampire, label: 'Charisma + Überreden', pool: 5 });
    expect(asked.messages).toEqual([asked.message]);
    expect(asked.message.body).toMatchObject({ kind: 'rollRequest', characterId: annaVampire, group: null });
  });

  it('a request stored before groups existed reads back with no group', async () => {
    const stored = await ctx.app.repos.play.addMessage({
      sessionId: session.id,
      sender: { id: host.user.id, alias: 'SL' },
      to: { kind: 'player', userId: anna.user.id },
      // As the old code stored it: no `group`.
      body: { kind: 'rollRequest', label: 'Alt', characterId: null, traits: [], pool: 2, special: false, difficulty: null, secret: false } as unknown as PlayMessage['body'],
      now: new Date(),
    });
    const history = await api.history(host.user, session.id, `?after=${stored.id - 1}`);
    const body = history.messages.find((message) => message.id === stored.id)?.body;
    expect(body).toMatchObject({ kind: 'rollRequest', label: 'Alt' });
    expect(body?.kind === 'rollRequest' ? body.group : 'not a request').toBeUndefined();
  });
});
