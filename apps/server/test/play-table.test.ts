import { beforeAll, describe, expect, it } from 'vitest';
import { rulesOfLine } from '@vitae/core';
import { seededDieSource, type DieSource, type PlayMessage, type PlaySession } from '@vitae/core/play';
import { as, useTestApp, type TestUser } from './helper.ts';
import { createCharacter, enter, eventually, pause, playApi, roll, seatTable, send, type Seat } from './play-support.ts';
import { nextEvent, silence, useSockets } from './sockets.ts';

/** Faces a test puts in front of the server's dice; behind them a seeded source. */
const queue: number[] = [];
const seeded = seededDieSource(7);
const dice: DieSource = (sides) => queue.shift() ?? seeded(sides);

const ctx = useTestApp({}, { playDice: dice });
const sockets = useSockets(ctx);
const api = playApi(ctx);

let session: PlaySession;
let host: Seat;
let anna: Seat;
let ben: Seat;
let annaVampire: string;
let benWerewolf: string;

async function stored<T>(user: TestUser, id: string): Promise<T> {
  const list = (await ctx.app.inject(as(user, { method: 'GET', url: '/api/characters?full=true' }))).json<{ characters: Array<{ id: string }> }>();
  return list.characters.find((character) => character.id === id) as T;
}

const sawMessage = (who: Seat, id: number) => who.seen.some((message) => message.id === id);

beforeAll(async () => {
  const werewolf = { ...rulesOfLine('w5').creation.start({ name: 'Kaja', sex: 'f', books: [1] }), rage: 2 };
  ({ session, host, anna, ben, annaCharacter: annaVampire, benCharacter: benWerewolf } = await seatTable(ctx, sockets, { name: 'Mira', hunger: 2 }, werewolf));
});

describe('VitaePlay: messages go exactly where they are addressed', () => {
  it.each<[string, () => Seat, () => { kind: 'everyone' } | { kind: 'storyteller' } | { kind: 'player'; userId: string }, () => Seat[], () => Seat[]]>([
    ['a player to everyone', () => anna, () => ({ kind: 'everyone' }), () => [host, anna, ben], () => []],
    ['a player to the storyteller', () => anna, () => ({ kind: 'storyteller' }), () => [host, anna], () => [ben]],
    ['the storyteller to one player', () => host, () => ({ kind: 'player', userId: ben.user.id }), () => [host, ben], () => [anna]],
  ])('%s', async (_name, from, to, receivers, others) => {
    const ack = await send(from().socket, { sessionId: session.id, to: to(), body: { kind: 'text', text: 'Die Nacht ist jung.' } });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.message).toMatchObject({ sender: { id: from().user.id }, to: to(), body: { kind: 'text', text: 'Die Nacht ist jung.' } });
    await eventually(() => receivers().forEach((seat) => expect(sawMessage(seat, ack.message.id)).toBe(true)));
    await pause();
    others().forEach((seat) => expect(sawMessage(seat, ack.message.id)).toBe(false));
    // The kept history follows the same rule.
    for (const seat of [host, anna, ben]) {
      const history = await api.history(seat.user, session.id);
      expect(history.messages.some((message) => message.id === ack.message.id)).toBe(receivers().includes(seat));
    }
  });

  it('players cannot write to one player; images are kept as data URLs', async () => {
    const refused = await send(anna.socket, { sessionId: session.id, to: { kind: 'player', userId: ben.user.id }, body: { kind: 'text', text: 'psst' } });
    expect(refused).toMatchObject({ ok: false, code: 'host_only' });
    const image = await send(anna.socket, { sessionId: session.id, to: { kind: 'everyone' }, body: { kind: 'image', url: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(image).toMatchObject({ ok: true, message: { body: { kind: 'image', url: 'data:image/png;base64,iVBORw0KGgo=' } } });
    const huge = await send(anna.socket, { sessionId: session.id, to: { kind: 'everyone' }, body: { kind: 'image', url: `data:image/png;base64,${'A'.repeat(1_000_001)}` } });
    expect(huge).toMatchObject({ ok: false, code: 'invalid_request' });
    expect(await send(anna.socket, { sessionId: session.id, to: { kind: 'everyone' }, body: { kind: 'text', text: 'a\u0000b' } })).toMatchObject({ ok: false, code: 'invalid_text' });
  });
});

describe('VitaePlay: the server rolls', () => {
  it('rolls a typed hunger check with the hunger it reads from the character, and everyone sees the same dice', async () => {
    queue.push(6, 6, 10, 1);
    const ack = await roll(anna.socket, { sessionId: session.id, characterId: annaVampire, command: '/hc 4 3' });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.message.body).toEqual({
      kind: 'roll',
      secret: false,
      label: null,
      command: '/hc 4 3',
      character: { id: annaVampire, name: 'Mira' },
      requestId: null,
      result: { kind: 'check', line: 'v5', normal: [6, 6], special: [10, 1], specialName: 'hunger', difficulty: 3, successes: 3, outcome: 'win', notes: [] },
    });
    await eventually(() => [host, anna, ben].forEach((seat) => expect(seat.seen.find((message) => message.id === ack.message.id)?.body).toEqual(ack.message.body)));
  });

  it('reads the hunger as it is now, not as the client says', async () => {
    const before = await stored<{ revision: number }>(anna.user, annaVampire);
    const patched = await ctx.app.inject(as(anna.user, { method: 'PATCH', url: `/api/characters/${annaVampire}`, payload: { baseRevision: before.revision, patch: [{ path: ['hunger'], value: 4 }] } }));
    expect(patched.statusCode).toBe(200);
    queue.push(7, 8, 1, 1);
    const ack = await roll(anna.socket, { sessionId: session.id, characterId: annaVampire, roll: { kind: 'check', pool: 4, difficulty: 3, special: 'character' }, label: 'Stärke + Handgemenge' });
    expect(ack).toMatchObject({ ok: true, message: { body: { label: 'Stärke + Handgemenge', result: { normal: [], special: [7, 8, 1, 1], outcome: 'bestialFailure' } } } });
  });

  it('rolls rage for a werewolf through its line, and refuses hunger for it', async () => {
    queue.push(6, 6, 1, 2);
    const ack = await roll(ben.socket, { sessionId: session.id, characterId: benWerewolf, command: '/rc 4 2' });
    expect(ack).toMatchObject({ ok: true, message: { body: { result: { line: 'w5', normal: [6, 6], special: [1, 2], specialName: 'rage', outcome: 'win', notes: ['brutal'] } } } });
    // The messages name the dice with the line's own words (its table words' `en`).
    expect(await roll(ben.socket, { sessionId: session.id, characterId: benWerewolf, command: '/hc 4' })).toMatchObject({ ok: false, code: 'wrong_special_dice', message: 'this character rolls rage dice' });
    expect(await roll(ben.socket, { sessionId: session.id, command: '/rc 4' })).toMatchObject({ ok: false, code: 'character_not_available', message: 'this check takes rage dice from a character: roll with one' });
  });

  it('a player rolls only characters they brought; the host may roll for any brought one', async () => {
    expect(await roll(ben.socket, { sessionId: session.id, characterId: annaVampire, command: '/check 3' })).toMatchObject({ ok: false, code: 'character_not_available' });
    expect(await roll(host.socket, { sessionId: session.id, characterId: annaVampire, command: '/check 3' })).toMatchObject({ ok: true });
  });

  it('never takes dice from the client', async () => {
    const sneaky = await host.socket.timeout(5_000).emitWithAck('play_roll', { sessionId: session.id, roll: { kind: 'check', pool: 3, difficulty: 1, special: 0, faces: [10, 10, 10] } });
    expect(sneaky).toMatchObject({ ok: false, code: 'invalid_request' });
    expect(await roll(anna.socket, { sessionId: session.id, command: '/dance 3' })).toMatchObject({ ok: false, code: 'invalid_command' });
  });

  it('/roll sums any dice; a secret roll reaches only the roller and the storyteller', async () => {
    queue.push(3, 4);
    const open = await roll(ben.socket, { sessionId: session.id, command: '/roll 2d6+1' });
    expect(open).toMatchObject({ ok: true, message: { to: { kind: 'everyone' }, body: { result: { kind: 'dice', faces: [3, 4], total: 8 } } } });
    const secret = await roll(ben.socket, { sessionId: session.id, command: '/sr 1d20' });
    if (!secret.ok) throw new Error(secret.message);
    expect(secret.message).toMatchObject({ to: { kind: 'storyteller' }, body: { secret: true } });
    await eventually(() => [host, ben].forEach((seat) => expect(sawMessage(seat, secret.message.id)).toBe(true)));
    await pause();
    expect(sawMessage(anna, secret.message.id)).toBe(false);
  });
});

describe('VitaePlay: the storyteller at the table', () => {
  it('asks a player for a roll: the player (every tab) is prompted, answers, and the answer is linked', async () => {
    const prompted = nextEvent<{ sessionId: string; message: PlayMessage }>(anna.socket, 'play_roll_requested');
    const quiet = silence(ben.socket, ['play_roll_requested']);
    const request = (await api.call<{ message: PlayMessage }>(host.user, 'POST', `/sessions/${session.id}/roll-requests`, { userId: anna.user.id, characterId: annaVampire, label: 'Geistesschärfe + Wachsamkeit', pool: 5, special: true, difficulty: 2 }, 201)).message;
    expect((await prompted).message).toEqual(request);
    expect(await quiet).toBe(true);
    expect(request).toMatchObject({ to: { kind: 'player', userId: anna.user.id }, body: { kind: 'rollRequest', label: 'Geistesschärfe + Wachsamkeit', pool: 5, special: true, difficulty: 2, secret: false } });
    const answer = await roll(anna.socket, { sessionId: session.id, characterId: annaVampire, roll: { kind: 'check', pool: 5, difficulty: 2, special: 'character' }, requestId: request.id });
    expect(answer).toMatchObject({ ok: true, message: { body: { requestId: request.id } } });
    expect(await roll(ben.socket, { sessionId: session.id, command: '/check 2', requestId: request.id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await api.call(host.user, 'POST', `/sessions/${session.id}/roll-requests`, { userId: ben.user.id, characterId: annaVampire, label: 'x' }, 404)).toMatchObject({ code: 'character_not_available' });
  });

  it('a request by traits carries their ids to the player; traits without a character are refused', async () => {
    const prompted = nextEvent<{ sessionId: string; message: PlayMessage }>(anna.socket, 'play_roll_requested');
    const traits = ['attributes:dex', 'skills:stealth'];
    const request = (await api.call<{ message: PlayMessage }>(host.user, 'POST', `/sessions/${session.id}/roll-requests`, { userId: anna.user.id, characterId: annaVampire, label: 'Geschick + Heimlichkeit', traits, difficulty: 3 }, 201)).message;
    expect(request.body).toMatchObject({ kind: 'rollRequest', traits, pool: null, difficulty: 3 });
    expect((await prompted).message.body).toMatchObject({ traits });
    // Kept in the history as sent.
    const history = await api.call<{ messages: PlayMessage[] }>(host.user, 'GET', `/sessions/${session.id}/messages?after=${request.id - 1}`);
    expect(history.messages.find((message) => message.id === request.id)?.body).toMatchObject({ traits });
    expect(await api.call(host.user, 'POST', `/sessions/${session.id}/roll-requests`, { userId: anna.user.id, label: 'Geschick + Heimlichkeit', traits }, 400)).toMatchObject({ code: 'roll_traits_need_character' });
    expect(await api.call(host.user, 'POST', `/sessions/${session.id}/roll-requests`, { userId: anna.user.id, characterId: annaVampire, label: 'x', traits: ['a:1', 'b:2', 'c:3', 'd:4', 'e:5'] }, 400)).toMatchObject({ code: 'invalid_request' });
  });

  it('awards XP to several characters at once: each lands in its XP history with the reason, and the owners’ sheets get the patch live', async () => {
    const annaSheet = nextEvent<{ id: string; patch: Array<{ path: unknown[]; value?: unknown }> }>(anna.socket, 'character_patched');
    const benSheet = nextEvent<{ id: string }>(ben.socket, 'character_patched');
    const result = await api.call<{ awarded: Array<{ characterId: string; exp: number }>; message: PlayMessage }>(host.user, 'POST', `/sessions/${session.id}/xp`, { characterIds: [annaVampire, benWerewolf], amount: 3, reason: 'Sitzung 1' });
    expect(result.awarded.map((entry) => [entry.characterId, entry.exp])).toEqual([
      [annaVampire, 3],
      [benWerewolf, 3],
    ]);
    expect(result.message.body).toEqual({ kind: 'xp', amount: 3, reason: 'Sitzung 1', characters: [{ id: annaVampire, name: 'Mira' }, { id: benWerewolf, name: 'Kaja' }] });
    expect((await annaSheet).id).toBe(annaVampire);
    expect((await benSheet).id).toBe(benWerewolf);
    for (const [owner, id] of [[anna.user, annaVampire], [ben.user, benWerewolf]] as const) {
      const after = await stored<{ exp: number; xpHistory: Array<{ kind: string; amount: number; reason?: string }> }>(owner, id);
      expect(after.exp).toBe(3);
      expect(after.xpHistory.at(-1)).toMatchObject({ kind: 'grant', amount: 3, reason: 'Sitzung 1' });
    }
    // Not overwritten: Anna's hunger from before stays.
    expect((await stored<{ hunger: number }>(anna.user, annaVampire)).hunger).toBe(4);
    expect(await api.call(host.user, 'POST', `/sessions/${session.id}/xp`, { characterIds: [await createCharacter(ctx, host.user)], amount: 1 }, 404)).toMatchObject({ code: 'character_not_available' });
  });

  it('a reconnecting tab catches up from the last message it saw', async () => {
    const lastSeen = Math.max(...anna.seen.map((message) => message.id));
    anna.socket.disconnect();
    const missed = [];
    for (const text of ['Eins', 'Zwei', 'Drei']) {
      const ack = await send(host.socket, { sessionId: session.id, to: { kind: 'everyone' }, body: { kind: 'text', text } });
      if (ack.ok) missed.push(ack.message.id);
    }
    await send(host.socket, { sessionId: session.id, to: { kind: 'player', userId: ben.user.id }, body: { kind: 'text', text: 'nur für Ben' } });
    const back = await sockets.as(anna.user.accessToken);
    const caughtUp = await enter(back, session.id, lastSeen);
    expect(caughtUp.messages.map((message) => message.id)).toEqual(missed);
    expect(caughtUp.hasMore).toBe(false);
    expect(caughtUp.session.id).toBe(session.id);
    const page = await api.history(anna.user, session.id, `?after=${lastSeen}&limit=2`);
    expect(page).toMatchObject({ hasMore: true });
    expect(page.messages.map((message) => message.id)).toEqual(missed.slice(0, 2));
  });
});
