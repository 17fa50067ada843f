import { beforeAll, describe, expect, it } from 'vitest';
import { rulesOfLine } from '@vitae/core';
import { seededDieSource, type DieSource, type PlayMessage, type PlaySession } from '@vitae/core/play';
import { registerUser, useTestApp } from './helper.ts';
import { createCharacter, eventually, playApi, roll, seat, type Seat } from './play-support.ts';
import { useSockets } from './sockets.ts';

/**
 * A sheet's rolls at the table (#48 item 1): public or secret by the player's choice, and the
 * willpower re-roll the server makes once, for the roller only, linked to the first roll.
 */
const queue: number[] = [];
const seeded = seededDieSource(5);
const dice: DieSource = (sides) => queue.shift() ?? seeded(sides);

const ctx = useTestApp({}, { playDice: dice });
const sockets = useSockets(ctx);
const api = playApi(ctx);

let session: PlaySession;
let vampire: string;
let hunter: string;
let mage: string;
let player: Seat;
let other: Seat;
let storyteller: Seat;

beforeAll(async () => {
  const [host, lena, bert] = [await registerUser(ctx), await registerUser(ctx), await registerUser(ctx)];
  session = await api.open(host, 'Freitagsrunde');
  await api.join(lena, session.code);
  await api.join(bert, session.code);
  vampire = await createCharacter(ctx, lena, { ...rulesOfLine('v5').creation.start({ name: 'Lena Kraus', sex: 'f', books: [1] }), hunger: 2 });
  hunter = await createCharacter(ctx, lena, { ...rulesOfLine('h5').creation.start({ name: 'Jo', sex: 'f', books: [1] }) });
  mage = await createCharacter(ctx, lena, { ...rulesOfLine('m20').creation.start({ name: 'Dante', sex: 'm', books: [1] }) });
  await api.bring(lena, session.id, [vampire, hunter, mage]);
  storyteller = await seat(sockets, host, session.id);
  player = await seat(sockets, lena, session.id);
  other = await seat(sockets, bert, session.id);
});

const pool = (size: number, hungerDice: number, difficulty: number | null = 3) => ({ kind: 'check' as const, pool: size, difficulty, special: hungerDice });

async function firstRoll(characterId: string, faces: number[], secret = false): Promise<PlayMessage> {
  queue.push(...faces);
  const ack = await roll(player.socket, { sessionId: session.id, characterId, roll: pool(faces.length, characterId === vampire ? 2 : 0), label: 'Geschick + Heimlichkeit', secret });
  if (!ack.ok) throw new Error(ack.message);
  return ack.message;
}

describe('VitaePlay: a secret sheet roll', () => {
  it('reaches the storyteller and the roller, not the other player', async () => {
    const message = await firstRoll(vampire, [7, 2, 9, 4], true);
    expect(message).toMatchObject({ to: { kind: 'storyteller' }, body: { kind: 'roll', secret: true, label: 'Geschick + Heimlichkeit', character: { id: vampire, name: 'Lena Kraus' } } });
    await eventually(() => expect(storyteller.seen.some((seen) => seen.id === message.id)).toBe(true));
    const public_ = await firstRoll(vampire, [6, 6, 6, 6]);
    await eventually(() => expect(other.seen.some((seen) => seen.id === public_.id)).toBe(true));
    expect(other.seen.some((seen) => seen.id === message.id)).toBe(false);
    const history = await api.history(other.user, session.id);
    expect(history.messages.map((seen) => seen.id)).not.toContain(message.id);
  });
});

describe('VitaePlay: the willpower re-roll at the table', () => {
  it('re-rolls the picked normal dice of a vampire’s roll, keeps the hunger dice and posts it linked to the first', async () => {
    // Normal dice first (2 of 4), then the 2 hunger dice.
    const first = await firstRoll(vampire, [2, 3, 1, 10]);
    if (first.body.kind !== 'roll' || first.body.result.kind !== 'check') throw new Error('not a check');
    expect(first.body.result).toMatchObject({ normal: [2, 3], special: [1, 10], successes: 1 });
    queue.push(8, 9);
    const ack = await roll(player.socket, { sessionId: session.id, reroll: { messageId: first.id, dice: [0, 1] } });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.message).toMatchObject({
      to: { kind: 'everyone' },
      body: { kind: 'roll', rerollOf: first.id, label: 'Geschick + Heimlichkeit', character: { id: vampire }, result: { line: 'v5', normal: [8, 9], special: [1, 10], successes: 3, outcome: 'win' } },
    });
    await eventually(() => expect(other.seen.some((seen) => seen.id === ack.message.id)).toBe(true));
  });

  it('re-rolls a secret roll secretly', async () => {
    const first = await firstRoll(vampire, [2, 3, 4, 5], true);
    const ack = await roll(player.socket, { sessionId: session.id, reroll: { messageId: first.id, dice: [0] } });
    expect(ack).toMatchObject({ ok: true, message: { to: { kind: 'storyteller' }, body: { secret: true, rerollOf: first.id } } });
  });

  it('re-rolls a hunter’s roll too', async () => {
    const first = await firstRoll(hunter, [1, 2, 3]);
    queue.push(10);
    const ack = await roll(player.socket, { sessionId: session.id, reroll: { messageId: first.id, dice: [2] } });
    expect(ack).toMatchObject({ ok: true, message: { body: { rerollOf: first.id, result: { line: 'h5', normal: [1, 2, 10] } } } });
  });

  it.each<[string, (first: PlayMessage) => { by: () => Seat; messageId: number; dice: number[] }]>([
    ['a second time', (first) => ({ by: () => player, messageId: first.id, dice: [0] })],
    ['by someone else', (first) => ({ by: () => other, messageId: first.id, dice: [0] })],
    ['with a die the roll does not have', (first) => ({ by: () => player, messageId: first.id, dice: [5] })],
    ['with the same die twice', (first) => ({ by: () => player, messageId: first.id, dice: [0, 0] })],
  ])('is refused %s', async (_case, attempt) => {
    const first = await firstRoll(vampire, [2, 3, 4, 5]);
    const tried = attempt(first);
    if (_case === 'a second time') expect((await roll(player.socket, { sessionId: session.id, reroll: { messageId: first.id, dice: [1] } })).ok).toBe(true);
    const ack = await roll(tried.by().socket, { sessionId: session.id, reroll: { messageId: tried.messageId, dice: tried.dice } });
    expect(ack).toMatchObject({ ok: false, code: 'reroll_not_possible' });
  });

  it('is refused for a line without a willpower re-roll (a mage’s roll)', async () => {
    const first = await firstRoll(mage, [2, 3, 4]);
    expect(await roll(player.socket, { sessionId: session.id, reroll: { messageId: first.id, dice: [0] } })).toMatchObject({ ok: false, code: 'reroll_not_possible' });
  });

  it('needs one of a command, a roll or a re-roll', async () => {
    const ack = await roll(player.socket, { sessionId: session.id, command: '/r 2d6', reroll: { messageId: 1, dice: [0] } });
    expect(ack).toMatchObject({ ok: false, code: 'invalid_request' });
  });
});

describe('VitaePlay: a line table check from the sheet (a rouse check)', () => {
  it('is posted with its check, so every card says what it did; another line’s check is not kept', async () => {
    queue.push(4);
    const ack = await roll(player.socket, { sessionId: session.id, characterId: vampire, roll: pool(1, 0, 1), label: 'Wallungs-Check', check: { name: 'rouse', before: 2 } });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.message.body).toMatchObject({ kind: 'roll', label: 'Wallungs-Check', check: { name: 'rouse', before: 2 }, result: { normal: [4], successes: 0 } });
    await eventually(() => expect(other.seen.find((seen) => seen.id === ack.message.id)?.body).toMatchObject({ check: { name: 'rouse', before: 2 } }));
    const history = await api.history(other.user, session.id);
    expect(history.messages.find((seen) => seen.id === ack.message.id)?.body).toMatchObject({ check: { name: 'rouse', before: 2 } });
    // A Rage Check named on a vampire's roll: rolled, but without the check (its words would be another line's).
    const foreign = await roll(player.socket, { sessionId: session.id, characterId: vampire, roll: pool(1, 0, null), label: 'Zorn-Check', check: { name: 'rage', before: 3 } });
    if (!foreign.ok) throw new Error(foreign.message);
    expect(foreign.message.body).not.toHaveProperty('check');
  });
});
