import { beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { rulesOfLine } from '@vitae/core';
import { seededDieSource, type DieSource, type PlayMessage, type PlaySession } from '@vitae/core/play';
import { castFromTable, magickDifficulty, tableDifficulty } from '@vitae/core/m20';
import { rageAfterTableCheck, rageCheckAtTable } from '@vitae/core/w5';
import { registerUser, useTestApp, type TestUser } from './helper.ts';
import { createCharacter, enter, eventually, inbox, playApi, roll } from './play-support.ts';
import { useSockets } from './sockets.ts';

/**
 * The Werewolf's Rage Check and the Mage's cast as their sheets send them to the table (#48 item 1):
 * the server rolls them with the line's own dice, and what it posts is what the sheet then reads.
 */
const queue: number[] = [];
const seeded = seededDieSource(11);
const dice: DieSource = (sides) => queue.shift() ?? seeded(sides);

const ctx = useTestApp({}, { playDice: dice });
const sockets = useSockets(ctx);
const api = playApi(ctx);

let session: PlaySession;
let werewolf: string;
let mage: string;
let player: { user: TestUser; socket: Socket; seen: PlayMessage[] };
let storyteller: { socket: Socket; seen: PlayMessage[] };

beforeAll(async () => {
  const [host, user] = [await registerUser(ctx), await registerUser(ctx)];
  session = await api.open(host);
  await api.join(user, session.code);
  werewolf = await createCharacter(ctx, user, { ...rulesOfLine('w5').creation.start({ name: 'Kaja', sex: 'f', books: [1] }), rage: 4 });
  mage = await createCharacter(ctx, user, { ...rulesOfLine('m20').creation.start({ name: 'Dante', sex: 'm', books: [1] }), arete: 3 });
  await api.bring(user, session.id, [werewolf, mage]);
  const hostSocket = await sockets.as(host.accessToken);
  await enter(hostSocket, session.id);
  storyteller = { socket: hostSocket, seen: inbox(hostSocket) };
  const playerSocket = await sockets.as(user.accessToken);
  await enter(playerSocket, session.id);
  player = { user, socket: playerSocket, seen: inbox(playerSocket) };
});

const rageCheck = { kind: 'check' as const, pool: rageCheckAtTable.pool, difficulty: rageCheckAtTable.difficulty, special: rageCheckAtTable.specialDice };

describe('VitaePlay: a Werewolf’s Rage Check from the sheet', () => {
  it.each<[number, string, number]>([
    [3, 'totalFailure', 3],
    [6, 'successes', 4],
  ])('rolls one plain die (%i) although Rage is 4: %s, the sheet reads Rage %i', async (face, outcome, rageAfter) => {
    queue.push(face);
    const ack = await roll(player.socket, { sessionId: session.id, characterId: werewolf, roll: rageCheck, label: 'Zorn-Check' });
    if (!ack.ok) throw new Error(ack.message);
    const body = ack.message.body;
    expect(body).toMatchObject({ kind: 'roll', label: 'Zorn-Check', secret: false, character: { id: werewolf, name: 'Kaja' }, result: { kind: 'check', line: 'w5', normal: [face], special: [], outcome } });
    if (body.kind !== 'roll' || body.result.kind !== 'check') throw new Error('not a check');
    expect(rageAfterTableCheck(4, body.result)).toBe(rageAfter);
    await eventually(() => expect(storyteller.seen.some((message) => message.id === ack.message.id)).toBe(true));
  });

  it('a check’s tracker comes from the stored character, not from what the sheet claims', async () => {
    queue.push(3);
    const rage = await roll(player.socket, { sessionId: session.id, characterId: werewolf, roll: rageCheck, label: 'Zorn-Check', check: { name: 'rage', before: 1 } });
    expect(rage).toMatchObject({ ok: true, message: { body: { check: { name: 'rage', before: 4 } } } });
    queue.push(2);
    const harano = await roll(player.socket, { sessionId: session.id, characterId: werewolf, roll: { kind: 'check', pool: 1, difficulty: 1, special: 0 }, label: 'Harano-Probe', check: { name: 'harano', before: 5 } });
    expect(harano).toMatchObject({ ok: true, message: { body: { check: { name: 'harano', before: 0 } } } });
  });

  it('a Willpower re-roll of a Werewolf’s pool: the server re-rolls the normal dice, the Rage dice keep their faces', async () => {
    queue.push(2, 7, 1, 2, 3, 4);
    // Rage 4: four of the six dice are Rage dice.
    const first = await roll(player.socket, { sessionId: session.id, characterId: werewolf, roll: { kind: 'check', pool: 6, difficulty: 3, special: 'character' }, label: 'Gabe „Lied der Spinne“: Entschlossenheit + Weisheit' });
    if (!first.ok) throw new Error(first.message);
    expect(first.message.body).toMatchObject({ result: { normal: [2, 7], special: [1, 2, 3, 4], outcome: 'failure', notes: ['brutal'] } });
    queue.push(10);
    const again = await roll(player.socket, { sessionId: session.id, reroll: { messageId: first.message.id, dice: [0] } });
    expect(again).toMatchObject({ ok: true, message: { body: { label: 'Gabe „Lied der Spinne“: Entschlossenheit + Weisheit', rerollOf: first.message.id, result: { line: 'w5', normal: [10, 7], special: [1, 2, 3, 4], successes: 2, outcome: 'failure', notes: ['brutal'] } } } });
  });

  it('a secret Rage Check goes to the storyteller only', async () => {
    const ack = await roll(player.socket, { sessionId: session.id, characterId: werewolf, roll: rageCheck, label: 'Zorn-Check', secret: true });
    expect(ack).toMatchObject({ ok: true, message: { to: { kind: 'storyteller' }, body: { secret: true } } });
  });
});

describe('VitaePlay: a Mage’s cast from the sheet', () => {
  it('rolls the Arete dice against the magick difficulty with M20 rules; the sheet reads the same botch and Paradox', async () => {
    const input = { highestSphere: 2, kind: 'vulgar' as const };
    queue.push(1, 4, 3);
    const ack = await roll(player.socket, {
      sessionId: session.id,
      characterId: mage,
      roll: { kind: 'check', pool: 3, difficulty: tableDifficulty(magickDifficulty(input)), special: 0 },
      label: 'Zauber: Forces 2 · Arete 3, Schwierigkeit 6',
    });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.message.body).toMatchObject({ label: 'Zauber: Forces 2 · Arete 3, Schwierigkeit 6', result: { line: 'm20', normal: [1, 4, 3], difficulty: 6, successes: 0, outcome: 'botch' } });
    if (ack.message.body.kind !== 'roll' || ack.message.body.result.kind !== 'check') throw new Error('not a check');
    expect(castFromTable(input, ack.message.body.result)).toMatchObject({ roll: { botch: true }, paradox: 3 });
  });

  it('a difficulty above 10 asks for more successes; Willpower adds one and prevents the botch', async () => {
    const input = { highestSphere: 5, kind: 'vulgarWitnessed' as const, modifiers: 2 };
    queue.push(10, 10, 1);
    const ack = await roll(player.socket, { sessionId: session.id, characterId: mage, roll: { kind: 'check', pool: 3, difficulty: tableDifficulty(magickDifficulty(input)), special: 0, willpower: true }, label: 'Zauber' });
    expect(ack).toMatchObject({ ok: true, message: { body: { result: { difficulty: 12, successes: 2, outcome: 'failure' } } } });
    queue.push(10, 10, 10);
    const next = await roll(player.socket, { sessionId: session.id, characterId: mage, roll: { kind: 'check', pool: 3, difficulty: 12, special: 0, willpower: true }, label: 'Zauber' });
    expect(next).toMatchObject({ ok: true, message: { body: { result: { successes: 4, outcome: 'win' } } } });
  });

  it('a roll of 0 dice with the Willpower success (HTTP): no dice, one success, said in a note', async () => {
    const body = await api.call<{ message: PlayMessage }>(player.user, 'POST', `/sessions/${session.id}/rolls`, { characterId: mage, roll: { kind: 'check', pool: 0, difficulty: 6, special: 0, willpower: true }, label: 'Okkultismus' }, 201);
    expect(body.message.body).toMatchObject({ label: 'Okkultismus', result: { line: 'm20', normal: [], successes: 1, outcome: 'win', notes: ['willpowerSuccess'] } });
  });

  it('0 dice without the Willpower success, or of a line without one, are refused with empty_pool', async () => {
    const mageBare = await api.call<{ code: string }>(player.user, 'POST', `/sessions/${session.id}/rolls`, { characterId: mage, roll: { kind: 'check', pool: 0, difficulty: 6, special: 0 } }, 400);
    expect(mageBare.code).toBe('empty_pool');
    const garou = await api.call<{ code: string }>(player.user, 'POST', `/sessions/${session.id}/rolls`, { characterId: werewolf, roll: { kind: 'check', pool: 0, difficulty: null, special: 0, willpower: true } }, 400);
    expect(garou.code).toBe('empty_pool');
  });

  it('an ability roll with the specialty counts 10s twice', async () => {
    queue.push(10, 1, 7);
    const ack = await roll(player.socket, { sessionId: session.id, characterId: mage, roll: { kind: 'check', pool: 3, difficulty: 6, special: 0, specialty: true }, label: 'Geschick + Heimlichkeit' });
    expect(ack).toMatchObject({ ok: true, message: { body: { result: { line: 'm20', normal: [10, 1, 7], successes: 2, outcome: 'win' } } } });
  });
});
